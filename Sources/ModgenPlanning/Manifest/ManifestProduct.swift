import ModgenSpec

/// A product a package vends: `.library(...)` or `.executable(...)`.
public struct ManifestProduct: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case library, executable
    }

    public var kind: Kind
    public var name: String
    public var targets: [String]
    /// A library's type: `.static`, `.dynamic`, or none (automatic).
    public var linkage: Linkage = .automatic

    public init(_ kind: Kind, name: String, targets: [String], linkage: Linkage = .automatic) {
        self.kind = kind
        self.name = name
        self.targets = targets
        self.linkage = linkage
    }
}
