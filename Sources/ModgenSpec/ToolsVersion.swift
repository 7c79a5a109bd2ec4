/// A `swift-tools-version`: `MAJOR.MINOR` or `MAJOR.MINOR.PATCH`. What a spec may say is
/// bounded below by `ToolsVersion.minimum`, and each key or value SwiftPM added later names
/// the version that introduced it (`SpecKey.since`).
package struct ToolsVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var major: Int
    package var minor: Int
    package var patch: Int

    package init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
              let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        self.init(major, minor, parts.count == 3 ? Int(parts[2]) ?? 0 : 0)
    }

    /// The lowest tools version whose manifest API every generated Package.swift uses:
    /// `.executableTarget` (5.4) and `.product(name:package:)` naming a package by its
    /// identity, as SwiftPM 5.5 resolves it.
    package static let minimum = ToolsVersion(5, 5)

    package var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    package static func < (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
