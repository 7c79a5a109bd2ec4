import ModgenSpec

/// The module whose package also holds a module's targets (`package: Host`, layout
/// `packages`): its name, which is the package's folder and SwiftPM identity, and its kind,
/// which picks the folder under `packagesDir`.
public struct PackageHost: Hashable, Sendable {
    public var name: String
    public var kind: ModuleKind

    public init(name: String, kind: ModuleKind) {
        self.name = name
        self.kind = kind
    }
}
