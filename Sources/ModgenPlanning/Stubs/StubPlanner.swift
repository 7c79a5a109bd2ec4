import ModgenGraph
import Stencil
import ModgenSpec

/// Renders a module's source stubs: for each of its targets, every template of the target's
/// role in the module's template set, placed in the target's folder of the package holding
/// the module (its own, or the root one in the single layout).
///
/// Below: `StubRole`, the template folder each kind of target takes its stubs from, and
/// `StubRenderPool`, which plans every module's stubs on several threads.
struct StubPlanner {
    let library: TemplateLibrary
    let contexts: StubContextBuilder
    /// Stubs already on disk are never written again, so they are not rendered either (most of
    /// a no-op regenerate's time otherwise): such a stub is planned with empty contents.
    var isOnDisk: @Sendable (String) -> Bool = { _ in false }

    /// One target of a module and the folder (inside the package) its stubs go to.
    struct StubTarget {
        var role: StubRole
        var name: String
        var folder: String
    }

    static func targets(of module: ResolvedModule) -> [StubTarget] {
        guard module.kind != .binary else { return [] }
        var targets: [StubTarget] = []
        if module.kind == .app {
            targets.append(StubTarget(role: .appKit, name: TargetNames.kit(module.name), folder: TargetFolders.appKit(of: module)))
        }
        targets.append(StubTarget(role: .main(of: module), name: module.name, folder: TargetFolders.main(of: module)))
        if module.hasTests {
            targets.append(StubTarget(role: .tests(of: module), name: TargetNames.tests(module.name), folder: TargetFolders.tests(of: module)))
        }
        for extra in module.target.testTargets {
            targets.append(StubTarget(role: .tests(of: module), name: extra.name, folder: TargetFolders.testTarget(extra.name)))
        }
        if module.hasExample {
            let name = TargetNames.example(module.name)
            targets.append(StubTarget(role: .exampleKit, name: TargetNames.kit(name), folder: TargetFolders.exampleKit(of: module)))
            targets.append(StubTarget(role: .example, name: name, folder: TargetFolders.example(of: module)))
        }
        if module.kind == .macro {
            targets.append(StubTarget(role: .macroPlugin, name: TargetNames.macros(module.name), folder: TargetFolders.macroPlugin(of: module)))
        }
        return targets
    }

    /// The module's stubs; `directory` is its package folder (`ModuleDirectories`), `directoryText` its text.
    func files(for module: ResolvedModule, directory: RelativePath, directoryText: String) throws -> [PlannedFile] {
        let set = try library.set(named: module.templateSet)
        var files: [PlannedFile] = []
        var moduleContext: [String: TemplateValue]?
        for target in Self.targets(of: module) {
            let all = set.templates(for: target.role)
            guard !all.isEmpty else { throw MissingRole(set: set.name, directory: set.directory, role: target.role) }
            let placement = StubPlacement(module: module, role: target.role)
            // Each template's path inside the target's folder, `__name__` replaced once.
            let placed = all.map { (template: $0, path: $0.outputPath(forModule: module.name)) }.filter { placement.writes($0.path) }
            guard !placed.isEmpty else { continue }
            let templates = placed.map(\.template)
            let folder = PathJoin.join(directoryText, target.folder)
            let paths = placed.map { PathJoin.join(folder, $0.path) }
            let missing = paths.map { !isOnDisk($0) }
            var context: [String: TemplateValue] = [:]
            if missing.contains(true) {
                let shared = moduleContext ?? contexts.moduleContext(for: module)
                moduleContext = shared
                context = contexts.context(shared, for: module, target: target.name, role: target.role)
            }
            for (index, template) in templates.enumerated() {
                let contents = missing[index] ? try render(template, context, set: set, role: target.role) : ""
                files.append(PlannedFile(path: paths[index], contents: contents, ownership: .stub, module: module.name, targetFolder: folder))
            }
        }
        files += resourcePlaceholders(of: module, in: directory)
        return files
    }

    /// SwiftPM fails on a `.process` folder that does not exist, and git keeps no empty
    /// folder: each resource folder gets an empty `.gitkeep` stub.
    private func resourcePlaceholders(of module: ResolvedModule, in directory: RelativePath) -> [PlannedFile] {
        module.resources.map { resource in
            // An app's resources belong to its kit, the library its code lives in.
            let folder = module.kind == .app ? TargetFolders.appKit(of: module) : TargetFolders.main(of: module)
            let path = directory.appending(folder).appending(resource).appending(".gitkeep")
            return PlannedFile(path: path.description, contents: "", ownership: .stub, module: module.name)
        }
    }

    private func render(_ template: CompiledTemplate, _ context: [String: TemplateValue], set: TemplateSet, role: StubRole) throws -> String {
        // The file's name is spelled only for an error (building it for every stub cost a
        // twentieth of rendering them).
        func file() -> String { "\(set.directory)/\(role.rawValue)/\(template.outputPath)\(CompiledTemplate.suffix)" }
        do {
            return try template.render(context, stencilLock: set.stencilLock)
        } catch let error as TemplateSyntaxError {
            throw TemplateError(error, directory: set.directory, file: file())
        } catch {
            throw TemplateError(file: file(), message: "\(error)")
        }
    }

    /// A template set without a folder for a role one of its modules needs.
    struct MissingRole: Error, CustomStringConvertible {
        var set: String
        var directory: String
        var role: StubRole

        var description: String {
            "template set '\(set)' has no templates for \(role.rawValue) targets (expected \(directory)/\(role.rawValue)/)"
        }
    }
}

/// A kind of target a template set has a folder of templates for (`Templates/<set>/<role>/`).
enum StubRole: String, CaseIterable, Sendable {
    /// The app's executable (`MapsApp`): `main.swift`, which runs the kit.
    case app
    /// The app's library (`MapsAppKit`): the composition root and the root view.
    case appKit = "app-kit"
    case appTests = "app-tests"
    case feature
    case featureTests = "feature-tests"
    /// The example's executable (`SearchExample`).
    case example
    /// The example's library (`SearchExampleKit`): its composition root and root view.
    case exampleKit = "example-kit"
    /// The interface a feature brings (`SearchInterface`).
    case featureInterface = "feature-interface"
    case featureInterfaceTests = "feature-interface-tests"
    /// An interface module declared on its own (`CommonTypes`).
    case interface
    case interfaceTests = "interface-tests"
    /// The mocks module of a feature or interface with `testing: true` (`SearchTesting`).
    case testing
    case core
    case coreTests = "core-tests"
    case deps
    case depsTests = "deps-tests"
    /// A macro module's library, which declares the macro (`Stringify`).
    case macro
    /// Its compiler plugin, which expands it (`StringifyMacros`).
    case macroPlugin = "macro-plugin"
    case macroTests = "macro-tests"
    /// A command-line tool (`type: executable`): `main.swift` and what it runs.
    case executable
    case executableTests = "executable-tests"
    /// A system library module: its `module.modulemap` and the header it names.
    case system

    /// The role of a module's own target.
    static func main(of module: ResolvedModule) -> StubRole {
        switch module.kind {
        case .app: return .app
        case .feature: return .feature
        case .interface where module.mockedModule != nil: return .testing
        case .interface: return module.isFeatureInterface ? .featureInterface : .interface
        case .core: return .core
        case .deps: return .deps
        case .binary: return .core // never asked: a binary module has no stub targets
        case .macro: return .macro
        case .executable: return .executable
        case .system: return .system
        }
    }

    /// The role of a module's test target.
    static func tests(of module: ResolvedModule) -> StubRole {
        switch module.kind {
        case .app: return .appTests
        case .feature: return .featureTests
        case .interface: return module.isFeatureInterface ? .featureInterfaceTests : .interfaceTests
        case .core: return .coreTests
        case .deps: return .depsTests
        case .binary: return .coreTests // never asked: a binary module has no stub targets
        case .macro: return .macroTests
        case .executable: return .executableTests
        case .system: return .coreTests // never asked: a system module has no tests
        }
    }
}

/// Makes the workers that render every module's source stubs, one per planning thread
/// (rendering is most of a cold run's planning). The threads share one `TemplateLibrary`: each
/// set is compiled once per run, and only `FastTemplate`s (immutable) render concurrently.
struct StubRenderPool {
    let graph: ModuleGraph
    let layout: PackageLayout
    let directories: ModuleDirectories
    let specReference: String
    let templates: TemplateLocator
    let preload: TemplatePreload?
    let isOnDisk: @Sendable (String) -> Bool

    /// Makes one thread's worker: the stubs of the module at an index, or the error planning
    /// them threw (`Planner` maps these and the manifests' together).
    func workers() -> @Sendable () -> (Int) -> Result<[PlannedFile], any Error> {
        let (graph, layout, directories, specReference, templates, isOnDisk) = (graph, layout, directories, specReference, templates, isOnDisk)
        let library = TemplateLibrary(locator: templates, templatesPath: graph.options.templatesPath, preload: preload)
        let contexts = StubContextBuilder(graph: graph, layout: layout, specReference: specReference)
        return {
            let planner = StubPlanner(library: library, contexts: contexts, isOnDisk: isOnDisk)
            return { index in
                Result { try planner.files(for: graph.modules[index], directory: directories.paths[index], directoryText: directories.texts[index]) }
            }
        }
    }
}
