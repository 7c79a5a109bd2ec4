import Testing
@testable import ModgenGraph

/// What resolving keeps a value of per module and per dependency stays small: the 7 MB bench
/// spec's load holds 68,593 nodes and modules and some 263,000 edges, each in fresh pages that
/// cost more to fault in here than the instructions that fill them.
@Suite struct GraphLayoutTests {
    @Test func aTableNodeTakesSixtyFourBytes() {
        // 80 with a 16-byte mark and the kind before the origin.
        #expect(MemoryLayout<ModuleNode>.stride <= 64)
    }

    @Test func aResolvedModuleTakesAHundredAndFourBytes() {
        // 128 with the one-byte fields among the others.
        #expect(MemoryLayout<ResolvedModule>.stride <= 104)
    }

    @Test func anEdgeTakesThirtyTwoBytes() {
        // 40 with a 16-byte mark.
        #expect(MemoryLayout<DependencyEdge>.stride <= 32)
    }
}
