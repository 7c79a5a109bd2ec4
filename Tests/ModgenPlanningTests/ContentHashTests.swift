import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct ContentHashTests {
    /// The published FNV-1a 64 test vectors.
    @Test func matchesTheReferenceVectors() {
        #expect(ContentHash("").description == "cbf29ce484222325")
        #expect(ContentHash("a").description == "af63dc4c8601ec8c")
        #expect(ContentHash("foobar").description == "85944171f73967e8")
    }

    @Test func readsBackItsHex() {
        let hash = ContentHash("let package = Package()\n")
        #expect(ContentHash(hex: ArraySlice(hash.description.utf8)) == hash)
        #expect(ContentHash(hex: ArraySlice("xyz".utf8)) == nil)
    }

    /// Every byte value at every position of sixteen digits: read as `UInt64(_:radix: 16)`
    /// reads it, a digit of either case, and refused otherwise (`+`, `-`, a space, `G`, `g`,
    /// `@`, `` ` ``, `/`, `:` and bytes from 128 among them, which an unsigned range check by
    /// subtraction must not take for digits).
    @Test func readsEveryDigitOfEitherCaseAndRefusesEveryOtherByte() {
        let base = Array("0123456789abcdef".utf8)
        for position in 0..<16 {
            for byte in UInt8.min...UInt8.max {
                var digits = base
                digits[position] = byte
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
                let expected = isDigit ? UInt64(String(decoding: digits, as: UTF8.self), radix: 16) : nil
                #expect(ContentHash(hex: ArraySlice(digits))?.value == expected, "byte \(byte) at \(position)")
            }
        }
        #expect(ContentHash(hex: ArraySlice("FFFFFFFFFFFFFFFF".utf8))?.value == UInt64.max)
        #expect(ContentHash(hex: ArraySlice("0123456789abcde".utf8)) == nil)
        #expect(ContentHash(hex: ArraySlice("0123456789abcdef0".utf8)) == nil)
        // A slice that does not start at 0, as the state's lines are read.
        let line = Array("g 00000000000000ff path".utf8)
        #expect(ContentHash(hex: line[2..<18])?.value == 0xff)
    }
}

/// A planned file carries its hash from where it was planned: the writer records and compares
/// that, so it must follow the file's bytes and ownership.
@Suite struct PlannedFileHashTests {
    @Test func aGeneratedFileHoldsTheHashOfItsContents() {
        var file = PlannedFile(path: "Package.swift", contents: "// swift-tools-version: 5.9\n", ownership: .generated)
        #expect(file.contentHash == ContentHash("// swift-tools-version: 5.9\n"))
        file.contents = "changed"
        #expect(file.contentHash == ContentHash("changed"))
        #expect(file.bytesHash == ContentHash("changed"))
    }

    @Test func aStubHoldsNoneUntilItIsGenerated() {
        var file = PlannedFile(path: "Sources/A/A.swift", contents: "struct A {}\n", ownership: .stub)
        #expect(file.contentHash == nil)
        #expect(file.bytesHash == ContentHash("struct A {}\n"))
        file.ownership = .generated
        #expect(file.contentHash == ContentHash("struct A {}\n"))
    }

    /// Every generated file of a plan (manifests and app shells come from the planning threads).
    @Test func everyGeneratedFileOfAPlanHoldsItsHash() throws {
        let plan = try PlanningFixtures.plan(PlanningFixtures.atlas())
        let generated = plan.files.filter { $0.ownership == .generated }
        #expect(generated.count > 10)
        for file in generated { #expect(file.contentHash == ContentHash(file.contents), "\(file.path)") }
        #expect(plan.files.filter { $0.ownership == .stub }.allSatisfy { $0.contentHash == nil })
    }
}
