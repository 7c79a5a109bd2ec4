/// A product a package vends: `.library(...)` or `.executable(...)`.
public struct ManifestProduct: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case library, executable
    }

    public var kind: Kind
    public var name: String
    public var targets: [String]

    public init(_ kind: Kind, name: String, targets: [String]) {
        self.kind = kind
        self.name = name
        self.targets = targets
    }
}
