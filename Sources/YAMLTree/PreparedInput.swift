import CLibYAML

/// An input handed to libyaml as its reader would have decoded it, so that the reader has
/// nothing left to do.
///
/// libyaml scans text from a buffer of UTF-8 that its reader fills from the raw input one
/// character at a time, checking each: valid UTF-8, and a character YAML allows (no control
/// characters but tab, line feed and carriage return; no C1 controls but NEL; no surrogates,
/// U+FFFE or U+FFFF). For input that passes those checks, the decoded buffer holds the input's
/// own bytes, then a NUL. Decoding took 223 M of the 1,291 M instructions of a bare libyaml
/// scan of the 7 MB bench spec (callgrind), more than any other function of it; this makes
/// the same buffer in one pass (a copy, checked eight bytes at a time where they are ASCII)
/// and installs it as the parser's, its reader at the end of its input with every character
/// already there (`unread`), as the reader leaves it after decoding the last of them.
/// libyaml's scanner only reads that buffer and moves its `pointer` on.
///
/// Anything else makes none, and libyaml then decodes the bytes itself and reports what is
/// wrong in its own words: a byte order mark at the start (the reader skips it), a byte that
/// is not UTF-8, a character YAML does not allow, an empty input.
final class PreparedInput {
    /// The bytes, their NUL, and zeros after it: the scanner looks up to three bytes ahead of
    /// a character, and a NUL ends each of those looks.
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// The input's characters and its NUL: what libyaml counts as `unread`.
    let characters: Int
    /// The input's bytes and its NUL.
    private let length: Int
    /// The parser's own buffer, put back before libyaml frees it.
    private var saved: (start: UnsafeMutablePointer<yaml_char_t>?, end: UnsafeMutablePointer<yaml_char_t>?,
                        pointer: UnsafeMutablePointer<yaml_char_t>?, last: UnsafeMutablePointer<yaml_char_t>?)?

    /// Zeros after the NUL.
    private static let padding = 8

    /// nil when libyaml must decode `bytes` itself (see the type's comment).
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty, !Self.startsWithByteOrderMark(bytes) else { return nil }
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + 1 + Self.padding)
        guard let target = storage.baseAddress, let characters = Self.copyChecked(source, count: bytes.count, to: target) else {
            storage.deallocate()
            return nil
        }
        (target + bytes.count).initialize(repeating: 0, count: 1 + Self.padding)
        self.storage = storage
        self.characters = characters + 1
        length = bytes.count + 1
    }

    deinit {
        storage.deallocate()
    }

    /// Makes `parser`, just set to read a string and not read from yet, scan this input; false
    /// (the parser left as it was) when its reader has already read.
    func install(in parser: inout yaml_parser_t) -> Bool {
        guard saved == nil, parser.raw_buffer.pointer == parser.raw_buffer.last, parser.unread == 0, parser.eof == 0,
              let base = storage.baseAddress else { return false }
        saved = (parser.buffer.start, parser.buffer.end, parser.buffer.pointer, parser.buffer.last)
        parser.buffer.start = base
        parser.buffer.pointer = base
        parser.buffer.last = base + length
        parser.buffer.end = base + storage.count
        parser.unread = characters
        parser.encoding = YAML_UTF8_ENCODING
        parser.eof = 1
        return true
    }

    /// Gives `parser` its own buffer back, for `yaml_parser_delete` to free.
    func restore(in parser: inout yaml_parser_t) {
        guard let saved else { return }
        parser.buffer.start = saved.start
        parser.buffer.end = saved.end
        parser.buffer.pointer = saved.pointer
        parser.buffer.last = saved.last
        self.saved = nil
    }

    private static func startsWithByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Copies `count` bytes from `source` to `target`; how many characters they hold, or nil
    /// when libyaml's reader would refuse one of them.
    static func copyChecked(_ source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) -> Int? {
        var offset = 0
        var characters = 0
        while offset < count {
            if offset + 8 <= count {
                let word = UnsafeRawPointer(source + offset).loadUnaligned(as: UInt64.self)
                if isAllowedASCII(word) {
                    UnsafeMutableRawPointer(target + offset).storeBytes(of: word, as: UInt64.self)
                    offset += 8
                    characters += 8
                    continue
                }
            }
            let lead = source[offset]
            if lead < 0x80 {
                guard isAllowedASCII(lead) else { return nil }
                target[offset] = lead
                offset += 1
                characters += 1
                continue
            }
            let width = lead & 0xE0 == 0xC0 ? 2 : lead & 0xF0 == 0xE0 ? 3 : lead & 0xF8 == 0xF0 ? 4 : 0
            guard width > 0, offset + width <= count else { return nil }
            var value = UInt32(lead & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07))
            for next in 1..<width {
                let byte = source[offset + next]
                guard byte & 0xC0 == 0x80 else { return nil }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            guard isAllowed(value, width: width) else { return nil }
            (target + offset).update(from: source + offset, count: width)
            offset += width
            characters += 1
        }
        return characters
    }

    /// Tab, line feed, carriage return and the printable ASCII characters.
    static func isAllowedASCII(_ byte: UInt8) -> Bool {
        (byte >= 0x20 && byte < 0x7F) || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether all eight bytes of `word` are ASCII that `isAllowedASCII` allows. Each test is
    /// exact per byte: with every byte below 0x80, no sum here carries into the next byte.
    static func isAllowedASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        guard word & high == 0 else { return false }
        // High bit set where a byte is below 0x20, where it is 0x7F.
        let control = ~(word &+ 0x6060_6060_6060_6060) & high
        let delete = (word &+ 0x0101_0101_0101_0101) & high
        guard control != 0 || delete != 0 else { return true }
        let allowedControls = zeroBytes(word ^ 0x0909_0909_0909_0909) | zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
            | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
        return delete == 0 && control & ~allowedControls == 0
    }

    /// High bit set where a byte (below 0x80) is zero.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low) &+ low) | word) & ~low
    }

    /// Whether a character decoded from `width` bytes is one libyaml's reader takes: the
    /// shortest form of a scalar value that YAML allows.
    static func isAllowed(_ value: UInt32, width: Int) -> Bool {
        switch width {
        case 2: return value == 0x85 || (value >= 0xA0 && value <= 0x7FF)
        case 3: return (value >= 0x800 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD)
        default: return value >= 0x10000 && value <= 0x10FFFF
        }
    }
}
