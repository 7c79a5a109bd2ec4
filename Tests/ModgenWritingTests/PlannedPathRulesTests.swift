import Testing

@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct PlannedPathRulesTests {
    /// The one-pass check (`isClean`) passes exactly the paths the component walk finds no
    /// problem in (`firstProblem`): every path of up to four pieces from pieces that touch
    /// each rule (separators, dots, `~`, the reserved names whole and as suffixes, control
    /// characters, bytes around `/` and 0x7f, non-ASCII).
    @Test func theOnePassCheckPassesExactlyThePathsTheWalkFindsFine() {
        let pieces = [
            "a", "/", ".", "..", "~", ".modgen", ".modgen-tmp", "x.modgen-tmp", "modgen-tmp", "\u{7f}", "\u{1f}", "\u{0}",
            "é", "0", "+.", " ", "\t", "p", "Package.swift", ".modgenx", "Features",
        ]
        var paths = [""]
        for _ in 1...4 { paths = paths.flatMap { path in pieces.map { path + $0 } } + paths }
        var checked = 0
        for path in Set(paths) where !path.isEmpty {
            let bytes = Array(path.utf8)
            let (clean, fine) = bytes.withUnsafeBufferPointer { buffer in
                (PlannedPathRules.isClean(buffer.baseAddress!, buffer.count), PlannedPathRules.firstProblem(in: buffer) == nil)
            }
            #expect(clean == fine, "\(path.debugDescription)")
            checked += 1
        }
        #expect(checked > 100_000)
    }

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

/// A plan of `PlannedPathRules.parallelThreshold` files or more is checked on two threads,
/// which take the files in batches (`OrderedParallelMap`): the error must still be the first
/// file's in the plan's order, whichever thread meets it and whichever check (a file's own or
/// a case clash) finds it.
@Suite struct PlannedPathRulesParallelTests {
    let count = PlannedPathRules.parallelThreshold + 1_000

    func plan(_ paths: [String]) -> Plan {
        Plan(files: paths.map { PlannedFile(path: $0, contents: "", ownership: .generated) })
    }

    func paths(replacing replacements: [Int: String] = [:], adding extra: [String] = []) -> [String] {
        (0..<count).map { replacements[$0] ?? "Files/f\(String(100_000 + $0).dropFirst()).swift" } + extra
    }

    func failure(_ plan: Plan) -> WriteError? {
        do { try PlannedPathRules.validate(plan) } catch { return error }
        return nil
    }

    @Test func aLargeCleanPlanPasses() {
        #expect(failure(plan(paths())) == nil)
    }

    @Test func aProblemNearTheEndIsFound() {
        let error = failure(plan(paths(replacing: [count - 10: "Files/~late.swift"])))
        #expect(error?.path == "Files/~late.swift" && error?.message.contains("'~' component") == true)
    }

    @Test func anEarlierProblemComesBeforeALaterOne() {
        let error = failure(plan(paths(replacing: [5: "Files/f00005\u{1}.swift", count - 10: "Files/~late.swift"])))
        #expect(error?.path == "Files/f00005\u{1}.swift")
    }

    @Test func aCaseClashBeforeAProblemIsTheError() {
        // "Files/F00100.swift" sorts before every "Files/f…", so the clash is found at
        // "Files/f00100.swift", long before the problem near the end.
        let error = failure(plan(paths(replacing: [count - 10: "Files/~late.swift"], adding: ["Files/F00100.swift"])))
        #expect(error?.path == "Files/f00100.swift" && error?.message.contains("only by case") == true)
    }

    @Test func aProblemBeforeACaseClashIsTheError() {
        let error = failure(plan(paths(replacing: [3: "Files/f00003\u{1}.swift"], adding: ["Files/F02900.swift"])))
        #expect(error?.path == "Files/f00003\u{1}.swift")
    }

    @Test func aFileNeededAsAFolderAcrossABatchBoundaryIsFound() {
        // The last file of a batch in the middle is followed, first in the next batch, by one
        // that needs it as a folder.
        let last = (count / 2 / OrderedParallelMap.batchSize) * OrderedParallelMap.batchSize - 1
        let base = "Files/f\(String(100_000 + last).dropFirst()).swift"
        let error = failure(plan(paths(adding: ["\(base)/inside"])))
        #expect(error?.path == base && error?.message.contains("needs it to be a folder") == true)
    }
}
