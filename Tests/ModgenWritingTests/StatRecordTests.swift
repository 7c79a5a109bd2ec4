import Foundation
import Testing

@testable import ModgenPlanning
@testable import ModgenWriting

/// `.modgen/stat`: the stamps of the generated files a clean run wrote or found equal. The
/// fast path `lstat`s a file whose stamp matches instead of reading it; any other file (edited,
/// racy, not listed, the record forged or of another state) is read and hashed as before, and
/// nothing is ever written or kept because of the record.
@Suite struct StatRecordTests {
    let writer = TreeWriter()
    let plan = PlanBuilders.modules(["Search", "Utils"])
    let inputs = PlanFingerprint(first: 0x1234, second: 0xabcd)
    let manifest = "Packages/Search/Package.swift"

    /// `plan` written with `inputs` recorded, the record's mtime moved a minute on (as if the
    /// next run came later: stamps taken in the record's own clock tick are racy).
    private func recorded() throws -> OutputFolder {
        let output = try OutputFolder()
        _ = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
        try age(output)
        return output
    }

    private func age(_ output: OutputFolder) throws {
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(60))
    }

    /// The fast path of a writer that cannot read `unreadable` (EIO): it answers only if it
    /// never had to read that file.
    private func fastReport(_ output: OutputFolder, unreadable: String? = nil) throws -> WriteReport? {
        let path = unreadable.map { output.url($0).path }
        let fileSystem = FileSystem(fault: { operation, candidate in
            operation == .read && candidate == path ? EIO : nil
        })
        return try TreeWriter(fileSystem: fileSystem).unchangedReport(at: output.path, inputs: inputs, options: WriteOptions())
    }

    private func stamp(_ output: OutputFolder, _ path: String) throws -> FileStamp {
        try #require(try FileSystem().status(output.url(path).path)).stamp
    }

    /// Replaces `path`'s stamp in the record with what `lstat` says of the file now.
    private func forgeStamp(_ output: OutputFolder, _ path: String) throws {
        let now = try stamp(output, path)
        let lines = try output.text(".modgen/stat").split(separator: "\n").map { line in
            line.hasSuffix(" \(path)") ? "\(now.inode) \(now.size) \(now.modified) \(now.changed) \(path)" : String(line)
        }
        try output.plant(".modgen/stat", lines.joined(separator: "\n") + "\n")
    }

    /// Same length, other bytes, mtime put back: only the ctime tells.
    private func editKeepingSize(_ output: OutputFolder, _ path: String) throws {
        let text = try output.text(path)
        let date = try #require(try output.modificationDate(path))
        try output.plant(path, String(text.reversed()))
        try output.setModificationDate(path, date)
    }

    @Test func theRecordListsTheGeneratedFilesOfTheRecordedState() throws {
        let output = try recorded()
        let generated = plan.files.filter { $0.ownership == .generated }.map(\.path).sorted()
        let lines = try output.text(".modgen/stat").split(separator: "\n")
        #expect(lines.prefix(2) == ["modgen stat 3", "state \(StateDigest.of(Array(try output.text(".modgen/state").utf8)))"])
        #expect(lines.dropFirst(2).map { String($0.split(separator: " ", maxSplits: 4)[4]) } == generated)
        let manifestLine = try #require(lines.first { $0.hasSuffix(" \(manifest)") })
        let now = try stamp(output, manifest)
        #expect(manifestLine == "\(now.inode) \(now.size) \(now.modified) \(now.changed) \(manifest)")
    }

    /// A run that adds a module puts the module's new folder in whole (its files keep the stamp
    /// they were written with, recorded without another look) and replaces changed files one by
    /// one (renamed: looked at again). Either way the record holds what `lstat` shows.
    @Test func filesPlacedWithTheirFolderAndFilesRenamedOneByOneAreRecordedAsTheyAre() throws {
        let output = try recorded()
        let bigger = PlanBuilders.modules(["Cart", "Search", "Utils"], manifestBody: "// another body\n")
        let report = try writer.write(bigger, to: output.path, options: WriteOptions(inputs: PlanFingerprint(first: 1, second: 2)))
        #expect(report.created.contains("Packages/Cart/Package.swift"))
        #expect(report.updated.contains(manifest))
        let lines = try output.text(".modgen/stat").split(separator: "\n").dropFirst(2)
        let generated = bigger.files.filter { $0.ownership == .generated }.map(\.path).sorted()
        #expect(lines.map { String($0.split(separator: " ", maxSplits: 4)[4]) } == generated)
        for line in lines {
            let path = String(line.split(separator: " ", maxSplits: 4)[4])
            let now = try stamp(output, path)
            #expect(String(line) == "\(now.inode) \(now.size) \(now.modified) \(now.changed) \(path)")
        }
    }

    @Test func aFileWithItsStampIsNotRead() throws {
        let output = try recorded()
        #expect(try fastReport(output, unreadable: manifest)?.unchanged.contains(manifest) == true)
        try FileManager.default.removeItem(at: output.url(".modgen/stat"))
        #expect(try fastReport(output, unreadable: manifest) == nil, "without the record the file is read")
    }

    @Test func anEditOfTheSameSizeIsStillFound() throws {
        let output = try recorded()
        try editKeepingSize(output, manifest)
        #expect(try fastReport(output) == nil)
        #expect(try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs)).refused == [manifest])
    }

    /// A stamp taken in the record's clock tick could hide a change made in that tick.
    @Test func aStampNotBeforeTheRecordIsHashed() throws {
        let output = try recorded()
        try editKeepingSize(output, manifest)
        try forgeStamp(output, manifest)
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(-60))
        #expect(try fastReport(output) == nil)
    }

    /// Files stamped in the record's tick or after are read (first, the largest first), and
    /// when they hold their recorded bytes the fast path still answers.
    @Test func racyFilesAreReadAndUnchangedOnesKeepTheFastPath() throws {
        let output = try recorded()
        try output.setModificationDate(".modgen/stat", Date().addingTimeInterval(-60))
        #expect(try fastReport(output) == (try writer.write(plan, to: output.path, options: WriteOptions(check: true))))
        #expect(try fastReport(output, unreadable: manifest) == nil, "a racy file is read")
        let hash = ContentHash(Array("state".utf8))
        let lines = ["1 10 3 3 a", "2 30 7 3 b", "3 20 3 9 c", "4 40 5 1 d", "5 50 4 4 e"]
        var record = try #require(StatRecord(Array("\(StatRecord.header)\nstate \(hash)\n\(lines.joined(separator: "\n"))".utf8)))
        record.written = 5
        #expect(record.racyPaths.map { String(decoding: $0, as: UTF8.self) } == ["d", "b", "c"])
        record.written = .min
        #expect(record.racyPaths.count == 5, "until the record's own time is known, every stamp is racy")
    }

    /// A forged stamp can at most make the fast path report an edited file unchanged; every
    /// run that would write reads the file and keeps the person's edit.
    @Test func aForgedRecordNeverLetsModgenReplaceAnEdit() throws {
        let output = try recorded()
        try editKeepingSize(output, manifest)
        let edited = try output.text(manifest)
        try forgeStamp(output, manifest)
        try age(output)
        #expect(try fastReport(output, unreadable: manifest) != nil, "trusted as git trusts its index")
        let changed = PlanBuilders.modules(["Search", "Utils"], manifestBody: "// more\n")
        let report = try writer.write(changed, to: output.path, options: WriteOptions(inputs: PlanFingerprint(first: 1, second: 1)))
        #expect(report.refused == [manifest])
        #expect(try output.text(manifest) == edited)
    }

    @Test(arguments: ["garbage", "other state", "bad line"])
    func aRecordThatCannotBeTrustedOnlyCostsReads(damage: String) throws {
        let output = try recorded()
        let text = try output.text(".modgen/stat")
        switch damage {
        case "garbage": try output.plant(".modgen/stat", "\(StatRecord.header)\nstate zz\n")
        case "other state": try output.plant(".modgen/stat", text.replacingOccurrences(of: "state ", with: "state 0"))
        default: try output.plant(".modgen/stat", text.replacingOccurrences(of: " \(manifest)", with: "x \(manifest)"))
        }
        try age(output)
        #expect(try fastReport(output, unreadable: manifest) == nil, "\(damage): the manifest is read")
        #expect(try fastReport(output)?.unchanged.contains(manifest) == true, "\(damage): and found unchanged")
    }

    @Test func aRunThatWritesRecordsTheNewStampsAndTheFastPathWritesNothing() throws {
        let output = try recorded()
        try FileManager.default.removeItem(at: output.url(manifest))
        _ = try writer.write(plan, to: output.path, options: WriteOptions(inputs: inputs))
        try age(output)
        #expect(try output.text(".modgen/stat").contains("\n\(try stamp(output, manifest).inode) "))
        let before = try output.snapshot()
        let record = try #require(try output.modificationDate(".modgen/stat"))
        #expect(try fastReport(output, unreadable: manifest) != nil)
        #expect(try output.snapshot() == before)
        #expect(try output.modificationDate(".modgen/stat") == record)
    }

    /// Each line is four decimal numbers of 1 to 19 digits, each followed by one space, then
    /// a path; any other line is left out (its file is hashed), and the rest are still read.
    @Test func onlyWellFormedLinesAreRead() throws {
        let hash = ContentHash(Array("state".utf8))
        let lines = [
            "1 2 3 4 a", "1 2 3 4 ", "12345678901234567890 2 3 4 b", "1234567890123456789 2 3 4 c", "-1 2 3 4 d",
            "1 2 3 e", "1  2 3 4 f", "1 2 3 4 g h", "7 9999999999999999999 1 1 i", "1 2 3 4x j", "5 6 7 8 z",
        ]
        let text = "\(StatRecord.header)\nstate \(hash)\n" + lines.joined(separator: "\n")
        let record = try #require(StatRecord(Array(text.utf8)))
        let paths = ["a", "b", "c", "d", "e", "f", "g h", "i", "j", "z"]
        let found = record.stamps(of: paths)
        #expect(found[0] == FileStamp(inode: 1, size: 2, modified: 3, changed: 4))
        #expect(found[2] == FileStamp(inode: 1_234_567_890_123_456_789, size: 2, modified: 3, changed: 4))
        #expect(found[6] == FileStamp(inode: 1, size: 2, modified: 3, changed: 4))
        #expect(found[7] == FileStamp(inode: 7, size: Int64(bitPattern: 9_999_999_999_999_999_999), modified: 1, changed: 1))
        #expect(found[9] == FileStamp(inode: 5, size: 6, modified: 7, changed: 8))
        for index in [1, 3, 4, 5, 8] { #expect(found[index] == nil, "\(paths[index])") }
    }

    /// A lane starts looking where its run's first path would be: the first stamp not before
    /// it in byte order, then walks on from there.
    @Test func aRunFindsItsStampsFromWhereItsFirstPathWouldBe() {
        let hash = ContentHash(Array("state".utf8))
        let text = "\(StatRecord.header)\nstate \(hash)\n" + ["1 1 1 1 b", "2 2 2 2 d", "3 3 3 3 d/e", "4 4 4 4 f"].joined(separator: "\n")
        guard let record = StatRecord(Array(text.utf8)) else { return #expect(Bool(false), "the record reads") }
        func first(_ path: String) -> Int { Array(path.utf8).withUnsafeBufferPointer { record.firstStamp(notBefore: $0) } }
        #expect(["a", "b", "c", "d", "d/", "d/e", "e", "f", "g"].map(first) == [0, 0, 1, 1, 2, 2, 3, 3, 4])
        var next = first("d")
        let found = ["d", "d/e", "e", "f"].map { path in Array(path.utf8).withUnsafeBufferPointer { record.stamp(of: $0, from: &next) } }
        #expect(found.map { $0?.inode } == [2, 3, nil, 4])
        #expect(next == 3)
    }
}
