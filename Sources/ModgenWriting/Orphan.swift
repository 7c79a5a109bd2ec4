extension WriteReport {
    /// What kind of file an orphan is, and so what `--prune` does with it: the CLI's message
    /// says what is true for each (`WriteReport.orphanWarning`).
    public struct Orphan: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// A generated file (a manifest, the README) still holding what modgen wrote:
            /// `--prune` deletes it.
            case generated
            /// A generated file edited since modgen wrote it (or no longer a regular file):
            /// `--prune` refuses to delete it; `--prune --force` stops tracking it, leaving it.
            case editedGenerated
            /// A source stub: the user's from the moment it was written, never deleted;
            /// `--prune` stops tracking it.
            case source
        }

        public var kind: Kind
        /// The spec's module whose folder holds the file (its template set or its folders
        /// changed); nil when no module of the plan is there (its module left the spec).
        public var module: String?
        /// True when this run stopped tracking it: it stays on disk, and later runs no longer
        /// report it.
        public var forgotten: Bool

        public init(kind: Kind, module: String?, forgotten: Bool) {
            self.kind = kind
            self.module = module
            self.forgotten = forgotten
        }
    }
}
