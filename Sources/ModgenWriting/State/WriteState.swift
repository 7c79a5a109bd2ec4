import ModgenPlanning

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

    typealias OrderedEntry = (path: String, entry: Entry)

    /// The file's text, lines sorted by path. `sortedPaths`: the paths, when the caller has
    /// them sorted already (the plan's order): used when they are exactly the entries' paths.
    /// `inPlanOrder`: the entries themselves in that order, used first when they are all of them
    /// (the caller keeps them in step with `entries`: `PendingWork.entriesInPlanOrder`).
    func rendered(
        as kind: Kind, sortedPaths: [String] = [], inPlanOrder: [(key: String, value: Entry)]? = nil
    ) -> String {
        if let inPlanOrder, inPlanOrder.count == entries.count {
            return Self.rendered(as: kind, spec: spec, entries: inPlanOrder)
        }
        return Self.rendered(as: kind, spec: spec, entries: inOrder(sortedPaths) ?? Array(entries))
    }

    /// The text of a file holding `entries` (each path once), lines sorted by path: when the
    /// entries come in increasing order already (the plan's), one comparison each instead of
    /// a sort.
    static func rendered(as kind: Kind, spec: String?, entries: [(key: String, value: Entry)]) -> String {
        let increasing = entries.indices.dropFirst().allSatisfy { entries[$0 - 1].key < entries[$0].key }
        let ordered = increasing ? entries : entries.sorted { $0.key < $1.key }
        var out = Array("\(kind.header)\n".utf8)
        if let spec, !spec.contains(where: \.isNewline) { out += "spec \(spec)\n".utf8 }
        // Built as bytes, the hash in hex in place: 30,000 lines with no allocation each.
        out.reserveCapacity(out.count + ordered.count * 96)
        for (path, entry) in ordered {
            out.append(entry.ownership == .generated ? UInt8(ascii: "g") : UInt8(ascii: "s"))
            out.append(UInt8(ascii: " "))
            if let hash = entry.hash { Self.appendHex(hash, to: &out) } else { out.append(UInt8(ascii: "-")) }
            out.append(UInt8(ascii: " "))
            var path = path
            path.withUTF8 { out.append(contentsOf: $0) }
            out.append(Self.newline)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The entries in the order of `paths`, when those are exactly the entries' paths.
    private func inOrder(_ paths: [String]) -> [(key: String, value: Entry)]? {
        guard !paths.isEmpty, paths.count == entries.count else { return nil }
        var ordered: [(key: String, value: Entry)] = []
        ordered.reserveCapacity(paths.count)
        for path in paths {
            guard let entry = entries[path] else { return nil }
            ordered.append((path, entry))
        }
        return ordered
    }

    /// `hash` as `ContentHash.description` spells it: sixteen lowercase hex digits.
    private static func appendHex(_ hash: ContentHash, to out: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: hash.value >> UInt64(shift)) & 0xf
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    /// Parses a state or journal file; `file` names it in the error.
    static func parse(_ text: String, as kind: Kind, file: String) throws(WriteError) -> WriteState {
        try parse(Array(text.utf8), as: kind, file: file)
    }

    /// Parses the bytes line by line (no `Character` work: 30,000 lines in milliseconds).
    static func parse(_ bytes: [UInt8], as kind: Kind, file: String) throws(WriteError) -> WriteState {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(bytes.lazy.filter { $0 == newline }.count)
        let spec = try walk(bytes, as: kind, file: file) { path, entry, _, _ in entries[path] = entry }
        return WriteState(spec: spec, entries: entries)
    }

    /// Parses, leaving out each entry `rules` reject; each becomes a warning naming its line.
    static func parse(_ bytes: [UInt8], as kind: Kind, file: String, rules: RecordedEntryRules) throws(WriteError)
        -> (state: WriteState, warnings: [String])
    {
        var entries: [String: Entry] = [:]
        var warnings: [String] = []
        entries.reserveCapacity(bytes.lazy.filter { $0 == newline }.count)
        let spec = try walk(bytes, as: kind, file: file) { path, entry, line, spec in
            if let problem = rules.problem(with: path, entry, recordedSpec: spec) {
                warnings.append(RecordedEntryRules.warning(file: file, line: line, path: path, problem: problem))
            } else {
                entries[path] = entry
            }
        }
        return (WriteState(spec: spec, entries: entries), warnings)
    }

    /// Calls `add` for each entry line (with its line number and the spec);
    /// returns the spec.
    private static func walk(
        _ bytes: [UInt8], as kind: Kind, file: String, _ add: (String, Entry, Int, String?) -> Void
    ) throws(WriteError) -> String? {
        let head = try head(bytes, as: kind, file: file)
        try walkEntries(bytes, head.entries..<bytes.count, firstLine: head.line, file: file) { add($0, $1, $2, head.spec) }
        return head.spec
    }

    /// The header checked and the spec read: the spec, and where the entry lines start (at
    /// byte `entries`, numbered from `line`).
    static func head(_ bytes: [UInt8], as kind: Kind, file: String) throws(WriteError)
        -> (spec: String?, entries: Int, line: Int)
    {
        let headerEnd = bytes.firstIndex(of: newline) ?? bytes.count
        guard !bytes.isEmpty, bytes[..<headerEnd].elementsEqual(kind.header.utf8) else {
            throw unreadable(file, line: 1, "expected '\(kind.header)'")
        }
        let second = min(headerEnd + 1, bytes.count)
        let secondEnd = bytes[second...].firstIndex(of: newline) ?? bytes.count
        guard bytes[second..<secondEnd].starts(with: "spec ".utf8) else { return (nil, second, 2) }
        return (String(decoding: bytes[(second + 5)..<secondEnd], as: UTF8.self), min(secondEnd + 1, bytes.count), 3)
    }

    /// Calls `add` for each entry line of `range` with its line number.
    private static func walkEntries(
        _ bytes: [UInt8], _ range: Range<Int>, firstLine: Int, file: String, _ add: (String, Entry, Int) -> Void
    ) throws(WriteError) {
        var lineNumber = firstLine
        var start = range.lowerBound
        while start < range.upperBound {
            let end = bytes[start..<range.upperBound].firstIndex(of: newline) ?? range.upperBound
            guard let (path, entry) = parseEntry(bytes[start..<end]) else {
                throw unreadable(file, line: lineNumber, "malformed entry")
            }
            add(path, entry, lineNumber)
            lineNumber += 1
            start = end + 1
        }
    }

    /// `g <16 hex digits> <path>` or `s - <path>`.
    private static func parseEntry(_ line: ArraySlice<UInt8>) -> (String, Entry)? {
        guard let (path, entry) = entryLine(line) else { return nil }
        return (String(decoding: line[path...], as: UTF8.self), entry)
    }

    /// The entry of a line `g <16 hex digits> <path>` or `s - <path>` (the path not empty),
    /// and where in `line` its path starts (it runs to the line's end); nil for any other line.
    static func entryLine(_ line: ArraySlice<UInt8>) -> (path: Int, entry: Entry)? {
        let base = line.startIndex
        guard line.count > 4, line[base + 1] == space else { return nil }
        switch line[base] {
        case UInt8(ascii: "s"):
            guard line[base + 2] == UInt8(ascii: "-"), line[base + 3] == space else { return nil }
            return (base + 4, Entry(ownership: .stub, hash: nil))
        case UInt8(ascii: "g"):
            guard line.count > 19, line[base + 18] == space, let hash = ContentHash(hex: line[(base + 2)..<(base + 18)])
            else { return nil }
            return (base + 19, Entry(ownership: .generated, hash: hash))
        default:
            return nil
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    private static func unreadable(_ file: String, line: Int, _ detail: String) -> WriteError {
        WriteError(
            path: file,
            message: "unreadable modgen state (line \(line): \(detail)); delete it to start over",
            reason: .unreadableState)
    }
}
