#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The process's environment variables, which `${VAR}` in a spec reads.
public enum ProcessEnvironment {
    /// Every variable, as `getenv` sees it (of a name given twice, the first). On Linux read
    /// from `environ` itself: on the main thread of a no-op regenerate, `ProcessInfo.environment`
    /// cost about 750,000 instructions for some thirty variables, this 570,000, most of it the
    /// process's first `[String: String]`: its conformance look-up, which `dictionary` avoids.
    public static func current() -> [String: String] {
        #if os(Linux)
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables = dictionary(String.self, String.self, capacity: count)
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

    /// An empty dictionary with room for `capacity` entries, made where its key's `Hashable`
    /// conformance is a parameter: the dictionary's storage type is then built from the
    /// conformance the caller passes. Made in place, the storage type was found by its mangled
    /// name, and the runtime looked `String: Hashable` up through every conformance record of
    /// the static executable, faulting their pages in (with the command line's `Set` of
    /// `Substring`s, which `QuickCommandLine` no longer makes: a no-op 0.3 ms slower at 100
    /// features, 1.5 ms at 1,000). Made at its full size, it never grows (growing would make
    /// the storage type by name again).
    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    static func dictionary<Key: Hashable, Value>(_: Key.Type, _: Value.Type, capacity: Int) -> [Key: Value] {
        [Key: Value](minimumCapacity: capacity)
    }
}
