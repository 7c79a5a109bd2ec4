/// Text being written piece by piece (a manifest, a project file, a stub), kept as UTF-8
/// bytes and made a `String` once at the end.
///
/// Each `+=` on a `String` checks its capacity, uniqueness and ASCII-ness and resets its
/// breadcrumbs: about 340 instructions per piece, whatever its length, which made appending
/// most of the cost of rendering manifests. Appending to a byte array is a copy.
package struct TextBuffer {
    package private(set) var bytes: [UInt8] = []

    /// `capacity` bytes reserved up front (a guess: the buffer grows past it as needed).
    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    package mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Bytes of a `String`'s UTF-8 from one scalar's start to another's (a whole string, or cut
    /// beside ASCII bytes), so the text stays UTF-8.
    package mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    /// One ASCII character, as `UInt8(ascii:)`.
    package mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// `count` times the byte `byte` (indentation).
    package mutating func append(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    /// The text written so far. Every piece was whole scalars of a `String`, so the bytes are UTF-8.
    package var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
