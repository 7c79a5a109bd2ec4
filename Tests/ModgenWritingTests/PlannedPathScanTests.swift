import ModgenPlanning
import ModgenTestSupport
import Testing

@testable import ModgenWriting

/// `PlannedPathRules.problem(with:)` reads eight bytes at a time and jumps between `/`s: it
/// must say exactly what a byte-by-byte reading of the rules says, for every byte value, at
/// every position and alignment, and report the problem that comes first in the path.
@Suite struct PlannedPathScanTests {
    /// The rules read one byte at a time, as they were written before the faster scan.
    private func reference(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty else { return "empty path" }
        if bytes[0] == UInt8(ascii: "/") { return "absolute path; planned paths must be relative to the output root" }
        var start = 0
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "/")
            guard byte == UInt8(ascii: "/") else {
                if byte < 0x20 || byte == 0x7f { return "path contains a control character" }
                continue
            }
            let component = String(decoding: bytes[start..<index], as: UTF8.self)
            if component.isEmpty { return "empty path component ('//' or a trailing '/')" }
            if component == "." { return "'.' component; planned paths must be normalized" }
            if component == ".." { return "'..' component would leave the output root" }
            if component.hasPrefix("~") { return "'~' component; home folders are not expanded" }
            if component.utf8.count >= 11, component.hasSuffix(".modgen-tmp") { return "names ending in '.modgen-tmp' are reserved" }
            if start == 0, component == ".modgen" { return "'.modgen/' is reserved for modgen's state" }
            start = index + 1
        }
        return nil
    }

    /// The scan compares literals in place: they must be the names the rest of modgen uses.
    @Test func theScansLiteralsAreTheReservedNames() {
        #expect("\(PlannedPathRules.reservedFolderBytes)" == PlannedPathLimits.reservedFolder)
        #expect(AtomicFileWriter.temporaryPath(for: "a/b").hasSuffix("\(PlannedPathRules.temporarySuffixBytes)"))
    }

    @Test func findsEveryControlCharacterAtEveryPosition() {
        for length in 1...40 {
            for position in 0..<length {
                for byte in (0...255).map(UInt8.init) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let expected = byte < 0x20 || byte == 0x7f ? position : length
                    let found = bytes.withUnsafeBufferPointer { buffer in
                        buffer.baseAddress.map { PlannedPathRules.firstControlCharacter($0, length) } ?? -1
                    }
                    #expect(found == expected, "byte \(byte) at \(position) of \(length)")
                }
            }
        }
    }

    /// `slashes` marks a byte exactly when it is a `/`: every byte value, at every position of
    /// a word, beside bytes that are and are not `/` (a subtraction's borrow would mark the
    /// bytes above a match too).
    @Test func marksExactlyTheSlashesOfAWord() {
        for fill in [UInt8(ascii: "a"), UInt8(ascii: "/"), 0x00, 0x2e, 0x30, 0xaf, 0xff] {
            for position in 0..<8 {
                for byte in (0...255).map(UInt8.init) {
                    var bytes = [UInt8](repeating: fill, count: 8)
                    bytes[position] = byte
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let expected = bytes.enumerated().reduce(UInt64(0)) { marks, item in
                        item.element == UInt8(ascii: "/") ? marks | (0x80 << (8 * UInt64(item.offset))) : marks
                    }
                    #expect(PlannedPathRules.slashes(word) == expected, "byte \(byte) at \(position) among \(fill)")
                }
            }
        }
    }

    @Test func agreesWithTheByteByByteRules() {
        let parts = [
            "Packages", "Features", "Search", "Sources", "a", "é", "日本", "..", ".", "", "~x", "x~", "\n", "\u{7f}", "\t",
            "a\u{1}b", ".modgen", ".modgen-tmp", "x.modgen-tmp", "Package.swift", "a b", "ÿ", "\u{80}",
        ]
        var random = SeededRandom(seed: 7)
        var checked = 0
        for _ in 0..<20_000 {
            let count = 1 + Int(random.next() % 7)
            var path = (0..<count).map { _ in random.pick(parts) }.joined(separator: "/")
            if random.next() % 9 == 0 { path = "/" + path }
            if random.next() % 9 == 0 { path += "/" }
            #expect(PlannedPathRules.problem(with: path) == reference(path), "\(path.debugDescription)")
            checked += 1
        }
        #expect(checked == 20_000)
        #expect(PlannedPathRules.problem(with: "") == "empty path")
    }

    @Test func reportsWhatComesFirst() {
        #expect(PlannedPathRules.problem(with: "../a\n") == "'..' component would leave the output root")
        #expect(PlannedPathRules.problem(with: "a\n/../b") == "path contains a control character")
        #expect(PlannedPathRules.problem(with: "Packages/Features/Search/Sources/Search/x\u{1}/..") == "path contains a control character")
        #expect(PlannedPathRules.problem(with: "Packages/Features/Search/Sources/Search/../x\u{1}") == "'..' component would leave the output root")
    }
}
