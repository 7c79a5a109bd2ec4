import ModgenGraph
import ModgenSpec

/// A module's package folder in the `packages` layout, spelled as text: its kind's folder
/// (one of a few, worked out once each) and its name, a plain component. What
/// `PackageLayout.packageDirectory(of:).description` says, without a path per module: the
/// analysis names thousands of packages.
struct PackageFolders {
    let layout: PackageLayout
    /// Each kind asked about and its folder from the output root with a trailing slash ("" at
    /// the root). A list: there are a few kinds, and a kind hashes as its name.
    private var bases: [(kind: ModuleKind, base: String)] = []

    init(layout: PackageLayout) {
        self.layout = layout
    }

    /// Where the packages of `kind` sit: `Packages/Features/`, or "" when that is the root.
    mutating func base(of kind: ModuleKind) -> String {
        if let known = bases.first(where: { $0.kind == kind }) { return known.base }
        let folder = RelativePath(layout.options.packagesDir).appending(layout.options.folder(for: kind))
        let base = folder.components.isEmpty ? "" : folder.description + "/"
        bases.append((kind, base))
        return base
    }

    /// Whether `name` is one plain path component, as the text form assumes.
    static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
    }

    /// The folder of the package holding `module`, from the output root: `.` in the single
    /// layout (the root package), its host's for a module with `package:`.
    mutating func package(of module: ResolvedModule) -> String {
        guard !layout.isSingle, module.target.packageHost == nil, Self.isPlain(module.name) else {
            return layout.directory(of: module).description
        }
        return base(of: PackageLayout.folderKind(of: module)) + module.name
    }
}
