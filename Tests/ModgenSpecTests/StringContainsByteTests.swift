import Testing
@testable import ModgenSpec

@Suite struct StringContainsByteTests {
    @Test func findsAnASCIIByteAnywhereAndOnlyThatByte() {
        #expect("Home-iOS".containsByte(UInt8(ascii: "-")))
        #expect("-".containsByte(UInt8(ascii: "-")))
        #expect("Packages/Features".containsByte(UInt8(ascii: "/")))
        #expect(!"HomeiOS".containsByte(UInt8(ascii: "-")))
        #expect(!"".containsByte(UInt8(ascii: "/")))
        // A multi-byte scalar's bytes are never ASCII: 'é' and '検' hold no '/' or '-'.
        #expect(!"Recherché検索".containsByte(UInt8(ascii: "/")))
        #expect("Recherché/検索".containsByte(UInt8(ascii: "/")))
        // A long string (not stored inline), and a string made from a part of it.
        let long = String(repeating: "Feature", count: 40) + "-x"
        #expect(long.containsByte(UInt8(ascii: "-")))
        #expect(!String(long.dropLast(2)).containsByte(UInt8(ascii: "-")))
    }
}
