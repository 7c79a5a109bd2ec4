/// Text being written piece by piece (a manifest, a project file, a stub), kept as UTF-8
/// bytes and made a `String` once at the end.
///
/// Each `+=` on a `String` checks its capacity, uniqueness and ASCII-ness and resets its
/// breadcrumbs: about 340 instructions per piece, whatever its length, which made appending
/// most of the cost of rendering manifests. Appending to a byte array is a copy, but
/// `Array.append(contentsOf:)` still spent about 90 instructions on each of the short pieces
/// rendering is made of (a key, a name, `" = "`): the bytes live in storage of their own,
/// where an append is a capacity check and a copy.
///
/// Below: `TextStorage`, the bytes and their count.
package struct TextBuffer {
    private var storage: TextStorage

    /// `capacity` bytes reserved up front (a guess: the buffer grows past it as needed).
    package init(capacity: Int = 0) {
        storage = TextStorage(capacity: capacity)
    }

    /// The bytes written so far.
    package var bytes: [UInt8] {
        Array(storage.written)
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    package mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// Bytes of a `String`'s UTF-8 from one scalar's start to another's (a whole string, or cut
    /// beside ASCII bytes), so the text stays UTF-8.
    package mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        unique().append(start, count: bytes.count)
    }

    /// One ASCII character, as `UInt8(ascii:)`.
    package mutating func append(byte: UInt8) {
        unique().append(byte)
    }

    /// `count` times the byte `byte` (indentation).
    package mutating func append(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        unique().append(byte, count: count)
    }

    /// The text written so far. Every piece was whole scalars of a `String`, so the bytes are UTF-8.
    package var text: String {
        String(decoding: storage.written, as: UTF8.self)
    }

    /// The storage, copied first if another buffer shares it (a copied `TextBuffer` is a value).
    @inline(__always)
    private mutating func unique() -> TextStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}

/// A `TextBuffer`'s bytes: allocated memory, its first `count` bytes written.
private final class TextStorage {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    var written: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    func copy() -> TextStorage {
        let copy = TextStorage(capacity: capacity)
        copy.append(start, count: count)
        return copy
    }

    @inline(__always)
    func append(_ bytes: UnsafePointer<UInt8>, count added: Int) {
        reserve(added)
        (start + count).initialize(from: bytes, count: added)
        count += added
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ byte: UInt8, count added: Int) {
        reserve(added)
        (start + count).initialize(repeating: byte, count: added)
        count += added
    }

    /// Room for `added` more bytes: the capacity at least doubles when it grows.
    @inline(__always)
    private func reserve(_ added: Int) {
        if count + added > capacity { grow(to: count + added) }
    }

    private func grow(to needed: Int) {
        let grown = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }
}
