#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Answers whether a path under an output root leads to something (`stat`, links followed, as
/// `FileManager.fileExists`), for the planner, which renders no stub already on disk. A folder
/// found missing is remembered: nothing below it is asked of the disk again, so a cold run
/// into an empty folder costs a few calls instead of one per stub. (When a folder cannot be
/// reached, nothing below it can: the answer is the same.) Safe to ask from several threads.
package final class PathPresence: @unchecked Sendable {
    private let base: String
    private let lock = NSLock()
    private var missingFolders: Set<Substring> = []

    /// `root`: the output root; paths asked are relative to it.
    package init(root: String) {
        base = root.hasSuffix("/") ? root : root + "/"
    }

    package func contains(_ relative: String) -> Bool {
        if isBelowMissingFolder(relative) { return false }
        if Self.exists(base + relative) { return true }
        recordMissingFolders(above: relative)
        return false
    }

    /// Whether a folder above `relative` is recorded missing, asked from the top folder down:
    /// a missing path records every missing folder above it (`recordMissingFolders`), so on a
    /// cold run into an empty root the first folder answers. (From the deepest up, each stub of
    /// a new module hashed every folder of its path before its module's top folder answered.)
    private func isBelowMissingFolder(_ relative: String) -> Bool {
        lock.withLock {
            guard !missingFolders.isEmpty else { return false }
            let utf8 = relative.utf8
            var slash = utf8.firstIndex(of: UInt8(ascii: "/"))
            while let end = slash {
                if missingFolders.contains(relative[..<end]) { return true }
                slash = utf8[utf8.index(after: end)...].firstIndex(of: UInt8(ascii: "/"))
            }
            return false
        }
    }

    /// The folders above a missing path that are missing too, up to the first that is there.
    private func recordMissingFolders(above relative: String) {
        var missing: [Substring] = []
        var end = relative.utf8.lastIndex(of: UInt8(ascii: "/"))
        while let slash = end, !Self.exists(base + relative[..<slash]) {
            missing.append(relative[..<slash])
            end = relative.utf8[..<slash].lastIndex(of: UInt8(ascii: "/"))
        }
        guard !missing.isEmpty else { return }
        lock.withLock { missingFolders.formUnion(missing) }
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
