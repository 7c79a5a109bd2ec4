/// The paths of one kind in a `WriteReport`: `String`s, or ranges of one file's bytes that
/// become `String`s only when read. A no-op's report lists every path its state holds (40,000
/// at 5,000 features) and the CLI prints how many; making a `String` of each (an allocation
/// and a copy, then a release) was about a third of a no-op's own work (with the state's lines
/// read as ranges too: 39.1 M -> 25.6 M instructions at 1,000 features). `UnchangedTree` hands
/// over the state's bytes and where each path lies; anything else appends `String`s.
///
/// Equal when the paths are, however each list holds them.
package struct PathList: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Used when `bytes` is empty: the paths themselves.
    private var strings: [String]
    /// The file the paths are in, when they are ranges of it.
    private var bytes: [UInt8] = []
    /// Where each path lies in `bytes` (`start..<end`), in the list's order.
    private var bounds: [(start: Int, end: Int)] = []

    package init(_ strings: [String] = []) {
        self.strings = strings
    }

    package init(arrayLiteral elements: String...) {
        self.init(elements)
    }

    /// The paths at `bounds` of `bytes`, in that order. Each range lies within `bytes` and is
    /// valid UTF-8 (it is read as `String(decoding:as:)` reads, so an invalid byte would read
    /// as U+FFFD, as the full path's state parse reads it).
    init(ranges bounds: [(start: Int, end: Int)], of bytes: [UInt8]) {
        strings = []
        self.bytes = bounds.isEmpty ? [] : bytes
        self.bounds = bounds
    }

    private var isPacked: Bool { !bytes.isEmpty }

    package var startIndex: Int { 0 }
    package var endIndex: Int { isPacked ? bounds.count : strings.count }

    package subscript(index: Int) -> String {
        guard isPacked else { return strings[index] }
        let (start, end) = bounds[index]
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    package mutating func append(_ path: String) {
        unpack()
        strings.append(path)
    }

    package mutating func sort() {
        unpack()
        strings.sort()
    }

    /// The paths as `String`s from here on: what appending and sorting work on.
    private mutating func unpack() {
        guard isPacked else { return }
        strings = Array(self)
        bytes = []
        bounds = []
    }

    package static func == (left: PathList, right: PathList) -> Bool {
        left.elementsEqual(right)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for path in self { hasher.combine(path) }
    }
}
