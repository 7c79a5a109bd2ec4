import YAMLTree

/// Finds where bytes stop being UTF-8, to point at the first bad byte.
enum UTF8Check {
    /// The place of the first invalid byte, or nil when all of `bytes` is valid UTF-8.
    static func firstInvalidByte(in bytes: [UInt8], file: String) -> Mark? {
        // The common case first, at memory speed: all valid; the scalar walk only finds where not.
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error:
                return Mark(file: file, line: line, column: column)
            case .emptyInput:
                return nil
            }
        }
    }
}
