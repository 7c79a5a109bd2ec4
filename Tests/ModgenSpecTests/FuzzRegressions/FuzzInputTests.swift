import Foundation
import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

/// Every input in Tests/Fuzz/regressions (each one crashed, hung or blew up once) and
/// Tests/Fuzz/seeds loads with exactly the diagnostics recorded beside it, with a graph
/// exactly when there is no error. `RECORD_SNAPSHOTS=1` rewrites the `.expected` files and
/// fails on purpose, so a recording run is never mistaken for a passing one.
@Suite struct FuzzInputTests {
    static let inputs = FuzzInput.all(in: "regressions") + FuzzInput.all(in: "seeds")

    @Test func thereAreInputs() {
        #expect(FuzzInput.all(in: "seeds").count >= 4)
    }

    @Test(arguments: inputs.map(\.url))
    func loadsAsRecorded(_ url: URL) throws {
        let input = FuzzInput(url: url)
        let result = try input.load()
        let lines = input.lines(of: result)
        #expect((result.graph == nil) == result.hasErrors)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try input.record(lines)
            Issue.record("recorded \(input.expectedURL.lastPathComponent); run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = try #require(input.expected(), "no \(input.expectedURL.lastPathComponent): run with RECORD_SNAPSHOTS=1")
        #expect(lines == expected)
    }
}
