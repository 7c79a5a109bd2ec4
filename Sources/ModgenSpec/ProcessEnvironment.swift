#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The process's environment variables, which `${VAR}` in a spec reads.
public enum ProcessEnvironment {
    /// Every variable, as `getenv` sees it (of a name given twice, the first). On Linux read
    /// from `environ` itself: on the main thread of a no-op regenerate, `ProcessInfo.environment`
    /// cost about 750,000 instructions for some thirty variables, this 570,000 (most of it the
    /// process's first `[String: String]`).
    public static func current() -> [String: String] {
        #if os(Linux)
        var variables: [String: String] = [:]
        var entry = environ  // never null here: modgen does not clear its environment
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
        #else
        return ProcessInfo.processInfo.environment
        #endif
    }
}
