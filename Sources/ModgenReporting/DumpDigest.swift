import ModgenGraph
import ModgenSpec

/// The resolved spec's dump hashed to 128 bits as `ResolvedSpecDump` walks the graph, token
/// by token, without building the dump: what the plan fingerprint holds of the graph. Two
/// multiply-rotate lanes with different constants take the tokens eight bytes at a time, so
/// the halves fail independently; every token starts with its kind and a string with its
/// length, so no two different dumps feed the same words (`["ab", "c"]` and `["a", "bc"]`,
/// a key and a string, a list and a map all differ). Not a cryptographic hash: it tells a
/// changed spec from an unchanged one, as `ContentHash` does for a file.
package struct DumpDigest: DumpSink {
    private var first: UInt64 = 0x243f_6a88_85a3_08d3
    private var second: UInt64 = 0x1319_8a2e_0370_7344

    /// The digest of `graph`'s dump.
    package static func of(_ graph: ModuleGraph) -> (first: UInt64, second: UInt64) {
        var digest = DumpDigest()
        ResolvedSpecDump.write(graph, into: &digest)
        return digest.finish()
    }

    private enum Token: UInt64 {
        case string = 1, bool, openList, openMap, key, close
    }

    package mutating func string(_ text: String) { add(.string, text) }

    package mutating func bool(_ flag: Bool) { add(word: Token.bool.rawValue | (flag ? 1 : 0) << 8) }

    package mutating func openList() { add(word: Token.openList.rawValue) }

    package mutating func openMap() { add(word: Token.openMap.rawValue) }

    package mutating func key(_ key: String) { add(.key, key) }

    package mutating func close() { add(word: Token.close.rawValue) }

    /// Both halves, each finished with an avalanche step (the lanes mix the other's state in).
    func finish() -> (first: UInt64, second: UInt64) {
        ((first ^ second.rotated(17)).avalanched, (second ^ first.rotated(43)).avalanched)
    }

    /// The token's kind (the low byte of every token's first word) and the string's length in
    /// one word, then its bytes eight at a time, little-endian (the last word padded with
    /// zeros: the length says how many are the string's).
    private mutating func add(_ token: Token, _ text: String) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { add(token, UnsafeRawBufferPointer($0)) }
        if hashed == nil { Array(text.utf8).withUnsafeBytes { add(token, $0) } }
    }

    private mutating func add(_ token: Token, _ bytes: UnsafeRawBufferPointer) {
        add(word: token.rawValue | UInt64(bytes.count) << 8)
        var offset = 0
        while offset + 8 <= bytes.count {
            add(word: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        guard offset < bytes.count, let start = bytes.baseAddress else { return }
        var last: UInt64 = 0
        withUnsafeMutableBytes(of: &last) { word in
            word.copyMemory(from: UnsafeRawBufferPointer(start: start + offset, count: bytes.count - offset))
        }
        add(word: UInt64(littleEndian: last))
    }

    private mutating func add(word: UInt64) {
        first = ((first ^ word) &* 0x9e37_79b9_7f4a_7c15).rotated(31)
        second = ((second ^ word) &* 0xc2b2_ae3d_27d4_eb4f).rotated(29) &+ 0x1656_67b1_9e37_79f9
    }
}

extension UInt64 {
    fileprivate func rotated(_ bits: UInt64) -> UInt64 {
        self << bits | self >> (64 - bits)
    }
}
