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
}
