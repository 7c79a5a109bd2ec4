import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// 50,000 modules of every kind with real dependencies load and pass every rule.
/// (Release timing and peak memory are in the hardening notes; no time is asserted here.)
@Suite struct ManyModulesTests {
    static let moduleCount = 50_000

    /// A quarter each of core, interface, feature and deps modules, plus one app.
    static func spec(modules count: Int) -> String {
        let quarter = count / 4
        var lines = ["name: Big", "modules:"]
        let features = stride(from: 0, to: quarter, by: 50).map { "F\($0)" }.joined(separator: ", ")
        lines.append("  App: { type: app, dependencies: [\(features)] }")
        for index in 0..<quarter {
            let cores = [index - 1, index - 7].filter { $0 >= 0 }.map { "C\($0)" }.joined(separator: ", ")
            lines.append("  C\(index): { type: core, dependencies: [\(cores)] }")
            lines.append("  I\(index): { type: interface, dependencies: [C\(index)] }")
            lines.append("  F\(index): { type: feature, dependencies: [I\(index), C\((index * 3) % quarter)] }")
        }
        for index in 0..<(count - 3 * quarter - 1) {
            lines.append("  D\(index): { type: deps, serves: [F\(index)], dependencies: [I\(index), C\(index)] }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func fiftyThousandModulesLoadAndValidate() {
        let result = LimitLoad.result(Self.spec(modules: Self.moduleCount))
        #expect(result.diagnostics.map(\.description) == [])
        let graph = result.graph
        let quarter = Self.moduleCount / 4
        // Every feature also gets its generated interface module.
        #expect(graph?.modules.count == Self.moduleCount + quarter)
        #expect(graph?["F\(quarter - 1)Interface"]?.kind == .interface)
        #expect(graph?.depsServing("F0").map(\.name) == ["D0"])
    }
}
