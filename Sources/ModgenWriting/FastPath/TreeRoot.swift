#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output root's folder, open (read-only, never read) while the fast path `lstat`s
/// the files below it: `fstatat` from it walks `Packages/Features/...` and not also the
/// root's own folders (`/dev/shm/.../cold/`) for each of thousands of files. The root is
/// resolved once, as `lstat("root/relative")` would resolve it (a symbolic link to the root is
/// followed). Nil when it cannot be opened (a root without read permission): then each path
/// is looked up in full, as before.
/// Closed when released.
final class TreeRoot: Sendable {
    let descriptor: Int32?

    init(_ layout: OutputLayout) {
        let opened = open(layout.root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        descriptor = opened >= 0 ? opened : nil
    }

    deinit {
        if let descriptor { close(descriptor) }
    }
}
