import Dispatch
import Foundation
import ModgenDiagnostics
import YAMLTree

/// Reads a large `modules:` mapping on two threads, one half each: libyaml's thread has
/// finished by then, so the second core is otherwise idle while the main thread types tens of
/// thousands of modules. The same modules in the same order, and the same diagnostics in the
/// same order, as reading them one after another:
///
/// - the first half logs to the load's own log (nothing else writes to it meanwhile);
/// - the second half logs to a log of its own. Empty, the usual case, its modules follow the
///   first half's. Not empty, its modules are dropped and it is read again after the first,
///   logging to the load's log: replaying its items could not be exact, since a log keeps one
///   of each repeated diagnostic but counts every repeat past its limit.
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
        let middle = entries.count / 2
        let secondLog = DiagnosticLog()
        let halves = Halves(readers: [reader, reader.logging(to: secondLog)], options: options, middle: middle)
        var broken = Set<String>()
        let modules = entries.withUnsafeBufferPointer { input in
            [SpecModule](unsafeUninitializedCapacity: entries.count) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                let shared = SharedBuffers(input: input, output: base)
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    halves.read(half, shared)
                }
                let first = halves.result(0)
                var second = halves.result(1)
                broken = first.broken
                if secondLog.items.isEmpty {
                    if first.count < middle { (base + first.count).moveInitialize(from: base + middle, count: second.count) }
                } else {
                    (base + middle).deinitialize(count: second.count)
                    second = halves.reread(1, shared, reader: reader, at: first.count)
                }
                broken.formUnion(second.broken)
                initialized = first.count + second.count
            }
        }
        return (modules, broken)
    }

    /// The entries to read and where the modules go, shared by the two halves. Unchecked:
    /// pointers, each half reads its own range of the input and initializes its own range of
    /// the output (the first half from 0, the second from `middle`), and `decode` waits for
    /// both before it reads the output.
    private struct SharedBuffers: @unchecked Sendable {
        let input: UnsafeBufferPointer<Mapping.Entry>
        let output: UnsafeMutablePointer<SpecModule>
    }

    /// What each half reads with and what it found. Unchecked: the readers hold classes
    /// that are not Sendable, each used by one half only: its log (the load's for the first
    /// half, the second's own), and `DollarSighting`, only read once the files are read. The
    /// expander's `LookedUpNames` is locked; the results are behind `lock`.
    private final class Halves: @unchecked Sendable {
        struct Result {
            var count = 0
            var broken = Set<String>()
        }

        private let readers: [SchemaReader]
        private let options: ProjectOptions
        private let middle: Int
        private let lock = NSLock()
        private var results = [Result(), Result()]

        init(readers: [SchemaReader], options: ProjectOptions, middle: Int) {
            self.readers = readers
            self.options = options
            self.middle = middle
        }

        func read(_ half: Int, _ shared: SharedBuffers) {
            let result = decode(half, shared, reader: readers[half], at: half == 0 ? 0 : middle)
            lock.withLock { results[half] = result }
        }

        func result(_ half: Int) -> Result {
            lock.withLock { results[half] }
        }

        /// `half` read again with `reader`, its modules placed from `offset` on.
        func reread(_ half: Int, _ shared: SharedBuffers, reader: SchemaReader, at offset: Int) -> Result {
            decode(half, shared, reader: reader, at: offset)
        }

        private func decode(_ half: Int, _ shared: SharedBuffers, reader: SchemaReader, at offset: Int) -> Result {
            let range = half == 0 ? 0..<middle : middle..<shared.input.count
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
