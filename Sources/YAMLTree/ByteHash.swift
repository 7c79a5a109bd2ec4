/// A fast hash of a byte string, for tables of names compared by their bytes (`Mapping`'s index
/// of a large mapping's keys, `ModgenGraph`'s `NameIndex`): a String's own hash (SipHash over
/// its normalized scalars) cost several times as much. Unseeded: names made to collide would
/// slow such a table to a scan per name, a cost only to the spec's own author.
package enum ByteHash {
    /// Eight ASCII bytes lowercased at once: a byte from `A` to `Z` gains 0x20. (A byte of
    /// 0x80 or more may come out wrong; callers lower only ASCII.)
    @inlinable
    package static func lowered(_ word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let atLeastA = word &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = word &+ 0x2525_2525_2525_2525
        return word | (((atLeastA & ~pastZ) & high) >> 2)
    }

    /// A multiply-and-fold hash of the bytes (lowercased with `folding`), eight at a time, and
    /// whether they are all ASCII.
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, folding: Bool) -> (UInt64, isASCII: Bool) {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = 0x2545_F491_4F6C_DD1D ^ UInt64(bytes.count)
        var high: UInt64 = 0
        guard let base = bytes.baseAddress else { return (hash, true) }
        var offset = 0
        while offset < bytes.count {
            var word: UInt64
            if offset + 8 <= bytes.count {
                word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                offset += 8
            } else if bytes.count >= 8 {
                // The last 1 to 7 bytes, from one load of the last eight shifted down: the word
                // the byte-by-byte loop below makes (little-endian), without its loop.
                let rest = bytes.count - offset
                word = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self) >> UInt64((8 - rest) * 8)
                offset = bytes.count
            } else {
                word = 0
                var shift: UInt64 = 0
                while offset < bytes.count {
                    word |= UInt64(base[offset]) << shift
                    shift += 8
                    offset += 1
                }
            }
            high |= word
            if folding { word = lowered(word) }
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* multiplier
        return (hash ^ (hash >> 29), high & 0x8080_8080_8080_8080 == 0)
    }
}
