/// A JSON value for comparing streams as values (numbers compared as numbers).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses a stream of concatenated JSON values (`in.json` files, yaml2json's lines).
    static func parseStream(_ text: String) throws -> [JSONValue] {
        var parser = JSONStreamParser(Array(text.utf8))
        return try parser.parseAll()
    }
}

struct JSONParseError: Error, CustomStringConvertible {
    var offset: Int
    var description: String { "invalid JSON at byte \(offset)" }
}

/// A small recursive-descent JSON reader; test inputs are shallow.
struct JSONStreamParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseAll() throws -> [JSONValue] {
        var values: [JSONValue] = []
        skipSpace()
        while index < bytes.count {
            values.append(try value())
            skipSpace()
        }
        return values
    }

    private mutating func value() throws -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw JSONParseError(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return try number()
        }
    }

    private mutating func object() throws -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipSpace()
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            members[key] = try value()
            skipSpace()
            if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
            try expect(UInt8(ascii: ","))
        }
    }

    private mutating func array() throws -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
        while true {
            items.append(try value())
            skipSpace()
            if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
            try expect(UInt8(ascii: ","))
        }
    }

    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw.removeAll() }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { flush(); return String(scalars) }
            guard byte == UInt8(ascii: "\\") else { raw.append(byte); continue }
            flush()
            scalars.append(try escape(&scalars))
        }
        throw JSONParseError(offset: index)
    }

    private mutating func escape(_ scalars: inout String.UnicodeScalarView) throws -> Unicode.Scalar {
        guard index < bytes.count else { throw JSONParseError(offset: index) }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default: return Unicode.Scalar(code)
        }
    }

    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high), peek(UInt8(ascii: "\\")) {
            index += 2
            let low = try hex4()
            let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(combined) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw JSONParseError(offset: index)
        }
        index += 4
        return value
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        while index < bytes.count, "+-0123456789.eEInfinityNa".utf8.contains(bytes[index]) { index += 1 }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw JSONParseError(offset: start)
        }
        return .number(number)
    }

    private mutating func literal(_ word: String) throws {
        for byte in word.utf8 { try expect(byte) }
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard peek(byte) else { throw JSONParseError(offset: index) }
        index += 1
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }
}
