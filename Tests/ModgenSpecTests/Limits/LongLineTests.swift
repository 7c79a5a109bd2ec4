import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// A whole spec on one line of more than 1 MB, and a 1 MB scalar: they load (or, for the
/// scalar where a name is expected, fail with one clear error).
@Suite struct LongLineTests {
    private let megabyte = 1 << 20

    @Test func aOneMegabyteFlowSpecLoads() {
        var modules = ["M0: {type: core}"]
        var count = 1
        var length = 0
        while length < megabyte {
            let entry = "M\(count): {type: core, dependencies: [M\(count - 1)]}"
            modules.append(entry)
            length += entry.utf8.count + 2
            count += 1
        }
        let text = "{name: Wide, modules: {" + modules.joined(separator: ", ") + "}}"
        #expect(text.utf8.count > megabyte)
        #expect(!text.contains("\n"))
        let result = LimitLoad.result(text)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.graph?.modules.count == count)
        #expect(result.graph?["M\(count - 1)"]?.kind == .core)
    }

    @Test func aOneMegabyteScalarLoads() {
        let name = String(repeating: "x", count: megabyte)
        let text = "name: \(name)\nmodules: { App: { type: app } }\n"
        let result = LimitLoad.result(text)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.graph?.name.utf8.count == megabyte)
    }

    @Test func aOneMegabyteImplicitKeyIsOneYAMLError() {
        // YAML caps implicit keys at 1024 characters; the error points at the key itself.
        let name = String(repeating: "x", count: megabyte)
        let lines = LimitLoad.lines("name: Wide\nmodules: { \(name): { type: core } }\n")
        #expect(lines == ["modules.yml:2:12: error: this key is longer than 1024 characters, the most YAML allows for a key without '?'; write '? ' before it"])
    }

    @Test func aOneMegabyteExplicitKeyIsOneSpecError() {
        let name = "1" + String(repeating: "x", count: megabyte)
        let lines = LimitLoad.lines("name: Wide\nmodules:\n  ? \(name)\n  : { type: core }\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("modules.yml:3:5: error: module name '1xxx") == true)
        #expect(lines.first?.hasSuffix("is not a valid Swift identifier (letters, digits and '_', not starting with a digit) nor a SwiftPM target name (those and '-', like Home-iOS)") == true)
    }
}
