import Foundation
import YAMLTree

/// What is checked before a spec file is read: that it exists, is a regular file (not a
/// folder, a pipe or a device such as `/dev/zero`, which would never end), and is not larger
/// than `YAMLLimits.maxInputBytes` (refused from its size, without reading it).
/// Symbolic links are followed.
enum SpecFileCheck {
    enum Outcome: Equatable {
        case readable
        /// Why not, to follow the file's name: "not found", "is a directory, ...".
        case refused(String)
    }

    static func check(_ path: String, limits: YAMLLimits) -> Outcome {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .refused(errno == ENOENT || errno == ENOTDIR ? "not found" : "cannot be read")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return .refused("is a directory, not a YAML file")
        default:
            return .refused("is not a regular file (a pipe or a device?)")
        }
        let size = Int(info.st_size)
        if size > limits.maxInputBytes {
            return .refused(YAMLLimits.tooLargeMessage(size: size, limit: limits.maxInputBytes))
        }
        return .readable
    }
}
