import Foundation
import Testing
@testable import YAMLTree

/// A large input is parsed by libyaml on a thread of its own while the tree is built
/// (`LibYAMLEventReader.readThreaded`). Both ways must give the same trees, with the same
/// marks, tags and styles, or the same error: the first in stream order.
@Suite struct ThreadedLoadTests {
    /// The documents, or the error, written out in full (every mark, tag and style).
    private func outcome(_ text: String, threaded: Bool, limits: YAMLLimits = .default) -> String {
        WrittenTree.outcome(text, limits: limits, threadedFrom: threaded ? 0 : Int.max)
    }

    /// A spec-like stream of `count` modules, with anchors, aliases, tags and every scalar style.
    private func largeStream(modules count: Int) -> String {
        var text = "name: Big\ndefaults: &defaults {platforms: [iOS], tests: true}\nmodules:\n"
        for index in 0..<count {
            text += "  Feature\(index):\n    <<: *defaults\n    kind: !!str feature\n"
            text += "    summary: 'single \(index)'\n    note: \"double\\t\(index)\"\n"
            text += "    text: |\n      literal \(index)\n    folded: >\n      folded\n      \(index)\n"
            text += "    dependencies: [Core\(index % 7), Network]\n"
        }
        return text
    }

    @Test func everyConformanceCaseLoadsAlikeBothWays() throws {
        let cases = SharedFolder.yamlTestSuite.appendingPathComponent("cases")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        try #require(names.count > 250, "yaml-test-suite not found at \(cases.path)")
        var differing: [String] = []
        for name in names {
            let input = try Data(contentsOf: cases.appendingPathComponent(name).appendingPathComponent("in.yaml"))
            let text = String(decoding: input, as: UTF8.self)
            if outcome(text, threaded: false) != outcome(text, threaded: true) { differing.append(name) }
        }
        #expect(differing.isEmpty, "cases loaded differently on a thread: \(differing.joined(separator: " "))")
    }

    @Test func aLargeStreamOfManyBatchesLoadsAlikeBothWays() throws {
        let text = largeStream(modules: 3_000)
        #expect(text.utf8.count > YAMLLoader.threadedFrom)
        let sequential = outcome(text, threaded: false)
        #expect(!sequential.hasPrefix("error"))
        #expect(sequential.contains("\"literal 2999\\n\""))
        #expect(sequential == outcome(text, threaded: true))
        // The public entry takes the threaded path at this size.
        let documents = try YAMLLoader.load(text, file: "spec.yml")
        #expect(WrittenTree.text(documents) == sequential)
    }

    @Test func aSyntaxErrorManyBatchesInIsReportedAtItsPlace() {
        let text = largeStream(modules: 2_000) + "  Broken: [a, b\n"
        let threaded = outcome(text, threaded: true)
        #expect(threaded.hasPrefix("error: spec.yml:"))
        #expect(threaded.contains("this list is never closed"))
        #expect(threaded == outcome(text, threaded: false))
    }

    @Test func theBuildersErrorBeforeASyntaxErrorFurtherOnWins() {
        // A duplicate key in the first batch, a syntax error thousands of events later: the
        // parser's thread reaches the syntax error first, the duplicate is still the error.
        let text = "name: A\nname: B\n" + largeStream(modules: 2_000).dropFirst("name: Big\n".count) + "  Broken: [a, b\n"
        let threaded = outcome(text, threaded: true)
        #expect(threaded.hasPrefix("error: spec.yml:2:1:"))
        #expect(threaded.contains("'name'"))
        #expect(threaded == outcome(text, threaded: false))
    }

    @Test func theLimitsHoldOnAThread() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(outcome(deep, threaded: true) == "error: spec.yml:1:513: error: nesting is deeper than 512 levels")
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]")
        }
        let bomb = lines.joined(separator: "\n") + "\n"
        let limits = YAMLLimits(maxAliasExpansion: 100_000)
        #expect(outcome(bomb, threaded: true, limits: limits).contains("error: aliases expand to more than 100000 nodes"))
        #expect(outcome(bomb, threaded: true, limits: limits) == outcome(bomb, threaded: false, limits: limits))
    }

    @Test func anEmptyStreamAndAStreamOfSeveralDocumentsLoadOnAThread() {
        #expect(outcome("", threaded: true) == "")
        #expect(outcome("a: 1\n---\nb: [2]\n", threaded: true) == outcome("a: 1\n---\nb: [2]\n", threaded: false))
        #expect(outcome("a: 1\n---\nb: [2]\n", threaded: true).contains("---"))
    }
}
