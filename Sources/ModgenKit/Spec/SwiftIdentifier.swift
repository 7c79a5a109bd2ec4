/// Checks for the names the spec gives: modules become Swift module names and folder names.
enum SwiftIdentifier {
    /// ASCII letters, digits and `_`, not starting with a digit: safe as a Swift module name,
    /// a SwiftPM target name and a folder name on every file system.
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !isDigit(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
    }

    /// Environment variable names follow the same shape.
    static func isVariableName(_ name: String) -> Bool { isValid(name) }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
