#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File paths as text, worked out as Foundation's `URL(fileURLWithPath:)` works them out
/// (`standardizedFileURL.path`, `deletingLastPathComponent().relativePath`,
/// `lastPathComponent`), without a URL: the first URL a process makes costs about 670,000
/// instructions, a fifth of what a no-op regenerate of 100 features did on its main thread
/// (3.35 M). Never touches the disk but for the current folder and `resolvingLinks`.
package enum PathText {
    /// The current folder, or "/" when it cannot be read.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` from `base` when relative, then with `.` dropped, `a/..` folded (nothing above
    /// `/`), repeated and trailing `/` removed: `/work/app/../x/` -> `/work/x`.
    package static func standardized(_ path: String, from base: String? = nil) -> String {
        let absolute = path.hasPrefix("/") ? path : (base ?? currentDirectory()) + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        // Appended, not `joined(separator:)`: see `WriteReport.summary`.
        guard !components.isEmpty else { return "/" }
        var text = ""
        for component in components {
            text += "/"
            text.append(contentsOf: component)  // String's own overload: `+=` is generic
        }
        return text
    }

    /// The folder `path` names its file in, spelled as given: `a/b.yml` -> `a`, `b.yml` -> `.`,
    /// `/b.yml` -> `/`.
    package static func parent(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "." }
        var folder = text[..<slash]
        while folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last component: `a/b.yml` -> `b.yml`, `/` -> `/`.
    package static func lastComponent(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        guard text != "/", let slash = text.lastIndex(of: "/") else { return String(text) }
        return String(text[text.index(after: slash)...])
    }

    /// `path` with symbolic links resolved (`realpath`), or as it is when that fails.
    package static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
