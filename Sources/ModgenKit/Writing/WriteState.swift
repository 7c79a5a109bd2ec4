/// What modgen last wrote under an output root: per path, the ownership and (for generated
/// files) the hash of the bytes written. Stored as sorted text, one file per line:
///
///     modgen state 1
///     spec modules.yml
///     g 3f2a9c0d11e4b7a8 Packages/Core/Utils/Package.swift
///     s - Packages/Core/Utils/Sources/Utils/Utils.swift
///
/// The intent journal (`.modgen/journal`) uses the same format with `modgen journal 1`.
struct WriteState: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        var ownership: PlannedFile.Ownership
        /// The bytes modgen wrote; nil for stubs, which are never compared.
        var hash: ContentHash?
    }

    enum Kind: String, Sendable {
        case state, journal
        var header: String { "modgen \(rawValue) 1" }
    }

    var spec: String?
    var entries: [String: Entry] = [:]

    func rendered(as kind: Kind) -> String {
        var lines = [kind.header]
        if let spec, !spec.contains(where: \.isNewline) { lines.append("spec \(spec)") }
        for path in entries.keys.sorted() {
            guard let entry = entries[path] else { continue }
            let mark = entry.ownership == .generated ? "g" : "s"
            lines.append("\(mark) \(entry.hash?.description ?? "-") \(path)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses a state or journal file; `file` names it in the error.
    static func parse(_ text: String, as kind: Kind, file: String) throws(WriteError) -> WriteState {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard lines.first == Substring(kind.header) else {
            throw unreadable(file, line: 1, "expected '\(kind.header)'")
        }
        var state = WriteState()
        for (index, line) in lines.enumerated().dropFirst() {
            if line.hasPrefix("spec "), index == 1 {
                state.spec = String(line.dropFirst(5))
                continue
            }
            guard let (path, entry) = parseEntry(line) else {
                throw unreadable(file, line: index + 1, "malformed entry")
            }
            state.entries[path] = entry
        }
        return state
    }

    private static func parseEntry(_ line: Substring) -> (String, Entry)? {
        let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, !fields[2].isEmpty else { return nil }
        switch (fields[0], fields[1]) {
        case ("s", "-"):
            return (String(fields[2]), Entry(ownership: .stub, hash: nil))
        case ("g", let hex):
            guard let hash = ContentHash(hex: hex) else { return nil }
            return (String(fields[2]), Entry(ownership: .generated, hash: hash))
        default:
            return nil
        }
    }

    private static func unreadable(_ file: String, line: Int, _ detail: String) -> WriteError {
        WriteError(
            path: file,
            message: "unreadable modgen state (line \(line): \(detail)); delete it to start over",
            reason: .unreadableState)
    }
}
