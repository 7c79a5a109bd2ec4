import ModgenPlanning

extension PlannedPathRules {
    /// Checks every path, then conflicts between them: duplicates, a file that another path
    /// needs as a folder, and two files whose paths differ only by case (one file on macOS).
    /// A `Plan` keeps its files sorted, so the first two are neighbour checks.
    static func validate(_ plan: Plan) throws(WriteError) {
        let files = plan.files
        var folded = [CaseFolded: String](minimumCapacity: files.count)
        for (index, file) in files.enumerated() {
            if let problem = problem(with: file.path) {
                throw WriteError(path: file.path, message: problem, reason: .unsafePath)
            }
            try checkFollowers(of: file.path, in: files[(index + 1)...])
            if let other = folded.updateValue(file.path, forKey: CaseFolded(file.path)) {
                throw WriteError(
                    path: file.path, message: "differs from '\(other)' only by case (one file on macOS)",
                    reason: .unsafePath)
            }
        }
    }

    /// The paths sorted right after `path` that start with it: none may equal it or continue
    /// it with `/` (that would need `path` as a folder). Usually one comparison.
    private static func checkFollowers(of path: String, in followers: ArraySlice<PlannedFile>) throws(WriteError) {
        for follower in followers {
            guard follower.path.utf8.starts(with: path.utf8) else { return }
            let rest = follower.path.utf8.dropFirst(path.utf8.count)
            if rest.isEmpty {
                throw WriteError(path: path, message: "planned twice", reason: .unsafePath)
            }
            if rest.first == UInt8(ascii: "/") {
                throw WriteError(
                    path: path, message: "planned as a file, but '\(follower.path)' needs it to be a folder",
                    reason: .unsafePath)
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
        lhs.path.utf8.elementsEqual(rhs.path.utf8) { fold($0) == fold($1) }
    }

    func hash(into hasher: inout Hasher) {
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { fnv = (fnv ^ UInt64(Self.fold(byte))) &* 0x0000_0100_0000_01b3 }
        hasher.combine(fnv)
    }

    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte
    }
}
