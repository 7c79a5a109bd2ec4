/// A `/`-separated path relative to the output root, normalised lexically (`.` dropped,
/// `a/..` folded; leading `..` kept). Never touches the disk.
package struct RelativePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    package private(set) var components: [String]

    package init(_ text: String) {
        self.components = Self.normalised(Self.parts(of: text))
    }

    package init(components: [String]) {
        self.components = Self.normalised(components)
    }

    package var description: String { Self.joined(ups: 0, components[...]) }

    package static func < (lhs: RelativePath, rhs: RelativePath) -> Bool { lhs.description < rhs.description }

    package func appending(_ other: String) -> RelativePath {
        if other == "." { return self }
        if Self.isPlain(other), !other.containsByte(UInt8(ascii: "/")) {
            var path = self
            path.components.append(other)
            return path
        }
        let parts = Self.parts(of: other)
        guard parts.allSatisfy(Self.isPlain) else { return RelativePath(components: components + parts) }
        var path = self
        path.components += parts
        return path
    }

    /// `text` split at each `/`, empty parts left out, as `split(separator: "/")` splits it. An
    /// ASCII text is split on its bytes: splitting by `Character` walks grapheme breaks (an app
    /// shell's scheme path, `xcshareddata/xcschemes/<Name>.xcscheme`, cost ~29,000 instructions).
    private static func parts(of text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(separator: "/").map(String.init) }
        return text.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
    }

    /// A component that normalising leaves as it is (this path's own are normalised already).
    private static func isPlain(_ component: String) -> Bool {
        !component.isEmpty && component != "." && component != ".."
    }

    /// How `target` is spelled from inside this folder: `../../Core/Networking`.
    package func relativePath(to target: RelativePath) -> String {
        var common = 0
        while common < components.count, common < target.components.count,
              components[common] == target.components[common], components[common] != ".." {
            common += 1
        }
        return Self.joined(ups: components.count - common, target.components[common...])
    }

    /// `ups` times `..`, then `rest`, joined by `/`; `.` when that is nothing. Written into the
    /// string's own storage: `joined(separator:)` over an array of `..` and the rest made a
    /// package's path to each dependency (an app's manifest names every feature) cost about
    /// 3,500 instructions.
    private static func joined(ups: Int, _ rest: ArraySlice<String>) -> String {
        guard ups > 0 || !rest.isEmpty else { return "." }
        let separators = ups + rest.count - 1
        let count = rest.reduce(ups * 2 + separators) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = 0
            func put(_ byte: UInt8) {
                buffer[at] = byte
                at += 1
            }
            for index in 0..<ups {
                if index > 0 { put(UInt8(ascii: "/")) }
                put(UInt8(ascii: "."))
                put(UInt8(ascii: "."))
            }
            for component in rest {
                if at > 0 { put(UInt8(ascii: "/")) }
                var component = component
                component.withUTF8 { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[at..<(at + bytes.count)]).initialize(from: bytes)
                    at += bytes.count
                }
            }
            return at
        }
    }

    private static func normalised(_ components: [String]) -> [String] {
        var result: [String] = []
        for component in components where !component.isEmpty && component != "." {
            if component == "..", let last = result.last, last != ".." {
                result.removeLast()
            } else {
                result.append(component)
            }
        }
        return result
    }
}
