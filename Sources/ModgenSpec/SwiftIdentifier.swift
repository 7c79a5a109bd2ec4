/// Checks for the names the spec gives: modules become Swift module names and folder names.
package enum SwiftIdentifier {
    /// ASCII letters, digits and `_`, not starting with a digit: safe as a Swift module name,
    /// a SwiftPM target name and a folder name on every file system.
    package static func isValid(_ name: String) -> Bool {
        // From the bytes: a non-ASCII scalar is never a letter, digit or '_' here.
        guard let first = name.utf8.first, !isDigit(first) else { return false }
        return name.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isIdentifierByte) }
            ?? name.utf8.allSatisfy(isIdentifierByte)
    }

    /// A SwiftPM target name that is no Swift identifier but still a safe folder name:
    /// ASCII letters, digits, `_` and `-`, starting with a letter or `_` (`Home-iOS`).
    package static func isTargetName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return name.utf8.allSatisfy { isIdentifierByte($0) || $0 == UInt8(ascii: "-") }
    }

    /// The name Swift code imports a target by (SwiftPM's c99 name): `Home-iOS` -> `Home_iOS`;
    /// an identifier is its own.
    package static func moduleName(of name: String) -> String {
        guard name.containsByte(UInt8(ascii: "-")) else { return name }
        return String(name.map { $0 == "-" ? "_" : $0 })
    }

    /// Environment variable names follow the same shape.
    static func isVariableName(_ name: String) -> Bool { isValid(name) }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
