import Testing

@testable import ModgenReporting

/// `DumpDigest` tells apart token streams that differ anywhere: in a string's bytes or where
/// it ends, in a token's kind, in where a container closes.
@Suite struct DumpDigestTests {
    enum Token {
        case string(String), key(String), bool(Bool), openList, openMap, close
    }

    static func digest(_ tokens: [Token]) -> (first: UInt64, second: UInt64) {
        var digest = DumpDigest()
        for token in tokens {
            switch token {
            case .string(let text): digest.string(text)
            case .key(let key): digest.key(key)
            case .bool(let flag): digest.bool(flag)
            case .openList: digest.openList()
            case .openMap: digest.openMap()
            case .close: digest.close()
            }
        }
        return digest.finish()
    }

    static let distinct: [[Token]] = [
        [],
        [.string("")],
        [.string(""), .string("")],
        [.string("ab"), .string("c")],
        [.string("a"), .string("bc")],
        [.string("abc")],
        [.key("abc")],
        [.string("abcdefgh")],
        [.string("abcdefgh\u{0}")],
        [.string("abcdefghi")],
        [.string("abcdefgh"), .string("i")],
        [.string("\u{1}\u{1}")],
        [.bool(true)],
        [.bool(false)],
        [.bool(true), .openList],
        [.string("\u{3}\u{0}")],
        [.openList, .close],
        [.openMap, .close],
        [.openList, .openList, .close, .close],
        [.openList, .close, .openList, .close],
        [.openMap, .key("a"), .string("b"), .close],
        [.openMap, .key("b"), .string("a"), .close],
        [.openMap, .key("a"), .openList, .string("b"), .close, .close],
        [.openMap, .key("a"), .openList, .close, .string("b"), .close],
        [.string("ü")],
        [.string("u\u{308}")],
    ]

    @Test func differentStreamsGiveDifferentDigests() {
        var seen: [String: Int] = [:]
        for (index, tokens) in Self.distinct.enumerated() {
            let digest = Self.digest(tokens)
            let key = "\(digest.first) \(digest.second)"
            #expect(seen[key] == nil, "stream \(index) digests as stream \(seen[key] ?? -1)")
            seen[key] = index
            #expect(digest.first != digest.second)
        }
    }

    @Test func theSameStreamGivesTheSameDigest() {
        for tokens in Self.distinct {
            #expect(Self.digest(tokens) == Self.digest(tokens))
        }
    }

    /// Each half changes with a one-bit change of a long string, wherever the bit is.
    @Test func everyBitOfAStringCounts() {
        let text = Array("The quick brown fox jumps over the lazy dog".utf8)
        let plain = Self.digest([.string(String(decoding: text, as: UTF8.self))])
        for index in text.indices {
            var flipped = text
            flipped[index] ^= 1
            let digest = Self.digest([.string(String(decoding: flipped, as: UTF8.self))])
            #expect(digest.first != plain.first && digest.second != plain.second, "byte \(index)")
        }
    }
}
