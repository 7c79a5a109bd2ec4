import ModgenSpec

/// Builds an app shell's `XcodeProject`: one iOS application target `<Name>` whose one source
/// is `<Name>/<Name>App.swift`, linking the kit product of a local package through a build
/// file in its frameworks phase and its `packageProductDependencies`; Debug and Release at
/// the project and the target.
///
/// Each object's id is the hash of its path in the project (`target/Debug`, `package`), so
/// equal shells give equal bytes.
struct XcodeProjectBuilder {
    let options: ProjectOptions
    /// What does not depend on the shell, made once per builder (a builder makes every shell of
    /// its thread): the project's Debug and Release settings, and the target's but its bundle id.
    private let debugProjectSettings: Settings
    private let releaseProjectSettings: Settings
    private let sharedTargetSettings: Settings

    init(options: ProjectOptions) {
        self.options = options
        debugProjectSettings = Self.projectSettings(debug: true, options: options)
        releaseProjectSettings = Self.projectSettings(debug: false, options: options)
        sharedTargetSettings = Self.sharedTargetSettings(options: options)
    }

    func project(for shell: AppShell) -> XcodeProject {
        let name = shell.name
        let ids = PBXObjectID.Namer(prefix: "\(name).xcodeproj/")
        func id(_ path: String) -> PBXObjectID { ids.id(path) }
        let appFile = PBXObject.FileReference(id: id("group/\(name)/\(shell.appFileName)"), kind: .swiftSource, path: shell.appFileName)
        let product = PBXObject.FileReference(id: id("group/Products/\(name).app"), kind: .application, path: "\(name).app")
        let package = PBXObject.LocalPackageReference(id: id("package"), relativePath: shell.packageRelativePath)
        let kit = PBXObject.ProductDependency(id: id("package/\(shell.kit)"), package: package.id, productName: shell.kit)
        let sourceFile = PBXObject.BuildFile(id: id("phase/Sources/\(shell.appFileName)"), reference: .file(appFile.id), comment: "\(shell.appFileName) in Sources")
        let kitFile = PBXObject.BuildFile(id: id("phase/Frameworks/\(shell.kit)"), reference: .product(kit.id), comment: "\(shell.kit) in Frameworks")
        let phases = [
            PBXObject.BuildPhase(id: id("phase/Sources"), kind: .sources, files: [sourceFile.id]),
            PBXObject.BuildPhase(id: id("phase/Frameworks"), kind: .frameworks, files: [kitFile.id]),
            PBXObject.BuildPhase(id: id("phase/Resources"), kind: .resources, files: []),
        ]
        let sources = PBXObject.Group(id: id("group/\(name)"), children: [appFile.id], path: name)
        let products = PBXObject.Group(id: id("group/Products"), children: [product.id], name: "Products")
        let main = PBXObject.Group(id: id("group"), children: [sources.id, products.id])

        var objects: [PBXObject] = [
            .fileReference(appFile), .fileReference(product), .localPackage(package), .productDependency(kit),
            .buildFile(sourceFile), .buildFile(kitFile), .group(sources), .group(products), .group(main),
        ]
        objects += phases.map(PBXObject.buildPhase)
        let (targetList, targetConfigurations) = configurations(id: { id("target/\($0)") }, comment: "PBXNativeTarget \"\(name)\"", settings: targetSettings(shell))
        let (projectList, projectConfigurations) = configurations(
            id: { id("project/\($0)") }, comment: "PBXProject \"\(name)\"", settings: { [debugProjectSettings, releaseProjectSettings] in $0 ? debugProjectSettings : releaseProjectSettings })
        objects += [.configurationList(targetList), .configurationList(projectList)]
        objects += (targetConfigurations + projectConfigurations).map(PBXObject.buildConfiguration)
        let target = PBXObject.NativeTarget(
            id: id("target"), name: name, configurationList: targetList.id, buildPhases: phases.map(\.id),
            packageProductDependencies: [kit.id], productReference: product.id, productType: "com.apple.product-type.application")
        let project = PBXObject.Project(
            id: id("project"), name: name, configurationList: projectList.id, mainGroup: main.id, productsGroup: products.id,
            packageReferences: [package.id], targets: [target.id])
        objects += [.nativeTarget(target), .project(project)]
        return XcodeProject(rootObject: project.id, objects: objects)
    }

    typealias Settings = PBXBuildSettings

    /// Debug and Release, each the shared settings plus its own; and their list.
    private func configurations(
        id: (String) -> PBXObjectID, comment: String, settings: (_ debug: Bool) -> Settings
    ) -> (PBXObject.ConfigurationList, [PBXObject.BuildConfiguration]) {
        let configurations = [("Debug", true), ("Release", false)].map { name, debug in
            PBXObject.BuildConfiguration(id: id(name), name: name, settings: settings(debug))
        }
        let list = PBXObject.ConfigurationList(
            id: id("configurations"), configurations: configurations.map(\.id), defaultConfiguration: "Release",
            comment: "Build configuration list for \(comment)")
        return (list, configurations)
    }

    /// The application target's settings: an iPhone and iPad app with a generated Info.plist
    /// (scene manifest, launch screen), signed automatically.
    private func targetSettings(_ shell: AppShell) -> (Bool) -> Settings {
        var settings = sharedTargetSettings
        settings.set("PRODUCT_BUNDLE_IDENTIFIER", .string(bundleIdentifier(shell.name)))
        return { _ in settings }
    }

    /// The target's settings but `PRODUCT_BUNDLE_IDENTIFIER`, the same for every shell.
    private static func sharedTargetSettings(options: ProjectOptions) -> Settings {
        var settings = Settings([
            "CODE_SIGN_STYLE": .string("Automatic"),
            "CURRENT_PROJECT_VERSION": .string("1"),
            "ENABLE_PREVIEWS": .string("YES"),
            "GENERATE_INFOPLIST_FILE": .string("YES"),
            "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": .string("YES"),
            "INFOPLIST_KEY_UILaunchScreen_Generation": .string("YES"),
            "LD_RUNPATH_SEARCH_PATHS": .list(["$(inherited)", "@executable_path/Frameworks"]),
            "MARKETING_VERSION": .string("1.0"),
            "PRODUCT_NAME": .string("$(TARGET_NAME)"),
            "SDKROOT": .string("iphoneos"),
            "SUPPORTED_PLATFORMS": .string("iphoneos iphonesimulator"),
            "SWIFT_EMIT_LOC_STRINGS": .string("YES"),
            "SWIFT_VERSION": .string(options.toolsVersion >= ToolsVersion(6, 0) ? "6.0" : "5.0"),
            "TARGETED_DEVICE_FAMILY": .string("1,2"),
        ])
        if let iOS = iOSVersion(options) { settings.set("IPHONEOS_DEPLOYMENT_TARGET", .string(iOS)) }
        if let team = options.developmentTeam { settings.set("DEVELOPMENT_TEAM", .string(team)) }
        return settings
    }

    /// The project's settings: Xcode's usual Debug (no optimization, testable) and Release
    /// (optimized, whole module, as XcodeGen's projects say it too).
    private static func projectSettings(debug: Bool, options: ProjectOptions) -> Settings {
        var settings = Settings([
            "ALWAYS_SEARCH_USER_PATHS": .string("NO"),
            "CLANG_ENABLE_MODULES": .string("YES"),
            "SDKROOT": .string("iphoneos"),
        ])
        if let iOS = iOSVersion(options) { settings.set("IPHONEOS_DEPLOYMENT_TARGET", .string(iOS)) }
        if debug {
            settings.set("DEBUG_INFORMATION_FORMAT", .string("dwarf"))
            settings.set("ENABLE_TESTABILITY", .string("YES"))
            settings.set("GCC_OPTIMIZATION_LEVEL", .string("0"))
            settings.set("ONLY_ACTIVE_ARCH", .string("YES"))
            settings.set("SWIFT_ACTIVE_COMPILATION_CONDITIONS", .string("DEBUG $(inherited)"))
            settings.set("SWIFT_OPTIMIZATION_LEVEL", .string("-Onone"))
        } else {
            settings.set("DEBUG_INFORMATION_FORMAT", .string("dwarf-with-dsym"))
            settings.set("ENABLE_NS_ASSERTIONS", .string("NO"))
            settings.set("SWIFT_COMPILATION_MODE", .string("wholemodule"))
            settings.set("SWIFT_OPTIMIZATION_LEVEL", .string("-O"))
            settings.set("VALIDATE_PRODUCT", .string("YES"))
        }
        return settings
    }

    /// The spec's iOS version, the packages' minimum: the shell can run no earlier.
    private static func iOSVersion(_ options: ProjectOptions) -> String? { options.platforms.first { $0.name == "iOS" }?.version }

    /// `<bundleIdPrefix>.<Name>`; a bundle id allows no `_`, so the name's become `-`.
    func bundleIdentifier(_ name: String) -> String {
        "\(options.bundleIdPrefix).\(name.replacingOccurrences(of: "_", with: "-"))"
    }
}
