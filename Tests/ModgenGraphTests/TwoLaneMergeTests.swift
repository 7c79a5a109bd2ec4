import Testing
import YAMLTree
@testable import ModgenGraph

/// Two sorted runs of nodes merged on two lanes, each its half of the merged order: the list
/// and its names are those of a stable sort of the two runs, whatever their lengths and
/// wherever the halves meet; any two equal names, in one run or across them, give nil.
@Suite struct TwoLaneMergeTests {
    private func node(_ name: String, source: Int) -> ModuleNode {
        ModuleNode(
            name: name, origin: .declared, kind: .core, mark: Mark(file: "modules.yml", line: source + 1, column: 3),
            source: source, written: [])
    }

    /// Runs of `declared` and `generated` names (each sorted here), merged.
    private func merged(_ declared: [String], _ generated: [String], parallel: Bool) -> (names: [String], sources: [Int])? {
        let runs = UnsafeMutablePointer<ModuleNode>.allocate(capacity: declared.count + generated.count)
        defer { runs.deallocate() }
        for (offset, name) in (declared.sorted() + generated.sorted()).enumerated() {
            (runs + offset).initialize(to: node(name, source: offset))
        }
        guard let (nodes, names) = TwoLaneMerge.merge(runs, declared: declared.count, generated: generated.count, parallel: parallel)
        else { return nil }
        #expect(nodes.map(\.name) == names)
        return (names, nodes.map(\.source))
    }

    @Test func everySplitOfTwoRunsMergesAsASortDoes() {
        var generator = SystemRandomNumberGenerator()
        // Short names, and names past 15 bytes (a string of its own in memory: a node moved
        // twice or not at all would be released twice or leak).
        let pool = (0..<40).map { "M\($0 * 7 % 40)" } + ["a", "Z", "é", "e\u{301}x", "_"]
            + (0..<20).map { "AVeryLongModuleName\($0 * 3 % 20)Interface" }
        for declaredCount in 0...7 {
            for generatedCount in 0...7 {
                let names = pool.shuffled(using: &generator).prefix(declaredCount + generatedCount)
                let declared = Array(names.prefix(declaredCount))
                let generated = Array(names.dropFirst(declaredCount))
                for parallel in [false, true] {
                    let result = merged(declared, generated, parallel: parallel)
                    #expect(result?.names == (declared + generated).sorted(), "\(declared) \(generated)")
                    // Each node came along with its name (its source says which run slot it was).
                    let expectedSources = (declared.sorted() + generated.sorted()).enumerated()
                        .sorted { $0.element < $1.element }.map(\.offset)
                    #expect(result?.sources == expectedSources, "\(declared) \(generated)")
                }
            }
        }
    }

    @Test func equalNamesAnywhereGiveNil() {
        for parallel in [false, true] {
            // Across the runs, at the front, in the middle, at the back, where the halves meet.
            #expect(merged(["A", "C"], ["A", "D"], parallel: parallel) == nil)
            #expect(merged(["B", "C"], ["C", "D"], parallel: parallel) == nil)
            #expect(merged(["A", "B"], ["C", "D", "E", "E"], parallel: parallel) == nil)
            #expect(merged(["A", "B", "X"], ["X"], parallel: parallel) == nil)
            #expect(merged(["K"], ["K"], parallel: parallel) == nil)
            let long = "AVeryLongModuleNameInterface"
            #expect(merged([long], [long], parallel: parallel) == nil)
            #expect(merged(["A", long, "Z"], ["B", long], parallel: parallel) == nil)
            // Within one run.
            #expect(merged(["A", "A"], [], parallel: parallel) == nil)
            #expect(merged([], ["B", "B", "C"], parallel: parallel) == nil)
            // Names equal as Swift compares them but spelt otherwise.
            #expect(merged(["caf\u{E9}"], ["cafe\u{301}"], parallel: parallel) == nil)
            #expect(merged(["A", "B"], ["C", "D"], parallel: parallel)?.names == ["A", "B", "C", "D"])
        }
    }
}
