import Stencil

/// Serves a set's files (and its `{% include %}` and `{% extends %}`) from the set's folder,
/// each read once and only through `TemplateFile` (a regular UTF-8 file of bounded size).
/// Names are relative to the set's folder and stay inside it. A chain of `{% extends %}`
/// is followed when a template is loaded, so a cycle is an error at the tag, not a crash.
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
