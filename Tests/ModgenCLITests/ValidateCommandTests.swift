import ArgumentParser
import Foundation
import Testing
@testable import ModgenCLI

/// `modgen validate`: arguments, exit status, what goes to stderr and stdout.
@Suite struct ValidateCommandTests {
    private final class Captured: @unchecked Sendable {
        var errors: [String] = []
        var output: [String] = []
    }

    private func run(_ yaml: String, quiet: Bool = false, color: Bool = false) throws -> (valid: Bool, captured: Captured) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modgen-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("modules.yml").path
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
        let captured = Captured()
        let printer = DiagnosticPrinter(useColor: color) { captured.errors.append($0.replacingOccurrences(of: folder.path + "/", with: "")) }
        let valid = ValidateCommand.validate(
            specPath: path, quiet: quiet, environment: [:], printer: printer,
            output: { captured.output.append($0.replacingOccurrences(of: folder.path + "/", with: "")) })
        return (valid, captured)
    }

    private let warnsOnly = "name: Atlas\npackages:\n  Log: { path: Log }\nmodules:\n  Utils: { type: core }\n"
    private let broken = "name: Atlas\nmodules:\n  Utils: { type: core, tests: yes }\n"

    @Test func parsesItsOptions() throws {
        let command = try ValidateCommand.parse(["--spec", "specs/app.yml", "--quiet"])
        #expect(command.spec == "specs/app.yml")
        #expect(command.quiet)
        #expect(try ValidateCommand.parse([]).spec == "modules.yml")
        #expect(throws: (any Error).self) { try ValidateCommand.parse(["--colour"]) }
    }

    @Test func warningsAloneAreValid() throws {
        let (valid, captured) = try run(warnsOnly)
        #expect(valid)
        #expect(captured.errors == ["modules.yml:3:3: warning: package 'Log' is never used"])
        #expect(captured.output == ["modules.yml: valid: 1 module, 0 generated interfaces, 1 warning"])
    }

    @Test func aLargeGraphGetsScaleAdviceAsAWarningOnTheSpec() throws {
        let cores = (0..<151).map { "  Core\($0): { type: core }" }.joined(separator: "\n")
        let (valid, captured) = try run("name: Atlas\nmodules:\n\(cores)\n")
        #expect(valid)
        #expect(captured.errors.count == 1)
        #expect(captured.errors.first?.hasPrefix("modules.yml: warning: 151 local packages") == true, "\(captured.errors)")
        #expect(captured.output == ["modules.yml: valid: 151 modules, 0 generated interfaces, 1 warning"])
    }

    @Test func quietPrintsOnlyErrors() throws {
        let (valid, captured) = try run(warnsOnly, quiet: true)
        #expect(valid)
        #expect(captured.errors.isEmpty && captured.output.isEmpty)
    }

    @Test func anErrorFailsTheRun() throws {
        let (valid, captured) = try run(broken)
        #expect(!valid)
        #expect(captured.errors == ["modules.yml:3:31: error: 'tests' is 'yes': write true or false"])
        #expect(captured.output.isEmpty)
    }

    @Test func runThrowsExitCodeOne() throws {
        let command = try ValidateCommand.parse(["--spec", "/nonexistent/modules.yml", "--quiet"])
        #expect(throws: ExitCode(1)) { try command.run() }
    }

    @Test func colourWrapsPlaceSeverityAndMessage() throws {
        let (_, captured) = try run(broken, color: true)
        #expect(captured.errors == [
            "\u{1B}[1mmodules.yml:3:31:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m \u{1B}[1m'tests' is 'yes': write true or false\u{1B}[0m",
        ])
    }

    @Test func noColorTurnsColourOff() {
        #expect(DiagnosticPrinter.standardError(environment: ["NO_COLOR": "1"]).useColor == false)
    }
}

/// A YAML syntax error through `validate`: the error in the user's terms, the note at the
/// unclosed `[`, and libyaml's own words only with `--verbose`.
@Suite struct ValidateSyntaxErrorTests {
    @Test func theNoteFollowsTheErrorAndVerboseAddsLibYAMLsReport() throws {
        let folder = try Scratch.folder("validate-syntax")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("modules.yml")
        try Data("name: A\nmodules:\n  Foo: { type: core, dependencies: [Bar }\n".utf8).write(to: spec)
        let modgen = try BuiltProduct.url("modgen")
        let plain = try ProcessRunner.run(modgen, ["validate", "--spec", "modules.yml"], in: folder)
        #expect(plain.status == 1)
        #expect(plain.stderr == """
            modules.yml:3:41: error: a list opened with '[' closes with ']', not '}'
            modules.yml:3:36: note: the list starts here

            """)
        let verbose = try ProcessRunner.run(modgen, ["validate", "--spec", "modules.yml", "--verbose"], in: folder)
        #expect(verbose.stderr.hasPrefix(plain.stderr))
        #expect(verbose.stderr.contains("(libyaml parser: did not find expected ',' or ']' at 3:41 (while parsing a flow sequence at 3:36))"))
    }
}
