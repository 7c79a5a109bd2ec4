import ModgenPlanning
import ModgenSpec

/// `.modgen/sources`: what the last clean run loaded its spec from, and the plan fingerprint
/// that load gave (as in `.modgen/inputs`). A run whose sources hash as recorded would load
/// the same graph, so it knows its plan fingerprint without loading the spec, and a no-op run
/// costs only the check of the tree (`UnchangedTreeCheck`), as XcodeGen's `--use-cache` skips
/// a spec that did not change:
///
///     modgen sources 1
///     fingerprint 0c1f...(32 hex digits)
///     key 9a7e...(32 hex digits)
///     file modules.yml
///     file Specs/features.yml
///     env APP_NAME
///     templates Templates
///     set default
///
/// The listing (`SourcesListing`) says where the sources are; `key` hashes what they hold
/// (`SourcesKey`). Only a load with no diagnostic at all is recorded, so a run that skips
/// loading has nothing to print that a full run would.
///
/// A record is a cache entry, not a claim about the tree: the fingerprint stays true of its
/// key whatever happens to the tree, and it is used only when it is the fingerprint of
/// `.modgen/inputs`, which the tree check ties to the state. A record that cannot be read, or
/// names a file that cannot be read, or whose sources now hash otherwise, is no record: the
/// run loads the spec. It names paths as this checkout's runs spell them, so like the stat
/// record it belongs to one checkout (`TreeWriter.checkoutLocalFiles`).
///
/// Below: `StateStore`'s reading and writing of the record.
package struct SourcesRecord: Sendable, Hashable {
    package var fingerprint: PlanFingerprint
    package var key: PlanFingerprint
    package var listing: SourcesListing

    static let header = "modgen sources 1"

    package init(fingerprint: PlanFingerprint, key: PlanFingerprint, listing: SourcesListing) {
        self.fingerprint = fingerprint
        self.key = key
        self.listing = listing
    }

    /// Nil when the listing holds a line break or an empty name (no line could hold it).
    var rendered: String? {
        let names = listing.files + listing.environment + listing.sets + (listing.templatesPath.map { [$0] } ?? [])
        guard names.allSatisfy({ !$0.isEmpty && !$0.utf8.contains(UInt8(ascii: "\n")) }) else { return nil }
        var lines = [Self.header, "fingerprint \(fingerprint)", "key \(key)"]
        lines += listing.files.map { "file \($0)" }
        lines += listing.environment.map { "env \($0)" }
        lines += listing.templatesPath.map { ["templates \($0)"] } ?? []
        lines += listing.sets.map { "set \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Nil for anything but a rendered record: the header, both hashes, at least one file, the
    /// kinds of line in the rendered order, and nothing else.
    init?(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self), text.hasSuffix("\n") else { return nil }
        var lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst() == Substring(Self.header),
            let fingerprint = lines.popFirst().flatMap({ Self.hash(after: "fingerprint ", in: $0) }),
            let key = lines.popFirst().flatMap({ Self.hash(after: "key ", in: $0) })
        else { return nil }
        var listing = SourcesListing()
        listing.files = Self.values(after: "file ", in: &lines)
        listing.environment = Self.values(after: "env ", in: &lines)
        let templates = Self.values(after: "templates ", in: &lines)
        listing.sets = Self.values(after: "set ", in: &lines)
        guard lines.isEmpty, !listing.files.isEmpty, templates.count <= 1 else { return nil }
        listing.templatesPath = templates.first
        self.init(fingerprint: fingerprint, key: key, listing: listing)
    }

    /// The values of the leading lines that start with `prefix` (each non-empty), taken off `lines`.
    private static func values(after prefix: String, in lines: inout ArraySlice<Substring>) -> [String] {
        var values: [String] = []
        while let line = lines.first, line.hasPrefix(prefix), line.count > prefix.count {
            values.append(String(line.dropFirst(prefix.count)))
            lines.removeFirst()
        }
        return values
    }

    private static func hash(after prefix: String, in line: Substring) -> PlanFingerprint? {
        guard line.hasPrefix(prefix) else { return nil }
        return PlanFingerprint(hex: Array(line.dropFirst(prefix.count).utf8)[...])
    }
}

/// Where a spec's load found its sources: the spec files it parsed (as it spelled their
/// paths; the first is the spec as the run named it), the environment variables it asked for
/// (sorted), the spec's `options.templatesPath`, and the template sets its modules use
/// (sorted): all a run needs to hash the sources again without loading (`SourcesKey`).
package struct SourcesListing: Sendable, Hashable {
    package var files: [String] = []
    package var environment: [String] = []
    package var templatesPath: String?
    package var sets: [String] = []

    package init(files: [String] = [], environment: [String] = [], templatesPath: String? = nil, sets: [String] = []) {
        self.files = files
        self.environment = environment
        self.templatesPath = templatesPath
        self.sets = sets
    }
}

extension StateStore {
    /// The record in `.modgen/sources`; nil when there is none or it cannot be read.
    func readSources() -> SourcesRecord? {
        bytes(at: layout.sourcesPath).flatMap(SourcesRecord.init)
    }

    /// Records `record` (call under the lock, after the inputs record). Best effort, as that
    /// one: a record that cannot be written only costs the next run its skipped load.
    func recordSources(_ record: SourcesRecord) {
        guard readSources() != record, let rendered = record.rendered else { return }
        try? AtomicFileWriter(fileSystem: fileSystem).write(rendered, to: layout.sourcesPath, synchronize: false)
    }
}

extension TreeWriter {
    /// Records `record` after a run found the tree unchanged once it had loaded the spec: its
    /// sources differ from those recorded (an edited comment, reordered keys) but not the plan
    /// they give. Only while `.modgen/inputs` still holds the record's fingerprint, under the
    /// writer's lock; best effort (no lock, no record: the next run loads again).
    package func recordSources(_ record: SourcesRecord, at root: String) {
        let layout = OutputLayout(root: root)
        let store = StateStore(layout: layout, fileSystem: fileSystem)
        guard store.readSources() != record, let lock = try? OutputLock.exclusive(layout, fileSystem: fileSystem) else { return }
        withExtendedLifetime(lock) {
            guard store.readInputs()?.fingerprint == record.fingerprint else { return }
            store.recordSources(record)
        }
    }
}
