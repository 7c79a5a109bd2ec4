import ModgenGraph
import ModgenPlanning
import ModgenReporting
import Dispatch
import Foundation

/// Everything a plan is made from, reduced to 128 bits: modgen's version, the spec path the
/// generated headers name, the resolved graph as `ResolvedSpecDump` walks it (every field the
/// planner reads; hashed by `DumpDigest` as the walk goes, no dump is built), and the relative
/// path and bytes of every file in each template set the modules use. The same inputs give
/// the same fingerprint on every machine (no absolute paths, no times), so `.modgen/inputs`
/// may be committed with the tree.
///
/// Equal fingerprints mean equal plans, except for the stubs already on disk, which the planner
/// leaves unrendered: the writer's fast path checks those on disk (`TreeWriter.unchangedReport`).
///
/// Below: `FingerprintHasher`, the 128-bit hash, and `BackgroundFingerprint`, the fingerprint
/// computed while the tree is read.
public struct PlanFingerprint: Hashable, Sendable, CustomStringConvertible {
    package var first: UInt64
    package var second: UInt64

    init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second
    }

    /// Nil when a template set cannot be found or read: then there is no fast path, and
    /// planning reports the problem.
    package init?(version: String, graph: ModuleGraph, specReference: String, templates: TemplateLocator) {
        var hasher = FingerprintHasher()
        hasher.feed(string: "modgen plan fingerprint 2")
        hasher.feed(string: version)
        hasher.feed(string: specReference)
        let dump = DumpDigest.of(graph)
        hasher.feed(words: [dump.first, dump.second])
        guard hasher.feed(templateSets: Self.templateSets(of: graph), templatesPath: graph.options.templatesPath, from: templates)
        else { return nil }
        (first, second) = hasher.finish()
    }

    /// The template sets `graph`'s modules use, sorted.
    package static func templateSets(of graph: ModuleGraph) -> [String] {
        Set(graph.modules.map(\.templateSet)).sorted()
    }

    /// From its thirty-two hex digits (`description`); nil for anything else.
    init?(hex digits: ArraySlice<UInt8>) {
        guard digits.count == 32, let first = ContentHash(hex: digits.prefix(16)), let second = ContentHash(hex: digits.suffix(16))
        else { return nil }
        self.init(first: first.value, second: second.value)
    }

    /// Thirty-two lowercase hex digits.
    public var description: String {
        ContentHash(value: first).description + ContentHash(value: second).description
    }
}

extension FingerprintHasher {
    /// Each of the sets `names` (sorted) with everything in the folder `templates` finds it in,
    /// and that folder's path too with `namingFolders`; false when a set cannot be found or
    /// read.
    mutating func feed(
        templateSets names: [String], templatesPath: String?, from templates: TemplateLocator, namingFolders: Bool = false
    ) -> Bool {
        feed(tag: Tag.list, count: names.count)
        for name in names {
            guard let directory = try? templates.directory(ofSet: name, templatesPath: templatesPath),
                let contents = FolderContents.read(directory)
            else { return false }
            feed(string: name)
            if namingFolders { feed(string: directory) }
            feed(contents)
        }
        return true
    }

    mutating func feed(_ contents: FolderContents) {
        feed(tag: Tag.list, count: contents.files.count)
        for file in contents.files {
            feed(string: file.path)
            feed(bool: file.isSpecial)
            feed(bytes: file.bytes)
        }
    }
}

/// Hashes a stream of values into 128 bits, for `PlanFingerprint`: FNV-1a 64 (as `ContentHash`)
/// beside a multiply-rotate lane that also carries high bits down, so the two halves fail
/// independently. Every value is fed with a tag and a length, so no two different streams of
/// values feed the same bytes (`["ab", "c"]` and `["a", "bc"]` differ).
struct FingerprintHasher: Sendable {
    private var fnv = ContentHash()
    private var mixed: UInt64 = 0x6a09_e667_f3bc_c908

    init() {}

    mutating func feed(string text: String) {
        var text = text
        text.withUTF8 { feed(tag: Tag.string, bytes: $0) }
    }

    mutating func feed(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { feed(tag: Tag.bytes, bytes: $0) }
    }

    /// Each word's eight bytes, little-endian, as one byte string.
    mutating func feed(words: [UInt64]) {
        feed(bytes: words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } })
    }

    mutating func feed(bool flag: Bool) {
        feed(tag: Tag.bool, count: flag ? 1 : 0)
    }

    /// The start of a list or map of `count` items (`tag` says which). The count goes in
    /// LEB128 (seven bits a byte), so most counts and lengths cost one byte.
    mutating func feed(tag: UInt8, count: Int) {
        feedRaw(tag)
        var rest = UInt64(count)
        while rest >= 0x80 {
            feedRaw(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        feedRaw(UInt8(rest))
    }

    /// The two halves: FNV-1a 64, then the mixed lane (finished with an avalanche step).
    func finish() -> (first: UInt64, second: UInt64) {
        var value = mixed
        value ^= value >> 33
        value = value &* 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        return (fnv.value, value)
    }

    enum Tag {
        static let string = UInt8(ascii: "s")
        static let bytes = UInt8(ascii: "d")
        static let bool = UInt8(ascii: "b")
        static let list = UInt8(ascii: "l")
    }

    private mutating func feed(tag: UInt8, bytes: UnsafeBufferPointer<UInt8>) {
        feed(tag: tag, count: bytes.count)
        var fnv = self.fnv, mixed = self.mixed
        for byte in bytes {
            fnv.add(byte)
            mixed = Self.mix(mixed, byte)
        }
        self.fnv = fnv
        self.mixed = mixed
    }

    private mutating func feedRaw(_ byte: UInt8) {
        fnv.add(byte)
        mixed = Self.mix(mixed, byte)
    }

    private static func mix(_ state: UInt64, _ byte: UInt8) -> UInt64 {
        let product = (state ^ UInt64(byte)) &* 0x9e37_79b9_7f4a_7c15
        return product << 23 | product >> 41
    }
}

/// A plan fingerprint computed on another thread while the fast path reads the tree, or while
/// the full path plans.
package final class BackgroundFingerprint: @unchecked Sendable {
    private let lock = NSLock()
    private let group = DispatchGroup()
    private var isDone = false
    private var value: PlanFingerprint?

    package init(_ compute: @escaping @Sendable () -> PlanFingerprint?) {
        group.enter()
        DispatchQueue.global().async { [self] in
            let computed = compute()
            lock.withLock {
                value = computed
                isDone = true
            }
            group.leave()
        }
    }

    /// A fingerprint known without computing (the recorded one, when the sources it was made
    /// from are unchanged: `SourcesRecord`).
    package init(known: PlanFingerprint) {
        value = known
        isDone = true
    }

    /// True once the fingerprint is computed and is not `other`; false while computing.
    func isKnown(toDifferFrom other: PlanFingerprint) -> Bool {
        lock.withLock { isDone && value != other }
    }

    /// The fingerprint, waiting for it.
    package func wait() -> PlanFingerprint? {
        group.wait()
        return lock.withLock { value }
    }
}
