import ModgenSpec

/// The six per-node lists of `LinkedDependencies`, open for writing in place: made once at the
/// table's length and filled by the linking lanes, each writing only the nodes of its own part
/// (`ParallelLinking`). Each lane had made all six at the table's length and the second lane's
/// part was swapped into the first's: twice the lists (6.6 MB more for the bench's 7 MB spec),
/// a retain for each empty list made and a release for each destroyed.
///
/// Valid only inside `LinkedDependencies.withSlots`; two lanes may use it at once as long as
/// no node is written by both.
struct LinkSlots: @unchecked Sendable {
    let edges: UnsafeMutableBufferPointer<[DependencyEdge]>
    let products: UnsafeMutableBufferPointer<[ModuleDependency]>
    let testDependencies: UnsafeMutableBufferPointer<[ModuleDependency]>
    let testEdges: UnsafeMutableBufferPointer<[DependencyEdge]>
    let conditions: UnsafeMutableBufferPointer<[ModuleDependency: BuildCondition]>
    let sortedDependencies: UnsafeMutableBufferPointer<[ModuleDependency]>
}

extension LinkedDependencies {
    /// Six empty lists per node of a table of `count` nodes.
    init(count: Int) {
        self.init(
            edges: Array(repeating: [], count: count), products: Array(repeating: [], count: count),
            testDependencies: Array(repeating: [], count: count), testEdges: Array(repeating: [], count: count),
            conditions: Array(repeating: [:], count: count), sortedDependencies: Array(repeating: [], count: count))
    }

    /// `body` given the six lists to write in place.
    mutating func withSlots<Result>(_ body: (LinkSlots) -> Result) -> Result {
        edges.withUnsafeMutableBufferPointer { edges in
            products.withUnsafeMutableBufferPointer { products in
                testDependencies.withUnsafeMutableBufferPointer { testDependencies in
                    testEdges.withUnsafeMutableBufferPointer { testEdges in
                        conditions.withUnsafeMutableBufferPointer { conditions in
                            sortedDependencies.withUnsafeMutableBufferPointer { sortedDependencies in
                                body(LinkSlots(
                                    edges: edges, products: products, testDependencies: testDependencies, testEdges: testEdges,
                                    conditions: conditions, sortedDependencies: sortedDependencies))
                            }
                        }
                    }
                }
            }
        }
    }
}
