/// Where the resolved spec's dump goes, one token at a time: `DumpTreeBuilder` makes the
/// `DumpValue` that `modgen dump` renders, and the plan fingerprint hashes the same tokens as
/// they come, without building the tree (`ResolvedSpecDump.write(_:into:)`). One walk of the
/// graph feeds both, so the fingerprint covers exactly the fields the dump holds.
///
/// A map is `openMap()`, then for each entry `key(_:)` and one value, then `close()`; a list
/// is `openList()`, its values, `close()`.
package protocol DumpSink {
    mutating func string(_ text: String)
    mutating func bool(_ flag: Bool)
    mutating func openList()
    mutating func openMap()
    mutating func key(_ key: String)
    mutating func close()
}

extension DumpSink {
    mutating func list(_ body: (inout Self) -> Void) {
        openList()
        body(&self)
        close()
    }

    mutating func map(_ body: (inout Self) -> Void) {
        openMap()
        body(&self)
        close()
    }

    /// `key: text`.
    mutating func pair(_ key: String, _ text: String) {
        self.key(key)
        string(text)
    }

    /// `key: flag`.
    mutating func pair(_ key: String, _ flag: Bool) {
        self.key(key)
        bool(flag)
    }

    /// `key: [text, ...]`.
    mutating func pair(_ key: String, strings: [String]) {
        self.key(key)
        list { sink in
            for text in strings { sink.string(text) }
        }
    }

    /// `key: value`, the value written by `body`.
    mutating func pair(_ key: String, _ body: (inout Self) -> Void) {
        self.key(key)
        body(&self)
    }
}
