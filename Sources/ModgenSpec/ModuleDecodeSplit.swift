import Dispatch
import Foundation
import ModgenDiagnostics
import YAMLTree

/// Reads a large `modules:` mapping on two threads: libyaml's thread has finished by then, so
/// the second core is otherwise idle while the main thread types tens of thousands of modules.
/// The entries are cut into parts of shrinking size (`SplitQueue.shares`) that the two threads
/// take in turn, so neither waits long for the other at the end (in two fixed halves, one
/// thread often waited for the other's half: the 2-core VM's CPUs run at different speeds
/// for seconds at a time). The same modules in the same order, and the same diagnostics in
/// the same order, as reading them one after another:
///
/// - the first part logs to the load's own log (nothing else writes to it meanwhile);
/// - each other part logs to a log of its own. All empty, the usual case, the parts' modules
///   follow one another in order;
/// - from the first part whose own log is not empty on, the parts' modules are dropped and
///   those entries are read again, one after another, logging to the load's log: replaying
///   the parts' items could not be exact, since a log keeps one of each repeated diagnostic
///   but counts every repeat past its limit.
///
/// Only for a spec without module templates: a template is resolved, checked and counted
/// against the budget once, by the first module that lists it, so which module that is would
/// depend on the split. Without templates `TemplateResolver` keeps no state between modules.
enum ModuleDecodeSplit {
    /// Below this many modules one thread reads them: waking a second costs about what it
    /// saves on a few hundred modules, and a small spec must not wait for a thread.
    static let splitFrom = 2_048

    /// The modules of `entries` in order, and the names of the entries that made none.
    static func decode(
        _ entries: [Mapping.Entry], _ reader: SchemaReader, options: ProjectOptions
    ) -> (modules: [SpecModule], broken: Set<String>) {
        let ends = SplitQueue.ends(of: entries.count)
        let parts = Parts(ranges: zip([0] + ends.dropLast(), ends).map { $0..<$1 }, reader: reader, options: options)
        var broken = Set<String>()
        let modules = entries.withUnsafeBufferPointer { input in
            [SpecModule](unsafeUninitializedCapacity: entries.count) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                let shared = SharedBuffers(input: input, output: base)
                let queue = SplitQueue(count: parts.count)
                DispatchQueue.concurrentPerform(iterations: 2) { _ in
                    while let part = queue.take() { parts.read(part, shared) }
                }
                // The parts' modules moved together in order, up to the first that logged.
                var written = 0
                var logged: Int?
                for part in 0..<parts.count {
                    let result = parts.result(part)
                    if result.logged {
                        logged = part
                        break
                    }
                    let start = parts.ranges[part].lowerBound
                    if written < start { (base + written).moveInitialize(from: base + start, count: result.count) }
                    written += result.count
                    broken.formUnion(result.broken)
                }
                if let logged {
                    for part in logged..<parts.count {
                        (base + parts.ranges[part].lowerBound).deinitialize(count: parts.result(part).count)
                    }
                    let rest = parts.ranges[logged].lowerBound..<entries.count
                    let again = parts.decode(rest, shared, reader: reader, at: written)
                    written += again.count
                    broken.formUnion(again.broken)
                }
                initialized = written
            }
        }
        return (modules, broken)
    }

    /// The entries to read and where the modules go, shared by the threads. Unchecked:
    /// pointers, each part reads its own range of the input and initializes the same range of
    /// the output (from its start), and `decode` waits for all before it reads the output.
    private struct SharedBuffers: @unchecked Sendable {
        let input: UnsafeBufferPointer<Mapping.Entry>
        let output: UnsafeMutablePointer<SpecModule>
    }

    /// What each part reads and found. Unchecked: the readers hold classes that are not
    /// Sendable, each used by one part at a time: its log (the load's for the first part, its
    /// own for the others), and `DollarSighting`, only read once the files are read. The
    /// expander's `LookedUpNames` is locked; the results are behind `lock`.
    private final class Parts: @unchecked Sendable {
        struct Result {
            var count = 0
            var broken = Set<String>()
            /// Whether the part's own log has any item (the first part has none).
            var logged = false
        }

        let ranges: [Range<Int>]
        private let reader: SchemaReader
        private let options: ProjectOptions
        private let lock = NSLock()
        private var results: [Result]

        init(ranges: [Range<Int>], reader: SchemaReader, options: ProjectOptions) {
            self.ranges = ranges
            self.reader = reader
            self.options = options
            results = Array(repeating: Result(), count: ranges.count)
        }

        var count: Int { ranges.count }

        func read(_ part: Int, _ shared: SharedBuffers) {
            let log = part == 0 ? nil : DiagnosticLog()
            var result = decode(ranges[part], shared, reader: log.map(reader.logging) ?? reader, at: ranges[part].lowerBound)
            result.logged = log.map { !$0.items.isEmpty } ?? false
            lock.withLock { results[part] = result }
        }

        func result(_ part: Int) -> Result {
            lock.withLock { results[part] }
        }

        /// The entries in `range` read with `reader`, their modules placed from `offset` on.
        func decode(_ range: Range<Int>, _ shared: SharedBuffers, reader: SchemaReader, at offset: Int) -> Result {
            // No templates: the resolver hands back each entry as it is (or logs the
            // unknown template an entry lists), whichever resolver reads it.
            var resolver = TemplateResolver(reader: reader, templates: Mapping())
            var result = Result()
            let next = shared.output + offset
            ModuleEntryDecoder(reader: reader, options: options).decode(
                UnsafeBufferPointer(rebasing: shared.input[range]), resolver: &resolver, broken: &result.broken
            ) { module in
                (next + result.count).initialize(to: module)
                result.count += 1
            }
            return result
        }
    }
}
