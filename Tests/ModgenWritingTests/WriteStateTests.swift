import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct WriteStateTests {
    @Test func rendersSortedTextAndReadsItBack() throws {
        var state = WriteState(spec: "modules.yml")
        state.entries["b/Package.swift"] = .init(ownership: .generated, hash: ContentHash(value: 0xabc))
        state.entries["a/A.swift"] = .init(ownership: .stub, hash: nil)
        state.entries["a b/with space.swift"] = .init(ownership: .stub, hash: nil)
        let text = state.rendered(as: .state)
        #expect(
            text == """
                modgen state 1
                spec modules.yml
                s - a b/with space.swift
                s - a/A.swift
                g 0000000000000abc b/Package.swift

                """)
        #expect(try WriteState.parse(text, as: .state, file: "s") == state)
    }

    @Test(arguments: [
        ("", 1), ("modgen journal 1\n", 1), ("modgen state 1\ng 12 x\n", 2),
        ("modgen state 1\nspec a\nq - x\n", 3), ("modgen state 1\ns - \n", 2),
    ])
    func aDamagedStateIsOneClearError(text: String, line: Int) {
        #expect {
            _ = try WriteState.parse(text, as: .state, file: "out/.modgen/state")
        } throws: { error in
            guard let error = error as? WriteError else { return false }
            return error.reason == .unreadableState
                && error.description.hasPrefix("out/.modgen/state: error: unreadable modgen state (line \(line):")
        }
    }

    @Test func theWriterReportsADamagedStateInsteadOfGuessing() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        try output.plant(".modgen/state", "garbage\n")
        #expect(throws: WriteError.self) {
            _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path)
        }
    }

    @Test func recordsTheSpecAsTheRunNamesIt() throws {
        let output = try OutputFolder()
        let options = WriteOptions(specPath: "modules.yml")
        _ = try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path, options: options)
        #expect(try output.text(".modgen/state").hasPrefix("modgen state 1\nspec modules.yml\n"))
    }
}
