import ModgenDiagnostics
import ModgenGraph
import YAMLTree

/// Turns a resolved `ModuleGraph` into the files of a modular repository: the manifests (per
/// module `<packagesDir>/<kind folder>/<Name>/Package.swift`, or one root `Package.swift` in
/// the single layout), the root `README.md` and the Xcode app shells' projects, schemes,
/// workspace and test plan, owned by modgen; and each module's source stubs (rendered from
/// the module's template set, never overwritten), the shells' App files among them.
///
/// Pure: reads only template files. Runs in time linear in modules + edges; each template
/// set is found and compiled once per run.
package struct Planner: Sendable {
    package var graph: ModuleGraph
    /// The spec as generated files name it (`RunContext.specReference`).
    package var specReference: String
    package var templates: TemplateLocator
    /// Answers whether a path (relative to the output root) already holds a file: those stubs
    /// are kept as they are, so they are planned unrendered. The default plans everything.
    var isOnDisk: @Sendable (String) -> Bool
    /// Threads rendering stubs and manifests; `nil` picks one per core (one for small
    /// graphs). The plan is the same whatever the count.
    var threads: Int? = nil
    /// A template set loading on another thread since before planning (`TemplatePreload`).
    package var preload: TemplatePreload?

    package init(
        graph: ModuleGraph, specReference: String, templates: TemplateLocator,
        isOnDisk: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.graph = graph
        self.specReference = specReference
        self.templates = templates
        self.isOnDisk = isOnDisk
    }

    /// Every file the graph asks for; throws `DiagnosticError` with all problems found (each
    /// reported once to one `DiagnosticLog`, whose order the manifests and stubs keep).
    package func plan() throws(DiagnosticError) -> Plan {
        let layout = PackageLayout(options: graph.options)
        let log = DiagnosticLog()
        let directories = ModuleDirectories(graph: graph, layout: layout)
        let manifests = ManifestBuilder(graph: graph, layout: layout, specReference: specReference, log: log, known: directories)
        let threads = self.threads ?? OrderedParallelMap.threads(for: graph.modules.count, threshold: Self.parallelThreshold)
        // The README (one table row per module) renders beside the stubs, not after them.
        let readme = graph.options.generatesReadme ? Self.readme(graph, layout: layout, specReference: specReference, threads: threads) : nil
        // The app shells' workspace and test plan, and their folders' problems, are made on a
        // thread of their own, beside the lanes (made after them, they took one thread alone).
        let shells = AppShellPlanner(graph: graph, layout: layout, directories: directories)
        let shellExtras = BackgroundValue(concurrently: threads > 1) { [shells] in (files: shells.sharedFiles(), problems: shells.problems()) }
        let stubPool = StubRenderPool(
            graph: graph, layout: layout, directories: directories, specReference: specReference, templates: templates, preload: preload, isOnDisk: isOnDisk)
        let rendered = renderModules(stubPool, shells: shells, manifests: manifests, directories: directories, layout: layout, threads: threads)
        let (stubs, packageFiles) = (rendered.stubs, rendered.packages)
        var problems = TemplateProblems(options: graph.options, log: log)
        var files: [PlannedFile] = []
        if let readme { files.append(readme.value) }
        if layout.isSingle {
            let manifest = manifests.singleManifest()
            files.append(PlannedFile(path: PackageManifest.fileName, contents: ManifestRenderer.render(manifest), ownership: .generated))
        }
        appendModuleFiles(
            to: &files, reserving: shells.fileCount, stubs: stubs, packageFiles: packageFiles, manifests: manifests, layout: layout,
            problems: &problems)
        for problem in shellExtras.value.problems { log.add(Diagnostic(.error, problem, at: nil, file: graph.specPath)) }
        for shellFiles in rendered.shells { files += shellFiles }
        files += shellExtras.value.files
        // The plan sorted on one thread while another checks its paths (a large plan's tail
        // was single-threaded); the checks' problems come after the others, as in one thread.
        let (sorted, pathProblems) = TwoLanes.run(parallel: threads > 1, { [files] in Plan.sorted(files) }) { [files, graph] in
            Self.pathProblems(files, graph: graph)
        }
        log.add(contentsOf: pathProblems)
        guard log.items.isEmpty else { throw DiagnosticError(log.items) }
        return Plan(sortedFiles: sorted)
    }

    /// Files that would leave the output root, then paths past the limits (`PlannedPathLimits`).
    private static func pathProblems(_ files: [PlannedFile], graph: ModuleGraph) -> [Diagnostic] {
        let log = DiagnosticLog(limit: .max)
        for file in files where leavesOutputRoot(file.path) {
            log.add(Diagnostic(.error, "'\(file.path)' would be written outside the output root", at: nil, file: graph.specPath))
        }
        PlannedPathLimits.report(files, graph: graph, to: log)
        return log.items
    }

    /// The project README's file, rendered on another thread when there are several.
    private static func readme(_ graph: ModuleGraph, layout: PackageLayout, specReference: String, threads: Int) -> BackgroundValue<PlannedFile> {
        BackgroundValue(concurrently: threads > 1) {
            PlannedFile(path: ProjectReadme.path, contents: ProjectReadme.render(graph, layout: layout, specReference: specReference), ownership: .generated)
        }
    }

    /// Whether the first component of `path` (leading slashes skipped) is "..". Reads ASCII
    /// paths' bytes in place: splitting every path into `Character`s was a visible share of a
    /// cold run's single-threaded time.
    static func leavesOutputRoot(_ path: String) -> Bool {
        var text = path
        let ascii: Bool? = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            var start = 0
            while start < bytes.count, bytes[start] == slash { start += 1 }
            guard bytes.count - start >= 2, bytes[start] == dot, bytes[start + 1] == dot else { return false }
            return start + 2 == bytes.count || bytes[start + 2] == slash
        }
        return ascii ?? (path.split(separator: "/").first == "..")
    }

    /// Below this many modules a second thread costs more than it saves.
    static let parallelThreshold = 64

    /// Appends each module's `Package.swift` (unless single layout) and stubs, in module order.
    /// The manifests were built and rendered on the planning threads (`renderModules`), each
    /// thread's problems into a log of its own; each module's share of those and its stubs'
    /// problems go to the run's log here, in module order, so diagnostics keep the order (and
    /// the repeats kept once) of a single thread. (A thread's log keeps a repeat once, too, but it takes modules in
    /// ascending order, so the first of a repeat it drops already reached the run's log.)
    private func appendModuleFiles(
        to files: inout [PlannedFile], reserving later: Int, stubs: [Result<[PlannedFile], any Error>], packageFiles: [PackageFile],
        manifests: ManifestBuilder, layout: PackageLayout, problems: inout TemplateProblems
    ) {
        var moduleStubs: [[PlannedFile]] = []
        moduleStubs.reserveCapacity(graph.modules.count)
        for (index, (module, stubFiles)) in zip(graph.modules, stubs).enumerated() {
            if !layout.isSingle { manifests.log.add(contentsOf: packageFiles[index].diagnostics) }
            do {
                moduleStubs.append(try stubFiles.get())
            } catch {
                moduleStubs.append([])
                problems.report(error, module: module)
            }
        }
        // Into the plan's one array, sized once for these and the `later` files after them (the
        // app shells'), not a small one per module joined, then copied in.
        files.reserveCapacity(files.count + packageFiles.count + moduleStubs.reduce(0) { $0 + $1.count } + later)
        for index in graph.modules.indices {
            if !layout.isSingle, let manifest = packageFiles[index].file { files.append(manifest) }
            files += moduleStubs[index]
        }
    }

    /// One module's `Package.swift` (nil for a guest: its targets are in its host's) and the
    /// problems building it found, already printable (`DiagnosticLog`).
    private struct PackageFile: Sendable {
        var file: PlannedFile?
        var diagnostics: [Diagnostic] = []
    }

    /// What a thread makes for one task of `renderModules`.
    private enum ModuleOutput: Sendable {
        case shell([PlannedFile])
        case stubs(Result<[PlannedFile], any Error>)
        case package(PackageFile)
    }

    /// Each app shell's files, then each module's stubs and (unless single layout) its
    /// `PackageFile`, in order, from one map on `threads` threads over all three: with a map
    /// for each, the lanes waited for each other at the end of each, and with the shells on a
    /// thread of their own, that thread ended last. The shells go first: they need no
    /// template, so the lanes do not wait for the template set still loading.
    private func renderModules(
        _ stubPool: StubRenderPool, shells: AppShellPlanner, manifests: ManifestBuilder, directories: ModuleDirectories, layout: PackageLayout,
        threads: Int
    ) -> (shells: [[PlannedFile]], stubs: [Result<[PlannedFile], any Error>], packages: [PackageFile]) {
        let shellCount = shells.shells.count
        let count = graph.modules.count
        let stubWorker = stubPool.workers()
        let packageWorker = layout.isSingle ? nil : packageWorkers(manifests, directories: directories)
        let tasks = shellCount + (packageWorker == nil ? count : 2 * count)
        let outputs = OrderedParallelMap.map(count: tasks, threads: threads) {
            let builder = shells.projectBuilder()
            let stubs = stubWorker()
            let packages = packageWorker?()
            return { task -> ModuleOutput in
                if task < shellCount { return .shell(shells.files(ofShellAt: task, builder: builder)) }
                let index = task - shellCount
                return index < count ? .stubs(stubs(index)) : .package(packages?(index - count) ?? PackageFile())
            }
        }
        var shellFiles: [[PlannedFile]] = []
        var stubs: [Result<[PlannedFile], any Error>] = []
        var packages: [PackageFile] = []
        shellFiles.reserveCapacity(shellCount)
        stubs.reserveCapacity(count)
        packages.reserveCapacity(tasks - shellCount - count)
        for output in outputs {
            switch output {
            case .shell(let files): shellFiles.append(files)
            case .stubs(let result): stubs.append(result)
            case .package(let file): packages.append(file)
            }
        }
        return (shellFiles, stubs, packages)
    }

    /// Makes one thread's worker: the `PackageFile` of the module at an index, its problems
    /// logged to the thread's own log.
    private func packageWorkers(_ manifests: ManifestBuilder, directories: ModuleDirectories) -> @Sendable () -> (Int) -> PackageFile {
        let modules = graph.modules
        let guests = Dictionary(grouping: modules.filter { $0.target.packageHost != nil }) { $0.target.packageHost?.name ?? "" }
        let shared = SharedBuilder(builder: manifests)
        return {
            let log = DiagnosticLog(limit: .max)
            let builder = shared.builder.logging(to: log)
            return { index in
                guard modules[index].target.packageHost == nil else { return PackageFile() }
                let before = log.items.count
                let name = modules[index].name
                let manifest = builder.manifest(for: modules[index], guests: guests[name] ?? [])
                let path = PathJoin.join(directories.texts[index], PackageManifest.fileName)
                let file = PlannedFile(path: path, contents: ManifestRenderer.render(manifest), ownership: .generated, module: name)
                let items = log.items
                return PackageFile(file: file, diagnostics: items.count == before ? [] : Array(items[before...]))
            }
        }
    }

    /// The run's `ManifestBuilder`, read by the threads building manifests: each builds with a
    /// copy logging to a log of the thread's own (`logging(to:)`), so the run's log, the one
    /// part that is not a value, is never touched off the planning thread.
    private struct SharedBuilder: @unchecked Sendable {
        let builder: ManifestBuilder
    }
}
