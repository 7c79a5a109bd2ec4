import Foundation

/// For each feature a deps module serves, the deps modules that serve it, in the graph's order
/// (`ModuleGraph.depsServing`), gathered from the modules the first time one is asked for and
/// kept for the next, by the graph and its copies alike (their modules never change). Made when
/// the graph was, it took a millisecond of every load of the 7 MB bench spec (its 3,265 deps
/// modules), on the one thread the user waits for, and `validate` never asks.
final class ServedByTable: @unchecked Sendable {
    // `@unchecked`: `table` is read and written only under `lock`.
    private let lock = NSLock()
    private var table: [String: [String]]?

    /// Whether the table was made (for tests).
    var isMade: Bool { lock.withLock { table != nil } }

    /// The table, made from `modules` when this is the first question.
    func table(of modules: [ResolvedModule]) -> [String: [String]] {
        lock.withLock {
            if let table { return table }
            var made: [String: [String]] = [:]
            for offset in modules.indices where modules[offset].kind == .deps {
                for feature in modules[offset].serves { made[feature, default: []].append(modules[offset].name) }
            }
            table = made
            return made
        }
    }
}
