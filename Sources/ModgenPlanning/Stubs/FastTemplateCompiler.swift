import Stencil

/// Compiles a template's Stencil tokens into a `FastTemplate`, or gives up (nil) on anything it
/// does not model exactly; it runs after Stencil parsed the same tokens, so every syntax error
/// is Stencil's. It walks the tokens as Stencil's `TokenParser` does: a text's whitespace is
/// trimmed by the tags beside it (`trimBehaviour`), computed once here by Stencil's own
/// `TextNode` instead of on every render.
struct FastTemplateCompiler {
    private struct GiveUp: Error {}

    private let environment: Environment
    private let tokens: [Token]
    private var position = 0
    /// The whitespace behaviour after the last tag (nil after a variable or comment).
    private var previousWhitespace: WhitespaceBehaviour.Behaviour?
    /// Includes above this template (Stencil's `BoundedInclude` refuses more than its maximum).
    private let depth: Int

    /// The compiled template of `tokens`, or nil: Stencil renders it.
    static func compile(_ tokens: [Token], environment: Environment) -> FastTemplate? {
        var compiler = FastTemplateCompiler(environment: environment, tokens: tokens, depth: 0)
        return try? FastTemplate(nodes: compiler.parseAll())
    }

    private init(environment: Environment, tokens: [Token], depth: Int) {
        self.environment = environment
        self.tokens = tokens
        self.depth = depth
    }

    private mutating func parseAll() throws -> [FastTemplate.Node] {
        let (nodes, end) = try parse(until: [])
        guard end == nil else { throw GiveUp() }
        return nodes
    }

    /// Nodes up to a tag named in `ends` (returned, consumed) or the last token.
    private mutating func parse(until ends: Set<String>) throws -> ([FastTemplate.Node], Token?) {
        var nodes: [FastTemplate.Node] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .text:
                nodes.append(.text(try trimmed(token)))
            case .variable:
                previousWhitespace = nil
                let components = token.components
                guard components.count == 1 else { throw GiveUp() }
                nodes.append(.variable(try variable(components[0])))
            case .comment:
                previousWhitespace = nil
            case .block:
                previousWhitespace = try part(token.whitespace, "trailing")
                guard let tag = token.components.first else { continue }
                if ends.contains(tag) { return (nodes, token) }
                switch tag {
                case "if": nodes.append(try branches(token))
                case "for": nodes.append(try loop(token))
                case "include": nodes.append(try include(token))
                default: throw GiveUp()
                }
            }
        }
        if !ends.isEmpty { throw GiveUp() }
        return (nodes, nil)
    }

    private mutating func branches(_ token: Token) throws -> FastTemplate.Node {
        var branches: [(condition: FastTemplate.Condition?, nodes: [FastTemplate.Node])] = []
        var condition: FastTemplate.Condition? = try self.condition(Array(token.components.dropFirst()))
        while true {
            let (nodes, end) = try parse(until: ["endif", "elif", "else"])
            branches.append((condition, nodes))
            guard let end else { throw GiveUp() }
            if end.contents == "endif" { break }
            if condition == nil { throw GiveUp() }  // a branch after `else`
            if end.contents.hasPrefix("elif") {
                condition = try self.condition(Array(end.components.dropFirst()))
            } else if end.contents == "else" {
                condition = nil
            } else {
                throw GiveUp()
            }
        }
        return .branches(branches)
    }

    private mutating func loop(_ token: Token) throws -> FastTemplate.Node {
        let components = token.components
        guard components.count == 4 || (components.count > 5 && components[4] == "where"), components[2] == "in",
            !components[1].contains(","), !components[0].hasSuffix(":")
        else { throw GiveUp() }
        let filter = components.count > 5 ? try condition(Array(components[5...])) : nil
        var (nodes, end) = try parse(until: ["endfor", "empty"])
        var empty: [FastTemplate.Node] = []
        if end?.contents == "empty" {
            (empty, end) = try parse(until: ["endfor"])
        }
        guard end?.contents == "endfor" else { throw GiveUp() }
        return .loop(FastTemplate.Loop(name: components[1], sequence: try variable(components[3]), filter: filter, nodes: nodes, empty: empty))
    }

    /// `{% include "name" %}` (modgen's `BoundedInclude`): the named template compiled in turn.
    private mutating func include(_ token: Token) throws -> FastTemplate.Node {
        let components = token.components
        guard components.count == 2, case .literal(let name) = try variable(components[1]), depth + 1 < BoundedInclude.maxDepth else {
            throw GiveUp()
        }
        let template = try environment.loadTemplate(name: name)
        var compiler = FastTemplateCompiler(environment: environment, tokens: template.tokens, depth: depth + 1)
        return .include(try compiler.parseAll())
    }

    /// A variable as Stencil's `Variable` reads it; numbers, booleans, subscripts and filters are not modelled.
    private func variable(_ text: String) throws -> FastTemplate.Variable {
        if text.count > 1, let quote = text.first, quote == "\"" || quote == "'", text.last == quote {
            return .literal(String(text.dropFirst().dropLast()))
        }
        guard Int(text) == nil, Float(text) == nil, Bool(text) == nil,
            !text.contains(where: { "|[]\"'".contains($0) }), !FastTemplateCompiler.operators.contains(text)
        else { throw GiveUp() }
        let bits = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !bits.contains(where: \.isEmpty) else { throw GiveUp() }
        return .path(bits)
    }

    static let operators: Set<String> = ["in", "or", "and", "not", "==", "!=", ">", ">=", "<", "<=", "(", ")"]

    /// An `if` or `where` expression: Stencil's precedence (`or` 6, `and` 7, `not` 8, `==`/`!=` 10).
    private func condition(_ components: [String]) throws -> FastTemplate.Condition {
        var parser = ConditionParser(components: components, compiler: self)
        let condition = try parser.expression(0)
        guard parser.position == components.count else { throw GiveUp() }
        return condition
    }

    private struct ConditionParser {
        let components: [String]
        let compiler: FastTemplateCompiler
        var position = 0

        static let powers = ["or": 6, "and": 7, "==": 10, "!=": 10]

        var power: Int {
            guard position < components.count else { return 0 }
            return Self.powers[components[position]] ?? (FastTemplateCompiler.operators.contains(components[position]) ? -1 : 0)
        }

        mutating func expression(_ binding: Int) throws -> FastTemplate.Condition {
            guard position < components.count else { throw GiveUp() }
            let first = components[position]
            position += 1
            var left: FastTemplate.Condition
            if first == "not" {
                left = .not(try expression(8))
            } else {
                left = .value(try compiler.variable(first))
            }
            while binding < power {
                let name = components[position]
                position += 1
                let right = try expression(Self.powers[name] ?? 0)
                switch (name, left, right) {
                case ("or", _, _): left = .or(left, right)
                case ("and", _, _): left = .and(left, right)
                case ("==", .value(let lhs), .value(let rhs)): left = .equal(lhs, rhs, negated: false)
                case ("!=", .value(let lhs), .value(let rhs)): left = .equal(lhs, rhs, negated: true)
                default: throw GiveUp()
                }
            }
            if power < 0 { throw GiveUp() }
            return left
        }
    }

    /// The text as Stencil renders it between these tags (`TokenParser.trimBehaviour`): a side
    /// next to a tag trims as the tag says, or as the environment's behaviour when it says nothing.
    private func trimmed(_ token: Token) throws -> String {
        let smart = environment.trimBehaviour == .smart
        guard smart || environment.trimBehaviour == .nothing else { throw GiveUp() }
        let next = position < tokens.count ? try part(tokens[position].whitespace, "leading") : nil
        let behaviour = TrimBehaviour(
            leading: previousWhitespace.map { trim($0, unspecified: smart ? .whitespaceAndOneNewLine : .nothing) } ?? .nothing,
            trailing: next.map { trim($0, unspecified: smart ? .whitespace : .nothing) } ?? .nothing)
        // A context on the set's environment: `Context()` builds a whole default `Environment`
        // for each text (TextNode reads nothing from it).
        return try TextNode(text: token.contents, trimBehaviour: behaviour).render(Context(environment: environment))
    }

    private func trim(_ behaviour: WhitespaceBehaviour.Behaviour, unspecified: TrimBehaviour.Trim) -> TrimBehaviour.Trim {
        switch behaviour {
        case .unspecified: return unspecified
        case .trim: return .whitespaceAndNewLines
        case .keep: return .nothing
        }
    }

    /// One side of a tag's whitespace behaviour (its fields are not public: read by reflection,
    /// once per tag when compiling); nil when the token has none.
    private func part(_ whitespace: WhitespaceBehaviour?, _ side: String) throws -> WhitespaceBehaviour.Behaviour? {
        guard let whitespace else { return nil }
        guard let behaviour = Mirror(reflecting: whitespace).descendant(side) as? WhitespaceBehaviour.Behaviour else { throw GiveUp() }
        return behaviour
    }
}
