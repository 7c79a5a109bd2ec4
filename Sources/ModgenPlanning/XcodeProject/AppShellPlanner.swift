import ModgenGraph
import ModgenSpec

/// Plans the Xcode side of the repository: per app shell its project.pbxproj and shared
/// scheme (owned by modgen) and its `@main` App file (a stub); at the output root the
/// workspace listing every shell and package, and the test plan of every module's tests.
/// Nothing when the graph has no app and no example.
struct AppShellPlanner {
    let graph: ModuleGraph
    let layout: PackageLayout
    /// Every module's package folder, found once for the plan.
    let directories: ModuleDirectories
    /// The graph's shells (`AppShell.all`), found once for the check and the files.
    let shells: [AppShell]

    init(graph: ModuleGraph, layout: PackageLayout, directories: ModuleDirectories) {
        self.graph = graph
        self.layout = layout
        self.directories = directories
        self.shells = AppShell.all(in: graph, layout: layout)
    }

    /// The workspace and the test plan, named after the project (a `/` in the name becomes `-`).
    var workspacePath: String { "\(fileStem).xcworkspace/\(XcodeWorkspace.contentsFile)" }
    var testPlanPath: String { "\(fileStem).xctestplan" }
    private var fileStem: String { graph.name.replacingOccurrences(of: "/", with: "-") }

    /// How many files the shells make: a project, a scheme and an App file each, and the
    /// workspace and the test plan.
    var fileCount: Int { shells.isEmpty ? 0 : shells.count * 3 + 2 }

    /// The workspace listing every shell and package, and the test plan of every module's
    /// tests; none without shells. (The shells' own files: `files(ofShellAt:builder:)`, which
    /// the planner makes on its lanes beside the stubs and the manifests.)
    func sharedFiles() -> [PlannedFile] {
        guard !shells.isEmpty else { return [] }
        let packages = layout.isSingle ? [] : Set(directories.texts).sorted()
        let workspace = XcodeWorkspace(locations: shells.map(\.projectPath.description) + packages)
        let entries = graph.modules.indices.filter { graph.modules[$0].kind != .binary }.flatMap { index in
            let module = graph.modules[index]
            let container = layout.isSingle ? "." : directories.texts[index]
            let names = (module.hasTests ? [TargetNames.tests(module.name)] : []) + module.target.testTargets.map(\.name)
            return names.map { XcodeTestPlan.Entry(container: container, target: $0) }
        }
        return [
            PlannedFile(path: workspacePath, contents: workspace.render(), ownership: .generated),
            PlannedFile(path: testPlanPath, contents: XcodeTestPlan(entries: entries).render(), ownership: .generated),
        ]
    }

    /// The builder one thread makes its shells' projects with.
    func projectBuilder() -> XcodeProjectBuilder {
        XcodeProjectBuilder(options: graph.options)
    }

    /// The project, scheme and App file of the shell at `index` in `shells`.
    func files(ofShellAt index: Int, builder: XcodeProjectBuilder) -> [PlannedFile] {
        files(of: shells[index], builder: builder)
    }

    /// A shell's project, scheme and App file.
    private func files(of shell: AppShell, builder: XcodeProjectBuilder) -> [PlannedFile] {
        let project = builder.project(for: shell)
        let target = project.objects.first { if case .nativeTarget = $0 { return true } else { return false } }
        let scheme = XcodeScheme(
            name: shell.name, targetID: target?.id.description ?? "",
            testPlan: "container:" + shell.folder.relativePath(to: RelativePath(testPlanPath)))
        return [
            PlannedFile(path: shell.pbxprojPath.description, contents: PBXRenderer.render(project), ownership: .generated, module: shell.module),
            PlannedFile(path: shell.schemePath.description, contents: scheme.render(), ownership: .generated, module: shell.module),
            PlannedFile(path: shell.appFilePath.description, contents: appFile(shell), ownership: .stub, module: shell.module, targetFolder: shell.folder.appending(shell.name).description),
        ]
    }

    /// `<Name>App.swift`: the shell's `@main` App, showing the kit's root view. Yours once written.
    private func appFile(_ shell: AppShell) -> String {
        """
        import SwiftUI
        import \(shell.kit)

        /// \(shell.name) on iOS: one window showing the root view of \(shell.kit),
        /// the composition root that the `\(shell.name)` executable runs too. This file is yours.
        @main
        struct \(shell.name)App: App {
            var body: some Scene {
                WindowGroup {
                    RootView()
                }
            }
        }

        """
    }

    /// A shell inside a package folder would become part of that package's sources. Each
    /// shell's folder and its parents are looked up among the package folders: one lookup per
    /// path component, not one comparison per package (5,000 examples x 10,000 packages).
    func problems() -> [String] {
        guard !layout.isSingle else { return [] }
        let folders = Set(directories.texts)
        return shells.compactMap { shell in
            let components = shell.folder.description.split(separator: "/", omittingEmptySubsequences: false)
            let enclosing = components.indices.lazy.map { components[...$0].joined(separator: "/") }
            guard let package = enclosing.first(where: folders.contains) else { return nil }
            return "app shell '\(shell.name)' would be written inside the package '\(package)'; move 'appsDir' ('\(graph.options.appsDir)') out of the packages"
        }
    }
}
