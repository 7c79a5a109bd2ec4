import Foundation
import ModgenPlanning

/// The files of a plan looked up (`TreeProbe`) from both ends at once, for a run over an
/// existing tree: the survey's walk takes them from the first as it reaches them, a helper
/// thread from the last, until the two meet. Each file is probed once, by one of the two,
/// exactly as the walk would have probed it in turn; only the moment of each look moves (the
/// survey writes nothing, so nothing it decides can change what a later probe finds).
///
/// The files taken so are the generated ones (read and compared with what is planned) and the
/// stubs whose folder no stamp can vouch for (`StubFolderSurvey` stamps a folder before its
/// first stub is looked up, only where two stubs follow each other in it): a stub in such a
/// folder is left to the walk, in its turn.
///
/// The survey's walk was the longest stretch of a regenerate after a one-feature edit, on one
/// core while the other idled: with the helper reading the generated files, that edit took
/// 111.0 -> 104.6 and 111.6 -> 101.5 ms at 1,000 features and 518.7 -> 475.1 ms at 5,000 (the
/// builds in turn); with it also looking up those stubs, 96.5 -> 92.4 and 94.4 -> 92.9 ms at
/// 1,000 (41 rounds each).
final class TwoEndedProbes: @unchecked Sendable {
    // `@unchecked`: `results`, `low`, `high`, `stopped` and `helperDone` change only under
    // `condition`.
    private let files: [PlannedFile]
    /// The plan indices of the files probed here, in plan order: a file's position here is its
    /// position in the walk's order of them.
    private let taken: [Int]
    private let layout: OutputLayout
    private let fileSystem: FileSystem
    private let root: TreeRoot
    private let condition = NSCondition()
    private var results: [TreeProbe.Result?]
    /// Positions below `low` are the walk's; positions at and above `high` the helper's.
    private var low = 0
    private var high: Int
    private var stopped = false
    private var helperDone = false

    /// Below this many files the helper thread is not worth starting.
    static let threshold = 128

    /// Started for `files`, over a tree written before (a cold run finds its folders missing
    /// and probes almost nothing); nil when there are too few files to take.
    static func start(_ files: [PlannedFile], layout: OutputLayout, fileSystem: FileSystem, root: TreeRoot) -> TwoEndedProbes? {
        let taken = takenIndices(of: files)
        guard taken.count >= threshold else { return nil }
        let probes = TwoEndedProbes(files, taken: taken, layout: layout, fileSystem: fileSystem, root: root)
        Thread { probes.probeFromTheEnd() }.start()
        return probes
    }

    /// The generated files, and the stubs directly in a folder where no two planned stubs
    /// follow each other (the only folders `StubFolderSurvey` can stamp). Folders are told
    /// apart by a hash of their bytes: two folders taken for one (never seen) would only leave
    /// stubs to the walk. (By `Substring`s in a `Set` this took 20 M instructions of a
    /// regenerate at 1,000 features, before the helper could start.)
    static func takenIndices(of files: [PlannedFile]) -> [Int] {
        let folders = files.map { $0.ownership == .stub ? folderHash(of: $0.path) : nil }
        var stampable = Set<ContentHash>()
        for index in files.indices.dropLast() {
            if let folder = folders[index], folders[index + 1] == folder { stampable.insert(folder) }
        }
        return files.indices.filter { index in folders[index].map { !stampable.contains($0) } ?? true }
    }

    /// A hash of the bytes of `path`'s folder (`PathFolder.length`: its '/' included; empty at
    /// the root).
    private static func folderHash(of path: String) -> ContentHash {
        let length = PathFolder.length(of: path)
        var path = path
        return path.withUTF8 { ContentHash(UnsafeBufferPointer(rebasing: $0[..<length])) }
    }

    private init(_ files: [PlannedFile], taken: [Int], layout: OutputLayout, fileSystem: FileSystem, root: TreeRoot) {
        self.files = files
        self.taken = taken
        self.layout = layout
        self.fileSystem = fileSystem
        self.root = root
        results = Array(repeating: nil, count: taken.count)
        high = taken.count
    }

    /// The position of the file at plan index `index` when it is taken here and `next` is the
    /// walk's next position; nil when the walk probes it itself.
    func position(ofFile index: Int, next: Int) -> Int? {
        next < taken.count && taken[next] == index ? next : nil
    }

    /// What probing the file at `position` finds: the helper's result when it took the file
    /// (waiting for it if need be), else probed here, on the walk's thread (with its `paths`).
    func result(at position: Int, _ paths: inout TreePathStatus) -> TreeProbe.Result {
        condition.lock()
        if position >= high {
            while results[position] == nil { condition.wait() }
            let result = results[position]
            condition.unlock()
            if let result { return result }
        } else {
            low = position + 1
            condition.unlock()
        }
        return TreeProbe.probe(files[taken[position]], layout: layout, fileSystem: fileSystem, paths: &paths)
    }

    /// The walk passes the file at `position` without a probe (its folder is known to be
    /// missing): the helper does not take it either.
    func skip(_ position: Int) {
        condition.lock()
        if position < high { low = position + 1 }
        condition.unlock()
    }

    /// Stops the helper and waits for the file it is looking at, if any: nothing looks at the
    /// tree once the survey is done.
    func finish() {
        condition.lock()
        stopped = true
        while !helperDone { condition.wait() }
        condition.unlock()
    }

    private func probeFromTheEnd() {
        var paths = TreePathStatus(layout: layout, fileSystem: fileSystem, root: root)
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
            let result = TreeProbe.probe(files[taken[position]], layout: layout, fileSystem: fileSystem, paths: &paths)
            condition.lock()
            results[position] = result
            condition.broadcast()
            condition.unlock()
        }
    }
}
