import Testing

@testable import ModgenPlanning
@testable import ModgenWriting

/// The state's digest (`StateDigest`) changes with any one bit, wherever it is (a lane's
/// word, the words after the lanes, the last bytes), and with the length alone (zeros); the
/// same bytes give the same digest.
@Suite struct StateDigestTests {
    @Test func everyOneByteChangeAndEveryLengthGivesAnotherDigest() {
        var seen = Set<UInt64>()
        var count = 0
        for length in 0...100 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(StateDigest.of(bytes) == StateDigest.of(Array(bytes)))
            seen.insert(StateDigest.of(bytes).value)
            count += 1
            for index in 0..<length {
                for flip: UInt8 in [1, 2, 4, 8, 16, 32, 64, 0x80] {
                    var changed = bytes
                    changed[index] ^= flip
                    seen.insert(StateDigest.of(changed).value)
                    count += 1
                }
            }
            if length > 0 {
                seen.insert(StateDigest.of([UInt8](repeating: 0, count: length)).value)
                count += 1
            }
        }
        #expect(seen.count == count)
    }

    @Test func aLargeStateDiffersFromItsOneByteEdits() {
        let line = Array("g 0123456789abcdef Packages/Features/Feature0001/Package.swift\n".utf8)
        let state = Array((0..<2_000).map { _ in line }.joined())
        let digest = StateDigest.of(state)
        for index in stride(from: 0, to: state.count, by: 997) {
            var edited = state
            edited[index] = UInt8(ascii: "x") == edited[index] ? UInt8(ascii: "y") : UInt8(ascii: "x")
            #expect(StateDigest.of(edited) != digest, "byte \(index)")
        }
        #expect(StateDigest.of(Array(state.dropLast())) != digest)
    }
}
