/// A version as SwiftPM's `Version(string:)` reads it: `MAJOR.MINOR.PATCH`, each a
/// non-negative integer, then an optional `-prerelease` and `+build` of dot-separated
/// identifiers (ASCII letters, digits, `-`). `1.5` and `v1.5.0` are not versions to SwiftPM.
struct SemanticVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int
    var prerelease: [String]
    var build: [String]

    init?(_ text: String) {
        let plusIndex = text.firstIndex(of: "+")
        let beforeBuild = text[..<(plusIndex ?? text.endIndex)]
        let dashIndex = beforeBuild.firstIndex(of: "-")
        let core = beforeBuild[..<(dashIndex ?? beforeBuild.endIndex)]
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false).map { Self.number($0) }
        guard numbers.count == 3, let major = numbers[0], let minor = numbers[1], let patch = numbers[2] else { return nil }
        (self.major, self.minor, self.patch) = (major, minor, patch)
        prerelease = []
        build = []
        if let dashIndex {
            guard let identifiers = Self.identifiers(beforeBuild[beforeBuild.index(after: dashIndex)...]) else { return nil }
            prerelease = identifiers
        }
        if let plusIndex {
            guard let identifiers = Self.identifiers(text[text.index(after: plusIndex)...]) else { return nil }
            build = identifiers
        }
    }

    var description: String {
        var text = "\(major).\(minor).\(patch)"
        if !prerelease.isEmpty { text += "-" + prerelease.joined(separator: ".") }
        if !build.isEmpty { text += "+" + build.joined(separator: ".") }
        return text
    }

    /// The version the writer most likely meant, when SwiftPM would refuse `text`:
    /// `1.5` -> `1.5.0`, `2` -> `2.0.0`, `v1.2.3` -> `1.2.3`; nil when there is no such guess.
    static func fix(for text: String) -> String? {
        var candidate = Substring(text)
        if candidate.first == "v" || candidate.first == "V" { candidate = candidate.dropFirst() }
        let parts = candidate.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ number($0) != nil }) else { return nil }
        let padded = parts.map(String.init) + Array(repeating: "0", count: 3 - parts.count)
        let fixed = padded.joined(separator: ".")
        return fixed == text ? nil : fixed
    }

    /// SemVer precedence: numbers first; a pre-release sorts before its release; build metadata is ignored.
    static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case let (a?, b?): return a < b
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }

    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }

    private static func identifiers(_ text: Substring) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid = parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { byte in
                byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            }
        }
        return valid ? parts.map(String.init) : nil
    }
}
