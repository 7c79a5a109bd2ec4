/// Every file a spec asks for, sorted by path: the planner's output, the writer's input.
///
/// Below: `PlannedFile`, one file of the plan and who owns it.
public struct Plan: Sendable {
    package private(set) var files: [PlannedFile]

    package init(files: [PlannedFile]) {
        self.files = Self.sorted(files)
    }

    /// `files` as a plan holds them: sorted by path (stably, as `sorted(by:)` sorts). Their
    /// indices are sorted (`PathOrder`), then each file is copied once into its place: sorting
    /// the files themselves copied each several times, four strings retained and released at
    /// every move (14.6 M instructions for the 8,000 files of 1,000 features, the longer of
    /// the two lanes at the end of planning).
    static func sorted(_ files: [PlannedFile]) -> [PlannedFile] {
        let order = PathOrder.sortedIndices(count: files.count) { files[$0].path }
        return order.map { files[$0] }
    }

    /// A plan of files already `sorted` (`Planner` sorts on one thread while another checks).
    init(sortedFiles: [PlannedFile]) {
        files = sortedFiles
    }
}

/// One file the planner wants in the output tree.
package struct PlannedFile: Hashable, Sendable {
    package enum Ownership: String, Hashable, Sendable {
        /// modgen owns it (manifests, the generated README): rewritten when its bytes change,
        /// refused when a person edited it since the last generate (unless forced).
        case generated
        /// A source stub: written only when no file is there; never overwritten.
        case stub
    }

    /// Relative to the output root, `/`-separated, no `..`.
    package var path: String
    package var contents: String {
        didSet { contentHash = Self.hash(contents, ownership) }
    }
    package var ownership: Ownership {
        didSet { contentHash = Self.hash(contents, ownership) }
    }
    /// The hash of a generated file's `contents` (nil for a stub, which the state records
    /// without one), what the writer compares and records. Taken where the file is planned,
    /// mostly on the planning threads: in the writer's single-threaded survey it was half of
    /// a cold run's survey.
    package private(set) var contentHash: ContentHash?
    /// The module this file belongs to, for reports; nil for project-level files.
    package var module: String?
    /// For a stub, the folder of the target it belongs to (relative to the output root): the
    /// writer does not write a stub declaring a type a file already there declares.
    package var targetFolder: String?

    package init(path: String, contents: String, ownership: Ownership, module: String? = nil, targetFolder: String? = nil) {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.module = module
        self.targetFolder = targetFolder
        contentHash = Self.hash(contents, ownership)
    }

    /// `contentHash`, or for a stub the hash of its contents, taken now.
    package var bytesHash: ContentHash {
        contentHash ?? ContentHash(contents)
    }

    private static func hash(_ contents: String, _ ownership: Ownership) -> ContentHash? {
        ownership == .generated ? ContentHash(contents) : nil
    }
}
