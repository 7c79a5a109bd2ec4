import YAMLTree

/// Finds where bytes stop being UTF-8, to point at the first bad byte.
enum UTF8Check {
    /// The place of the first invalid byte, or nil when all of `bytes` is valid UTF-8.
    static func firstInvalidByte(in bytes: [UInt8], file: String) -> Mark? {
        // The common case first, at memory speed: all valid; the scalar walk only finds where not.
        if isValid(bytes) { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return Mark(file: file, line: line, column: column)
            case .emptyInput:
                return nil
            }
        }
    }

    /// Whether `bytes` is well-formed UTF-8 (the Unicode standard's table 3-7: no overlong
    /// form, no surrogate, nothing past U+10FFFF), read in place: ASCII eight bytes at a
    /// time, each longer sequence by its lead byte. `String(validating:)` made a copy of the
    /// whole spec, on fresh pages the kernel zeroes first (the 7 MB bench spec's cost more
    /// than the check).
    static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let count = buffer.count
            var offset = 0
            while offset < count {
                while offset + 8 <= count, UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                }
                guard offset < count else { break }
                let lead = base[offset]
                if lead < 0x80 {
                    offset += 1
                    continue
                }
                // The bytes after the lead, and the range of the first of them.
                let following: Int
                var lowest: UInt8 = 0x80
                var highest: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: following = 1
                case 0xE0: following = 2; lowest = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: following = 2
                case 0xED: following = 2; highest = 0x9F
                case 0xF0: following = 3; lowest = 0x90
                case 0xF1...0xF3: following = 3
                case 0xF4: following = 3; highest = 0x8F
                default: return false
                }
                guard offset + following < count, (lowest...highest).contains(base[offset + 1]) else { return false }
                for next in stride(from: offset + 2, through: offset + following, by: 1) where base[next] & 0xC0 != 0x80 {
                    return false
                }
                offset += following + 1
            }
            return true
        }
    }
}
