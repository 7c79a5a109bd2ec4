import ModgenSpec

/// The six per-node lists of `LinkedDependencies`, open for writing in place: made once at the
/// table's length and filled by the linking lanes, each writing only the nodes of the parts it
/// takes (`ParallelLinking`). Each lane had made all six at the table's length and the second
/// lane's part was swapped into the first's: twice the lists (6.6 MB more for the bench's 7 MB
/// spec), a retain for each empty list made and a release for each destroyed. Then the lists
/// were made full of empty ones before linking, on one core while the other waited (2.3 ms of
/// the 7 MB spec's load): now each part puts its nodes' empty lists in place itself.
///
/// Valid only inside `LinkedDependencies.filled`; two lanes may use it at once as long as no
/// node is written by both.
struct LinkSlots: @unchecked Sendable {
    let edges: UnsafeMutableBufferPointer<[DependencyEdge]>
    let products: UnsafeMutableBufferPointer<[ModuleDependency]>
    let testDependencies: UnsafeMutableBufferPointer<[ModuleDependency]>
    let testEdges: UnsafeMutableBufferPointer<[DependencyEdge]>
    let conditions: UnsafeMutableBufferPointer<[ModuleDependency: BuildCondition]>
    let sortedDependencies: UnsafeMutableBufferPointer<[ModuleDependency]>

    /// Empty lists in the six slots of each node of `range`, which hold nothing yet: the first
    /// thing done to a node's slots.
    func initialize(_ range: Range<Int>) {
        UnsafeMutableBufferPointer(rebasing: edges[range]).initialize(repeating: [])
        UnsafeMutableBufferPointer(rebasing: products[range]).initialize(repeating: [])
        UnsafeMutableBufferPointer(rebasing: testDependencies[range]).initialize(repeating: [])
        UnsafeMutableBufferPointer(rebasing: testEdges[range]).initialize(repeating: [])
        UnsafeMutableBufferPointer(rebasing: conditions[range]).initialize(repeating: [:])
        UnsafeMutableBufferPointer(rebasing: sortedDependencies[range]).initialize(repeating: [])
    }
}

extension LinkedDependencies {
    /// The six lists of a table of `count` nodes, as `fill` leaves them, and what it returns.
    /// `fill` gets them uninitialized and must `initialize` every node's slots (each once)
    /// before it writes to them.
    static func filled<Result>(count: Int, _ fill: (LinkSlots) -> Result) -> (LinkedDependencies, Result) {
        var products: [[ModuleDependency]] = []
        var testDependencies: [[ModuleDependency]] = []
        var testEdges: [[DependencyEdge]] = []
        var conditions: [[ModuleDependency: BuildCondition]] = []
        var sortedDependencies: [[ModuleDependency]] = []
        var result: Result?
        let edges = [[DependencyEdge]](unsafeUninitializedCapacity: count) { edgeSlots, edgeCount in
            products = .init(unsafeUninitializedCapacity: count) { productSlots, productCount in
                testDependencies = .init(unsafeUninitializedCapacity: count) { testDependencySlots, testDependencyCount in
                    testEdges = .init(unsafeUninitializedCapacity: count) { testEdgeSlots, testEdgeCount in
                        conditions = .init(unsafeUninitializedCapacity: count) { conditionSlots, conditionCount in
                            sortedDependencies = .init(unsafeUninitializedCapacity: count) { sortedSlots, sortedCount in
                                result = fill(LinkSlots(
                                    edges: UnsafeMutableBufferPointer(rebasing: edgeSlots[..<count]),
                                    products: UnsafeMutableBufferPointer(rebasing: productSlots[..<count]),
                                    testDependencies: UnsafeMutableBufferPointer(rebasing: testDependencySlots[..<count]),
                                    testEdges: UnsafeMutableBufferPointer(rebasing: testEdgeSlots[..<count]),
                                    conditions: UnsafeMutableBufferPointer(rebasing: conditionSlots[..<count]),
                                    sortedDependencies: UnsafeMutableBufferPointer(rebasing: sortedSlots[..<count])))
                                sortedCount = count
                            }
                            conditionCount = count
                        }
                        testEdgeCount = count
                    }
                    testDependencyCount = count
                }
                productCount = count
            }
            edgeCount = count
        }
        let linked = LinkedDependencies(
            edges: edges, products: products, testDependencies: testDependencies, testEdges: testEdges,
            conditions: conditions, sortedDependencies: sortedDependencies)
        guard let result else { preconditionFailure("the innermost list's initializer always runs `fill`") }
        return (linked, result)
    }
}
