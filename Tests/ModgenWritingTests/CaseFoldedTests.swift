import Testing

@testable import ModgenWriting

/// `CaseFolded`'s hash folds eight bytes at a time: it must fold every byte value in every
/// position exactly as the byte-by-byte `fold`, or two paths differing only by case could
/// hash apart and the case clash go unseen until a Mac checks the tree out.
@Suite struct CaseFoldedTests {
    @Test func theWordFoldIsTheByteFoldInEveryPosition() {
        // Each byte value in each of the eight positions, beside neighbours that could carry.
        for value in 0...255 {
            for position in 0..<8 {
                for neighbour: UInt8 in [0x00, 0x40, 0x41, 0x5a, 0x5b, 0x7f, 0x80, 0xc1, 0xff] {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[position] = UInt8(value)
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                    let expected = bytes.enumerated().reduce(UInt64(0)) {
                        $0 | UInt64(CaseFolded.fold($1.element)) << (8 * UInt64($1.offset))
                    }
                    #expect(CaseFolded.foldedWord(word) == expected, "byte \(value) at \(position) beside \(neighbour)")
                }
            }
        }
    }

    @Test(arguments: [
        ("Packages/Search/Package.swift", "packages/search/PACKAGE.SWIFT"),
        ("A", "a"),
        ("", ""),
        ("Features/Ünïcode/Z@[`{.swift", "features/Ünïcode/z@[`{.SWIFT"),
        ("1234567", "1234567"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"),
    ])
    func pathsEqualButForCaseHashAlike(path: String, other: String) {
        #expect(CaseFolded(path) == CaseFolded(other))
        #expect(CaseFolded(path).foldedHash == CaseFolded(other).foldedHash)
    }

    @Test(arguments: [
        ("Packages/Search", "Packages/Searcg"),
        ("a", "b"),
        ("@", "`"),
        ("[", "{"),
        ("abcdefgh", "abcdefgh\u{0}"),
        ("Ü", "ü"),
    ])
    func pathsThatDifferOtherwiseAreNotEqual(path: String, other: String) {
        #expect(CaseFolded(path) != CaseFolded(other))
        #expect(CaseFolded(path).foldedHash != CaseFolded(other).foldedHash)
    }
}
