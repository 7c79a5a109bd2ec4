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
