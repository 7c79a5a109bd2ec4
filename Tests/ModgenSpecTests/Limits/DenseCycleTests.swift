import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// Every module depending on every other: a tangle with thousands of cycles. The first 100
/// are reported, then one summary; the search after each cycle works on arrays, so a
/// 1,000-module tangle (a million edges) takes seconds, not minutes.
@Suite struct DenseCycleTests {
    @Test func aCliqueReportsAHundredCyclesAndASummary() {
        let count = 120
        var lines = ["name: Tangle", "modules:"]
        for module in 0..<count {
            let others = (0..<count).filter { $0 != module }.map { "C\($0)" }.joined(separator: ", ")
            lines.append("  C\(module): { type: core, dependencies: [\(others)] }")
        }
        let found = LimitLoad.lines(lines.joined(separator: "\n") + "\n")
        #expect(found.count == 101)
        #expect(found.first == "modules.yml:3:3: error: more dependency cycles among C0, C1, C10, C100, C101, C102, C103, C104, C105, C106 and 110 more; fix the cycles above first")
        #expect(found.dropFirst().first == "modules.yml:4:36: error: dependency cycle: C0 -> C1 -> C0")
        #expect(found.dropFirst().allSatisfy { $0.contains("error: dependency cycle: C0 -> C") })
    }
}
