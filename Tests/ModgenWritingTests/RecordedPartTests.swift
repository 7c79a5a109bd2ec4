import Testing

@testable import ModgenPlanning
@testable import ModgenWriting

/// The fast path reads the state's entry lines on their bytes (`RecordedPart`): each line
/// as `WriteState` parses it, each path let through exactly when `RecordedEntryRules` would
/// let it through, and the order known to be `String`'s only when it is.
@Suite struct RecordedPartTests {
    let rules = RecordedEntryRules(specPath: "modules.yml")

    private func part(_ text: String, rules: RecordedEntryRules? = nil) -> (bytes: [UInt8], part: RecordedPart?) {
        let bytes = Array(text.utf8)
        return (bytes, RecordedPart(bytes, 0..<bytes.count, rules: rules ?? self.rules))
    }

    @Test func linesBecomeRangesOfTheirPaths() throws {
        let text = "g 00000000000000ff Packages/A/Package.swift\ns - Packages/A/Sources/A/A.swift\n"
        let (bytes, parsed) = part(text)
        let paths = try #require(parsed).paths
        #expect(paths.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
            == ["Packages/A/Package.swift", "Packages/A/Sources/A/A.swift"])
        #expect(paths.map(\.entry) == [
            WriteState.Entry(ownership: .generated, hash: ContentHash(value: 0xff)),
            WriteState.Entry(ownership: .stub, hash: nil),
        ])
        #expect(parsed?.isASCIIAndIncreasing == true)
        #expect(part("").part?.paths.isEmpty == true)
    }

    @Test(arguments: [
        "g 0123 Packages/A/Package.swift", "s Packages/A/A.swift", "x - A.swift", "s - ", "",
        "g 0123456789abcdeg Packages/A/Package.swift",
    ])
    func aMalformedLineFailsThePart(_ line: String) {
        #expect(part("s - Packages/A/Sources/A/A.swift\n\(line)\n").part == nil, "\(line)")
    }

    /// Every path the rules refuse refuses the part; the rest pass; ASCII or not, the byte
    /// check and the `String` check agree.
    @Test(arguments: [
        "Packages/A/Package.swift", "Packages/A/Sources/A/Package.swift", "../Package.swift", "/etc/Package.swift",
        ".modgen/state", "modules.yml", "Apps/App/App.xcodeproj/project.pbxproj", "Packages/A/Sources/A/A.swift",
        "Packages/Ä/Package.swift", "Packages/Ä/Sources/Ä/Ä.swift", "Packages/A/x.modgen-tmp", "A//B.swift",
        "A/\u{7f}.swift", "~/A.swift", "README.md", "Docs/README.md",
    ])
    func theRulesDecideOnBytesAsOnStrings(_ path: String) {
        for (kind, entry) in [("g 0000000000000001", WriteState.Entry(ownership: .generated, hash: ContentHash(value: 1))),
                              ("s -", WriteState.Entry(ownership: .stub, hash: nil))] {
            let expected = rules.problem(with: path, entry, recordedSpec: nil) == nil
            #expect((part("\(kind) \(path)\n").part != nil) == expected, "\(kind) \(path)")
        }
    }

    /// A spec that is not ASCII is compared as `String`s compare: canonically equivalent
    /// spellings are the same spec (here the Kelvin sign and the letter K).
    @Test func aSpecThatIsNotASCIIIsComparedAsAString() {
        let kelvin = RecordedEntryRules(specPath: "\u{212A}.yml")
        #expect(part("s - K.yml\n", rules: kelvin).part == nil)
        #expect(part("s - L.yml\n", rules: kelvin).part != nil)
    }

    @Test(arguments: [
        ("s - a.swift\ns - b.swift\n", true), ("s - b.swift\ns - a.swift\n", false), ("s - a.swift\ns - a.swift\n", false),
        ("s - a.swift\ns - a.swift.txt\n", true), ("s - é.swift\ns - z.swift\n", false),
    ])
    func theOrderIsVouchedForOnlyWhenASCIIAndIncreasing(_ text: String, _ vouched: Bool) {
        #expect(part(text).part?.isASCIIAndIncreasing == vouched, "\(text)")
    }

    @Test(arguments: ["", "abc", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnoé", "éabcdefghijklmnop", "abcdefgé"])
    func asciiIsFoundWhereverTheHighBitIs(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { $0.isASCII } == text.utf8.allSatisfy { $0 < 0x80 })
    }

    /// The files hashed first are found among the entries by their bytes: generated ones only.
    @Test func racyPathsAreFoundAmongTheGeneratedEntries() throws {
        let text = "g 0000000000000001 A/Package.swift\ns - A/Sources/A/A.swift\ng 0000000000000002 B/Package.swift\n"
        let (bytes, parsed) = part(text)
        let paths = try #require(parsed).paths
        let wanted = ["B/Package.swift", "A/Sources/A/A.swift", "C/Package.swift", "A/Package.swift", "A"].map { Array($0.utf8) }
        #expect(UnchangedTree.generatedIndexes(of: wanted, in: paths, of: bytes) == [2, 0])
    }
}
