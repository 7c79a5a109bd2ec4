/// Splits Swift source into the tokens modgen reads declarations from, and nothing more: it
/// knows where comments (`//`, nested `/* */`), string literals (`"`, `"""`, raw `#"..."#`,
/// interpolations `\(...)` holding strings of their own) and extended regex literals
/// (`#/.../#`) begin and end, so an `import` written inside one is never taken for code.
///
/// Conservative where Swift is ambiguous: a bare `/.../` regex literal lexes as operators (an
/// `import` inside one is at worst reported, never hidden); an unterminated single-line
/// string ends at its line. Positions are 1-based lines and UTF-8 columns; a byte order mark
/// and a `#!` line are skipped. Lines whose `//` comment says `modgen:ignore` are recorded.
struct SwiftLexer {
    /// Interpolations inside interpolations deeper than this are skipped as plain text.
    static let nestingLimit = 64

    let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var nesting = 0
    /// Lines with a `// modgen:ignore` comment.
    private(set) var ignoredLines: Set<Int> = []

    init(_ source: String) {
        bytes = Array(source.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        if bytes[index...].starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) {
            while index < bytes.count, !isNewline(bytes[index]) { index += 1 }
        }
    }

    /// The token's text (for `.string`, the literal with its delimiters).
    func text(of token: SwiftToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Every token to the end, then the lines marked `modgen:ignore` in `ignoredLines`.
    mutating func tokens() -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 6)
        while let token = next() { tokens.append(token) }
        return tokens
    }

    mutating func next() -> SwiftToken? {
        skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index
        let position = SourcePosition(line: line, column: index - lineStart + 1)
        let byte = bytes[index]
        if Self.isIdentifierHead(byte) {
            index += 1
            skipIdentifierBody()
            return SwiftToken(kind: .identifier, start: start, end: index, position: position)
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            skipNumber()
            return SwiftToken(kind: .number, start: start, end: index, position: position)
        case UInt8(ascii: "`"):
            return escapedIdentifier(position: position)
        case UInt8(ascii: "@") where index + 1 < bytes.count && Self.isIdentifierHead(bytes[index + 1]):
            index += 1
            let nameStart = index
            skipIdentifierBody()
            return SwiftToken(kind: .attribute, start: nameStart, end: index, position: position)
        case UInt8(ascii: "\""):
            skipString(hashes: 0)
            return SwiftToken(kind: .string, start: start, end: index, position: position)
        case UInt8(ascii: "#"):
            return pound(position: position)
        default:
            index += 1
            return SwiftToken(kind: .punctuation(byte), start: start, end: index, position: position)
        }
    }

    // MARK: - Names and numbers

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func skipIdentifierBody() {
        while index < bytes.count, Self.isIdentifierBody(bytes[index]) { index += 1 }
    }

    private mutating func skipNumber() {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isIdentifierBody(byte) {
                index += 1
            } else if byte == UInt8(ascii: "."), index + 1 < bytes.count, bytes[index + 1] >= UInt8(ascii: "0"), bytes[index + 1] <= UInt8(ascii: "9") {
                index += 1
            } else {
                return
            }
        }
    }

    /// `` `name` `` on one line; a lone backtick is punctuation.
    private mutating func escapedIdentifier(position: SourcePosition) -> SwiftToken {
        let start = index
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), !isNewline(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start + 1 else {
            index += 1
            return SwiftToken(kind: .punctuation(UInt8(ascii: "`")), start: start, end: index, position: position)
        }
        index = end + 1
        return SwiftToken(kind: .escapedIdentifier, start: start + 1, end: end, position: position)
    }

    /// `#if`, a raw string `#"..."#`, an extended regex `#/.../#`, or a lone `#`.
    private mutating func pound(position: SourcePosition) -> SwiftToken {
        let start = index
        var hashes = 0
        while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = index + hashes < bytes.count ? bytes[index + hashes] : 0
        if after == UInt8(ascii: "\"") {
            index += hashes
            skipString(hashes: hashes)
            return SwiftToken(kind: .string, start: start, end: index, position: position)
        }
        if after == UInt8(ascii: "/") {
            index += hashes + 1
            skipRegex(hashes: hashes)
            return SwiftToken(kind: .string, start: start, end: index, position: position)
        }
        index += 1
        if hashes == 1, Self.isIdentifierHead(after) {
            let nameStart = index
            skipIdentifierBody()
            return SwiftToken(kind: .pound, start: nameStart, end: index, position: position)
        }
        return SwiftToken(kind: .punctuation(UInt8(ascii: "#")), start: start, end: index, position: position)
    }

    // MARK: - Trivia

    private func isNewline(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Steps over the line break at `index` (`\r\n` is one).
    private mutating func consumeNewline() {
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                consumeNewline()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                return
            }
        }
    }

    private static let ignoreMarker = Array("modgen:ignore".utf8)

    private mutating func skipLineComment() {
        let start = index
        while index < bytes.count, !isNewline(bytes[index]) { index += 1 }
        if contains(Self.ignoreMarker, in: start..<index) { ignoredLines.insert(line) }
    }

    private func contains(_ needle: [UInt8], in range: Range<Int>) -> Bool {
        guard range.count >= needle.count, let first = needle.first else { return false }
        var offset = range.lowerBound
        while offset + needle.count <= range.upperBound {
            if bytes[offset] == first, bytes[offset..<(offset + needle.count)].elementsEqual(needle) { return true }
            offset += 1
        }
        return false
    }

    /// `/* ... */`, nested as Swift nests them; unterminated: to the end.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            let nextByte = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/"), nextByte == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), nextByte == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else if isNewline(byte) {
                consumeNewline()
            } else {
                index += 1
            }
        }
    }

    // MARK: - Literals

    /// True when `count` bytes of `#` start at `offset`.
    private func hashes(_ count: Int, at offset: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        for position in offset..<(offset + count) where bytes[position] != UInt8(ascii: "#") { return false }
        return true
    }

    private func isTripleQuote(at offset: Int) -> Bool {
        offset + 2 < bytes.count && bytes[offset] == UInt8(ascii: "\"") && bytes[offset + 1] == UInt8(ascii: "\"")
            && bytes[offset + 2] == UInt8(ascii: "\"")
    }

    /// From the opening quote (after any `#`s) past the closing delimiter.
    private mutating func skipString(hashes count: Int) {
        let multiLine = isTripleQuote(at: index)
        index += multiLine ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if isNewline(byte) {
                guard multiLine else { return }
                consumeNewline()
            } else if byte == UInt8(ascii: "\\"), hashes(count, at: index + 1) {
                index += 1 + count
                guard index < bytes.count else { return }
                if bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    skipInterpolation()
                } else if !isNewline(bytes[index]) {
                    index += 1
                }
            } else if byte == UInt8(ascii: "\""), multiLine ? isTripleQuote(at: index) : true {
                let quoteLength = multiLine ? 3 : 1
                if hashes(count, at: index + quoteLength) {
                    index += quoteLength + count
                    return
                }
                index += 1
            } else {
                index += 1
            }
        }
    }

    /// From after `\(` past the `)` that closes it: code, with strings and comments of its own.
    private mutating func skipInterpolation() {
        guard nesting < Self.nestingLimit else {
            while index < bytes.count, bytes[index] != UInt8(ascii: ")"), !isNewline(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: ")") { index += 1 }
            return
        }
        nesting += 1
        defer { nesting -= 1 }
        var depth = 1
        while let token = next() {
            if token.kind == .punctuation(UInt8(ascii: "(")) { depth += 1 }
            if token.kind == .punctuation(UInt8(ascii: ")")) {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// From after `#/` past `/#` (as many `#` as opened it).
    private mutating func skipRegex(hashes count: Int) {
        while index < bytes.count {
            let byte = bytes[index]
            if isNewline(byte) {
                consumeNewline()
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, !isNewline(bytes[index + 1]) {
                index += 2
            } else if byte == UInt8(ascii: "/"), hashes(count, at: index + 1) {
                index += 1 + count
                return
            } else {
                index += 1
            }
        }
    }
}
