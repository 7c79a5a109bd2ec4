#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// True when the string's UTF-8 is exactly `bytes`: a size check, then one `memcmp`.
    func hasSameBytes(as bytes: [UInt8]) -> Bool {
        guard utf8.count == bytes.count else { return false }
        var text = self
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { other in
                guard let left = utf8.baseAddress, let right = other.baseAddress else { return true }
                return memcmp(left, right, bytes.count) == 0
            }
        }
    }
}
