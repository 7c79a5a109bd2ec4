#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order `String`'s `<` gives to paths, found cheaply: when every path is ASCII, `<` orders
/// them as their bytes do, so the bytes are gathered into one buffer and compared with
/// `memcmp`. Comparing two `String`s of a plan's paths (30-60 bytes, past the 15 a `String`
/// holds inline) cost ~100 instructions. Short names gain nothing: sorting the 36,000 module
/// names of the 7 MB bench spec this way cost more than `String`'s `<` (35 M against 31 M).
enum PathOrder {
    /// The indices of `strings` sorted by `String`'s `<`, equal strings in their order in `strings`.
    static func sortedIndices(_ strings: [String]) -> [Int] {
        sortedIndices(count: strings.count) { strings[$0] }
    }

    /// The indices `0..<count` sorted by the strings `string(index)`, as `sortedIndices(_:)`.
    static func sortedIndices(count: Int, _ string: (Int) -> String) -> [Int] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 32)
        var starts: [Int] = []
        starts.reserveCapacity(count + 1)
        for index in 0..<count {
            starts.append(bytes.count)
            var text = string(index)
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
        starts.append(bytes.count)
        let byBytes = bytes.withUnsafeBufferPointer { buffer -> [Int]? in
            guard buffer.isASCII else { return nil }
            // No bytes at all: every string is empty, all equal.
            guard let base = buffer.baseAddress else { return Array(0..<count) }
            return (0..<count).sorted { left, right in
                let leftCount = starts[left + 1] - starts[left], rightCount = starts[right + 1] - starts[right]
                let order = memcmp(base + starts[left], base + starts[right], min(leftCount, rightCount))
                if order != 0 { return order < 0 }
                return leftCount != rightCount ? leftCount < rightCount : left < right
            }
        }
        if let byBytes { return byBytes }
        return (0..<count).sorted { left, right in
            let leftString = string(left), rightString = string(right)
            return leftString != rightString ? leftString < rightString : left < right
        }
    }
}
