import Foundation
import Testing

@testable import ModgenPlanning
@testable import ModgenWriting

/// Files whose folder the survey found missing are built whole under `.modgen/staging` and
/// put in place with one rename of their topmost new folder, which never replaces
/// (`FreshSubtrees`). A folder a person makes before that rename is never replaced (the files
/// go in one by one, and theirs stay); a killed run's half-built subtree is removed by the
/// next run, which finishes the job; nothing of the staging folder is left after a run.
@Suite struct FreshSubtreeTests {
    /// A file system recording each rename's destination, and running `change` once just
    /// before a rename to a path ending in `suffix`.
    private final class Renames: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        var destinations: [String] { lock.withLock { seen } }

        func fileSystem(
            before suffix: String = "\u{0}", failing code: Int32? = nil, _ change: @escaping @Sendable () throws -> Void = {}
        ) -> FileSystem {
            FileSystem(fault: { [self] operation, path in
                guard operation == .rename else { return nil }
                lock.withLock { seen.append(path) }
                guard path.hasSuffix(suffix) else { return nil }
                try? change()
                return code
            })
        }

        /// The renames into the tree, not of modgen's own files.
        func intoTree(of output: OutputFolder) -> [String] {
            destinations.filter { !$0.contains("/.modgen/") }.map { String($0.dropFirst(output.path.count + 1)) }
        }
    }

    private static func plant(_ url: URL, _ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func expectPlanned(_ plan: Plan, in output: OutputFolder, plus extra: [String: String] = [:]) throws {
        let expected = Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents) })
            .merging(extra) { planned, _ in planned }
        #expect(try output.snapshot().filter { !$0.key.hasPrefix(".modgen") } == expected)
        #expect(!output.folders().contains { $0.hasPrefix(".modgen/staging") }, "no staging folder left")
    }

    @Test func aColdRunRenamesOneFolderPerNewSubtree() throws {
        let output = try OutputFolder()
        let renames = Renames()
        let plan = PlanBuilders.modules(["A", "B", "C"])
        let report = try TreeWriter(fileSystem: renames.fileSystem()).write(plan, to: output.path)
        #expect(report.created.count == plan.files.count && report.succeeded)
        #expect(renames.intoTree(of: output) == ["Packages"])
        try expectPlanned(plan, in: output)
        #expect(try TreeWriter().write(plan, to: output.path).isUpToDate)
    }

    /// Folders below folders, beside names that sort between them (`A-b`, `A.b` before `A/`),
    /// files beside folders, and a new folder inside one that exists: each made once, each
    /// new subtree renamed once.
    @Test func foldersOfEveryShapeAreMadeOnce() throws {
        let output = try OutputFolder()
        try FileManager.default.createDirectory(at: output.url("Old/Kept"), withIntermediateDirectories: true)
        let paths = [
            "A/B/C/x.swift", "A/B/y.swift", "A/B-c/z.swift", "A/B.c/w.swift", "A/D/E/F/v.swift", "A/a.swift",
            "A-b/q.swift", "A.b/r.swift", "B/s.swift", "Old/Kept/New/t.swift", "Old/Kept/u.swift", "Old/New2/é/ü.swift",
            "top.swift",
        ]
        let plan = Plan(files: paths.map { PlannedFile(path: $0, contents: "// \($0)\n", ownership: .generated, module: nil) })
        let renames = Renames()
        let report = try TreeWriter(fileSystem: renames.fileSystem()).write(plan, to: output.path)
        #expect(report.created.count == paths.count && report.succeeded)
        #expect(
            renames.intoTree(of: output).sorted()
                == ["A", "A-b", "A.b", "B", "Old/Kept/New", "Old/Kept/u.swift", "Old/New2", "top.swift"])
        try expectPlanned(plan, in: output)
        #expect(try TreeWriter().write(plan, to: output.path).isUpToDate)
    }

    @Test func aRunThatAddsAModuleRenamesItsFolderOnly() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["A", "B"]), to: output.path)
        let renames = Renames()
        let plan = PlanBuilders.modules(["A", "B", "C"])
        let report = try TreeWriter(fileSystem: renames.fileSystem()).write(plan, to: output.path)
        #expect(report.created == ["Packages/C/Package.swift", "Packages/C/Sources/C/C.swift"])
        #expect(renames.intoTree(of: output) == ["Packages/C"])
        try expectPlanned(plan, in: output)
    }

    /// A person makes the new folder, with a file at the stub's path and one of their own,
    /// after the survey and before the rename: the rename fails, the files go in one by one,
    /// the stub is kept and nothing of theirs is replaced or deleted.
    @Test func aFolderMadeBeforeTheRenameIsNeverReplaced() throws {
        let output = try OutputFolder()
        let stub = "Packages/Search/Sources/Search/Search.swift"
        let (stubURL, notesURL) = (output.url(stub), output.url("Packages/Search/Notes.md"))
        let racing = Renames().fileSystem(before: "/Packages") {
            try Self.plant(stubURL, "// the person's code\n")
            try Self.plant(notesURL, "notes\n")
        }
        let report = try TreeWriter(fileSystem: racing).write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(try output.text(stub) == "// the person's code\n")
        #expect(try output.text("Packages/Search/Notes.md") == "notes\n")
        #expect(report.stubsKept == [stub] && report.created == ["Packages/Search/Package.swift"] && report.succeeded)
        #expect(try output.text("Packages/Search/Package.swift") == PlanBuilders.manifest("Search").contents)
        #expect(!output.folders().contains { $0.hasPrefix(".modgen/staging") })
        #expect(try output.text(".modgen/state").contains("s - \(stub)"))
        #expect(!output.exists(".modgen/journal"))
    }

    @Test func aManifestMadeBeforeTheFolderRenameIsRefused() throws {
        let output = try OutputFolder()
        let manifest = "Packages/Search/Package.swift"
        let manifestURL = output.url(manifest)
        let racing = Renames().fileSystem(before: "/Packages") { try Self.plant(manifestURL, "// the person's\n") }
        let report = try TreeWriter(fileSystem: racing).write(PlanBuilders.modules(["Search"]), to: output.path)
        #expect(try output.text(manifest) == "// the person's\n")
        #expect(report.refused == [manifest] && !report.succeeded)
        #expect(try !output.text(".modgen/state").contains(manifest), "modgen did not write it")
        #expect(try TreeWriter().write(PlanBuilders.modules(["Search"]), to: output.path).refused == [manifest])
    }

    /// Another file system at the folder's place (EXDEV), or one that cannot rename without
    /// replacing (ENOTSUP): the files go in one by one, the tree is the same.
    @Test(arguments: [EXDEV, ENOTSUP])
    func aFolderThatCannotBeRenamedIntoPlaceGoesFileByFile(code: Int32) throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["A"]), to: output.path)
        let renames = Renames()
        let plan = PlanBuilders.modules(["A", "B"])
        let report = try TreeWriter(fileSystem: renames.fileSystem(before: "/Packages/B", failing: code)).write(
            plan, to: output.path)
        #expect(report.created == ["Packages/B/Package.swift", "Packages/B/Sources/B/B.swift"] && report.succeeded)
        #expect(
            renames.intoTree(of: output)
                == ["Packages/B", "Packages/B/Package.swift", "Packages/B/Sources/B/B.swift"])
        try expectPlanned(plan, in: output)
        #expect(try TreeWriter().write(plan, to: output.path).isUpToDate)
    }

    /// Killed after the new subtree was built and before its rename: the staging folder and
    /// the journal are left. The next run removes the half-built subtree and finishes; a
    /// person's files are untouched, and nothing in the staging folder is taken for theirs.
    @Test(arguments: [false, true])
    func aRunKilledBeforeTheFolderRenameConverges(nextPlanAddsMore: Bool) throws {
        let output = try OutputFolder()
        let v1 = PlanBuilders.modules(["A"])
        let v2 = PlanBuilders.modules(["A", "B", "C"])
        _ = try TreeWriter().write(v1, to: output.path)
        try output.plant("Packages/A/Notes.md", "mine\n")
        try output.plant("Packages/A/Sources/A/A.swift", "// edited\n")
        let dead = Dead()
        #expect(throws: WriteError.self) {
            _ = try TreeWriter(fileSystem: dead.fileSystem(dyingAtRenameTo: "/Packages/B")).write(v2, to: output.path)
        }
        #expect(output.exists(".modgen/journal"))
        #expect(output.exists(".modgen/staging/0/Package.swift"), "the subtree of B, built, not renamed")
        #expect(!output.exists("Packages/B") && !output.exists("Packages/C"))

        let next = nextPlanAddsMore ? PlanBuilders.modules(["A", "B", "C", "D"]) : v2
        let report = try TreeWriter().write(next, to: output.path)
        #expect(report.refused.isEmpty && report.succeeded)
        #expect(!output.exists(".modgen/journal"))
        var expected = Dictionary(uniqueKeysWithValues: next.files.map { ($0.path, $0.contents) })
        expected["Packages/A/Notes.md"] = "mine\n"
        expected["Packages/A/Sources/A/A.swift"] = "// edited\n"
        #expect(try output.snapshot().filter { !$0.key.hasPrefix(".modgen") } == expected)
        #expect(!output.folders().contains { $0.hasPrefix(".modgen/staging") })
        #expect(try TreeWriter().write(next, to: output.path).isUpToDate)
    }

    /// A staging folder left without a journal (a person deleted the journal) is removed by
    /// the next run that stages: everything in it is modgen's.
    @Test func aStagingFolderLeftWithoutAJournalIsClearedWhenARunStages() throws {
        let output = try OutputFolder()
        try output.plant(".modgen/staging/0/Package.swift", "// left\n")
        try output.plant(".modgen/staging/7/x/y.swift", "// left\n")
        let plan = PlanBuilders.modules(["A"])
        let report = try TreeWriter().write(plan, to: output.path)
        #expect(report.succeeded)
        try expectPlanned(plan, in: output)
    }

    /// A failure while building the subtree (a full disk) leaves the tree as before.
    @Test func aFailureWhileBuildingLeavesNothing() throws {
        let output = try OutputFolder()
        _ = try TreeWriter().write(PlanBuilders.modules(["A"]), to: output.path)
        let before = try output.snapshot()
        let faults = FaultInjector(.createFile, ENOSPC, on: "/staging/0/Sources/")
        #expect(throws: WriteError.self) {
            _ = try TreeWriter(fileSystem: faults.fileSystem).write(PlanBuilders.modules(["A", "B"]), to: output.path)
        }
        #expect(try output.snapshot() == before)
        #expect(!output.folders().contains { $0.hasPrefix(".modgen/staging") || $0.hasPrefix("Packages/B") })
    }
}

/// "Killed" at the first rename to a path ending in a suffix: that call and every later one
/// fail, so no cleanup runs, as after SIGKILL.
private final class Dead: @unchecked Sendable {
    private let lock = NSLock()
    private var dead = false

    func fileSystem(dyingAtRenameTo suffix: String) -> FileSystem {
        FileSystem(fault: { [self] operation, path in
            lock.withLock {
                if operation == .rename, path.hasSuffix(suffix) { dead = true }
                return dead ? EIO : nil
            }
        })
    }
}

/// How writes are assigned to new subtrees: the top missing folder of each, found by lookup
/// for the first file below a new top and by comparing bytes for the files after it.
@Suite struct FreshSubtreePlacementTests {
    @Test func eachWriteGoesToItsTopmostMissingFolder() throws {
        var guarded = try GuardedOutput(holding: "Present")
        let layout = guarded.layout
        let paths = [
            "A/x.swift", "A/deep/er/y.swift", "AB/z.swift", "Present/New/a.swift", "Present/New/b/c.swift",
            "Present/file.swift", "Present/Newer/d.swift", "README.md", "Z/q.swift",
        ]
        // As the survey does for every write: its folders are checked first.
        for path in paths { _ = try guarded.folders.parentExists(of: path) }
        let writes = paths.map { PendingWork.FileWrite(file: PlannedFile(path: $0, contents: "", ownership: .generated)) }
        let subtrees = FreshSubtrees(writes, folders: guarded.folders, layout: layout)
        #expect(subtrees.subtrees.map(\.top) == ["A", "AB", "Present/New", "Present/Newer", "Z"])
        let staged = zip(paths, subtrees.placements).map { path, placement in
            placement.map { subtrees.stagedPath(of: path, at: $0) }
        }
        let root = FreshSubtrees.root(layout)
        #expect(
            staged == [
                "\(root)/0/x.swift", "\(root)/0/deep/er/y.swift", "\(root)/1/z.swift", "\(root)/2/a.swift",
                "\(root)/2/b/c.swift", nil, "\(root)/3/d.swift", nil, "\(root)/4/q.swift",
            ])
    }

    @Test(arguments: [
        ("Packages/a", "Packages", true), ("Packages/a/b", "Packages", true), ("PackagesX/a", "Packages", false),
        ("Packages", "Packages", false), ("Package/a", "Packages", false), ("P/ü/a", "P/ü", true), ("P/üx/a", "P/ü", false),
    ])
    func aPathIsBelowAFolderOnlyPastItsSlash(path: String, folder: String, below: Bool) {
        #expect(FreshSubtrees.isBelow(path, folder) == below)
    }
}
