/// The core schema's number forms: `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+` and
/// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
enum CoreSchemaNumber {
    /// The integer as decimal digits, or nil when `text` is not a core-schema integer.
    static func integer(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "o") { return radix(bytes.dropFirst(2), base: 8) }
            if bytes[1] == UInt8(ascii: "x") { return radix(bytes.dropFirst(2), base: 16) }
        }
        var digits = bytes[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        let trimmed = digits.drop { $0 == UInt8(ascii: "0") }
        let magnitude = trimmed.isEmpty ? "0" : String(decoding: trimmed, as: UTF8.self)
        return negative && magnitude != "0" ? "-" + magnitude : magnitude
    }

    static func float(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let whole = countDigits(bytes, from: index)
        index += whole
        var fraction = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fraction = countDigits(bytes, from: index)
            index += fraction
        }
        guard whole + fraction > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let exponent = countDigits(bytes, from: index)
            guard exponent > 0 else { return nil }
            index += exponent
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }

    private static func radix(_ digits: ArraySlice<UInt8>, base: Int) -> String? {
        var value: UInt64 = 0
        for byte in digits {
            guard let digit = hexValue(byte), digit < base else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: UInt64(base))
            guard !overflow else { return nil }
            value = shifted + UInt64(digit)
        }
        return String(value)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func countDigits(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index - start
    }
}
