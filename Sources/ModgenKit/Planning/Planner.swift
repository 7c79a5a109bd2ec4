/// Turns a resolved `ModuleGraph` into the files of a modular repository: the manifests (per
/// module `<packagesDir>/<kind folder>/<Name>/Package.swift`, or one root `Package.swift` in
/// the single layout) and the root `README.md`, owned by modgen; and each module's source
/// stubs (rendered from the module's template set, never overwritten).
///
/// Pure: reads only template files. Runs in time linear in modules + edges; each template
/// set is found and compiled once per run.
public struct Planner: Sendable {
    public var graph: ModuleGraph
    public var templates: TemplateLocator
    /// Answers whether a path (relative to the output root) already holds a file: those stubs
    /// are kept as they are, so they are planned unrendered. The default plans everything.
    public var isOnDisk: @Sendable (String) -> Bool

    public init(graph: ModuleGraph, templates: TemplateLocator, isOnDisk: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.graph = graph
        self.templates = templates
        self.isOnDisk = isOnDisk
    }

    /// Every file the graph asks for; throws `DiagnosticError` with all problems found.
    public func plan() throws(DiagnosticError) -> Plan {
        let layout = PackageLayout(options: graph.options)
        let manifests = ManifestBuilder(graph: graph, layout: layout)
        let library = TemplateLibrary(locator: templates, templatesPath: graph.options.templatesPath)
        let stubs = StubPlanner(library: library, contexts: StubContextBuilder(graph: graph, layout: layout), layout: layout, isOnDisk: isOnDisk)
        var problems = ProblemCollector(options: graph.options)
        var files: [PlannedFile] = []
        if graph.options.generatesReadme {
            files.append(PlannedFile(path: ProjectReadme.path, contents: ProjectReadme.render(graph, layout: layout), ownership: .generated))
        }
        if layout.isSingle {
            let manifest = manifests.singleManifest(diagnostics: &problems.diagnostics)
            files.append(PlannedFile(path: "Package.swift", contents: ManifestRenderer.render(manifest), ownership: .generated))
        }
        for module in graph.modules {
            if !layout.isSingle {
                let manifest = manifests.manifest(for: module, diagnostics: &problems.diagnostics)
                let path = layout.directory(of: module).appending("Package.swift").description
                files.append(PlannedFile(path: path, contents: ManifestRenderer.render(manifest), ownership: .generated, module: module.name))
            }
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
