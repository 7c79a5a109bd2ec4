import Stencil

/// `{% include "name" [context] %}` as Stencil's own, but bounded: each include pushes the
/// chain of templates it is inside, and one nested more than `maxDepth` deep is an error at
/// the tag (`file:line`), not a stack overflow (a template including itself crashed modgen).
final class BoundedInclude: NodeType {
    static let maxDepth = 16
    /// Where the chain of includes lives in the context; not a name templates use.
    private static let chainKey = "__modgen_include_chain"

    let token: Token?
    private let templateName: Variable
    private let includeContext: String?

    private init(templateName: Variable, includeContext: String?, token: Token) {
        self.templateName = templateName
        self.includeContext = includeContext
        self.token = token
    }

    /// An extension whose `include` replaces Stencil's (an environment's own extensions come first).
    static func tags() -> Extension {
        let tags = Extension()
        tags.registerTag("include") { _, token in
            let bits = token.components
            guard bits.count == 2 || bits.count == 3 else {
                throw TemplateSyntaxError("'include' takes the template to include and, optionally, the context to pass it")
            }
            return BoundedInclude(templateName: Variable(bits[1]), includeContext: bits.count == 3 ? bits[2] : nil, token: token)
        }
        return tags
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(templateName)' could not be resolved as a string")
        }
        let chain = context[Self.chainKey] as? [String] ?? []
        guard chain.count < Self.maxDepth else { throw tooDeep(including: name, chain: chain) }
        let template: Template
        do { template = try context.environment.loadTemplate(name: name) } catch let error as TemplateError {
            throw TemplateSyntaxError(reason: "cannot include '\(name)': \(error.file)\(error.line.map { ":\($0)" } ?? ""): \(error.message)", token: token)
        }
        var values = includeContext.flatMap { context[$0] as? [String: Any] } ?? [:]
        values[Self.chainKey] = chain + [name]
        return try context.push(dictionary: values) { try template.render(context) }
    }

    /// At this tag (Stencil keeps the innermost token as the error passes out).
    private func tooDeep(including name: String, chain: [String]) -> TemplateSyntaxError {
        var message = "includes nest more than \(Self.maxDepth) deep"
        if chain.contains(name) { message += ": '\(name)' includes itself, directly or through other templates" }
        return TemplateSyntaxError(reason: message, token: token)
    }
}
