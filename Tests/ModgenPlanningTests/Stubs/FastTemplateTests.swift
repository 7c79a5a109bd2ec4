import Foundation
import Stencil
import Testing
@testable import ModgenGraph
@testable import ModgenPlanning

/// `FastTemplate` renders what Stencil renders, byte for byte, or gives up so Stencil does:
/// snippets of every construct it compiles (whitespace control included), the ones it leaves
/// to Stencil, and modgen's own template sets, all compiled directly.
@Suite struct FastTemplateTests {
    /// `text` rendered by Stencil and by `FastTemplate` (nil: not compiled, or gave up) in a
    /// set folder that also holds `partials`.
    static func both(_ text: String, _ context: [String: Any], partials: [String: String] = [:]) throws -> (fast: String?, stencil: String) {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("t.stencil", text)
        for (name, partial) in partials { try root.write(name, partial) }
        let loader = CachingLoader(directory: root.path)
        let environment = Environment(loader: loader, extensions: [BoundedInclude.tags()], trimBehaviour: .smart)
        let template = try loader.loadTemplate(name: "t.stencil", environment: environment)
        let nodes = try TokenParser(tokens: template.tokens, environment: environment).parse()
        let stencil = try renderNodes(nodes, Context(dictionary: context, environment: environment))
        return (FastTemplateCompiler.compile(template.tokens, environment: environment)?.render(context), stencil)
    }

    static var context: [String: Any] { [
        "name": "Search", "empty": "", "flag": true,
        "target": TemplateRecord(["name": "SearchTests", "role": "feature-tests"]),
        "names": ["Core", "Networking", "Search"], "none": [String](),
        "records": [TemplateRecord(["name": "A", "kind": "core"]), TemplateRecord(["name": "B", "kind": "feature"])],
    ] }

    @Test(arguments: [
        "plain {{ name }} and {{ target.name }}/{{ target.role }}: {{ missing }}{{ missing.deeper }} {{ flag }}\n",
        "{% if name %}\nyes {{ name }}\n{% else %}\nno\n{% endif %}\nafter\n",
        "  {% if empty %}a{% elif not flag %}b{% elif target.role == \"feature-tests\" and not empty %}c{% else %}d{% endif %}  \n",
        "{% if name != 'Search' or flag %}x{% endif %}{% if missing == nothing %}nil{% endif %}{% if name == target %}no{% endif %}\n",
        "{% for item in names %}\n{{ forloop.counter }}/{{ forloop.length }} {{ item }}{% if not forloop.last %},{% endif %}\n{% endfor %}\n",
        "{% for item in none %}x{% empty %}\n  none\n{% endfor %}\n{% for r in records where r.kind == \"feature\" %}{{ r.name }}{{ forloop.first }}{% endfor %}\n",
        "{{ names.first }} {{ names.last }} {{ names.count }} {{ records.first.name }} {{ none.first }}\n",
        "a  {%- if flag -%}  b  {%- endif -%}  c\n{%+ if flag +%}\n d \n{%+ endif +%}\n{# a comment #}\ne\n",
        "{% include \"partials/p.stencil\" %}\n{% for item in names %}{% include \"partials/p.stencil\" %}{% endfor %}",
    ])
    func rendersAsStencil(_ text: String) throws {
        let (fast, stencil) = try Self.both(text, Self.context, partials: ["partials/p.stencil": "[{{ name }}{{ item }}]\n"])
        #expect(fast == stencil)
        #expect(fast != nil)
    }

    @Test(arguments: [
        "{{ names|join:\",\" }}", "{{ name.first }}", "{{ names }}", "{{ 1 }}", "{% if forloop.counter == 1 %}{% endif %}",
        "{% for a, b in names %}{% endfor %}", "{% filter uppercase %}x{% endfilter %}", "{{ name if flag }}",
        "{% if name in names %}in{% endif %}", "{% include name %}",
    ])
    func leavesTheRestToStencil(_ text: String) throws {
        let (fast, _) = try Self.both(text, Self.context, partials: ["Search": "[{{ name }}]"])
        #expect(fast == nil)
    }

    @Test func aValueItDoesNotModelGivesUpAtRender() throws {
        let (fast, stencil) = try Self.both("{{ number }}{% if number %}y{% endif %}{% for x in dictionary %}{% endfor %}", ["number": 2.5, "dictionary": ["a": 1]])
        #expect(fast == nil)
        #expect(stencil == "2.5y")
    }

    @Test(arguments: ["default", "clean", "mvvm"])
    func modgensOwnSetsRenderDirectly(_ set: String) throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let compiled = try TemplateSet(name: set, directory: checkout.appendingPathComponent("Templates/\(set)").path)
        for role in StubRole.allCases {
            for template in compiled.templates(for: role) {
                #expect(template.rendersDirectly, "\(set)/\(role.rawValue)/\(template.outputPath)")
            }
        }
    }
}
