/// A `/`-separated path relative to the output root, normalised lexically (`.` dropped,
/// `a/..` folded; leading `..` kept). Never touches the disk.
package struct RelativePath: Hashable, Sendable, Comparable, CustomStringConvertible {
    package private(set) var components: [String]

    package init(_ text: String) {
        self.components = Self.normalised(text.split(separator: "/").map(String.init))
    }

    package init(components: [String]) {
        self.components = Self.normalised(components)
    }

    package var description: String { components.isEmpty ? "." : components.joined(separator: "/") }

    package static func < (lhs: RelativePath, rhs: RelativePath) -> Bool { lhs.description < rhs.description }

    package func appending(_ other: String) -> RelativePath {
        if other == "." { return self }
        if Self.isPlain(other), !other.utf8.contains(UInt8(ascii: "/")) {
            var path = self
            path.components.append(other)
            return path
        }
        let parts = other.split(separator: "/").map(String.init)
        guard parts.allSatisfy(Self.isPlain) else { return RelativePath(components: components + parts) }
        var path = self
        path.components += parts
        return path
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
        let ups = Array(repeating: "..", count: components.count - common)
        let rest = Array(target.components[common...])
        let all = ups + rest
        return all.isEmpty ? "." : all.joined(separator: "/")
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
