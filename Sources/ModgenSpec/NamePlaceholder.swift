import Foundation

/// `{name}` in a naming pattern (`{name}Interface`) replaced by a module's name. Called for
/// every feature several times per load, so an ASCII pattern (every valid one) is expanded
/// from its bytes; anything else goes through Foundation, whose matching it reproduces.
enum NamePlaceholder {
    static let placeholder = "{name}"
    private static let placeholderBytes = Array(placeholder.utf8)

    static func expand(_ pattern: String, with name: String) -> String {
        if let expanded = expandOnce(pattern, with: name) { return expanded }
        guard pattern.utf8.allSatisfy({ $0 < 0x80 }) else {
            return pattern.replacingOccurrences(of: placeholder, with: name)
        }
        var result = ""
        result.reserveCapacity(pattern.utf8.count + name.utf8.count)
        var rest = Substring(pattern)
        while let start = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            result += rest[..<start]
            let matches = rest[start...].utf8.starts(with: placeholder.utf8)
            result += matches ? name : "{"
            rest = rest[rest.utf8.index(start, offsetBy: matches ? placeholder.utf8.count : 1)...]
        }
        result += rest
        return result
    }

    /// The pattern's one `{name}` (and only `{`) replaced, byte by byte: the usual pattern.
    /// nil for any other pattern (or one not ASCII), or when the strings are not contiguous UTF-8.
    private static func expandOnce(_ pattern: String, with name: String) -> String? {
        let result = pattern.utf8.withContiguousStorageIfAvailable { pattern -> String? in
            name.utf8.withContiguousStorageIfAvailable { name -> String? in
                var brace = -1
                for offset in 0..<pattern.count where pattern[offset] == UInt8(ascii: "{") || pattern[offset] >= 0x80 {
                    guard brace < 0, pattern[offset] < 0x80 else { return nil }
                    brace = offset
                }
                let width = placeholderBytes.count
                guard brace >= 0, brace + width <= pattern.count,
                      (0..<width).allSatisfy({ pattern[brace + $0] == placeholderBytes[$0] }) else { return nil }
                let suffix = pattern.count - brace - width
                return String(unsafeUninitializedCapacity: brace + name.count + suffix) { buffer in
                    guard let base = buffer.baseAddress, let start = pattern.baseAddress else { return 0 }
                    base.initialize(from: start, count: brace)
                    if let text = name.baseAddress { (base + brace).initialize(from: text, count: name.count) }
                    (base + brace + name.count).initialize(from: start + brace + width, count: suffix)
                    return brace + name.count + suffix
                }
            } ?? nil
        }
        return result ?? nil
    }
}
