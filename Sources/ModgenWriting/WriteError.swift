#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ModgenDiagnostics

/// Why the writer stopped, naming the path; printed `PATH: error: message` like a compiler.
package struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Reason: Sendable, Hashable {
        /// A planned path that is absolute, has `..`, `~`, an empty component, ...
        case unsafePath
        /// A symbolic link inside the output root that leads outside it.
        case leavesOutputRoot
        /// A file where a folder is needed, or a folder where a file is needed.
        case wrongKind
        /// Another modgen run holds the lock on this output.
        case locked
        /// `.modgen/state` cannot be read.
        case unreadableState
        /// A system call failed (read-only, no space, permission, ...): its `errno`.
        case system(Int32)
    }

    package var path: String
    package var message: String
    package var reason: Reason

    package init(path: String, message: String, reason: Reason) {
        self.path = path
        self.message = message
        self.reason = reason
    }

    init(_ error: SystemError, displayPath: String) {
        let verb = Self.verbs[error.operation] ?? "cannot write"
        self.init(path: displayPath, message: "\(verb): \(error.reason)", reason: .system(error.code))
    }

    private static let verbs: [FileOperation: String] = [
        .status: "cannot inspect", .read: "cannot read", .createDirectory: "cannot create folder",
        .createFile: "cannot create file", .write: "cannot write", .sync: "cannot write",
        .rename: "cannot replace", .removeFile: "cannot remove", .removeDirectory: "cannot remove",
        .resolve: "cannot resolve", .lock: "cannot lock",
    ]

    /// A read-only tree or missing permission: a run that changes nothing may still succeed.
    var isPermissionProblem: Bool {
        [.system(EROFS), .system(EACCES), .system(EPERM)].contains(reason)
    }

    package var description: String { "\(path): error: \(message)" }

    /// The same finding as a `Diagnostic`, for the CLI's printer.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, message, at: nil, file: path)
    }
}
