/// libyaml's events in flat form, a batch at a time: each event a few integers, and every
/// string of the batch (scalars, tags, anchors) in one byte buffer. The thread that parses
/// fills a batch and frees libyaml's copies itself; the thread that builds the tree makes the
/// Strings. So memory is freed by the thread that allocated it, and a batch crosses threads
/// as two arrays (`LibYAMLEventReader.readThreaded`).
struct EventBatch: Sendable {
    enum Kind: UInt8, Sendable {
        case streamStart, streamEnd, documentStart, documentEnd, alias, scalar
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    /// Where a string lies in `bytes`; `count` -1: none.
    struct Text: Sendable {
        var start: Int
        var count: Int

        static let none = Text(start: 0, count: -1)
    }

    struct Entry: Sendable {
        var kind: Kind
        var style: Scalar.Style
        var mark: Mark
        /// The scalar's value or the alias's anchor.
        var value: Text
        var tag: Text
        var anchor: Text
    }

    /// Events per batch: one hand-over between threads per this many.
    static let capacity = 1_024

    private(set) var entries: [Entry] = []
    private var bytes: [UInt8] = []

    init() {
        entries.reserveCapacity(Self.capacity)
        bytes.reserveCapacity(Self.capacity * 16)
    }

    private init(unreserved: Void) {}

    /// A batch with no room, left in a queue's place once its events were taken.
    static var spent: EventBatch { EventBatch(unreserved: ()) }

    var isFull: Bool { entries.count >= Self.capacity }
    var isEmpty: Bool { entries.isEmpty }

    /// Keeps a copy of `count` bytes at `pointer` (nil: no string).
    mutating func text(_ pointer: UnsafePointer<UInt8>?, count: Int) -> Text {
        guard let pointer else { return .none }
        let start = bytes.count
        bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
        return Text(start: start, count: count)
    }

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// Empty again, its room kept.
    mutating func clear() {
        entries.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The string at `text` (nil: none), made by the thread that builds the tree.
    func string(_ text: Text) -> String? {
        guard text.count >= 0 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[text.start..<text.start + text.count]), as: UTF8.self)
        }
    }
}
