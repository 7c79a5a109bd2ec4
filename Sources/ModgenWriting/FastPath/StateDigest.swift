import ModgenPlanning

/// The digest of `.modgen/state`'s bytes that the checkout's own records tie themselves to
/// (`InputsRecord`, `StatRecord`), built as xxHash64 is: four lanes take eight bytes a step
/// each, then are merged, the last bytes folded in one by one, and the result avalanched.
/// FNV-1a (`ContentHash`) steps one byte at a time through a multiply that waits for the one
/// before: the state of 1,000 features (640 KB) took it ~0.9 ms, the longest task of a no-op's
/// first stretch and a part of a cold run's single-threaded end. Like FNV-1a it notices change,
/// not forgery. The state's own lines keep FNV-1a: the state is committed; this digest is only
/// in the records, which a run finding an older modgen's (another version) does not read.
enum StateDigest {
    static func of(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var index = 0
            var hash: UInt64
            if count >= 32 {
                var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
                while index + 32 <= count {
                    lanes.0 = round(lanes.0, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    lanes.1 = round(lanes.1, raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
                    lanes.2 = round(lanes.2, raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))
                    lanes.3 = round(lanes.3, raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
                    index += 32
                }
                hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
                for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
                    hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
                }
            } else {
                hash = prime5
            }
            hash = hash &+ UInt64(count)
            while index + 8 <= count {
                hash ^= round(0, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                hash = rotate(hash, 27) &* prime1 &+ prime4
                index += 8
            }
            while index < count {
                hash ^= UInt64(raw[index]) &* prime5
                hash = rotate(hash, 11) &* prime1
                index += 1
            }
            hash ^= hash >> 33
            hash = hash &* prime2
            hash ^= hash >> 29
            hash = hash &* prime3
            hash ^= hash >> 32
            return ContentHash(value: hash)
        }
    }

    private static let prime1: UInt64 = 0x9e37_79b1_85eb_ca87
    private static let prime2: UInt64 = 0xc2b2_ae3d_27d4_eb4f
    private static let prime3: UInt64 = 0x1656_67b1_9e37_79f9
    private static let prime4: UInt64 = 0x85eb_ca77_c2b2_ae63
    private static let prime5: UInt64 = 0x27d4_eb2f_1656_67c5

    /// One lane's step: the word in, rotated, multiplied.
    private static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* prime2, 31) &* prime1
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        value << count | value >> (64 - count)
    }
}
