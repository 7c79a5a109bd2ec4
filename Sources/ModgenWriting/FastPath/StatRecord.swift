import ModgenPlanning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.modgen/stat`: what `lstat` said of each generated file whose bytes this machine knows to
/// equal the hash its state records (written or found equal by the last clean run that
/// wrote), as git's index does for a work tree. The fast path `lstat`s such a file instead of
/// reading and hashing it (`UnchangedTree`). After the files, the same of each folder of two
/// stubs or more that run made (`StubFolderStamp`) or found whole (`StubFolderSurvey`), its
/// path ending in '/': while a folder has its stamp, those stubs are there, and the fast path
/// `lstat`s the folder instead of each of them (`StubFolderCheck`):
///
///     modgen stat 3
///     state 3f2a9c0d11e4b7a8
///     <inode> <size> <mtime ns> <ctime ns> <path>
///     <inode> <size> <mtime ns> <ctime ns> <folder>/
///
/// Tied to the state's digest (`StateDigest`) like `InputsRecord` (a record of another state is no record).
/// Inodes and times belong to one checkout on one machine, so the record is not committed
/// (`TreeWriter.checkoutLocalFiles`). It only ever saves a read or a look: a file whose stamp
/// differs is read and hashed as before, and nothing decides from it to write over or delete
/// anything. A run over the tree takes the stubs the state keeps in a folder that has its
/// recorded stamp as there (`StubFolderSurvey.vouches`): a forged folder line can at most keep
/// such a stub, if a person deleted it, from being reported deleted (`--restore-stubs` looks at
/// each stub). A
/// file changed within the clock tick in which the record was written could keep its stamp,
/// so, as git does with "racily clean" entries, a stamp whose mtime or ctime is not strictly
/// before the record's own mtime is not trusted either.
///
/// Below: `StateStore`'s reading and writing of the record.
struct StatRecord: Sendable {
    /// The `StateDigest` of the state the record belongs to.
    var stateHash: ContentHash
    /// The paths' bytes, one after another (`stamps` holds where each is).
    private var paths: [UInt8] = []
    /// Where each path is in `paths` (`start..<end`), and its stamp; sorted by the paths' UTF-8
    /// bytes. Bounds, not a `Range<Int>`: the first array of ranges a process makes has the
    /// runtime scan every conformance record for `Int: Comparable` (~180,000 instructions,
    /// 2 % of a no-op at 100 features).
    private var stamps: [(start: Int, end: Int, stamp: FileStamp)] = []
    /// The same for the folders of stubs (their paths end with '/'), sorted by path.
    private var folders: [(start: Int, end: Int, stamp: FileStamp)] = []
    /// The record file's own mtime (ns), set when it is read; stamps at or after it are racy
    /// (until it is set, every stamp is).
    var written: Int64 = .min

    /// Version 3: with the folders of stubs. Version 2, files only, is read as well (its lines
    /// are version 3's file lines: a tree generated before keeps its fast path until a run
    /// writes); version 1, tied to the state's FNV-1a `ContentHash`, not its `StateDigest`, is not.
    static let header = "modgen stat 3"
    static let filesOnlyHeader = "modgen stat 2"

    /// `stamps` and `stubFolders` (each folder's path ending in '/') sorted by path (as
    /// `String` sorts: byte order for the ASCII paths modgen plans).
    init(
        stateHash: ContentHash, stamps: [(path: String, stamp: FileStamp)],
        stubFolders: [(path: String, stamp: FileStamp)] = []
    ) {
        self.stateHash = stateHash
        for (path, stamp) in stamps.sorted(by: { $0.path < $1.path }) {
            let start = paths.count
            paths += path.utf8
            self.stamps.append((start, paths.count, stamp))
        }
        for (path, stamp) in stubFolders.sorted(by: { $0.path < $1.path }) where path.utf8.last == UInt8(ascii: "/") {
            let start = paths.count
            paths += path.utf8
            folders.append((start, paths.count, stamp))
        }
    }

    /// True when `current`, a file's or folder's stamp now, is `recorded` and was taken before
    /// the record.
    func vouches(_ recorded: FileStamp?, for current: FileStamp) -> Bool {
        recorded == current && isBeforeRecord(current)
    }

    /// Both of `stamp`'s times are before the record's own: a change after it was taken would
    /// show in them.
    private func isBeforeRecord(_ stamp: FileStamp) -> Bool {
        stamp.modified < written && stamp.changed < written
    }

    /// The paths (UTF-8) whose stamps `vouches` never accepts, whatever `lstat` says now (taken
    /// in the record's own clock tick or after), the largest file first: the fast path hashes
    /// them before the rest, so that no lane is left hashing a large one when the other is done
    /// (after a cold run these are the last files written: the root README and test plan).
    var racyPaths: [[UInt8]] {
        stamps.filter { !isBeforeRecord($0.stamp) }
            .sorted { $0.stamp.size > $1.stamp.size }
            .map { Array(paths[$0.start..<$0.end]) }
    }

    /// The recorded stamp of each of `wanted` (sorted as the state is), nil where there is none.
    /// One walk over both lists, comparing bytes: a record sorted otherwise only finds fewer.
    func stamps(of wanted: [String]) -> [FileStamp?] {
        var next = stamps.startIndex
        return wanted.map { path in
            var path = path
            return path.withUTF8 { stamp(of: $0, from: &next) }
        }
    }

    /// The recorded stamp of `path` (UTF-8), looked for from the `next`th stamp on, which is
    /// left at the first stamp not before `path`: paths asked for in increasing order walk the
    /// record once. Nil when there is none.
    func stamp(of path: UnsafeBufferPointer<UInt8>, from next: inout Int) -> FileStamp? {
        paths.withUnsafeBufferPointer { all in
            while next < stamps.endIndex {
                let order = Self.compare(UnsafeBufferPointer(rebasing: all[stamps[next].start..<stamps[next].end]), path)
                if order == 0 { return stamps[next].stamp }
                if order > 0 { return nil }
                next += 1
            }
            return nil
        }
    }

    /// The recorded stamp of the folder `folder` (UTF-8, ending in '/'), nil when there is none.
    func stamp(ofFolder folder: UnsafeBufferPointer<UInt8>) -> FileStamp? {
        paths.withUnsafeBufferPointer { all in
            let index = Self.firstIndex(notBefore: folder, count: folders.count, in: all) { (folders[$0].start, folders[$0].end) }
            guard index < folders.count,
                Self.compare(UnsafeBufferPointer(rebasing: all[folders[index].start..<folders[index].end]), folder) == 0
            else { return nil }
            return folders[index].stamp
        }
    }

    /// Whether the record has any folder's stamp.
    var hasStubFolders: Bool { !folders.isEmpty }

    /// The index of the first stamp whose path is not before `path` (UTF-8) in byte order,
    /// found by halving: where a lane starts looking (`stamp(of:from:)`) for a run of paths.
    func firstStamp(notBefore path: UnsafeBufferPointer<UInt8>) -> Int {
        paths.withUnsafeBufferPointer { all in
            Self.firstIndex(notBefore: path, count: stamps.count, in: all) { (stamps[$0].start, stamps[$0].end) }
        }
    }

    /// The first of `count` paths, sorted by their bytes (the `index`th is `all[bounds(index)]`),
    /// that is not before `path` (UTF-8), found by halving; `count` when there is none.
    static func firstIndex(
        notBefore path: UnsafeBufferPointer<UInt8>, count: Int, in all: UnsafeBufferPointer<UInt8>,
        bounds: (Int) -> (start: Int, end: Int)
    ) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            let (start, end) = bounds(middle)
            if compare(UnsafeBufferPointer(rebasing: all[start..<end]), path) < 0 {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Byte order, as `memcmp` and then length: negative when `left` comes first.
    static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0, let first = left.baseAddress, let second = right.baseAddress {
            let order = memcmp(first, second, common)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }

    /// The lines, sorted by path.
    var rendered: [UInt8] {
        var bytes = Array("\(Self.header)\nstate \(stateHash)\n".utf8)
        bytes.reserveCapacity(bytes.count + paths.count + (stamps.count + folders.count) * 64)
        for list in [stamps, folders] {
            for (start, end, stamp) in list {
                Self.appendField(Int64(bitPattern: stamp.inode), to: &bytes)
                Self.appendField(stamp.size, to: &bytes)
                Self.appendField(stamp.modified, to: &bytes)
                Self.appendField(stamp.changed, to: &bytes)
                bytes += paths[start..<end]
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        return bytes
    }

    /// `number` in decimal digits and a space, a `-` first when negative (such a line is
    /// not read back).
    /// The digits go into a small tuple from the right, then into `bytes` at once (appending
    /// them one by one and reversing cost 65 M instructions for 39,000 lines).
    private static func appendField(_ number: Int64, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: 20 digits and the space
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count - 1
            buffer[start] = UInt8(ascii: " ")
            var rest = number.magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Nil unless the header and state lines are exactly as rendered (or as version 2 rendered
    /// them: then no folder line is read); a stamp line that cannot be read is left out (its
    /// file is hashed, or its folder's stubs looked up).
    init?(_ bytes: [UInt8]) {
        let filesOnly = bytes.starts(with: Array("\(Self.filesOnlyHeader)\n".utf8))
        let prefix = Array("\(filesOnly ? Self.filesOnlyHeader : Self.header)\nstate ".utf8)
        let lines = prefix.count + 17
        guard bytes.count >= lines, bytes.starts(with: prefix), bytes[lines - 1] == UInt8(ascii: "\n"),
            let stateHash = ContentHash(hex: bytes[prefix.count..<(lines - 1)])
        else { return nil }
        self.stateHash = stateHash
        paths = bytes
        stamps.reserveCapacity(bytes.count / 80)
        bytes.withUnsafeBufferPointer { all in
            var start = lines
            while start < all.count {
                let end = all.index(of: UInt8(ascii: "\n"), from: start, before: all.count)
                var cursor = start
                defer { start = end + 1 }
                guard let inode = Self.field(all, &cursor, end: end), let size = Self.field(all, &cursor, end: end),
                    let modified = Self.field(all, &cursor, end: end), let changed = Self.field(all, &cursor, end: end),
                    cursor < end
                else { continue }
                let stamp = FileStamp(
                    inode: inode, size: Int64(bitPattern: size), modified: Int64(bitPattern: modified),
                    changed: Int64(bitPattern: changed))
                if all[end - 1] == UInt8(ascii: "/") {
                    if !filesOnly { folders.append((cursor, end, stamp)) }
                } else {
                    stamps.append((cursor, end, stamp))
                }
            }
        }
    }

    /// The non-negative decimal number (1 to 19 digits; one too large wraps and matches no
    /// file) at `cursor` in `line`, before `end`, up to a space; `cursor` is left after that
    /// space. Nil for anything else. Read through the buffer: with a generic parse of
    /// `ArraySlice`s, reading the record of a no-op at 5,000 features took twice the
    /// instructions (23.7 M -> 11.0 M).
    private static func field(_ line: UnsafeBufferPointer<UInt8>, _ cursor: inout Int, end: Int) -> UInt64? {
        var index = cursor
        var value: UInt64 = 0
        while index < end, index - cursor <= 19 {
            if line[index] == UInt8(ascii: " ") { break }
            let digit = line[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ UInt64(digit)
            index += 1
        }
        guard index < end, line[index] == UInt8(ascii: " "), index > cursor, index - cursor <= 19 else { return nil }
        cursor = index + 1
        return value
    }
}

extension StateStore {
    /// The record in `.modgen/stat` for the state hashed `stateHash`; nil when there is none,
    /// it cannot be read, or it is another state's.
    func readStat(for stateHash: ContentHash) -> StatRecord? {
        var stamp: FileStamp?
        guard case .regular(let bytes, _)? = try? fileSystem.existingFile(at: layout.statPath, stamp: &stamp),
            let stamp, var record = StatRecord(bytes), record.stateHash == stateHash
        else { return nil }
        record.written = stamp.modified
        return record
    }

    /// Records, beside the state hashed `stateHash`, the stamps of the generated files this
    /// run knows hold the bytes that state records for them and that `lstat` shows unchanged
    /// since: `verified`, read and found equal by the survey (same stamp), and `written`,
    /// renamed into place by this run (same inode, size and mtime: a rename changes the ctime);
    /// and of `writtenInPlace`, put in place with their new folder, their stamps as written;
    /// and `stubFolders`, the folders of stubs this run made or found whole (`StubFolderStamp`,
    /// `StubFolderSurvey`), taken before anything could change in them.
    /// Best effort, as `recordInputs`: a record that cannot be written costs the next run
    /// reads only. Not touched when it would be the same.
    func recordStat(
        verified: [(path: String, stamp: FileStamp)], written: [(path: String, stamp: FileStamp)],
        writtenInPlace: [(path: String, stamp: FileStamp)] = [], stubFolders: [(path: String, stamp: FileStamp)] = [],
        stateHash: ContentHash
    ) {
        var stamps: [(path: String, stamp: FileStamp)] = []
        stamps.reserveCapacity(verified.count + written.count + writtenInPlace.count)
        for (files, renamed) in [(verified, false), (written, true)] {
            for (path, known) in files {
                guard let current = try? fileSystem.status(layout.path(path)), current.kind == .regular,
                    renamed ? known.isSameWrite(as: current.stamp) : known == current.stamp
                else { continue }
                stamps.append((path, current.stamp))
            }
        }
        // Not looked at again: a file changed since it was written has another stamp now, and
        // the next run, finding it so, reads it.
        stamps += writtenInPlace
        let bytes = StatRecord(stateHash: stateHash, stamps: stamps, stubFolders: stubFolders).rendered
        if let old = self.bytes(at: layout.statPath), old == bytes { return }
        try? AtomicFileWriter(fileSystem: fileSystem).write(
            String(decoding: bytes, as: UTF8.self), to: layout.statPath, synchronize: false)
    }
}
