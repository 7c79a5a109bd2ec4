import Testing
import YAMLTree
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

    @Test func anEdgeTakesTwentyFourBytes() {
        // 40 with a 16-byte mark, 32 with its ends in 64 bits.
        #expect(MemoryLayout<DependencyEdge>.stride <= 24)
        let edge = DependencyEdge(from: 68_592, to: 1 << 30, mark: Mark(file: "modules.yml", line: 2, column: 3), isImplicit: true)
        #expect(edge.from == 68_592 && edge.to == 1 << 30 && edge.isImplicit && !edge.isTest)
    }
}
