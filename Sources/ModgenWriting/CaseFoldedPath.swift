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
        var folded = ContentHash()
        for byte in path.utf8 { folded.add(Self.fold(byte)) }
        hasher.combine(folded.value)
    }

    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte
    }
}
