import Stencil

/// One file of a template set, read, lexed and parsed once, then rendered for every module.
///
/// Stencil's `Template.render` parses its tokens again on every call; at thousands of
/// modules that dominates, so the parsed nodes are kept here and rendered directly.
final class CompiledTemplate {
    /// The output path inside the target's folder, `.stencil` dropped; may contain `__name__`.
    let outputPath: String
    private let environment: Environment
    private let body: Body

    private enum Body {
        case stencil([NodeType])
        /// Not a `.stencil` file: copied as it is.
        case verbatim(String)
    }

    /// The file `name` (`<role>/<relativePath>`) of `loader`'s set.
    init(relativePath: String, name: String, loader: CachingLoader, environment: Environment) throws {
        self.environment = environment
        if relativePath.hasSuffix(Self.suffix) {
            self.outputPath = String(relativePath.dropLast(Self.suffix.count))
            let template = try loader.loadTemplate(name: name, environment: environment)
            self.body = .stencil(try TokenParser(tokens: template.tokens, environment: environment).parse())
        } else {
            self.outputPath = relativePath
            self.body = .verbatim(try loader.text(of: name))
        }
    }

    static let suffix = ".stencil"

    func render(_ context: [String: Any]) throws -> String {
        switch body {
        case .stencil(let nodes):
            return try renderNodes(nodes, Context(dictionary: context, environment: environment))
        case .verbatim(let text):
            return text
        }
    }

    /// `outputPath` with `__name__` replaced by the module's name.
    func outputPath(forModule name: String) -> String {
        outputPath.replacingOccurrences(of: "__name__", with: name)
    }
}
