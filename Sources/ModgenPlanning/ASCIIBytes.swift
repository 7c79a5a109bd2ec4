extension UnsafeBufferPointer<UInt8> {
    /// No byte has its high bit set: read eight at a time, then one by one. Where it is, a
    /// `String` of these bytes orders and compares as the bytes do (`PathOrder`, the no-op's
    /// reading of the state, `RecordedPart`). Inlinable: the no-op asks it of every path.
    @inlinable package var isASCII: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= count {
            high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < count {
            high |= UInt64(self[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
