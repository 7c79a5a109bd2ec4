/// One fast-path lane's answer to whether the folder holding a stub still has the stamp
/// `.modgen/stat` recorded for it (`StubFolderStamp`): then no name in it was added, removed
/// or renamed since the run that made or found its stubs, and every stub the state lists in it
/// is there (the record vouches only for a folder all of whose listed stubs that run made or
/// found), so the stub itself is not looked up. The answer for the last folder asked about is
/// kept: a folder's stubs come one after another in the state's order, and the folder is
/// `lstat`ed once.
struct StubFolderCheck {
    /// The last folder asked about (a range of the state's bytes, its '/' included), and the answer.
    private var last: (start: Int, end: Int) = (0, 0)
    private var lastVouched = false

    /// Whether the folder of the stub at `stub` (a range of `all`, the state's bytes) is vouched
    /// for by `stamps` and `lstat` shows it with the recorded stamp now.
    mutating func vouches(
        stub: (start: Int, end: Int), in all: UnsafeBufferPointer<UInt8>, by stamps: StatRecord, _ paths: inout TreePathStatus
    ) -> Bool {
        var slash = stub.end - 1
        while slash > stub.start, all[slash] != UInt8(ascii: "/") { slash -= 1 }
        guard slash > stub.start else { return false }
        let folder = UnsafeBufferPointer(rebasing: all[stub.start...slash])
        if last.end > last.start, StatRecord.compare(UnsafeBufferPointer(rebasing: all[last.start..<last.end]), folder) == 0 {
            return lastVouched
        }
        last = (stub.start, slash + 1)
        lastVouched = false
        guard let recorded = stamps.stamp(ofFolder: folder),
            let status = try? paths.status(utf8: UnsafeBufferPointer(rebasing: all[stub.start..<slash])),
            status.kind == .directory
        else { return false }
        lastVouched = stamps.vouches(recorded, for: status.stamp)
        return lastVouched
    }
}
