import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// 100,000 levels of nesting: refused at `YAMLLimits.maxDepth` (512) with one positioned
/// error, without recursion anywhere (the tree is built with a stack of frames).
@Suite struct DeepNestingTests {
    private let depth = 100_000

    @Test func deepFlowSequencesAreOneClearError() {
        let text = "name: Deep\nmodules: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        #expect(LimitLoad.lines(text) == ["modules.yml:2:521: error: nesting is deeper than 512 levels"])
    }

    @Test func unclosedNestingStopsAtTheLimitToo() {
        let text = "name: Deep\nmodules: " + String(repeating: "[", count: depth)
        #expect(LimitLoad.lines(text) == ["modules.yml:2:521: error: nesting is deeper than 512 levels"])
    }

    @Test func deepFlowMappingsAreOneClearError() {
        let text = "name: Deep\nmodules: " + String(repeating: "{a: ", count: depth) + "b" + String(repeating: "}", count: depth)
        #expect(LimitLoad.lines(text) == ["modules.yml:2:2054: error: nesting is deeper than 512 levels"])
    }
}
