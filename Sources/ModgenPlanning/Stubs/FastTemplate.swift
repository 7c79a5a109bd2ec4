/// A stub template compiled once into plain text, variables and the few tags stub templates
/// use, rendered without Stencil's generic machinery: Stencil resolves every `{{ name }}` by
/// parsing it as a number, splitting its key path and casting each value to a dozen protocols,
/// trims whitespace with regular expressions on every render, and parses included templates
/// again each time; that was most of a cold generate's instructions.
///
/// Stencil stays the template language: `FastTemplateCompiler` compiles only what it models
/// exactly (text, `{{ a.b }}` without filters, `if`/`elif`/`else` with `not`, `and`, `or`, `==`,
/// `!=`, `for ... in ... [where ...]` with `empty` and `forloop`, `include "literal"`) and gives
/// up on anything else; `render` gives up (nil) on a value `TemplateValue` does not model. Then
/// Stencil renders, so every template set renders as it did, byte for byte.
final class FastTemplate {
    indirect enum Node {
        case text(String)
        case variable(Variable)
        /// `if`/`elif`/`else`: the first branch whose condition holds (nil: `else`).
        case branches([(condition: Condition?, nodes: [Node])])
        case loop(Loop)
        /// An included template's nodes, rendered in the same context.
        case include([Node])
    }

    /// A variable or a literal: `"feature"`, or `dependency.name` split at its dots.
    enum Variable {
        case literal(String)
        case path([String])
    }

    indirect enum Condition {
        case value(Variable)
        case not(Condition)
        case and(Condition, Condition)
        case or(Condition, Condition)
        case equal(Variable, Variable, negated: Bool)
    }

    struct Loop {
        var name: String
        var sequence: Variable
        var filter: Condition?
        var nodes: [Node]
        var empty: [Node]
    }

    let nodes: [Node]

    init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// The text, or nil when Stencil must render it (a value not modelled).
    func render(_ context: [String: TemplateValue]) -> String? {
        var scope = Scope(base: Array(context))
        var out = TextBuffer(capacity: 4096)
        do { try Self.render(nodes, in: &scope, into: &out) } catch { return nil }
        return out.text
    }

    /// The text for a context of Swift values (as Stencil takes it), or nil: one of them is
    /// not modelled, or Stencil must render it.
    func render(_ context: [String: Any]) -> String? {
        var values: [String: TemplateValue] = [:]
        for (key, value) in context {
            guard let modelled = try? TemplateValue(value) else { return nil }
            values[key] = modelled
        }
        return render(values)
    }

    /// The context: the stub context below the loop variables bound above it. The stub
    /// context's few keys are searched in a list: comparing a short name with each was cheaper
    /// than hashing it for a dictionary (a template looks up a dozen names per render).
    private struct Scope {
        let base: [(key: String, value: TemplateValue)]
        var bound: [(name: String, value: TemplateValue)] = []

        func lookup(_ name: String) -> TemplateValue {
            for binding in bound.reversed() where binding.name == name { return binding.value }
            for entry in base where entry.key == name { return entry.value }
            return .null
        }
    }

    private static func render(_ nodes: [Node], in scope: inout Scope, into out: inout TextBuffer) throws(TemplateValue.Unmodelled) {
        for node in nodes {
            switch node {
            case .text(let text):
                out.append(text)
            case .variable(let variable):
                out.append(try resolve(variable, in: scope).printed())
            case .branches(let branches):
                for branch in branches {
                    if let condition = branch.condition, !(try holds(condition, in: scope)) { continue }
                    try render(branch.nodes, in: &scope, into: &out)
                    break
                }
            case .loop(let loop):
                try render(loop, in: &scope, into: &out)
            case .include(let included):
                try render(included, in: &scope, into: &out)
            }
        }
    }

    private static func render(_ loop: Loop, in scope: inout Scope, into out: inout TextBuffer) throws(TemplateValue.Unmodelled) {
        var items = try elements(of: resolve(loop.sequence, in: scope))
        if let filter = loop.filter {
            var kept: [TemplateValue] = []
            for item in items {
                scope.bound.append((loop.name, item))
                defer { scope.bound.removeLast() }
                if try holds(filter, in: scope) { kept.append(item) }
            }
            items = kept
        }
        guard !items.isEmpty else { return try render(loop.empty, in: &scope, into: &out) }
        for (index, item) in items.enumerated() {
            scope.bound.append(("forloop", .loop(index: index, count: items.count)))
            scope.bound.append((loop.name, item))
            defer { scope.bound.removeLast(2) }
            try render(loop.nodes, in: &scope, into: &out)
        }
    }

    /// What a `for` iterates: a list's items; nothing for nil; anything else is left to Stencil.
    private static func elements(of value: TemplateValue) throws(TemplateValue.Unmodelled) -> [TemplateValue] {
        switch value {
        case .null: return []
        case .strings(let items): return items.map { .string($0) }
        case .modules(let items): return items.map { .module($0) }
        case .records(let items): return items.map { .record($0) }
        default: throw TemplateValue.Unmodelled()
        }
    }

    private static func resolve(_ variable: Variable, in scope: Scope) throws(TemplateValue.Unmodelled) -> TemplateValue {
        switch variable {
        case .literal(let text):
            return .string(text)
        case .path(let bits):
            var current = scope.lookup(bits[0])
            for bit in bits.dropFirst() {
                if case .null = current { return .null }
                current = try current.member(bit)
            }
            return current
        }
    }

    private static func holds(_ condition: Condition, in scope: Scope) throws(TemplateValue.Unmodelled) -> Bool {
        switch condition {
        case .value(let variable): return try resolve(variable, in: scope).isTruthy
        case .not(let inner): return !(try holds(inner, in: scope))
        case .and(let left, let right):
            guard try holds(left, in: scope) else { return false }
            return try holds(right, in: scope)
        case .or(let left, let right):
            if try holds(left, in: scope) { return true }
            return try holds(right, in: scope)
        case .equal(let left, let right, let negated):
            return try TemplateValue.equal(resolve(left, in: scope), resolve(right, in: scope)) != negated
        }
    }
}
