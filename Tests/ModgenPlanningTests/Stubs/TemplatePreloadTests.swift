import Foundation
import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning

/// The set `generate` loads while the spec loads is taken only when planning finds the same set
/// in the same folder; otherwise planning loads (and reports) as it did without it.
@Suite struct TemplatePreloadTests {
    @Test func theSetPlanningFindsIsTakenFromThePreload() throws {
        let preload = TemplatePreload(locator: PlanningFixtures.locator)
        let library = TemplateLibrary(locator: PlanningFixtures.locator, templatesPath: nil, preload: preload)
        let directory = try PlanningFixtures.locator.directory(ofSet: "default", templatesPath: nil)
        let preloaded = try #require(preload.set(named: "default", directory: directory))
        #expect(try library.set(named: "default") === preloaded)
    }

    /// A spec whose `templatesPath` holds its own `default` set: that one is planned, not the preload.
    @Test func aSetFoundElsewhereIsLoadedFromThere() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("mine/default/core/__name__.swift.stencil", "// mine: {{ name }}\n")
        let locator = TemplateLocator(specDirectory: root.path, executablePath: nil)
        let preload = TemplatePreload(locator: locator)
        let library = TemplateLibrary(locator: locator, templatesPath: "mine", preload: preload)
        let planned = try library.set(named: "default")
        #expect(planned.directory == "\(root.path)/mine/default")
        let builtIn = try locator.directory(ofSet: "default", templatesPath: nil)
        #expect(planned !== preload.set(named: "default", directory: builtIn))
        #expect(planned.templates(for: .core).map(\.outputPath) == ["__name__.swift"])
    }

    /// The plan of the fixture graph is the same with the preload as without it.
    @Test func thePlanIsTheSameWithThePreload() throws {
        let graph = PlanningFixtures.atlas()
        var planner = Planner(graph: graph, specReference: graph.specPath, templates: PlanningFixtures.locator)
        let expected = try planner.plan()
        planner.preload = TemplatePreload(locator: PlanningFixtures.locator)
        #expect(try planner.plan().files == expected.files)
    }

    /// No set by that name on the search path: nothing loads, and planning reports the set missing.
    @Test func aMissingSetLoadsNothing() throws {
        let locator = TemplateLocator(explicitDirectory: nil, specDirectory: nil, executablePath: nil, sourceTreeDirectory: nil)
        let preload = TemplatePreload(name: "default", locator: locator)
        preload.finish()
        let library = TemplateLibrary(locator: locator, templatesPath: nil, preload: preload)
        #expect(throws: TemplateSetNotFound.self) { try library.set(named: "default") }
    }
}
