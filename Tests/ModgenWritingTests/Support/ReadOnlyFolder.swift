import Foundation

/// Makes a folder truly read-only for this process: `chmod 555` for a normal user; for root,
/// whom permissions do not stop, the Linux immutable flag (`chattr +i`). `make` proves the
/// folder refuses a new file before returning true; `undo` restores it.
enum ReadOnlyFolder {
    static func make(_ folder: URL) -> Bool {
        if getuid() == 0 {
            guard run("/usr/bin/chattr", ["+i", folder.path]) else { return false }
        } else {
            guard (try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)) != nil
            else { return false }
        }
        let probe = folder.appendingPathComponent("probe")
        if FileManager.default.createFile(atPath: probe.path, contents: Data()) {
            try? FileManager.default.removeItem(at: probe)
            undo(folder)
            return false
        }
        return true
    }

    static func undo(_ folder: URL) {
        if getuid() == 0 { _ = run("/usr/bin/chattr", ["-i", folder.path]) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }

    /// Whether this machine can do it at all (root without the immutable flag cannot).
    static let isAvailable: Bool = {
        guard let scratch = try? OutputFolder() else { return false }
        defer { undo(scratch.url) }
        return make(scratch.url)
    }()

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
