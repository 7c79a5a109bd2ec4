import Foundation
import Testing
@testable import YAMLTree

/// A large input is loaded as two parts at once (`SplitLoad`) when it can be cut between two
/// keys of one block mapping; otherwise, and whenever anything is off, serially. Either way the
/// trees must be the serial load's, marks included, or the error the serial load's.
@Suite struct SplitLoadTests {
    /// The serial load's documents, or its error, written out in full.
    private func serial(_ text: String, limits: YAMLLimits = .default) -> String {
        WrittenTree.outcome(text, limits: limits, threadedFrom: Int.max)
    }

    /// The public path with the split tried at any size: falls back to the serial load.
    private func loaded(_ text: String, limits: YAMLLimits = .default) -> String {
        WrittenTree.outcome(text, limits: limits, threadedFrom: Int.max, splitFrom: 0)
    }

    /// The split load alone, cut in two at the first line it may from `target` (by default in
    /// its parts of `SplitQueue.shares`): nil when it fell back.
    private func split(_ text: String, near target: Int? = nil, limits: YAMLLimits = .default) -> String? {
        split(text, nearEach: target.map { [$0] }, limits: limits)
    }

    /// The split load alone, cut at the first line it may from each of `targets`.
    private func split(_ text: String, nearEach targets: [Int]?, limits: YAMLLimits = .default) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            SplitLoad.documents(of: buffer, file: "spec.yml", limits: limits, near: targets).map(WrittenTree.text)
        }
    }

    /// The split load cut at the line holding `marker` (its first one).
    private func split(_ text: String, at marker: String, limits: YAMLLimits = .default) throws -> String? {
        let range = try #require(text.range(of: marker))
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return split(text, near: text.utf8.distance(from: text.startIndex, to: lineStart), limits: limits)
    }

    /// The offset of the line holding `marker` (its first one).
    private func offset(of marker: String, in text: String) throws -> Int {
        let range = try #require(text.range(of: marker))
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return text.utf8.distance(from: text.startIndex, to: lineStart)
    }

    /// Every line of `text` as the place to cut from: each split the load makes is the serial
    /// tree (and only made when the serial load succeeds). Returns how many were made.
    @discardableResult
    private func everyCutAgrees(_ text: String, limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let expected = serial(text, limits: limits)
        var made = 0
        var offset = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if let tree = split(text, near: offset, limits: limits) {
                made += 1
                #expect(tree == expected, "cut near byte \(offset)", sourceLocation: sourceLocation)
            }
            offset += line.count + 1
        }
        #expect(loaded(text, limits: limits) == expected, sourceLocation: sourceLocation)
        return made
    }

    /// Every two lines of `text` as the places to cut from (three parts): as `everyCutAgrees`.
    @discardableResult
    private func everyTwoCutsAgree(_ text: String, limits: YAMLLimits = .default, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let expected = serial(text, limits: limits)
        var starts: [Int] = []
        var offset = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            starts.append(offset)
            offset += line.count + 1
        }
        var made = 0
        for (index, first) in starts.enumerated() where first > 0 {
            for second in starts[(index + 1)...] where second < text.utf8.count {
                if let tree = split(text, nearEach: [first, second], limits: limits) {
                    made += 1
                    #expect(tree == expected, "cuts near bytes \(first) and \(second)", sourceLocation: sourceLocation)
                }
            }
        }
        return made
    }

    /// A spec-like document: top-level keys, then `modules:` with `count` entries of nested
    /// mappings and sequences, comments, blank lines, block scalars (one with an indentation
    /// indicator), quoted scalars over lines and flow collections over lines.
    static func specLike(modules count: Int) -> String {
        var text = "# A generated spec\nname: Big\noptions:\n  swiftToolsVersion: \"5.9\"\n  flags: {a: 1, b: [x, y]}\n\nmodules:\n"
        for index in 0..<count {
            text += "  Feature\(index):\n    # module \(index)\n    type: !!str feature\n"
            switch index % 5 {
            case 0: text += "    summary: |2\n        indented \(index)\n      text\n\n"
            case 1: text += "    note: \"a quoted\n      multi-line \\t \(index)\"\n"
            case 2: text += "    deps: [Core\(index % 7),\n      Network]\n"
            case 3: text += "    folded: >-\n      folded\n      \(index)\n\n    'quoted key': 'single'\n    kept: |+\n      kept\n\n"
            default: text += "    settings:\n      a: {x: 1,\n        y: 2}\n      b:\n        - 1\n        - [2, 3]\n      c:\n"
            }
            text += "    dependencies:\n      - Core\n      - name: X\(index)\n        condition: debug\n"
            if index % 10 == 9 { text += "\n# a comment between modules\n   \n" }
        }
        return text
    }

    @Test func aLargeSpecLikeDocumentIsSplitAndLoadsAsSerially() throws {
        let text = Self.specLike(modules: 6_000)
        let expected = serial(text)
        #expect(!expected.hasPrefix("error"))
        #expect(split(text) == expected)
        #expect(loaded(text) == expected)
        // Cuts all over the modules, each a split; and all of them at once, eight parts.
        for eighth in 1..<8 {
            #expect(split(text, near: text.utf8.count * eighth / 8) == expected, "cut at \(eighth)/8")
        }
        #expect(split(text, nearEach: (1..<8).map { text.utf8.count * $0 / 8 }) == expected)
        // The parts of `SplitQueue.shares`, and a part for each of the last 40 modules.
        #expect(split(text, nearEach: nil) == expected)
        let lastModules = try (5_960..<6_000).map { try offset(of: "  Feature\($0):", in: text) }
        #expect(split(text, nearEach: lastModules) == expected)
        // The public entry splits from its threshold; this input is over it.
        #expect(text.utf8.count >= YAMLLoader.splitFrom)
        #expect(WrittenTree.text(try YAMLLoader.load(text, file: "spec.yml")) == expected)
    }

    /// The join moves each part's entries onto the tree: a part whose entries were still
    /// referenced elsewhere (by its builder, held where it was taken from the part) would have
    /// them copied first, each entry retained, which doubled what the join of a large spec
    /// cost.
    @Test func eachPartsEntriesAreMovedNotCopied() throws {
        let text = Self.specLike(modules: 3_000)
        let bytes = Array(text.utf8)
        let join = try #require(bytes.withUnsafeBufferPointer { SplitLoad.joined($0, file: "spec.yml", limits: .default) })
        #expect(join.joinedParts == SplitQueue.shares.count)
        #expect(join.sharedParts == 0)
        #expect(WrittenTree.text([join.document]) == serial(text))
    }

    @Test func aPartsEntriesStillReferencedElsewhereAreToldApart() {
        var entries = [Mapping.Entry(key: Node(mark: Mark(file: "f", line: 1, column: 1), content: .scalar(Scalar(text: "k"))),
                                     value: Node(mark: Mark(file: "f", line: 1, column: 4), content: .sequence([])))]
        #expect(SplitJoin.isOnlyReference(&entries))
        let elsewhere = entries
        #expect(!SplitJoin.isOnlyReference(&entries))
        #expect(elsewhere.count == entries.count)
        #expect(SplitJoin.isOnlyReference(&entries))
    }

    @Test func everyCutOfASmallSpecAgrees() {
        #expect(everyCutAgrees(Self.specLike(modules: 12)) > 20)
        #expect(everyCutAgrees(Self.specLike(modules: 12).replacingOccurrences(of: "\n", with: "\r\n")) > 20)
    }

    @Test func everyTwoCutsOfASmallSpecAgree() {
        #expect(everyTwoCutsAgree(Self.specLike(modules: 6)) > 100)
        #expect(everyTwoCutsAgree(Self.specLike(modules: 6).replacingOccurrences(of: "\n", with: "\r\n")) > 100)
    }

    @Test func thePartsAreTheSharesInOrderAndCoverTheInput() {
        for count in [256 << 10, 7_026_552, 1_000_003] {
            let targets = SplitLoad.targets(for: count)
            #expect(targets.count == SplitQueue.shares.count - 1)
            let sizes = zip([0] + targets, targets + [count]).map { $1 - $0 }
            // Each within a byte of its share, and no later part larger than an earlier one.
            let whole = SplitQueue.shares.reduce(0, +)
            for (size, share) in zip(sizes, SplitQueue.shares) {
                #expect(abs(size * whole - count * share) <= whole, "\(size) of \(count) for \(share)/\(whole)")
            }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 >= $1 })
        }
    }

    @Test func aCutInsideABlockScalarWithAnIndentationIndicatorFallsBack() throws {
        let text = "a: 1\nb: |2\n  k: 1\n  l: 2\n"
        #expect(try split(text, at: "l: 2") == nil)
        everyCutAgrees(text)
        // Under a mapping that goes on: the scalar ends at the cut, and the split is good.
        let going = "m:\n  a: |1\n    x\n   y\n  b: 2\n  c: 3\n"
        #expect(try split(going, at: "b: 2") == serial(going))
        everyCutAgrees(going)
    }

    @Test func aCutInsideAQuotedScalarOverLinesFallsBack() throws {
        let text = "modules:\n  A: \"first line\n  B: still inside\"\n  C: 1\n"
        #expect(!serial(text).hasPrefix("error"))
        #expect(try split(text, at: "B: still") == nil)
        #expect(try split(text, at: "C: 1") == serial(text))
        everyCutAgrees(text)
    }

    @Test func aCutInsideAFlowCollectionOverLinesFallsBack() throws {
        let text = "modules:\n  A: [x,\n  B: y]\n  C: {p: 1,\n  q: 2}\n  D: 1\n"
        #expect(try split(text, at: "B: y") == nil)
        #expect(try split(text, at: "q: 2") == nil)
        everyCutAgrees(text)
    }

    @Test func anAliasOfAnAnchorBeforeTheCutFallsBack() throws {
        let text = "defaults: &d {x: 1}\nmodules:\n  A: *d\n  B: *d\n"
        #expect(try split(text, at: "B: *d") == nil)
        everyCutAgrees(text)
        // Anchors and aliases after the cut only: split. With an anchor before the cut, the
        // split is not tried (the alias could be anywhere in the second part).
        let local = "modules:\n  A: 1\n  B: 2\n  C: &c {x: 1}\n  D: *c\n"
        #expect(try split(local, at: "C: &c") == serial(local))
        let both = "modules:\n  A: &a [1, 2]\n  B: *a\n  C: &c {x: 1}\n  D: *c\n"
        #expect(try split(both, at: "C: &c") == nil)
        everyCutAgrees(both)
    }

    @Test func anAliasOfAnAnchorTwoPartsBeforeFallsBack() throws {
        let text = "modules:\n  A: &a [1, 2]\n  B: 1\n  C: 2\n  D: *a\n"
        let offsets = [try offset(of: "  B: 1", in: text), try offset(of: "  C: 2", in: text)]
        #expect(split(text, nearEach: offsets) == nil)
        everyTwoCutsAgree(text)
        // Anchor and alias in one part, a later one: split.
        let local = "modules:\n  A: 1\n  B: 2\n  C: &c {x: 1}\n  D: *c\n"
        #expect(split(local, nearEach: [try offset(of: "  B: 2", in: local), try offset(of: "  C: &c", in: local)]) == serial(local))
        everyTwoCutsAgree(local)
    }

    @Test func aliasesOverTheLimitFallBack() throws {
        let text = "modules:\n  A: [1, 2]\n  C: &c [1, 2, 3, 4, 5]\n  D: [*c, *c, *c]\n  E: &e [1, 2, 3, 4, 5]\n  F: [*e, *e, *e]\n"
        let limits = YAMLLimits(maxAliasExpansion: 25)
        #expect(serial(text, limits: limits).contains("aliases expand to more than 25 nodes"))
        #expect(try split(text, at: "C: &c", limits: limits) == nil)
        let enough = YAMLLimits(maxAliasExpansion: 36)
        #expect(try split(text, at: "C: &c", limits: enough) == serial(text, limits: enough))
        everyCutAgrees(text, limits: limits)
        everyCutAgrees(text, limits: enough)
    }

    @Test func nestingOverTheLimitOnlyTogetherFallsBack() throws {
        let text = "a:\n  b:\n    c: 1\n    d:\n      e:\n        f: 1\n"
        let limits = YAMLLimits(maxDepth: 4)
        #expect(serial(text, limits: limits).contains("nesting is deeper than 4 levels"))
        #expect(try split(text, at: "    d:", limits: limits) == nil)
        #expect(try split(text, at: "    d:", limits: YAMLLimits(maxDepth: 5)) == serial(text, limits: YAMLLimits(maxDepth: 5)))
        everyCutAgrees(text, limits: limits)
    }

    @Test func aMergeKeyFallsBack() throws {
        let text = "base: &b {x: 1, y: 2}\nmodules:\n  <<: *b\n  A: 1\n  x: 3\n"
        #expect(try split(text, at: "x: 3") == nil)
        everyCutAgrees(text)
        let inline = "modules:\n  A: 1\n  B:\n    <<: {p: 1}\n    q: 2\n  C: 1\n"
        #expect(try split(inline, at: "C: 1") == nil)
    }

    @Test func aDuplicateKeyAcrossTheCutIsTheSerialError() throws {
        let text = Self.specLike(modules: 200) + "  Feature3:\n    type: feature\n"
        let expected = serial(text)
        #expect(expected.contains("duplicate key 'Feature3'"))
        #expect(split(text) == nil)
        #expect(loaded(text) == expected)
    }

    @Test func aDuplicateKeyAcrossALaterCutIsTheSerialError() throws {
        let base = Self.specLike(modules: 200)
        let text = base.replacingOccurrences(of: "  Feature150:\n", with: "  Feature3:\n")
        let expected = serial(text)
        #expect(expected.contains("duplicate key 'Feature3'"))
        let cuts = [try offset(of: "  Feature50:", in: text), try offset(of: "  Feature100:", in: text), try offset(of: "  Feature170:", in: text)]
        #expect(split(text, nearEach: cuts) == nil)
        // Within one part, and between two parts neither of them the first.
        let late = base.replacingOccurrences(of: "  Feature160:\n", with: "  Feature120:\n")
        #expect(split(late, nearEach: cuts) == nil)
        #expect(loaded(late) == serial(late))
        #expect(serial(late).contains("duplicate key 'Feature120'"))
    }

    @Test func aSyntaxErrorInAMiddlePartIsTheSerialError() throws {
        let text = Self.specLike(modules: 200).replacingOccurrences(of: "  Feature120:\n", with: "  Feature120: [a, b\n")
        let expected = serial(text)
        #expect(expected.hasPrefix("error: spec.yml:"))
        let cuts = [try offset(of: "  Feature50:", in: text), try offset(of: "  Feature100:", in: text), try offset(of: "  Feature150:", in: text)]
        #expect(split(text, nearEach: cuts) == nil)
        #expect(split(text, nearEach: nil) == nil)
        #expect(loaded(text) == expected)
    }

    @Test func aSyntaxErrorInEitherPartIsTheSerialError() {
        let base = Self.specLike(modules: 200)
        let inFirst = base.replacingOccurrences(of: "  Feature5:\n", with: "  Feature5: [a, b\n")
        let inSecond = base + "  Broken: [a, b\n"
        let badIndent = base + "  Bad:\n    x: 1\n   y: 2\n"
        for text in [inFirst, inSecond, badIndent] {
            let expected = serial(text)
            #expect(expected.hasPrefix("error: spec.yml:"))
            #expect(split(text) == nil)
            #expect(loaded(text) == expected)
        }
    }

    @Test func aSequenceOrScalarAfterTheCutFallsBack() throws {
        let list = "list:\n  - a\n  - b\n  c\n"
        #expect(try split(list, at: "  c") == nil)
        everyCutAgrees(list)
        let items = "modules:\n  - name: A\n    x: 1\n  - name: B\n    y: 2\n"
        everyCutAgrees(items)
        let keyUnderList = "list:\n  - a\n  b: 1\n  c: 2\n"
        everyCutAgrees(keyUnderList)
    }

    @Test func aTopLevelKeyAfterTheLargeMappingLeavesNoCut() {
        let text = Self.specLike(modules: 200) + "last: 1\n"
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { SplitLine.find(in: $0, near: $0.count / 2) } == nil)
        #expect(loaded(text) == serial(text))
    }

    @Test func documentMarkersAndDirectivesFallBack() throws {
        let body = "modules:\n  A: 1\n  B: 2\n  C: 3\n"
        for text in ["a: 1\n---\n" + body, "--- !!map\n" + body, "%YAML 1.1\n---\n" + body, body.replacingOccurrences(of: "  B: 2\n", with: "  B: 2\n...\n"),
                     "%TAG !! tag:example.com,2000:\n---\n" + body + "  D: !!str 4\n"] {
            everyCutAgrees(text)
        }
        // A leading `---` alone is one document: split.
        let started = "---\n" + body
        #expect(try split(started, at: "C: 3") == serial(started))
    }

    @Test func anEmptyValueAtTheCutKeepsItsSerialMark() throws {
        let text = "m:\n  b: 1\n  c:\n  d: 2\n  ? a\n  e: 3\n"
        #expect(try split(text, at: "d: 2") == serial(text))
        #expect(try split(text, at: "e: 3") == nil)
        everyCutAgrees(text)
    }

    @Test func otherLineBreaksAndTabsFallBackOrAgree() {
        for text in ["m:\n  a: 1\r  b: 2\n  c: 3\n", "m:\r\n  a: 1\r\n  b: 2\r\n  c: 3\r\n", "m:\n  a: 1\u{2028}b: 2\n  c: 3\n",
                     "m:\n  a: 1\n\t b: 2\n  c: 3\n", "\u{FEFF}m:\n  a: 1\n  b: 2\n", "m:\n  a: x\u{85}  b: 2\n  c: 3\n"] {
            everyCutAgrees(text)
        }
    }

    @Test func everyConformanceCaseAgreesCutAtEveryLine() throws {
        let cases = SharedFolder.yamlTestSuite.appendingPathComponent("cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        try #require(names.count > 250, "yaml-test-suite not found at \(cases.path)")
        var splits = 0
        for name in names {
            let input = try Data(contentsOf: cases.appendingPathComponent(name).appendingPathComponent("in.yaml"))
            let text = String(decoding: input, as: UTF8.self)
            let made = everyCutAgrees(text)
            splits += made
            // Where one cut splits, two may: every two lines as well.
            if made > 0 { everyTwoCutsAgree(text) }
        }
        // The split must really be taken on some of them (most are flow collections,
        // documents or top-level keys, which leave no cut).
        #expect(splits > 5)
    }
}

/// The byte counting `SplitLine` does eight bytes at a time, against counting one by one.
@Suite struct SplitLineTests {
    @Test func lineBreaksAreCountedAsOneByOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("\n\n  ab\t\r#".utf8) + [0x0A ^ 0x80, 0xFF, 0x00, 0x8A]
        for length in [0, 1, 7, 8, 9, 63, 64, 65, 2_039, 2_040, 2_041, 2_048, 5_000, 70_000] {
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            #expect(bytes.withUnsafeBufferPointer(SplitLine.lineBreaks) == bytes.filter { $0 == 0x0A }.count, "\(length) bytes")
            bytes = [UInt8](repeating: 0x0A, count: length)
            #expect(bytes.withUnsafeBufferPointer(SplitLine.lineBreaks) == length, "\(length) line breaks")
        }
    }

    /// The cut for `target` by the definition, line by line: the first line at or after it
    /// that starts with spaces and then a letter, digit, `_` or quote, with no later line
    /// (blank lines and comments aside) indented less.
    private static func cutByDefinition(_ text: String, near target: Int) -> Int? {
        var starts: [Int] = []
        var offset = 0
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }
        for line in lines {
            starts.append(offset)
            offset += line.count + 1
        }
        func indent(_ line: [UInt8]) -> Int? {
            let spaces = line.prefix { $0 == UInt8(ascii: " ") }.count
            guard spaces < line.count, ![UInt8(ascii: "#"), UInt8(ascii: "\r")].contains(line[spaces]) else { return nil }
            return spaces
        }
        for (index, line) in lines.enumerated() where starts[index] >= target && starts[index] < text.utf8.count {
            guard let own = indent(line), own >= 1 else { continue }
            let byte = line[own]
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || [UInt8(ascii: "_"), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(byte)
            else { continue }
            if lines[(index + 1)...].allSatisfy({ indent($0).map { $0 >= own } ?? true }) { return starts[index] }
        }
        return nil
    }

    @Test func eachTargetsCutIsItsOwnWithTheLinesBeforeItCounted() {
        let text = SplitLoadTests.specLike(modules: 40) + "  Last:\n    x: 1\n  # a comment\n\n      deep: 2\n"
        let bytes = Array(text.utf8)
        for target in stride(from: 1, to: bytes.count, by: 37) {
            #expect(bytes.withUnsafeBufferPointer { SplitLine.find(in: $0, near: target) }?.offset == Self.cutByDefinition(text, near: target), "\(target)")
        }
        // Lines of random indents and starts, every target, and five targets at once.
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let starts = ["key: 1", "- item", "# note", "", "'q': 2", "_u:", "9: x", "? k"]
            let text = (0..<Int.random(in: 1...30, using: &random)).map { _ in
                String(repeating: " ", count: Int.random(in: 0...6, using: &random)) + (starts.randomElement(using: &random) ?? "")
            }.joined(separator: "\n") + "\n"
            let bytes = Array(text.utf8)
            guard bytes.count > 1 else { continue }
            for target in 1..<bytes.count {
                let found = bytes.withUnsafeBufferPointer { SplitLine.find(in: $0, near: target) }?.offset
                #expect(found == Self.cutByDefinition(text, near: target), "\(target) in \(text.debugDescription)")
            }
            let targets = Set((0..<5).map { _ in Int.random(in: 1..<bytes.count, using: &random) }).sorted()
            let cuts = bytes.withUnsafeBufferPointer { SplitLine.find(in: $0, nearEach: targets) }?.map(\.offset) ?? []
            let expected = targets.compactMap { Self.cutByDefinition(text, near: $0) }.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
            #expect(cuts == expected, "\(targets) in \(text.debugDescription)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let targets = Set((0..<Int.random(in: 1...6, using: &generator)).map { _ in Int.random(in: 1..<bytes.count, using: &generator) }).sorted()
            let cuts = bytes.withUnsafeBufferPointer { SplitLine.find(in: $0, nearEach: targets) } ?? []
            let alone = bytes.withUnsafeBufferPointer { buffer in targets.compactMap { SplitLine.find(in: buffer, near: $0) } }
            // Each target's cut as found alone (none near the end), a cut two targets share once.
            #expect(cuts.map(\.offset) == alone.map(\.offset).reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } })
            for cut in cuts {
                #expect(cut.linesBefore == bytes[..<cut.offset].filter { $0 == UInt8(ascii: "\n") }.count)
            }
        }
        #expect(bytes.withUnsafeBufferPointer { SplitLine.find(in: $0, nearEach: [10, 5]) } == nil, "targets out of order")
    }

    @Test func theCutIsTheFirstKeyLineNoLaterLineIsIndentedLessThan() throws {
        let text = "top:\n  a:\n    b: 1\n  c: 2\n           # far\n  \n   d: 3\n  e: 4\n      f: 5\n"
        let cut = try #require(Array(text.utf8).withUnsafeBufferPointer { SplitLine.find(in: $0, near: 6) })
        #expect(cut.offset == text.utf8.count - "  c: 2\n           # far\n  \n   d: 3\n  e: 4\n      f: 5\n".utf8.count)
        #expect(cut.indent == 2)
        let deep = "top:\n  a: 1\n" + String(repeating: " ", count: 20) + "b: 2\n" + String(repeating: " ", count: 20) + "c: 3\n"
        let deepCut = try #require(Array(deep.utf8).withUnsafeBufferPointer { SplitLine.find(in: $0, near: 6) })
        #expect(deepCut.indent == 20)
        #expect(Array("top:\n  a: 1\n\t b: 2\n".utf8).withUnsafeBufferPointer { SplitLine.find(in: $0, near: 6) } == nil)
    }
}
