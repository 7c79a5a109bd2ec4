import ArgumentParser
import Foundation
import ModgenTestSupport
import Testing
@testable import ModgenCLI

/// `QuickCommandLine`: a `generate` line it takes is one swift-argument-parser reads to the
/// same request, and a line it declines goes to the parser, whose messages the user gets.
@Suite struct QuickCommandLineTests {
    /// What swift-argument-parser makes of `arguments`, read as `modgen` reads them (from the
    /// root command): the request, or nil when the line is not a `generate` that parses.
    private func parsed(_ arguments: [String]) -> GenerateRequest? {
        (try? ModgenCommand.parseAsRoot(arguments) as? GenerateCommand)?.request
    }

    @Test(arguments: [
        ["generate"],
        ["generate", "--spec", "specs/app.yml"],
        ["generate", "--spec=specs/app.yml", "--output", "out"],
        ["generate", "--output=out/tree", "--templates", "Templates", "--spec", "a=b.yml"],
        ["generate", "--check", "--spec", "modules.yml"],
        ["generate", "--dry-run", "--verbose"],
        ["generate", "--force", "--prune", "--restore-stubs", "--adopt"],
        ["generate", "--spec", "with space.yml", "--output", "ünïcode"],
    ])
    func takesWhatTheParserReadsAlike(_ arguments: [String]) throws {
        let quick = try #require(QuickCommandLine.generateRequest(arguments))
        #expect(quick == parsed(arguments))
    }

    @Test func readsEachOption() throws {
        let request = try #require(
            QuickCommandLine.generateRequest([
                "generate", "--spec", "s.yml", "--output=o", "--templates", "t", "--force", "--adopt", "--prune",
                "--restore-stubs", "--check", "--dry-run", "--verbose",
            ]))
        #expect(
            request
                == GenerateRequest(
                    spec: "s.yml", output: "o", templates: "t", force: true, adopt: true, prune: true, restoreStubs: true,
                    check: true, dryRun: true, verbose: true))
        #expect(QuickCommandLine.generateRequest(["generate"]) == GenerateRequest())
        #expect(GenerateRequest().spec == "modules.yml")
    }

    @Test(arguments: [
        [],
        ["--help"],
        ["-h"],
        ["--version"],
        ["help", "generate"],
        ["validate", "--spec", "a.yml"],
        ["generate", "--help"],
        ["generate", "-h"],
        ["generate", "--version"],
        ["generate", "--spec"],
        ["generate", "--spec", "--force"],
        ["generate", "--spec", "-x.yml"],
        ["generate", "--spec="],
        ["generate", "--spec", ""],
        ["generate", "--spec=-x.yml"],
        ["generate", "--force=yes"],
        ["generate", "--force", "--force"],
        ["generate", "--spec", "a.yml", "--spec", "b.yml"],
        ["generate", "a.yml"],
        ["generate", "--", "--spec", "a.yml"],
        ["generate", "--unknown"],
        ["generate", "--Spec", "a.yml"],
        ["generate", "--restore_stubs"],
        ["generate", "--generate-completion-script", "bash"],
        ["generate", "-"],
    ])
    func leavesEverythingElseToTheParser(_ arguments: [String]) {
        #expect(QuickCommandLine.generateRequest(arguments) == nil)
    }

    /// Thousands of lines made of the words a user types, some of them wrong: whenever the quick
    /// reader takes one, the parser reads it to the same request. (Lines the parser also reads
    /// are counted, so the test fails if the generator stops making any the quick reader takes.)
    @Test func neverReadsALineOtherwiseThanTheParser() {
        let words = [
            "generate", "--spec", "--spec=a.yml", "a.yml", "b.yml", "--output", "--output=out", "out", "--templates",
            "--templates=t", "--force", "--adopt", "--prune", "--restore-stubs", "--check", "--dry-run", "--verbose",
            "--", "-", "-x", "", "--force=1", "--bogus", "validate", "--help", "-h", "--spec=", "=", "--=a",
        ]
        expectReadAlike(command: "generate", words: words, seed: 19, quick: QuickCommandLine.generateRequest, parsed: parsed)
    }

    /// 3,000 lines of up to five of `words`, two in three after `command`: each line `quick`
    /// reads, `parsed` reads to the same request (and more than 100 are read).
    private func expectReadAlike<Request: Equatable>(
        command: String, words: [String], seed: UInt64, quick: ([String]) -> Request?, parsed: ([String]) -> Request?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var random = SeededRandom(seed: seed)
        var taken = 0
        for _ in 0..<3_000 {
            var line = random.next() % 3 == 0 ? [] : [command]
            for _ in 0..<Int(random.next() % 6) { line.append(random.pick(words)) }
            guard let request = quick(line) else { continue }
            taken += 1
            #expect(request == parsed(line), "\(line)", sourceLocation: sourceLocation)
        }
        #expect(taken > 100, sourceLocation: sourceLocation)
    }

    /// Through the built binary: a line the quick reader takes and one it leaves to the parser
    /// that mean the same (a repeated option: the parser keeps the last) print the same and exit
    /// the same, on success, on `--check`, and on a spec that is not there.
    @Test func bothRoadsEndAlike() throws {
        let folder = try Scratch.folder("quick-command-line")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("modules.yml").path
        try Data("name: Atlas\nmodules:\n  Utils: { type: core }\n".utf8).write(to: URL(fileURLWithPath: spec))
        let quickTree = folder.appendingPathComponent("quick").path
        let parsedTree = folder.appendingPathComponent("parsed").path
        let lines: [(quick: [String], parsed: [String])] = [
            (["generate", "--spec", spec, "--output", quickTree], ["generate", "--spec", "elsewhere.yml", "--spec", spec, "--output", parsedTree]),
            (["generate", "--check", "--spec", spec, "--output", quickTree], ["generate", "--check", "--check", "--spec", spec, "--output", parsedTree]),
            (["generate", "--spec", spec + ".missing", "--output", quickTree], ["generate", "--spec", spec, "--spec", spec + ".missing", "--output", parsedTree]),
        ]
        for (quickLine, parsedLine) in lines {
            #expect(QuickCommandLine.generateRequest(quickLine) != nil)
            #expect(QuickCommandLine.generateRequest(parsedLine) == nil)
            let quick = try Modgen.run(quickLine)
            let parsed = try Modgen.run(parsedLine)
            #expect(quick.status == parsed.status, "\(quickLine)")
            #expect(normalized(quick.stdout, quickTree) == normalized(parsed.stdout, parsedTree))
            #expect(normalized(quick.stderr, quickTree) == normalized(parsed.stderr, parsedTree))
        }
        #expect(try TreeSnapshot.files(in: URL(fileURLWithPath: quickTree)) == TreeSnapshot.files(in: URL(fileURLWithPath: parsedTree)))
    }

    /// What swift-argument-parser makes of a `validate` line: the request, or nil.
    private func parsedValidate(_ arguments: [String]) -> ValidateRequest? {
        (try? ModgenCommand.parseAsRoot(arguments) as? ValidateCommand)?.request
    }

    @Test(arguments: [
        ["validate"],
        ["validate", "--spec", "specs/app.yml"],
        ["validate", "--spec=specs/app.yml", "--quiet"],
        ["validate", "--templates", "Templates", "--verbose", "--spec", "a=b.yml"],
        ["validate", "--quiet", "--verbose", "--templates=t"],
    ])
    func takesAValidateLineAsTheParserReadsIt(_ arguments: [String]) throws {
        let quick = try #require(QuickCommandLine.validateRequest(arguments))
        #expect(quick == parsedValidate(arguments))
    }

    @Test func readsEachValidateOption() throws {
        let request = try #require(QuickCommandLine.validateRequest(["validate", "--spec=s.yml", "--templates", "t", "--quiet", "--verbose"]))
        #expect(request == ValidateRequest(spec: "s.yml", quiet: true, verbose: true, templates: "t"))
        #expect(QuickCommandLine.validateRequest(["validate"]) == ValidateRequest())
    }

    @Test(arguments: [
        ["validate", "--help"],
        ["validate", "-h"],
        ["validate", "--version"],
        ["validate", "--spec"],
        ["validate", "--spec", "--quiet"],
        ["validate", "--spec="],
        ["validate", "--quiet=yes"],
        ["validate", "--quiet", "--quiet"],
        ["validate", "a.yml"],
        ["validate", "--output", "out"],
        ["validate", "--", "--spec", "a.yml"],
        ["help", "validate"],
        ["generate", "--quiet"],
        ["graph", "--spec", "a.yml"],
    ])
    func leavesOtherValidateLinesToTheParser(_ arguments: [String]) {
        #expect(QuickCommandLine.validateRequest(arguments) == nil)
    }

    /// As for `generate`: random lines of the words a user types; whenever the quick reader
    /// takes one, the parser reads it to the same request.
    @Test func neverReadsAValidateLineOtherwiseThanTheParser() {
        let words = [
            "validate", "--spec", "--spec=a.yml", "a.yml", "--templates", "--templates=t", "t", "--quiet", "--verbose",
            "--", "-", "-q", "", "--quiet=1", "--output", "generate", "--help", "--spec=", "=",
        ]
        expectReadAlike(
            command: "validate", words: words, seed: 23, quick: QuickCommandLine.validateRequest, parsed: parsedValidate)
    }

    /// Through the built binary: a `validate` line the quick reader takes and one the parser
    /// reads (a repeated option, the last kept) print the same and exit the same: a valid spec,
    /// one with an error, none.
    @Test func bothValidateRoadsEndAlike() throws {
        let folder = try Scratch.folder("quick-validate")
        defer { try? FileManager.default.removeItem(at: folder) }
        let valid = folder.appendingPathComponent("modules.yml").path
        try Data("name: Atlas\nmodules:\n  Utils: { type: core }\n".utf8).write(to: URL(fileURLWithPath: valid))
        let broken = folder.appendingPathComponent("broken.yml").path
        try Data("name: Atlas\nmodules:\n  Utils: { type: core, dependencies: [Nope] }\n".utf8).write(to: URL(fileURLWithPath: broken))
        for spec in [valid, broken, valid + ".missing"] {
            for extra in [[], ["--quiet"]] {
                let quickLine = ["validate", "--spec", spec] + extra
                let parsedLine = ["validate", "--spec", "elsewhere.yml", "--spec", spec] + extra
                #expect(QuickCommandLine.validateRequest(quickLine) != nil)
                #expect(QuickCommandLine.validateRequest(parsedLine) == nil)
                let quick = try Modgen.run(quickLine)
                let parsed = try Modgen.run(parsedLine)
                #expect(quick.status == parsed.status, "\(quickLine)")
                #expect(quick.stdout == parsed.stdout)
                #expect(quick.stderr == parsed.stderr)
            }
        }
        #expect(try Modgen.run(["validate", "--spec", broken]).status == 1)
        #expect(try Modgen.run(["validate", "--spec", valid]).stdout.contains("valid: 1 module"))
    }

    /// `text` with the tree's folder and the run's seconds left out.
    private func normalized(_ text: String, _ tree: String) -> String {
        text.replacingOccurrences(of: tree, with: "TREE")
            .replacingOccurrences(of: #" in \d+\.\d\ds"#, with: " in Ns", options: .regularExpression)
    }
}
