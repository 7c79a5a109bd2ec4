import Foundation

/// `{name}` in a naming pattern (`{name}Interface`) replaced by a module's name. Called for
/// every feature several times per load, so an ASCII pattern (every valid one) is expanded
/// from its bytes; anything else goes through Foundation, whose matching it reproduces.
enum NamePlaceholder {
    static let placeholder = "{name}"

    static func expand(_ pattern: String, with name: String) -> String {
        guard pattern.utf8.allSatisfy({ $0 < 0x80 }) else {
            return pattern.replacingOccurrences(of: placeholder, with: name)
        }
        if let expanded = expandOnce(pattern, with: name) { return expanded }
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
    /// nil for any other pattern, or when the strings are not contiguous UTF-8.
    private static func expandOnce(_ pattern: String, with name: String) -> String? {
        var pattern = pattern, name = name
        pattern.makeContiguousUTF8()
        name.makeContiguousUTF8()
        return pattern.utf8.withContiguousStorageIfAvailable { pattern -> String? in
            guard let brace = pattern.firstIndex(of: UInt8(ascii: "{")),
                  pattern[brace...].starts(with: placeholder.utf8) else { return nil }
            let suffix = brace + placeholder.utf8.count
            guard !pattern[suffix...].contains(UInt8(ascii: "{")) else { return nil }
            return name.utf8.withContiguousStorageIfAvailable { name in
                String(unsafeUninitializedCapacity: pattern.count - placeholder.utf8.count + name.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: pattern[..<brace])
                    end = buffer[end...].initialize(fromContentsOf: name)
                    return buffer[end...].initialize(fromContentsOf: pattern[suffix...])
                }
            } ?? nil
        } ?? nil
    }
}
