import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning

/// Planned paths the writer could not write are planning errors at the module's place in the
/// spec, not only a path: a name over 255 bytes, a file under `.modgen/`.
@Suite struct PlannedPathLimitsTests {
    private func problems(_ modules: [ResolvedModule], options: ProjectOptions = ProjectOptions()) -> [String] {
        let graph = ModuleGraph(name: "Kit", specPath: "modules.yml", options: options, packages: [:], modules: modules)
        do {
            _ = try Planner(graph: graph, specReference: graph.specPath, templates: PlanningFixtures.locator).plan()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aModuleNameOver255BytesIsAnErrorAtTheModule() {
        let name = String(repeating: "A", count: 256)
        let problems = problems([
            ResolvedModule(name: "Kit", kind: .core, location: PlanningFixtures.mark(3)),
            ResolvedModule(name: name, kind: .core, location: PlanningFixtures.mark(5)),
        ])
        #expect(problems == [
            "modules.yml:5:5: error: module '\(name)': '\(name.prefix(40))…' in its path is 256 bytes; a file or folder name can have at most 255",
        ])
    }

    @Test func aLongestComponentOf255BytesPlans() {
        // `<name>InfoTests.swift` (the default set's core test stub) is the longest component: 255 bytes.
        let name = String(repeating: "A", count: 255 - "InfoTests.swift".utf8.count)
        #expect(problems([ResolvedModule(name: name, kind: .core, location: PlanningFixtures.mark(5))]) == [])
    }

    /// Paths of 255 bytes or fewer are passed without reading their components (none can be
    /// longer); the limit still holds at the boundary either way.
    @Test(arguments: [
        (String(repeating: "a", count: 255), false), (String(repeating: "a", count: 256), true),
        ("x/" + String(repeating: "a", count: 253), false), ("x/" + String(repeating: "a", count: 255), false),
        ("x/" + String(repeating: "a", count: 256), true), (String(repeating: "a/", count: 200), false),
        (String(repeating: "é", count: 128), true), (String(repeating: "é", count: 127) + "/b", false),
    ])
    func aComponentIsTooLongPastTheLimitOnly(path: String, tooLong: Bool) {
        #expect((PlannedPathLimits.problem(with: path) != nil) == tooLong, "\(path.utf8.count) bytes")
    }

    @Test func packagesDirInsideModgensOwnFolderIsOneErrorNamingTheOption() {
        var options = ProjectOptions()
        options.packagesDir = "./.modgen"
        let problems = problems([
            ResolvedModule(name: "Kit", kind: .core, location: PlanningFixtures.mark(3)),
            ResolvedModule(name: "Net", kind: .core, location: PlanningFixtures.mark(5)),
        ], options: options)
        #expect(problems == [
            "modules.yml:3:5: error: module 'Kit': '.modgen/Core/Kit/Package.swift' would be inside '.modgen/', which modgen reserves for its own state (options.packagesDir is './.modgen')",
        ])
    }
}
