/// 128 bits that stand for a spec file's bytes, for the no-op fast path: a run whose spec files
/// (and the rest of `SpecInputs`) digest as the last clean run's did loads the same graph, so it
/// need not load it (`SourcesRecord`). Made as the bytes are read for parsing, so it stands for
/// the bytes the load parsed, not for a later read of the file.
///
/// Eight bytes a step in two independent multiply-rotate lanes (a 7 MB spec costs about a
/// millisecond), the length mixed in last. It notices edits; it is no defence against someone
/// crafting a collision, which modgen does not need (whoever can write the spec can run modgen).
package struct SpecFileDigest: Hashable, Sendable, CustomStringConvertible {
    package var first: UInt64
    package var second: UInt64

    package init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    package init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { SpecFileDigest($0) }
    }

    package init(_ bytes: UnsafeRawBufferPointer) {
        var first: UInt64 = 0x243f_6a88_85a3_08d3
        var second: UInt64 = 0x1319_8a2e_0370_7344
        let words = bytes.count / 8
        for index in 0..<words {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            first = Self.step(first ^ word, by: 0x9e37_79b9_7f4a_7c15, rotation: 31)
            second = Self.step(second &+ word, by: 0xc2b2_ae3d_27d4_eb4f, rotation: 29)
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[(words * 8)...].enumerated() {
            tail |= UInt64(byte) << (8 * UInt64(shift))
        }
        let length = UInt64(bytes.count)
        first = (Self.step(first ^ tail, by: 0x9e37_79b9_7f4a_7c15, rotation: 31) ^ length).avalanched
        second = (Self.step(second &+ tail, by: 0xc2b2_ae3d_27d4_eb4f, rotation: 29) &+ length).avalanched
        self.init(first: first, second: second)
    }

    /// Thirty-two lowercase hex digits.
    package var description: String {
        Self.hex(first) + Self.hex(second)
    }

    private static func step(_ value: UInt64, by factor: UInt64, rotation: UInt64) -> UInt64 {
        let product = value &* factor
        return product << rotation | product >> (64 - rotation)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
