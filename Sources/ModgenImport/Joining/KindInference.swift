import ModgenSpec

/// A module's kind from what the repository shows: `--kinds` first, then the name's suffix
/// (`Interface`, `API`: interface; `Deps`: deps), then the folders on its path (`Features/`,
/// `Core/`, `Deps/`, `App/`...), then its target type (an app in modgen's `XKit` shape is an app); core when
/// nothing says otherwise (the kind with the fewest allowed edges: every surprise is a warning).
struct KindInference {
    let patterns: KindPatterns

    static let folderKinds: [String: ModuleKind] = [
        "features": .feature, "feature": .feature, "core": .core, "shared": .core, "foundations": .core,
        "utils": .core, "common": .core, "deps": .deps, "dependencies": .deps, "app": .app, "apps": .app,
        "interfaces": .interface, "macros": .macro, "binaries": .binary,
    ]

    func kind(name: String, folder: String, target: DumpedPackage.Target.Kind) -> ModuleKind {
        if let kind = patterns.kind(name: name, folder: folder) { return kind }
        switch target {
        case .binary: return .binary
        case .system: return .system
        case .executable: return .app
        case .macro: return .macro
        default: break
        }
        if name.hasSuffix("Interface") || name.hasSuffix("API") { return .interface }
        if name.hasSuffix("Deps") { return .deps }
        for component in folder.split(separator: "/").reversed() {
            if let kind = Self.folderKinds[component.lowercased()] { return kind }
        }
        return .core
    }
}
