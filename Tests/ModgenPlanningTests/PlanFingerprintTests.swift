import Foundation
import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

/// The fingerprint moves with every input of a plan and with nothing else.
@Suite struct PlanFingerprintTests {
    static let spec = """
        name: Atlas
        packages:
          Logging: { url: https://github.com/apple/swift-log.git, from: "${LOG_VERSION:-1.5.0}" }
        modules:
          AtlasApp: { type: app, dependencies: [Search] }
          Search: { type: feature, dependencies: [Utils], example: true }
          SearchDeps: { type: deps, serves: [Search] }
          Utils: { type: core, dependencies: [{ product: Logging, package: Logging }] }
        """

    /// A copy of this checkout's `default` set, so tests can edit it.
    final class Templates {
        let root: URL
        var locator: TemplateLocator {
            TemplateLocator(explicitDirectory: root.path, specDirectory: nil, executablePath: nil, sourceTreeDirectory: nil)
        }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-fp-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let source = checkout.appendingPathComponent("Templates/default")
            try FileManager.default.copyItem(at: source, to: root.appendingPathComponent("default"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func append(_ text: String, to relative: String) throws {
            let url = root.appendingPathComponent("default/\(relative)")
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        }
    }

    private func graph(_ text: String = spec, environment: [String: String] = [:]) throws -> ModuleGraph {
        try #require(SpecLoadResult.load(SpecSource(path: "modules.yml", text: text), environment: environment).graph)
    }

    private func fingerprint(
        _ graph: ModuleGraph, version: String = "1.0.0", templates: Templates
    ) throws -> PlanFingerprint {
        try #require(PlanFingerprint(version: version, graph: graph, specReference: graph.specPath, templates: templates.locator))
    }

    @Test func theSameInputsGiveTheSameFingerprint() throws {
        let templates = try Templates()
        let first = try fingerprint(try graph(), templates: templates)
        #expect(try fingerprint(try graph(), templates: Templates()) == first)
        #expect(first.description.count == 32)
        #expect(first.description.allSatisfy { $0.isHexDigit })
    }

    @Test(arguments: [
        ("a dependency", "Search: { type: feature, dependencies: [Utils], example: true }", "Search: { type: feature, example: true }"),
        ("an example", "example: true }", "example: false }"),
        ("served features", "serves: [Search]", "serves: []"),
        ("a requirement", "1.5.0", "1.6.0"),
        ("the project name", "name: Atlas", "name: Atlas2"),
        ("resources", "Utils: { type: core,", "Utils: { type: core, resources: [Assets],"),
        ("swift settings", "Utils: { type: core,", "Utils: { type: core, swiftSettings: { defines: [DEBUG_MENU] },"),
        ("tests", "Utils: { type: core,", "Utils: { type: core, tests: false,"),
        ("an option", "name: Atlas", "name: Atlas\noptions: { interfaceNaming: \"{name}API\" }"),
        ("the templates path", "name: Atlas", "name: Atlas\noptions: { templatesPath: Templates }"),
    ])
    func aSpecEditChangesIt(change: String, from: String, to: String) throws {
        let templates = try Templates()
        let edited = Self.spec.replacingOccurrences(of: from, with: to)
        #expect(edited != Self.spec, "the edit applies")
        #expect(try fingerprint(try graph(edited), templates: templates) != fingerprint(try graph(), templates: templates), "\(change)")
    }

    @Test func anEnvironmentVariableTheSpecUsesChangesIt() throws {
        let templates = try Templates()
        let plain = try fingerprint(try graph(), templates: templates)
        #expect(try fingerprint(try graph(environment: ["LOG_VERSION": "1.6.0"]), templates: templates) != plain)
        #expect(try fingerprint(try graph(environment: ["UNUSED": "x"]), templates: templates) == plain)
    }

    @Test func aTemplateFileEditOrANewFileChangesIt() throws {
        let templates = try Templates()
        let before = try fingerprint(try graph(), templates: templates)
        try templates.append("// house style\n", to: "core/__name__Info.swift.stencil")
        let edited = try fingerprint(try graph(), templates: templates)
        #expect(edited != before)
        try Data().write(to: templates.root.appendingPathComponent("default/partials/new.stencil"))
        #expect(try fingerprint(try graph(), templates: templates) != edited)
    }

    @Test func theVersionAndTheSpecPathChangeIt() throws {
        let templates = try Templates()
        var graph = try graph()
        let plain = try fingerprint(graph, templates: templates)
        #expect(try fingerprint(graph, version: "1.0.1", templates: templates) != plain)
        graph.specPath = "specs/modules.yml"
        #expect(try fingerprint(graph, templates: templates) != plain)
    }

    @Test func aMissingTemplateSetGivesNone() throws {
        let templates = try Templates()
        let other = Self.spec.replacingOccurrences(of: "type: core,", with: "type: core, templateSet: mine,")
        #expect(PlanFingerprint(version: "1.0.0", graph: try graph(other), specReference: "modules.yml", templates: templates.locator) == nil)
    }

    @Test func aTemplateSetInAnotherFolderWithTheSameFilesGivesTheSame() throws {
        let first = try Templates(), second = try Templates()
        #expect(first.root != second.root)
        #expect(try fingerprint(try graph(), templates: first) == fingerprint(try graph(), templates: second))
    }
}
