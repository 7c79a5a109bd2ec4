#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Stencil

/// Serves a set's files (and its `{% include %}` and `{% extends %}`) from the set's folder,
/// each read once and only through `TemplateFile` (a regular UTF-8 file of bounded size).
/// Names are relative to the set's folder and stay inside it. A chain of `{% extends %}`
/// is followed when a template is loaded, so a cycle is an error at the tag, not a crash.
///
/// Below: `TemplateFile`, the one way a template file is read.
final class CachingLoader: Loader {
    let directory: String
    private var cache: [String: Template] = [:]

    init(directory: String) {
        self.directory = directory
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        try template(named: name, environment: environment, extending: [])
    }

    /// The text of the file `name`, checked.
    func text(of name: String) throws(TemplateError) -> String {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else {
            throw TemplateError(file: "\(directory)/\(name)", message: "a template is named by its path inside the template set's folder, without '..'")
        }
        return try TemplateFile.text(at: "\(directory)/\(name)")
    }

    private func template(named name: String, environment: Environment, extending chain: [String]) throws -> Template {
        if let template = cache[name] { return template }
        let template = environment.templateClass.init(templateString: try text(of: name), environment: environment, name: name)
        if let (base, line) = Self.extendsTag(of: template) {
            if chain.contains(name) || chain.count >= BoundedInclude.maxDepth {
                let message = chain.contains(name)
                    ? "extends cycle: \((chain + [name]).joined(separator: " -> "))"
                    : "extends chain longer than \(BoundedInclude.maxDepth)"
                throw TemplateError(file: "\(directory)/\(name)", line: line, message: message)
            }
            _ = try self.template(named: base, environment: environment, extending: chain + [name])
        }
        cache[name] = template
        return template
    }

    /// `{% extends "base" %}` with a literal name, and its line.
    private static func extendsTag(of template: Template) -> (String, Int)? {
        for token in template.tokens where token.kind == .block {
            let bits = token.components
            guard bits.first == "extends", bits.count == 2 else { continue }
            let quoted = bits[1]
            guard quoted.count >= 2, let first = quoted.first, first == "\"" || first == "'", quoted.last == first else { return nil }
            return (String(quoted.dropFirst().dropLast()), Int(token.sourceMap.location.lineNumber))
        }
        return nil
    }
}

/// Reads one file of a template set, which is input like the spec: only a regular file (a
/// FIFO would block the run, a device never end), at most `maxBytes`, and UTF-8.
///
/// Stencil 0.15's lexer finds each tag's line and column by walking the lines and then the
/// line's characters: time grows with tags x (lines + line length). A 976 KB one-line template
/// took over a minute; 256 KB of tags took 10-12 s (debug build) as one line and as one tag per
/// line alike; at 64 KB the worst (a tag per line) takes about 5 s in a debug build, a one-line
/// template under 1 s.
enum TemplateFile {
    /// modgen's own templates are under 1.5 KB; this leaves room for any real stub.
    static let maxBytes = 64 * 1024

    /// The text of the file at `path`; a `TemplateError` naming the file otherwise.
    static func text(at path: String) throws(TemplateError) -> String {
        // Non-blocking, so opening a FIFO returns at once; what it is is asked of the open file.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw TemplateError(file: path, message: "cannot read: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw TemplateError(file: path, message: "cannot read: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw TemplateError(file: path, message: "is not a regular file (a pipe or a device?); a template set holds only files and folders")
        }
        guard Int(info.st_size) <= maxBytes else {
            throw TemplateError(file: path, message: "template is \(Int(info.st_size) / 1024) KB, over the \(maxBytes / 1024) KB limit for a template")
        }
        let bytes = try readAll(descriptor, path: path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw TemplateError(file: path, line: firstInvalidLine(bytes), message: "template is not valid UTF-8: save it as UTF-8")
        }
        return text
    }

    /// At most `maxBytes + 1` bytes: a file that grew since `fstat` is refused, not read whole.
    private static func readAll(_ descriptor: Int32, path: String) throws(TemplateError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= maxBytes {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw TemplateError(file: path, message: "cannot read: \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
        throw TemplateError(file: path, message: "template is over the \(maxBytes / 1024) KB limit for a template")
    }

    /// The 1-based line of the first byte that is not UTF-8.
    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        while case .valid(let encoded) = parser.parseScalar(from: &iterator) {
            if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
        }
        return line
    }
}
