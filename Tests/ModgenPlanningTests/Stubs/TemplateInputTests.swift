import Foundation
import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning

/// Template sets are input like the spec: a template that includes itself, one too large to
/// lex in time, one that is not UTF-8 and a FIFO in the set are errors naming the file.
@Suite struct TemplateInputTests {
    /// Plans one core module `Kit` (spec line 4) with the set `thin` from `root`; the diagnostics.
    private func problems(_ root: TemporaryFolder) throws -> [String] {
        try root.write("thin/core-tests/__name__Tests.swift", "")
        let module = ResolvedModule(name: "Kit", kind: .core, location: PlanningFixtures.mark(4), templateSet: "thin")
        let graph = ModuleGraph(name: "Kit", specPath: "modules.yml", options: ProjectOptions(), packages: [:], modules: [module])
        let locator = TemplateLocator(explicitDirectory: root.path, executablePath: nil, sourceTreeDirectory: nil)
        do {
            _ = try Planner(graph: graph, specReference: graph.specPath, templates: locator).plan()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aTemplateIncludingItselfIsAnErrorAtTheTag() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("thin/core/__name__.swift.stencil", "struct {{ name }} {}\n{% include \"partials/loop.stencil\" %}\n")
        try root.write("thin/partials/loop.stencil", "x\n  {% include \"partials/loop.stencil\" %}\n")
        #expect(try problems(root) == [
            "\(root.path)/thin/partials/loop.stencil:2:6: error: includes nest more than 16 deep: 'partials/loop.stencil' includes itself, directly or through other templates",
        ])
    }

    @Test func includesNestingUpToTheLimitRender() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("thin/core/__name__.swift.stencil", "{% include \"partials/p1.stencil\" %}")
        for depth in 1...BoundedInclude.maxDepth {
            let next = depth == BoundedInclude.maxDepth ? "end" : "{% include \"partials/p\(depth + 1).stencil\" %}"
            try root.write("thin/partials/p\(depth).stencil", next)
        }
        #expect(try problems(root) == [])
    }

    @Test func anExtendsCycleIsAnErrorAtTheTag() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("thin/core/__name__.swift.stencil", "{% extends \"partials/a.stencil\" %}")
        try root.write("thin/partials/a.stencil", "{% extends \"partials/b.stencil\" %}")
        try root.write("thin/partials/b.stencil", "\n{% extends \"partials/a.stencil\" %}")
        #expect(try problems(root) == [
            "\(root.path)/thin/partials/a.stencil:1:1: error: extends cycle: core/__name__.swift.stencil -> partials/a.stencil -> partials/b.stencil -> partials/a.stencil",
        ])
    }

    @Test func aTemplateOverTheSizeLimitIsRefusedUnread() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("thin/core/__name__.swift.stencil", "struct {{ name }} {}\n")
        // 976 KB on one line: lexing it took over a minute; now refused from its size.
        try root.write("thin/core/Big.swift.stencil", String(repeating: "a{{ name }}", count: 976 * 1024 / 11))
        let started = Date()
        #expect(try problems(root) == ["\(root.path)/thin/core/Big.swift.stencil: error: template is 975 KB, over the 64 KB limit for a template"])
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aTemplateThatIsNotUTF8NamesTheFileAndLine() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("thin/core/__name__.swift.stencil", "{% include \"partials/latin1.stencil\" %}\n")
        try root.write("thin/partials/latin1.stencil", "")
        let latin1 = Array("// ok\n// caf".utf8) + [0xE9, 0x0A]
        try Data(latin1).write(to: URL(fileURLWithPath: "\(root.path)/thin/partials/latin1.stencil"))
        #expect(try problems(root) == [
            "\(root.path)/thin/core/__name__.swift.stencil:1:4: error: cannot include 'partials/latin1.stencil': \(root.path)/thin/partials/latin1.stencil:2: template is not valid UTF-8: save it as UTF-8",
        ])
    }

    @Test func aFIFOInATemplateSetIsAnErrorNotAHang() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("thin/core/__name__.swift.stencil", "struct {{ name }} {}\n")
        let fifo = "\(root.path)/thin/core/pipe.swift"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(try problems(root) == ["\(fifo): error: is not a regular file (a pipe or a device?); a template set holds only files and folders"])
    }
}
