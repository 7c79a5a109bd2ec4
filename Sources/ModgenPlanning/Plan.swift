/// Every file a spec asks for, sorted by path: the planner's output, the writer's input.
///
/// Below: `PlannedFile`, one file of the plan and who owns it.
public struct Plan: Sendable {
    public private(set) var files: [PlannedFile]

    public init(files: [PlannedFile]) {
        self.files = files.sorted { $0.path < $1.path }
    }
}

/// One file the planner wants in the output tree.
public struct PlannedFile: Hashable, Sendable {
    public enum Ownership: String, Hashable, Sendable {
        /// modgen owns it (manifests, the generated README): rewritten when its bytes change,
        /// refused when a person edited it since the last generate (unless forced).
        case generated
        /// A source stub: written only when no file is there; never overwritten.
        case stub
    }

    /// Relative to the output root, `/`-separated, no `..`.
    public var path: String
    public var contents: String
    public var ownership: Ownership
    /// The module this file belongs to, for reports; nil for project-level files.
    public var module: String?

    public init(path: String, contents: String, ownership: Ownership, module: String? = nil) {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.module = module
    }
}
