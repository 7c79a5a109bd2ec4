import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

/// The context keys Templates/README.md documents, rendered through a probe template set.
@Suite struct StubContextTests {
    static let probe = """
    project={{ project.name }} spec={{ project.specPath }} name={{ name }} target={{ target.name }} role={{ target.role }}
    module={{ module.name }} kind={{ module.kind }} path={{ module.path }} featureInterface={{ module.isFeatureInterface }}
    feature={{ module.feature }} interface={{ module.interface }} example={{ module.example }} tests={{ module.hasTests }} set={{ module.templateSet }}
    deps={{ module.dependencies|join:"," }} servedBy={{ module.servedBy|join:"," }} resources={{ module.resources|join:"," }}
    {% for product in module.products %}product={{ product.name }}@{{ product.package }}
    {% endfor %}{% for served in module.serves %}serves={{ served.name }}/{{ served.interface }}
    {% endfor %}{% for dependency in dependencies %}dependency={{ dependency.name }}:{{ dependency.kind }}:{{ dependency.servedBy|join:"+" }}
    {% endfor %}the feature={{ feature.name }}/{{ feature.interface }}/{{ feature.servedBy|join:"+" }}
    """

    static func planWithProbe() throws -> Plan {
        let root = try TemporaryFolder()
        defer { root.remove() }
        for role in StubRole.allCases { try root.write("probe/\(role.rawValue)/__name__.txt.stencil", probe) }
        var graph = PlanningFixtures.atlas()
        graph = ModuleGraph(name: graph.name, specPath: graph.specPath, options: graph.options, packages: graph.packages, modules: graph.modules.map { module in
            var module = module
            module.templateSet = "probe"
            return module
        })
        let locator = TemplateLocator(explicitDirectory: root.path, executablePath: nil, sourceTreeDirectory: nil)
        return try Planner(graph: graph, specReference: graph.specPath, templates: locator).plan()
    }

    @Test func featureSeesItselfItsInterfaceAndItsProducts() throws {
        let text = try #require(try Self.planWithProbe()["Packages/Features/Search/Sources/Search/Search.txt"]).contents
        #expect(text == """
        project=Atlas spec=modules.yml name=Search target=Search role=feature
        module=Search kind=feature path=Packages/Features/Search featureInterface=false
        feature=Search interface=SearchInterface example=true tests=true set=probe
        deps=Networking,SearchInterface servedBy=SearchDeps resources=
        product=Collections@swift-collections
        dependency=Networking:core:
        dependency=SearchInterface:interface:
        the feature=Search/SearchInterface/SearchDeps
        """)
    }

    @Test func depsSeesWhatItServesAppSeesOnlyTheDepsItImports() throws {
        let plan = try Self.planWithProbe()
        let deps = try #require(plan["Packages/Deps/SearchDeps/Tests/SearchDepsTests/SearchDeps.txt"]).contents
        #expect(deps.contains("target=SearchDepsTests role=deps-tests"))
        #expect(deps.contains("serves=Search/SearchInterface\n"))
        let app = try #require(plan["Packages/App/AtlasApp/Sources/AtlasApp/AtlasApp.txt"]).contents
        #expect(app.contains("dependency=Directions:feature:\n"))
        #expect(app.contains("dependency=Search:feature:SearchDeps\n"))
        #expect(app.hasSuffix("the feature=//"))
        let example = try #require(plan["Packages/Features/Search/Sources/SearchExample/Search.txt"]).contents
        #expect(example.contains("target=SearchExample role=example"))
    }

    @Test func interfaceOfAFeatureKnowsItsFeature() throws {
        let text = try #require(try Self.planWithProbe()["Packages/Features/SearchInterface/Sources/SearchInterface/SearchInterface.txt"]).contents
        #expect(text.contains("role=feature-interface"))
        #expect(text.contains("featureInterface=true"))
        #expect(text.contains("feature=Search interface=SearchInterface"))
    }

    @Test func aSetWithoutARoleFolderOrWithABrokenTemplateIsAnError() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("thin/core/__name__.swift.stencil", "{% if %}")
        let module = ResolvedModule(name: "Kit", kind: .core, location: PlanningFixtures.mark(4), templateSet: "thin")
        let graph = ModuleGraph(name: "X", specPath: "modules.yml", options: ProjectOptions(), packages: [:], modules: [module])
        let locator = TemplateLocator(explicitDirectory: root.path, executablePath: nil, sourceTreeDirectory: nil)
        let error = try #require(throws: DiagnosticError.self) { try Planner(graph: graph, specReference: graph.specPath, templates: locator).plan() }
        #expect(error.diagnostics.first?.file == "\(root.path)/thin/core/__name__.swift.stencil")
        try root.write("thin/core/__name__.swift.stencil", "struct A {}\n")
        let missing = try #require(throws: DiagnosticError.self) { try Planner(graph: graph, specReference: graph.specPath, templates: locator).plan() }
        #expect(missing.description == "modules.yml:4:5: error: module 'Kit': template set 'thin' has no templates for core-tests targets (expected \(root.path)/thin/core-tests/)")
    }
}
