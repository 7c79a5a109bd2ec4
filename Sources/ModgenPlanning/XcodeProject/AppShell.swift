import ModgenGraph
import ModgenSpec

/// One Xcode app shell: an iOS application target that links the kit library of an `app`
/// module (`MapsAppKit`) or of a feature's example (`SearchExampleKit`) from the package that
/// holds it, and runs its `RootView`. Its files sit in `<appsDir>/<Name>/`:
/// `<Name>.xcodeproj/project.pbxproj`, the shared scheme, and `<Name>/<Name>App.swift`.
package struct AppShell: Hashable, Sendable {
    /// The app's or the example's name: the Xcode target, scheme and project are named after it.
    package var name: String
    /// The module that brings it (the app, or the feature of the example).
    package var module: String
    /// The package folder holding the kit, from the output root ("" in the single layout).
    package var packageDirectory: RelativePath
    /// `<appsDir>/<Name>`, from the output root.
    package var folder: RelativePath

    /// The library product the shell links.
    package var kit: String { TargetNames.kit(name) }
    /// `<Name>.xcodeproj`, inside `folder`.
    package var projectFolderName: String { "\(name).xcodeproj" }
    package var projectPath: RelativePath { folder.appending(projectFolderName) }
    package var pbxprojPath: RelativePath { projectPath.appending("project.pbxproj") }
    package var schemePath: RelativePath { projectPath.appending("xcshareddata/xcschemes/\(name).xcscheme") }
    /// The `@main` App file, a stub: the group folder `<Name>/` beside the project.
    package var appFileName: String { "\(name)App.swift" }
    package var appFilePath: RelativePath { folder.appending(name).appending(appFileName) }
    /// The package as the project's `XCLocalSwiftPackageReference` spells it.
    package var packageRelativePath: String { folder.relativePath(to: packageDirectory) }

    /// Every shell of the graph: one per `app` module and one per example, in module order.
    package static func all(in graph: ModuleGraph, layout: PackageLayout) -> [AppShell] {
        let apps = RelativePath(graph.options.appsDir)
        var shells: [AppShell] = []
        for module in graph.modules {
            let names = (module.kind == .app ? [module.name] : []) + (module.hasExample ? [TargetNames.example(module.name)] : [])
            for name in names {
                shells.append(AppShell(name: name, module: module.name, packageDirectory: layout.directory(of: module), folder: apps.appending(name)))
            }
        }
        return shells
    }
}
