/// A SwiftPM package the spec names under `packages:`, by URL or local path.
public struct RemotePackage: Hashable, Sendable {
    public enum Location: Hashable, Sendable {
        case url(String)
        /// A local package, relative to the output root.
        case path(String)
    }

    public enum Requirement: Hashable, Sendable {
        case from(String)
        case exact(String)
        /// `"min"..<"max"`.
        case range(String, String)
        case branch(String)
        case revision(String)
    }

    /// The name the spec uses for it (`Collections`).
    public var alias: String
    public var location: Location
    /// nil for a local package.
    public var requirement: Requirement?

    public init(alias: String, location: Location, requirement: Requirement?) {
        self.alias = alias
        self.location = location
        self.requirement = requirement
    }

    /// SwiftPM's identity: the last path component, without `.git`, lowercased
    /// (`swift-collections`, not the alias `Collections`).
    public var identity: String {
        let raw: String
        switch location {
        case .url(let url): raw = url
        case .path(let path): raw = path
        }
        var last = raw.split(separator: "/").last.map(String.init) ?? raw
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}
