import Foundation
import Testing

@testable import ModgenPlanning
@testable import ModgenWriting

/// `.modgen/stat`'s folder lines: a run that makes a new folder of two stubs or more records
/// the folder's stamp, and while the folder keeps it the fast path `lstat`s the folder instead
/// of each stub. Any change of a name in the folder changes its stamp, so a stub deleted,
/// renamed or replaced is still found; a stub the state keeps that the run did not write is
/// never vouched for.
@Suite struct StubFolderStampTests {
    let writer = TreeWriter()
    let inputs = PlanFingerprint(first: 0x5151, second: 0x7272)

    /// Per module: a manifest, two stubs in `Sources/<module>/`, one in `Tests/<module>Tests/`;
    /// `extra` adds stubs to `Sources/<module>/` by file name.
    private func plan(_ modules: [String], extra: [String] = []) -> Plan {
        Plan(files: modules.flatMap { module in
            let sources = "Packages/\(module)/Sources/\(module)"
            return [PlanBuilders.manifest(module)]
                + ([module, "\(module)View"] + extra).map { name in
                    PlannedFile(path: "\(sources)/\(name).swift", contents: "struct \(name) {}\n", ownership: .stub, module: module)
                }
                + [PlannedFile(
                    path: "Packages/\(module)/Tests/\(module)Tests/\(module)Tests.swift", contents: "// tests\n",
                    ownership: .stub, module: module)]
        })
    }

    /// `plan` written into a new folder with `inputs` recorded, the record's mtime a minute on
    /// (as if the next run came later: stamps of the record's own clock tick are racy).
    private func recorded(_ plan: Plan) throws -> OutputFolder {
        let output = try OutputFolder()
        _ = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(60))
        return output
    }

    /// The record's folder lines: path and stamp.
    private func folderLines(_ output: OutputFolder) throws -> [String: String] {
        let lines = try output.text(".modgen/stat").split(separator: "\n").filter { $0.hasSuffix("/") }
        return Dictionary(uniqueKeysWithValues: lines.map { (String($0.split(separator: " ", maxSplits: 4)[4]), String($0)) })
    }

    private func line(_ output: OutputFolder, folder: String) throws -> String {
        let now = try #require(try FileSystem().status(output.url(folder).path)).stamp
        return "\(now.inode) \(now.size) \(now.modified) \(now.changed) \(folder)/"
    }

    /// The fast path of a writer for which `lstat` of `unstatable` fails (EIO): it answers only
    /// if it never looked that path up.
    private func fastReport(_ output: OutputFolder, unstatable: String? = nil) throws -> WriteReport? {
        let path = unstatable.map { output.url($0).path }
        let fileSystem = FileSystem(fault: { operation, candidate in
            operation == .status && candidate == path ? EIO : nil
        })
        return try TreeWriter(fileSystem: fileSystem).unchangedReport(at: output.path, inputs: inputs, options: WriteOptions())
    }

    @Test func theNewFoldersOfTwoStubsOrMoreAreRecordedWithTheirStamps() throws {
        let output = try recorded(plan(["Cart", "Search"]))
        let lines = try folderLines(output)
        let folders = ["Packages/Cart/Sources/Cart", "Packages/Search/Sources/Search"]
        #expect(lines.keys.sorted() == folders.map { $0 + "/" }, "not the tests' folders, of one stub each")
        for folder in folders { #expect(lines[folder + "/"] == (try line(output, folder: folder))) }
        let text = try output.text(".modgen/stat")
        #expect(text.hasPrefix("modgen stat 3\n"))
        let firstFolder = try #require(text.range(of: " Packages/Cart/Sources/Cart/\n"))
        #expect(!text[firstFolder.upperBound...].contains("Package.swift"), "the folders come after the files")
    }

    /// A folder that holds a folder made after some of its files, and the new subtree's top
    /// (renamed into place, which changes its ctime), are not recorded.
    @Test func aFolderWithAFolderInItOrAtTheTopOfItsSubtreeIsNotRecorded() throws {
        let nested = Plan(files: plan(["Cart"]).files + [
            PlannedFile(path: "Packages/Cart/Sources/Cart/Parts/Part.swift", contents: "struct Part {}\n", ownership: .stub, module: "Cart"),
            PlannedFile(path: "Packages/Cart/Sources/Cart/Parts/Piece.swift", contents: "struct Piece {}\n", ownership: .stub, module: "Cart"),
            // After the folder Parts in the writes' order.
            PlannedFile(path: "Packages/Cart/Sources/Cart/Store.swift", contents: "struct Store {}\n", ownership: .stub, module: "Cart"),
        ].sorted { $0.path < $1.path })
        let output = try recorded(nested)
        #expect(try folderLines(output).keys.sorted() == ["Packages/Cart/Sources/Cart/Parts/"])
        // Sources/Cart exists now: a new module's folders go in under it, the top its own.
        let top = Plan(files: nested.files + ["One", "Two"].map { name in
            PlannedFile(path: "Packages/Cart/Sources/Cart/Extra/\(name).swift", contents: "\n", ownership: .stub, module: "Cart")
        })
        _ = try writer.write(top, to: output.path, options: WriteOptions(inputs: inputs))
        #expect(
            try folderLines(output).keys.sorted() == ["Packages/Cart/Sources/Cart/Parts/"],
            "Extra is its subtree's top; Parts was found whole (`StubFolderSurvey`), Sources/Cart got a folder")
    }

    /// Many modules: two staging lanes, chunks of 64 writes. Every folder recorded holds two
    /// stubs or more and its stamp; one whose files two chunks staged is left out.
    @Test func bothLanesRecordOnlyFoldersTheyFilledWhole() throws {
        let modules = (0..<120).map { "Module\($0)" }
        let output = try recorded(plan(modules))
        let lines = try folderLines(output)
        #expect(lines.count >= 100 && lines.count <= 120)
        for (folder, recorded) in lines {
            #expect(folder.hasPrefix("Packages/Module") && folder.contains("/Sources/"))
            #expect(recorded == (try line(output, folder: String(folder.dropLast()))))
        }
    }

    @Test func aStubInAFolderWithItsStampIsNotLookedUp() throws {
        let output = try recorded(plan(["Cart", "Search"]))
        let stub = "Packages/Cart/Sources/Cart/CartView.swift"
        let full = try writer.write(plan(["Cart", "Search"]), to: output.path, options: WriteOptions(check: true))
        #expect(try fastReport(output, unstatable: stub) == full)
        let text = try output.text(".modgen/stat")
        try output.plant(".modgen/stat", text.split(separator: "\n").filter { !$0.hasSuffix("/") }.joined(separator: "\n") + "\n")
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(60))
        #expect(try fastReport(output, unstatable: stub) == nil, "without the folder's line the stub is looked up")
        #expect(try fastReport(output) == full)
    }

    /// A folder stamped in the record's clock tick or after could hide a change of that tick.
    @Test func aFolderStampNotBeforeTheRecordIsNotTrusted() throws {
        let output = try recorded(plan(["Cart"]))
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(-60))
        #expect(try fastReport(output, unstatable: "Packages/Cart/Sources/Cart/Cart.swift") == nil)
    }

    @Test func aStubDeletedRenamedOrReplacedIsStillFound() throws {
        let plan = plan(["Cart", "Search"])
        let stub = "Packages/Cart/Sources/Cart/CartView.swift"
        let deleted = try recorded(plan)
        try FileManager.default.removeItem(at: deleted.url(stub))
        let report = try #require(try fastReport(deleted))
        #expect(report.stubsDeleted == [stub])
        #expect(report == (try writer.write(plan, to: deleted.path, options: WriteOptions(check: true))))

        let renamed = try recorded(plan)
        try FileManager.default.moveItem(at: renamed.url(stub), to: renamed.url(stub + ".old"))
        #expect(try fastReport(renamed)?.stubsDeleted == [stub])

        let linked = try recorded(plan)
        try FileManager.default.removeItem(at: linked.url(stub))
        try FileManager.default.createSymbolicLink(atPath: linked.url(stub).path, withDestinationPath: "Cart.swift")
        #expect(try fastReport(linked) == nil, "a link is the full path's to check")

        // A file a person adds changes the folder's stamp: the stubs are looked up, and found.
        let added = try recorded(plan)
        try added.plant("Packages/Cart/Sources/Cart/Mine.swift", "// mine\n")
        #expect(try fastReport(added, unstatable: stub) == nil)
        #expect(try fastReport(added)?.stubsKept.contains(stub) == true)
    }

    /// The state keeps a stub a person deleted (not written again); a run that makes its folder
    /// anew for other stubs must not vouch for it.
    @Test func aFolderHoldingAStubTheRunDidNotWriteIsNotRecorded() throws {
        let output = try recorded(plan(["Cart"]))
        try FileManager.default.removeItem(at: output.url("Packages/Cart/Sources"))
        let more = plan(["Cart"], extra: ["CartModel", "CartStore"])
        let report = try writer.write(more, to: output.path, options: WriteOptions(inputs: inputs))
        #expect(report.stubsDeleted == ["Packages/Cart/Sources/Cart/Cart.swift", "Packages/Cart/Sources/Cart/CartView.swift"])
        #expect(report.created.count == 2)
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(60))
        #expect(try folderLines(output).isEmpty)
        #expect(try fastReport(output)?.stubsDeleted == report.stubsDeleted)
    }

    /// A run over a tree that is there: the folders whose stubs it found whole are recorded
    /// (`StubFolderSurvey`), but one it wrote a file into; the no-op then looks them up as after
    /// a cold run.
    @Test func aRunOverAnExistingTreeRecordsTheFoldersOfStubsItFound() throws {
        let output = try recorded(plan(["Cart", "Search"]))
        let other = PlanFingerprint(first: 1, second: 2)
        let edited = Plan(files: plan(["Cart", "Search"], extra: []).files.map { file in
            var file = file
            if file.path == "Packages/Cart/Package.swift" { file = PlanBuilders.manifest("Cart", "// edited\n") }
            return file
        })
        _ = try writer.write(edited, to: output.path, options: WriteOptions(inputs: other))
        let folders = ["Packages/Cart/Sources/Cart", "Packages/Search/Sources/Search"]
        #expect(try folderLines(output) == Dictionary(uniqueKeysWithValues: try folders.map { ($0 + "/", try line(output, folder: $0)) }))
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(60))
        let fast = try TreeWriter(fileSystem: FileSystem(fault: { operation, path in
            operation == .status && path.hasSuffix("CartView.swift") ? EIO : nil
        })).unchangedReport(at: output.path, inputs: other, options: WriteOptions())
        #expect(fast?.unchanged.count == 2)

        let grown = Plan(files: plan(["Cart", "Search"], extra: ["Model"]).files.filter { $0.path != "Packages/Search/Sources/Search/Model.swift" })
        let report = try writer.write(grown, to: output.path, options: WriteOptions(inputs: inputs))
        #expect(report.created == ["Packages/Cart/Sources/Cart/Model.swift"])
        #expect(try folderLines(output).keys.sorted() == ["Packages/Search/Sources/Search/"], "not the folder it wrote a stub into (that stub found missing)")
    }

    /// A stub of a folder found missing keeps the folder out, and so does one looked up before
    /// the folder's stamp could be taken (its next file is no stub of it, but one of a folder
    /// in it).
    @Test func aFolderWithAStubMissingOrLookedUpBeforeItsStampIsNotRecorded() throws {
        let sources = "Packages/Cart/Sources/Cart"
        let files = plan(["Cart"]).files + [
            PlannedFile(path: "\(sources)/Aa.swift", contents: "struct Aa {}\n", ownership: .stub, module: "Cart"),
            PlannedFile(path: "\(sources)/Ab/Ac.swift", contents: "struct Ac {}\n", ownership: .stub, module: "Cart"),
        ]
        let output = try recorded(Plan(files: files.sorted { $0.path < $1.path }))
        try FileManager.default.removeItem(at: output.url("\(sources)/Aa.swift"))
        _ = try writer.write(Plan(files: files.sorted { $0.path < $1.path }), to: output.path, options: WriteOptions(inputs: PlanFingerprint(first: 3, second: 4)))
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(60))
        #expect(try folderLines(output).isEmpty)
        let fast = try TreeWriter().unchangedReport(at: output.path, inputs: PlanFingerprint(first: 3, second: 4), options: WriteOptions())
        #expect(fast?.stubsDeleted == ["\(sources)/Aa.swift"])

        let missing = try recorded(plan(["Cart"]))
        try FileManager.default.removeItem(at: missing.url("\(sources)/CartView.swift"))
        let report = try writer.write(plan(["Cart"]), to: missing.path, options: WriteOptions(inputs: PlanFingerprint(first: 3, second: 4)))
        #expect(report.stubsDeleted == ["\(sources)/CartView.swift"])
        #expect(try folderLines(missing).isEmpty)
    }

    /// A tree generated by the version before keeps its fast path: its files-only record is
    /// read (a folder line in one is not), until a run that writes records version 3.
    @Test func aRecordOfVersionTwoIsStillRead() throws {
        let output = try recorded(plan(["Cart"]))
        let text = try output.text(".modgen/stat")
        let files = text.split(separator: "\n").filter { !$0.hasSuffix("/") }.joined(separator: "\n") + "\n"
        try output.plant(".modgen/stat", files.replacingOccurrences(of: StatRecord.header, with: StatRecord.filesOnlyHeader))
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(60))
        let manifest = "Packages/Cart/Package.swift"
        let unreadable = FileSystem(fault: { operation, path in operation == .read && path.hasSuffix(manifest) ? EIO : nil })
        #expect(try TreeWriter(fileSystem: unreadable).unchangedReport(at: output.path, inputs: inputs, options: WriteOptions()) != nil)
        let hash = ContentHash(Array("state".utf8))
        let old = try #require(StatRecord(Array("\(StatRecord.filesOnlyHeader)\nstate \(hash)\n1 1 1 1 a\n2 2 2 2 b/\n".utf8)))
        #expect(old.stamps(of: ["a"]).map { $0?.inode } == [1])
        #expect(!old.hasStubFolders)
        #expect(StatRecord(Array("modgen stat 1\nstate \(hash)\n1 1 1 1 a\n".utf8)) == nil)
    }

    /// A writer whose `lstat` of `unstatable` fails (EIO): a run that looks it up fails.
    private func writer(unstatable: String, in output: OutputFolder) -> TreeWriter {
        let path = output.url(unstatable).path
        return TreeWriter(fileSystem: FileSystem(fault: { operation, candidate in
            operation == .status && candidate == path ? EIO : nil
        }))
    }

    /// A run over the tree (not the no-op) finds a folder with the stamp the last run recorded
    /// and takes the stubs the state keeps in it as there, without looking each up: the same
    /// report, with an `lstat` of one of them failing. With the folder stamped in the record's
    /// clock tick or after, or with `--restore-stubs`, it looks each up, and the failure fails
    /// the run.
    @Test func aRunOverTheTreeTakesTheStubsOfAFolderWithItsStampAsThere() throws {
        let stub = "Packages/Cart/Sources/Cart/Cart.swift"
        let output = try recorded(plan(["Cart", "Search"]))
        let report = try writer(unstatable: stub, in: output).write(plan(["Cart", "Search"]), to: output.path, options: WriteOptions(inputs: inputs))
        #expect(report.stubsKept.contains(stub))
        #expect(report.succeeded)
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(120))
        let restoring = WriteOptions(restoreStubs: true, inputs: inputs)
        #expect(throws: WriteError.self) { try writer(unstatable: stub, in: output).write(plan(["Cart", "Search"]), to: output.path, options: restoring) }

        let racy = try recorded(plan(["Cart"]))
        try racy.setModificationDate(".modgen/stat", Date().addingTimeInterval(-60))
        #expect(throws: WriteError.self) { try writer(unstatable: stub, in: racy).write(plan(["Cart"]), to: racy.path, options: WriteOptions(inputs: inputs)) }
    }

    /// Only the stubs the state keeps are vouched for: a stub newly planned in such a folder is
    /// looked up (and made), and a stub deleted from it (a new stamp) is found missing.
    @Test func aNewStubOrADeletedOneInAFolderWithItsStampIsLookedUp() throws {
        let output = try recorded(plan(["Cart"]))
        let report = try writer.write(plan(["Cart"], extra: ["Extra"]), to: output.path, options: WriteOptions(inputs: inputs))
        #expect(report.created == ["Packages/Cart/Sources/Cart/Extra.swift"])
        #expect(output.exists("Packages/Cart/Sources/Cart/Extra.swift"))

        let again = try recorded(plan(["Cart"]))
        try FileManager.default.removeItem(at: again.url("Packages/Cart/Sources/Cart/CartView.swift"))
        let deleted = try writer.write(plan(["Cart"]), to: again.path, options: WriteOptions(inputs: inputs))
        #expect(deleted.stubsDeleted == ["Packages/Cart/Sources/Cart/CartView.swift"])
    }

    @Test func folderLinesAreReadApartFromFileLines() throws {
        let hash = ContentHash(Array("state".utf8))
        let text = "\(StatRecord.header)\nstate \(hash)\n" + ["1 1 1 1 a", "2 2 2 2 a/", "3 3 3 3 b/c/", "4 4 4 4 b/c/d"].joined(separator: "\n")
        let record = try #require(StatRecord(Array(text.utf8)))
        func folder(_ path: String) -> UInt64? { Array(path.utf8).withUnsafeBufferPointer { record.stamp(ofFolder: $0)?.inode } }
        #expect(["a/", "b/c/", "a", "b/", "b/c/d"].map(folder) == [2, 3, nil, nil, nil])
        #expect(record.stamps(of: ["a", "a/", "b/c/", "b/c/d"]).map { $0?.inode } == [1, nil, nil, 4])
        let made = StatRecord(
            stateHash: hash, stamps: [("b/c/d", FileStamp(inode: 4, size: 4, modified: 4, changed: 4))],
            stubFolders: [("b/c/", FileStamp(inode: 3, size: 3, modified: 3, changed: 3)), ("a/", FileStamp(inode: 2, size: 2, modified: 2, changed: 2))])
        #expect(String(decoding: made.rendered, as: UTF8.self) == "\(StatRecord.header)\nstate \(hash)\n4 4 4 4 b/c/d\n2 2 2 2 a/\n3 3 3 3 b/c/\n")
    }
}
