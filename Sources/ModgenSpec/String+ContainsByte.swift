extension String {
    /// Whether the UTF-8 of this string holds `byte` (an ASCII character, as `UInt8(ascii:)`),
    /// read from its contiguous bytes: the generic `utf8.contains` walks an iterator, hundreds of
    /// instructions for a module's name, and names and paths are asked this for every module.
    package func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}
