import Foundation

/// Whether a spec file this load has read could give a string holding a `$`: one with a `$`
/// byte, or with a `\` (a double-quoted escape such as `\x24` writes a `$`). Until one does,
/// the expander returns every string as it is without looking at it (looking at every string
/// of the 7 MB spec cost 33 M instructions). Shared by the reader of the files, which looks at
/// each file as it is read, before any string of it is expanded, and the expander.
final class DollarSighting {
    private(set) var seen: Bool

    /// `seen` true: every string is looked at (an expander made on its own, as in tests).
    init(seen: Bool) {
        self.seen = seen
    }

    func look(at bytes: [UInt8]) {
        guard !seen else { return }
        seen = Self.mayHoldDollar(bytes)
    }

    /// Told of a file `mayHoldDollar` looked at.
    func note(mayHoldDollar: Bool) {
        if mayHoldDollar { seen = true }
    }

    /// Whether a file of `bytes` may give a string holding a `$`.
    static func mayHoldDollar(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: "$")), raw.count) != nil || memchr(base, Int32(UInt8(ascii: "\\")), raw.count) != nil
        }
    }
}
