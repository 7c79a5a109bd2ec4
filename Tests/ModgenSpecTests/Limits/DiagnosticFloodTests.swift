import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// A generated spec gone wrong can hold millions of mistakes: the first
/// `DiagnosticLog.defaultLimit` are listed, then one line says how many more there are.
@Suite struct DiagnosticFloodTests {
    @Test func fiveThousandUnknownModulesListTheFirstThousand() {
        let names = (0..<5_000).map { "Missing\($0)" }.joined(separator: ", ")
        let lines = LimitLoad.lines("name: Flood\nmodules:\n  App: { type: app, dependencies: [\(names)] }\n")
        #expect(lines.count == DiagnosticLog.defaultLimit + 1)
        #expect(lines.first == "modules.yml:3:36: error: unknown module 'Missing0'")
        #expect(lines.last?.hasSuffix("error: 4000 more diagnostics from here on not shown (modgen lists the first 1000)") == true)
    }

    @Test func theLogCountsWhatItLeavesOut() {
        let log = DiagnosticLog(limit: 2)
        for column in 1...5 { log.warning("odd", at: YAMLTreeMark.at(1, column)) }
        log.warning("odd", at: YAMLTreeMark.at(1, 1))
        #expect(log.items.map(\.description) == [
            "modules.yml:1:1: warning: odd",
            "modules.yml:1:2: warning: odd",
            "modules.yml:1:3: warning: 3 more diagnostics from here on not shown (modgen lists the first 2)",
        ])
        #expect(!log.hasErrors)
        log.error("bad", at: YAMLTreeMark.at(2, 1))
        #expect(log.hasErrors)
    }
}
