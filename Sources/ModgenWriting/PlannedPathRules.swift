/// The lexical rules every planned path must follow before anything touches the disk:
/// relative, `/`-separated, no `..`/`.`/empty components, no `~`, no control characters,
/// nothing inside modgen's own `.modgen/` folder, no name the writer uses for temp files.
/// Checked on UTF-8 bytes: 30,000 paths take a few milliseconds.
enum PlannedPathRules {
    static let reservedFolder = ".modgen"
    static let temporarySuffix = ".modgen-tmp"

    /// Why `path` is unsafe, or nil when it is fine.
    static func problem(with path: String) -> String? {
        var path = path
        return path.withUTF8 { problem(in: $0) }
    }

    private static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.isEmpty { return "empty path" }
        if bytes[0] == slash { return "absolute path; planned paths must be relative to the output root" }
        var start = 0
        for index in 0...bytes.count {
            if index < bytes.count, bytes[index] != slash {
                if bytes[index] < 0x20 || bytes[index] == 0x7f { return "path contains a control character" }
                continue
            }
            let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
            if let problem = problem(withComponent: component, first: start == 0) { return problem }
            start = index + 1
        }
        return nil
    }

    private static func problem(withComponent component: UnsafeBufferPointer<UInt8>, first: Bool) -> String? {
        if component.isEmpty { return "empty path component ('//' or a trailing '/')" }
        if component.elementsEqual(".".utf8) { return "'.' component; planned paths must be normalized" }
        if component.elementsEqual("..".utf8) { return "'..' component would leave the output root" }
        if component[0] == UInt8(ascii: "~") { return "'~' component; home folders are not expanded" }
        if component.count >= temporarySuffix.utf8.count,
            component.suffix(temporarySuffix.utf8.count).elementsEqual(temporarySuffix.utf8)
        {
            return "names ending in '\(temporarySuffix)' are reserved"
        }
        if first, component.elementsEqual(reservedFolder.utf8) {
            return "'\(reservedFolder)/' is reserved for modgen's state"
        }
        return nil
    }

    private static let slash = UInt8(ascii: "/")
}
