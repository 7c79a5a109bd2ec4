/// The `DumpSink` that builds the `DumpValue` the tokens describe (`modgen dump`, and the
/// pieces `modgen import` renders).
package struct DumpTreeBuilder: DumpSink {
    private enum Open {
        case list([DumpValue])
        case map([(String, DumpValue)], key: String?)
    }

    private var open: [Open] = []
    private var done: DumpValue?

    /// The value `write` writes (one value; an empty map when it writes none).
    package static func build(_ write: (inout DumpTreeBuilder) -> Void) -> DumpValue {
        var builder = DumpTreeBuilder()
        write(&builder)
        return builder.done ?? .map([])
    }

    /// The pairs of the map `write` writes (none when it writes something else).
    static func pairs(ofMap write: (inout DumpTreeBuilder) -> Void) -> [(String, DumpValue)] {
        guard case .map(let pairs) = build(write) else { return [] }
        return pairs
    }

    /// The pairs `write` writes as entries of a map.
    static func pairs(inMap write: (inout DumpTreeBuilder) -> Void) -> [(String, DumpValue)] {
        pairs(ofMap: { $0.map(write) })
    }

    package mutating func string(_ text: String) { add(.string(text)) }

    package mutating func bool(_ flag: Bool) { add(.bool(flag)) }

    package mutating func openList() { open.append(.list([])) }

    package mutating func openMap() { open.append(.map([], key: nil)) }

    package mutating func key(_ key: String) {
        guard case .map(let pairs, nil)? = open.last else { return assertionFailure("a key outside a map") }
        open[open.count - 1] = .map(pairs, key: key)
    }

    package mutating func close() {
        switch open.popLast() {
        case .list(let items)?: add(.list(items))
        case .map(let pairs, _)?: add(.map(pairs))
        case nil: assertionFailure("close without open")
        }
    }

    private mutating func add(_ value: DumpValue) {
        switch open.last {
        case nil:
            done = value
        case .list(var items)?:
            open[open.count - 1] = .list([])  // the array stays uniquely referenced
            items.append(value)
            open[open.count - 1] = .list(items)
        case .map(var pairs, let key?)?:
            open[open.count - 1] = .map([], key: nil)
            pairs.append((key, value))
            open[open.count - 1] = .map(pairs, key: nil)
        case .map(_, nil)?:
            assertionFailure("a value without a key")
        }
    }
}
