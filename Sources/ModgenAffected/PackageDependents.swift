import ModgenGraph

/// Who builds whom: for each module, the modules whose package builds it, and the closure of
/// that. A module's package builds what its target, its tests and, for a feature with an
/// example, the example (the deps modules serving the feature, its `XTesting`) depend on; so
/// `swift test` in a package can break when any of those changes.
///
/// Modules are numbered in the graph's order (sorted by name), so lists of numbers are lists
/// of names in order: the reverse edges are built and walked without a string per edge.
package struct PackageDependents: Sendable {
    /// The graph, whose name index finds a module's number (hashing its bytes, not the
    /// SipHash of a `[String: Int]` built again: that was most of this at 10,000 modules).
    private let graph: ModuleGraph
    /// Number -> the numbers of the modules that depend on it directly, ascending, no repeats.
    private let dependents: [[Int32]]

    package init(graph: ModuleGraph) {
        let modules = graph.modules
        var servedBy: [String: [Int]] = [:]
        for index in modules.indices where modules[index].kind == .deps {
            for feature in modules[index].serves { servedBy[feature, default: []].append(index) }
        }
        // Module `index` is appended to each list in turn, all its edges at once: the lists come
        // out ascending, and a repeated edge is the list's last entry. Fields are read in place:
        // a copy of a module per step retains every field of it.
        var dependents = [[Int32]](repeating: [], count: modules.count)
        for index in modules.indices {
            let dependent = Int32(index)
            func add(_ dependency: Int?) {
                guard let dependency, dependency != index, dependents[dependency].last != dependent else { return }
                dependents[dependency].append(dependent)
            }
            for case .module(let name) in modules[index].dependencies { add(graph.index(ofModule: name)) }
            for case .module(let name) in modules[index].target.testDependencies { add(graph.index(ofModule: name)) }
            if modules[index].kind == .feature, modules[index].example {
                let name = modules[index].name
                for deps in servedBy[name] ?? [] { add(deps) }
                if let testing = graph.index(ofModule: TargetNames.testing(name)), case .testing(name, _) = modules[testing].origin {
                    add(testing)
                }
            }
        }
        self.graph = graph
        self.dependents = dependents
    }

    /// The number of the module named `name`, nil when the graph has none.
    package func number(of name: String) -> Int? { graph.index(ofModule: name) }

    /// What the closure reached, by module number.
    package enum Reach: Equatable, Sendable {
        case unreached
        /// One of the changed modules.
        case changed
        /// Reached from this module's number.
        case from(Int)
    }

    /// `changed` (numbers) and every module that depends on one of them, transitively: each
    /// reached module with the module it was first reached from, breadth first, in the order
    /// given and then by name.
    package func closure(of changed: some Sequence<Int>) -> [Reach] {
        var reached = [Reach](repeating: .unreached, count: dependents.count)
        var queue: [Int] = []
        for number in changed where reached[number] == .unreached {
            reached[number] = .changed
            queue.append(number)
        }
        var next = 0
        while next < queue.count {
            let number = queue[next]
            next += 1
            for dependent in dependents[number] where reached[Int(dependent)] == .unreached {
                reached[Int(dependent)] = .from(number)
                queue.append(Int(dependent))
            }
        }
        return reached
    }
}
