import Foundation
import ModgenPlanning

/// The generated files of a plan read and compared with what is planned (`TreeProbe`) from
/// both ends at once, for a run over an existing tree: the survey's walk takes them from the
/// first as it reaches them, a helper thread from the last, until the two meet. Each file is
/// probed once, by one of the two, exactly as the walk would have probed it in turn; only the
/// moment of each read moves (the survey writes nothing, so nothing it decides can change
/// what a later probe finds). The survey's walk was the longest stretch of a regenerate after a
/// one-feature edit, on one core while the other idled: with the helper, that edit took 111.0
/// -> 104.6 and 111.6 -> 101.5 ms at 1,000 features and 518.7 -> 475.1 ms at 5,000 (the builds
/// in turn). The walk looks up the stubs, and their folders' stamps, as before.
final class GeneratedProbes: @unchecked Sendable {
    // `@unchecked`: `results`, `low`, `high` and `stopped` change only under `condition`.
    private let files: [PlannedFile]
    /// The plan indices of the generated files, in plan order: a file's position here is its
    /// position in the walk's order of generated files.
    private let generated: [Int]
    private let layout: OutputLayout
    private let fileSystem: FileSystem
    private let condition = NSCondition()
    private var results: [TreeProbe.Result?]
    /// Positions below `low` are the walk's; positions at and above `high` the helper's.
    private var low = 0
    private var high: Int
    private var stopped = false
    private var helperDone = false

    /// Below this many generated files the helper thread is not worth starting.
    static let threshold = 128

    /// Started for `files` when the tree was written before (a cold run finds its folders
    /// missing and probes almost nothing); nil when there are too few generated files.
    static func start(_ files: [PlannedFile], layout: OutputLayout, fileSystem: FileSystem) -> GeneratedProbes? {
        let generated = files.indices.filter { files[$0].ownership == .generated }
        guard generated.count >= threshold else { return nil }
        let probes = GeneratedProbes(files, generated: generated, layout: layout, fileSystem: fileSystem)
        Thread { probes.probeFromTheEnd() }.start()
        return probes
    }

    private init(_ files: [PlannedFile], generated: [Int], layout: OutputLayout, fileSystem: FileSystem) {
        self.files = files
        self.generated = generated
        self.layout = layout
        self.fileSystem = fileSystem
        results = Array(repeating: nil, count: generated.count)
        high = generated.count
    }

    /// What probing the generated file at `position` (in the walk's order) finds: the helper's
    /// result when it took the file (waiting for it if need be), else probed here.
    func result(at position: Int) -> TreeProbe.Result {
        condition.lock()
        if position >= high {
            while results[position] == nil { condition.wait() }
            let result = results[position]
            condition.unlock()
            return result ?? Self.probe(files[generated[position]], layout, fileSystem)
        }
        low = position + 1
        condition.unlock()
        return Self.probe(files[generated[position]], layout, fileSystem)
    }

    /// The walk passes the file at `position` without a probe (its folder is known to be
    /// missing): the helper does not take it either.
    func skip(_ position: Int) {
        condition.lock()
        if position < high { low = position + 1 }
        condition.unlock()
    }

    /// Stops the helper and waits for the file it is reading, if any: nothing reads the tree
    /// once the survey is done.
    func finish() {
        condition.lock()
        stopped = true
        while !helperDone { condition.wait() }
        condition.unlock()
    }

    private func probeFromTheEnd() {
        while true {
            condition.lock()
            guard !stopped, high > low else {
                helperDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
            high -= 1
            let position = high
            condition.unlock()
            let result = Self.probe(files[generated[position]], layout, fileSystem)
            condition.lock()
            results[position] = result
            condition.broadcast()
            condition.unlock()
        }
    }

    private static func probe(_ file: PlannedFile, _ layout: OutputLayout, _ fileSystem: FileSystem) -> TreeProbe.Result {
        TreeProbe.probe(file, at: layout.path(file.path), fileSystem: fileSystem)
    }
}
