import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct PlannedPathRulesTests {
    @Test(arguments: [
        ("", "empty path"),
        ("/etc/passwd", "absolute path"),
        ("../outside/Package.swift", "'..' component"),
        ("Packages/../../x", "'..' component"),
        ("~/Package.swift", "'~' component"),
        ("Packages/~user/x", "'~' component"),
        ("Packages//Search", "empty path component"),
        ("Packages/Search/", "empty path component"),
        ("./Package.swift", "'.' component"),
        ("Packages/Se\narch", "control character"),
        (".modgen/state", "reserved"),
        ("Packages/.x.modgen-tmp", "reserved"),
    ])
    func refusesUnsafePaths(path: String, problem: String) {
        let plan = Plan(files: [PlannedFile(path: path, contents: "", ownership: .generated)])
        #expect {
            try PlannedPathRules.validate(plan)
        } throws: { error in
            guard let error = error as? WriteError else { return false }
            return error.reason == .unsafePath && error.path == path && error.message.contains(problem)
        }
    }

    @Test(arguments: [
        "Package.swift", "Packages/Features/Search/Sources/Search/Search.swift", ".github/x.yml", "a b/c~",
    ])
    func acceptsOrdinaryRelativePaths(path: String) throws {
        try PlannedPathRules.validate(Plan(files: [PlannedFile(path: path, contents: "", ownership: .stub)]))
    }

    @Test func refusesConflictsBetweenPlannedPaths() {
        let conflicts: [[String]] = [
            ["Packages/A/Package.swift", "Packages/A"],
            ["Packages/A", "Packages/A-B/x", "Packages/A.swift", "Packages/A/Package.swift"],
            ["Packages/A/Package.swift", "Packages/a/Package.swift"],
            ["x", "x"],
        ]
        for paths in conflicts {
            let files = Plan(files: paths.map { PlannedFile(path: $0, contents: "", ownership: .stub) })
            #expect(throws: WriteError.self, "\(paths)") { try PlannedPathRules.validate(files) }
        }
    }

    /// Each conflict is reported on its path with what is wrong (plans are sorted by path).
    @Test(arguments: [
        (["Packages/A", "Packages/A/Package.swift"], "Packages/A: error: planned as a file, but 'Packages/A/Package.swift' needs it to be a folder"),
        (["Packages/A", "Packages/A-B/x", "Packages/A.swift", "Packages/A/x"], "Packages/A: error: planned as a file, but 'Packages/A/x' needs it to be a folder"),
        (["x", "x"], "x: error: planned twice"),
        (["Packages/A/Package.swift", "Packages/B/x", "Packages/a/Package.swift"], "Packages/a/Package.swift: error: differs from 'Packages/A/Package.swift' only by case (one file on macOS)"),
        (["A.swift", "B.swift", "a.SWIFT"], "a.SWIFT: error: differs from 'A.swift' only by case (one file on macOS)"),
    ])
    func conflictsSayWhatTheyAre(paths: [String], message: String) {
        let files = Plan(files: paths.map { PlannedFile(path: $0, contents: "", ownership: .stub) })
        #expect { try PlannedPathRules.validate(files) } throws: { error in
            (error as? WriteError)?.description == message
        }
    }

    @Test func acceptsNeighboursThatOnlyShareAPrefix() throws {
        let paths = ["Packages/A", "Packages/A-B/x", "Packages/A.swift", "Packages/AB/Package.swift"]
        try PlannedPathRules.validate(Plan(files: paths.map { PlannedFile(path: $0, contents: "", ownership: .stub) }))
    }

    @Test func theWriterRefusesBeforeTouchingTheDisk() throws {
        let output = try OutputFolder()
        let plan = Plan(files: [
            PlanBuilders.manifest("Search"),
            PlannedFile(path: "../escape.swift", contents: "", ownership: .stub),
        ])
        #expect {
            _ = try TreeWriter().write(plan, to: output.path)
        } throws: { error in
            (error as? WriteError)?.description == "../escape.swift: error: '..' component would leave the output root"
        }
        #expect(output.folders().isEmpty)
    }
}
