#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ModgenPlanning

/// The lexical rules every planned path must follow before anything touches the disk:
/// relative, `/`-separated, no `..`/`.`/empty components, no `~`, no control characters,
/// nothing inside modgen's own `.modgen/` folder, no name the writer uses for temp files.
/// Checked on UTF-8 bytes: 30,000 paths take a few milliseconds.
///
/// Below: `CaseFolded`, the case-insensitive path key the clash check uses.
enum PlannedPathRules {
    static let reservedFolder = PlannedPathLimits.reservedFolder
    static let temporarySuffix = "\(temporarySuffixBytes)"
    /// The two names as literals, compared where they lie (`endsWith`).
    static let temporarySuffixBytes: StaticString = ".modgen-tmp"
    static let reservedFolderBytes: StaticString = ".modgen"

    /// Why `path` is unsafe, or nil when it is fine.
    static func problem(with path: String) -> String? {
        var path = path
        return path.withUTF8 { problem(in: $0) }
    }

    /// Why the path whose UTF-8 is `bytes` is unsafe, or nil: `isClean` first, `firstProblem`
    /// only for a path it does not pass.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return "empty path" }
        return isClean(base, bytes.count) ? nil : firstProblem(in: bytes)
    }

    /// True when the `count` bytes at `base` break none of the rules (`firstProblem` is nil),
    /// found in one pass, eight bytes at a time: a word is tested for control characters at
    /// once, and its `/`s are found by an exact mask (`slashes`), so a component's own rules are
    /// checked only where one ends. Every planned and every recorded path passes here (a no-op
    /// at 5,000 features checks 40,000): `firstProblem`'s walk took 600 instructions a path, a
    /// byte-by-byte pass 675, a pass that stopped at every byte below `0` (each `.`, `-` and
    /// `/`) 424 at 1,000 features.
    static func isClean(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count > 0, base[0] != UInt8(ascii: "/") else { return false }
        let raw = UnsafeRawPointer(base)
        var start = 0
        var index = 0
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if marks(word, below: 0x20) != 0 { return false }
            var found = slashes(word)
            while found != 0 {
                let end = index + found.trailingZeroBitCount / 8
                guard isCleanComponent(base, from: start, to: end) else { return false }
                start = end + 1
                found &= found - 1
            }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == 0x7f { return false }
            if byte == UInt8(ascii: "/") {
                guard isCleanComponent(base, from: start, to: index) else { return false }
                start = index + 1
            }
            index += 1
        }
        return isCleanComponent(base, from: start, to: count)
    }

    /// The component `base[start..<end]` breaks none of a component's rules: not empty, not
    /// `.` or `..`, no leading `~`, no temp file's suffix, and not `.modgen` first in the path.
    private static func isCleanComponent(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let length = end - start
        guard length > 0 else { return false }
        let first = base[start]
        if first == UInt8(ascii: "~") { return false }
        if first == UInt8(ascii: ".") {
            if length == 1 || (length == 2 && base[start + 1] == UInt8(ascii: ".")) { return false }
            if start == 0, endsWith(base, length, reservedFolderBytes, whole: true) { return false }
        }
        return !endsWith(base + start, length, temporarySuffixBytes)
    }

    /// The high bit of each byte of `word` that is a `/`, of no other: a byte of `word ^ '/'`
    /// is zero exactly there, and adding 0x7f to the low seven bits of a byte sets its high bit
    /// exactly when they are not all zero, never carrying into the next byte.
    static func slashes(_ word: UInt64) -> UInt64 {
        let low: UInt64 = 0x7f7f_7f7f_7f7f_7f7f
        let other = word ^ 0x2f2f_2f2f_2f2f_2f2f
        return ~(((other & low) &+ low) | other | low)
    }

    /// The high bit of each byte of `word` below `limit` (at most 0x80) or equal to 0x7f, and
    /// perhaps of bytes after the first such (a borrow carries upwards), never of one before it:
    /// zero when there is none, and the lowest mark is the first such byte.
    private static func marks(_ word: UInt64, below limit: UInt8) -> UInt64 {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- UInt64(limit) &* 0x0101_0101_0101_0101) & ~word & highBits
        let delete = word ^ 0x7f7f_7f7f_7f7f_7f7f
        return below | ((delete &- 0x0101_0101_0101_0101) & ~delete & highBits)
    }

    /// The first problem of the path whose UTF-8 is `bytes` (not empty), in the path's order
    /// (a component's when its `/` comes before a control character); nil when there is none.
    /// Through the bytes' base address, the constants as literals.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return "empty path" }
        if base[0] == UInt8(ascii: "/") { return "absolute path; planned paths must be relative to the output root" }
        let count = bytes.count
        let control = firstControlCharacter(base, count)
        var start = 0
        while true {
            let end = bytes.index(of: UInt8(ascii: "/"), from: start, before: count)
            if control < end { return "path contains a control character" }
            let component = UnsafeBufferPointer(start: base + start, count: end - start)
            if let problem = problem(withComponent: component, first: start == 0) { return problem }
            if end == count { return nil }
            start = end + 1
        }
    }

    /// The index of the first control character (a byte below 0x20, or 0x7f) of the `count`
    /// bytes at `base`, or `count`. A word with neither has no byte whose subtraction borrows,
    /// so the test of eight bytes at once has no false negative, and a hit is found bytewise.
    static func firstControlCharacter(_ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= count, marks(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self), below: 0x20) == 0 {
            index += 8
        }
        while index < count, base[index] >= 0x20, base[index] != 0x7f { index += 1 }
        return index
    }

    private static func problem(withComponent component: UnsafeBufferPointer<UInt8>, first: Bool) -> String? {
        let count = component.count
        guard count > 0, let bytes = component.baseAddress else { return "empty path component ('//' or a trailing '/')" }
        if bytes[0] == UInt8(ascii: ".") {
            if count == 1 { return "'.' component; planned paths must be normalized" }
            if count == 2, bytes[1] == UInt8(ascii: ".") { return "'..' component would leave the output root" }
        }
        if bytes[0] == UInt8(ascii: "~") { return "'~' component; home folders are not expanded" }
        if endsWith(bytes, count, temporarySuffixBytes) { return "names ending in '\(temporarySuffix)' are reserved" }
        if first, endsWith(bytes, count, reservedFolderBytes, whole: true) {
            return "'\(reservedFolder)/' is reserved for modgen's state"
        }
        return nil
    }

    /// Whether the `count` bytes at `bytes` end with `name`'s UTF-8 (are exactly it, when
    /// `whole`). The last byte first: comparing the whole suffix of every component cost
    /// more than all the other checks together. A `StaticString`, read in place, not a `String`
    /// constant's `withUTF8` for every component (a no-op checks every path its state lists).
    private static func endsWith(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ name: StaticString, whole: Bool = false) -> Bool {
        let length = name.utf8CodeUnitCount
        guard length > 0, whole ? count == length : count >= length else { return false }
        let last = name.utf8Start + (length - 1)
        guard bytes[count - 1] == last.pointee else { return false }
        return memcmp(bytes + (count - length), name.utf8Start, length) == 0
    }
}

extension PlannedPathRules {
    /// Checks every path, then conflicts between them: duplicates, a file that another path
    /// needs as a folder, and two files whose paths differ only by case (one file on macOS).
    /// A `Plan` keeps its files sorted, so the first two are neighbour checks. The error is
    /// the one of the first file in the plan's order that has one.
    static func validate(_ plan: Plan) throws(WriteError) {
        let files = plan.files
        // Each file's own checks and its folded hash, on two threads for a large plan (one
        // thread of a cold run waited for them); then the case clashes among the files
        // before the first that failed its own checks.
        let checked = OrderedParallelMap.map(count: files.count, threads: files.count >= parallelThreshold ? 2 : 1) {
            { index in check(files, at: index) }
        }
        let failed = checked.firstIndex { $0.failure != nil }
        if let clash = firstCaseClash(files, hashes: checked.map(\.hash), before: failed ?? files.count) { throw clash }
        if let failed, let failure = checked[failed].failure { throw failure }
    }

    /// Below this many files, one thread: a second costs more than it saves.
    static let parallelThreshold = 2048

    /// One file's own check: its path's rules, its followers (`checkFollowers`), and its
    /// folded hash for the case clashes.
    private struct CheckedFile: Sendable {
        var hash: UInt64 = 0
        var failure: WriteError?
    }

    private static func check(_ files: [PlannedFile], at index: Int) -> CheckedFile {
        let path = files[index].path
        if let problem = problem(with: path) {
            return CheckedFile(failure: WriteError(path: path, message: problem, reason: .unsafePath))
        }
        do { try checkFollowers(of: path, in: files[(index + 1)...]) } catch { return CheckedFile(failure: error) }
        return CheckedFile(hash: CaseFolded(path).foldedHash)
    }

    /// The first file before `end` whose path differs from an earlier one's only by case. By
    /// the folded path's 64-bit hash (an integer key: a dictionary of paths hashed and
    /// compared whole paths on every probe, twice the cost); two paths with one hash are
    /// compared in full, and should they differ, the files are checked by their folded bytes.
    private static func firstCaseClash(_ files: [PlannedFile], hashes: [UInt64], before end: Int) -> WriteError? {
        var byHash = [UInt64: Int](minimumCapacity: end)
        var hashesCollide = false
        for index in 0..<end {
            guard let other = byHash.updateValue(index, forKey: hashes[index]) else { continue }
            guard CaseFolded(files[other].path) == CaseFolded(files[index].path) else {
                hashesCollide = true
                continue
            }
            return caseClash(files[index].path, files[other].path)
        }
        guard hashesCollide else { return nil }
        var seen = [CaseFolded: String](minimumCapacity: end)
        for file in files[..<end] {
            if let other = seen.updateValue(file.path, forKey: CaseFolded(file.path)) { return caseClash(file.path, other) }
        }
        return nil
    }

    private static func caseClash(_ path: String, _ other: String) -> WriteError {
        WriteError(path: path, message: "differs from '\(other)' only by case (one file on macOS)", reason: .unsafePath)
    }

    /// The paths sorted right after `path` that start with it: none may equal it or continue
    /// it with `/` (that would need `path` as a folder). Usually one comparison.
    private static func checkFollowers(of path: String, in followers: ArraySlice<PlannedFile>) throws(WriteError) {
        for follower in followers {
            switch PrefixMatch(path, of: follower.path) {
            case .none:
                return
            case .equal:
                throw WriteError(path: path, message: "planned twice", reason: .unsafePath)
            case .followedBy(UInt8(ascii: "/")):
                throw WriteError(
                    path: path, message: "planned as a file, but '\(follower.path)' needs it to be a folder",
                    reason: .unsafePath)
            case .followedBy:
                continue
            }
        }
    }

    /// How a path starts with another, compared as UTF-8 bytes in place with `memcmp` (the
    /// generic `utf8.starts(with:)` cost 2,400 instructions a path).
    enum PrefixMatch {
        case none, equal
        case followedBy(UInt8)

        init(_ prefix: String, of path: String) {
            self.init(prefix, length: prefix.utf8.count, of: path)
        }

        /// How `path` starts with the first `length` bytes of `prefix` (a folder of another
        /// path, `PathFolder`, with no `String` made for it); `.none` when `prefix` is shorter.
        init(_ prefix: String, length: Int, of path: String) {
            var prefix = prefix, path = path
            self = prefix.withUTF8 { prefix in
                path.withUTF8 { path in
                    guard length <= prefix.count, length <= path.count else { return .none }
                    if length > 0 {
                        guard let start = path.baseAddress, let bytes = prefix.baseAddress, memcmp(start, bytes, length) == 0 else {
                            return .none
                        }
                    }
                    return path.count == length ? .equal : .followedBy(path[length])
                }
            }
        }
    }
}

/// A path compared and hashed ignoring ASCII case, without allocating a lowercased copy.
/// (Non-ASCII letters are compared exactly: close enough for module and file names.)
struct CaseFolded: Hashable {
    let path: String

    init(_ path: String) {
        self.path = path
    }

    static func == (lhs: CaseFolded, rhs: CaseFolded) -> Bool {
        var (left, right) = (lhs.path, rhs.path)
        return left.withUTF8 { left in
            right.withUTF8 { right in
                left.count == right.count && zip(left, right).allSatisfy { fold($0) == fold($1) }
            }
        }
    }

    /// Over the UTF-8 buffer, not `utf8`'s iterator: a cold run hashes every planned path.
    func hash(into hasher: inout Hasher) {
        hasher.combine(foldedHash)
    }

    /// A hash of the folded bytes, equal for paths equal but for ASCII case; eight bytes a
    /// step (`foldedWord`): byte by byte, it was 12 M of a cold run's 28 M instructions of
    /// `PlannedPathRules.validate` at 1,000 features, on the thread the user waits for.
    var foldedHash: UInt64 {
        var path = path
        return path.withUTF8 { Self.foldedHash(of: $0) }
    }

    static func foldedHash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            hash = mixed(hash, foldedWord(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        guard index < bytes.count else { return hash }
        var tail: UInt64 = 0
        for offset in 0..<(bytes.count - index) {
            tail |= UInt64(fold(base[index + offset])) << (8 * UInt64(offset))
        }
        return mixed(hash, tail)
    }

    private static func mixed(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// The eight bytes of `word` folded as `fold` folds one: a byte below 0x80 whose low seven
    /// bits are at least 0x41 ('A') and below 0x5b (past 'Z') gains 0x20. Adding 0x3f (or
    /// 0x25) to a byte of seven bits sets its high bit exactly when it is at least 0x41 (or
    /// 0x5b), and never carries into the next byte.
    static func foldedWord(_ word: UInt64) -> UInt64 {
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        let fromA = low &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = low &+ 0x2525_2525_2525_2525
        let upper = fromA & ~pastZ & ~word & 0x8080_8080_8080_8080
        return word | (upper >> 2)
    }

    static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte
    }
}
