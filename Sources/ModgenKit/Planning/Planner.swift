/// Turns a resolved `ModuleGraph` into the files of a modular repository: per module a
/// package (`<packagesDir>/<kind folder>/<Name>/Package.swift`, owned by modgen) and its
/// source stubs (rendered from the module's template set, never overwritten).
///
/// Pure: reads only template files. Runs in time linear in modules + edges; each template
/// set is found and compiled once per run.
public struct Planner: Sendable {
    public var graph: ModuleGraph
    public var templates: TemplateLocator

    public init(graph: ModuleGraph, templates: TemplateLocator) {
        self.graph = graph
        self.templates = templates
    }

    /// Every file the graph asks for; throws `DiagnosticError` with all problems found.
    public func plan() throws(DiagnosticError) -> Plan {
        guard graph.options.layout == .packages else {
            throw DiagnosticError([Diagnostic(.error, "layout 'single' is not supported yet; use 'packages'", at: nil, file: graph.specPath)])
        }
        let layout = PackageLayout(options: graph.options)
        let manifests = ManifestBuilder(graph: graph, layout: layout)
        let library = TemplateLibrary(locator: templates, templatesPath: graph.options.templatesPath)
        let stubs = StubPlanner(library: library, contexts: StubContextBuilder(graph: graph, layout: layout), layout: layout)
        var files: [PlannedFile] = []
        var problems = ProblemCollector()
        for module in graph.modules {
            let manifest = manifests.manifest(for: module, diagnostics: &problems.diagnostics)
            let path = layout.directory(of: module).appending("Package.swift").description
            files.append(PlannedFile(path: path, contents: ManifestRenderer.render(manifest), ownership: .generated, module: module.name))
            do {
                files += try stubs.files(for: module)
            } catch {
                problems.add(error, module: module)
            }
        }
        for file in files where file.path.split(separator: "/").first == ".." {
            problems.diagnostics.append(Diagnostic(.error, "'\(file.path)' would be written outside the output root", at: nil, file: graph.specPath))
        }
        guard problems.diagnostics.isEmpty else { throw DiagnosticError(problems.unique) }
        return Plan(files: files)
    }
}
