#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` in `self[start..<end]`, or `end` when there is none, found
    /// by `memchr`: where the state's and the stat record's lines end (`RecordedPart`,
    /// `StatRecord`) and a path's components (`PlannedPathRules.firstProblem`).
    @inline(__always)
    func index(of byte: UInt8, from start: Int, before end: Int) -> Int {
        guard let base = baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
