import Dispatch
import YAMLTree

/// Frees a large spec's node tree on another thread once the spec is typed. Freeing the tree
/// of the 7 MB bench spec (hundreds of thousands of nodes, arrays and strings) was about a
/// seventh of the main thread's instructions in `validate`, right before the graph is
/// resolved on it; the second core has nothing to do by then (libyaml's thread has ended, and
/// so has the second half of the modules, `ModuleDecodeSplit`).
enum DetachedTreeRelease {
    /// Takes the tree out of `root` and `merged` (both nil after) and lets go of it on a
    /// thread of the global pool. The caller must hold no other reference to it, or the last
    /// release is still its own.
    static func release(_ root: inout Node?, _ merged: inout Mapping?) {
        let held = HeldTree(root: root.take(), merged: merged.take())
        DispatchQueue.global().async { held.drop() }
    }

    /// The tree while it crosses to the pool's thread. Unchecked: only that thread reads or
    /// writes `root` and `merged` once `release` has returned (it made them and handed them
    /// over in `async`, which orders the writes before the block runs).
    private final class HeldTree: @unchecked Sendable {
        private var root: Node?
        private var merged: Mapping?

        init(root: Node?, merged: Mapping?) {
            self.root = root
            self.merged = merged
        }

        /// Frees the tree here, not wherever the last reference to this holder goes.
        func drop() {
            root = nil
            merged = nil
        }
    }
}
