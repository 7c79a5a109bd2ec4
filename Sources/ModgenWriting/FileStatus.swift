#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says about a path, reduced to what the writer needs.
struct FileStatus: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case regular, directory, symbolicLink, other
    }

    var kind: Kind
    var size: Int
    /// Permission bits, kept when modgen replaces a file someone made executable.
    var permissions: UInt32

    init(_ raw: stat) {
        let mode = UInt32(raw.st_mode)
        switch mode & 0o170000 {
        case 0o100000: kind = .regular
        case 0o040000: kind = .directory
        case 0o120000: kind = .symbolicLink
        default: kind = .other
        }
        size = Int(raw.st_size)
        permissions = mode & 0o7777
    }
}
