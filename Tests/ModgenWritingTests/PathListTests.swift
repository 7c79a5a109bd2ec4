import Testing

@testable import ModgenWriting

/// A report's list of paths reads the same whether it holds `String`s or ranges of a file's
/// bytes (what the fast path hands over), and a person appending to or sorting a list of
/// ranges gets the paths as `String`s from then on.
@Suite struct PathListTests {
    let bytes = Array("x Packages/A/Package.swift\ny Café/é.swift\nz README.md\n".utf8)

    /// The ranges of the three paths above (after each line's first two bytes).
    private var ranges: [(start: Int, end: Int)] {
        var found: [(start: Int, end: Int)] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            found.append((start + 2, index))
            start = index + 1
        }
        return found
    }

    @Test func rangesReadAsThePathsTheyHold() {
        let list = PathList(ranges: ranges, of: bytes)
        #expect(list.count == 3)
        #expect(Array(list) == ["Packages/A/Package.swift", "Café/é.swift", "README.md"])
        #expect(list == ["Packages/A/Package.swift", "Café/é.swift", "README.md"])
        #expect(list.contains("README.md") && !list.contains("README"))
        #expect(list != ["Packages/A/Package.swift", "Café/é.swift"])
    }

    @Test func equalListsHashAlikeHoweverHeld() {
        let packed = PathList(ranges: ranges, of: bytes)
        let strings = PathList(["Packages/A/Package.swift", "Café/é.swift", "README.md"])
        #expect(packed == strings)
        #expect(Set([packed, strings]).count == 1)
        #expect(PathList(ranges: [], of: bytes) == [])
        #expect(PathList(ranges: [], of: bytes).isEmpty)
    }

    @Test func appendingAndSortingKeepEveryPath() {
        var list = PathList(ranges: Array(ranges.reversed()), of: bytes)
        list.append("Apps/App.swift")
        #expect(list == ["README.md", "Café/é.swift", "Packages/A/Package.swift", "Apps/App.swift"])
        list.sort()
        #expect(list == ["Apps/App.swift", "Café/é.swift", "Packages/A/Package.swift", "README.md"])
        var sorted = PathList(ranges: Array(ranges.reversed()), of: bytes)
        sorted.sort()
        #expect(sorted == ["Café/é.swift", "Packages/A/Package.swift", "README.md"])
    }
}
