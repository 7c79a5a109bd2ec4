import ModgenTestSupport
import Testing
@testable import ModgenPlanning

/// A plan holds its files sorted by path, as `String`'s `<` orders them, and two files of one
/// path (which the writer refuses) in the order they were planned.
@Suite struct PlanOrderTests {
    @Test func filesAreSortedByPathStably() {
        let paths = ["b/Package.swift", "a/z.swift", "A/y.swift", "a/é.swift", "a/e.swift", "a/z.swift", "README.md", "a/Z.swift"]
        let files = paths.enumerated().map { PlannedFile(path: $1, contents: "\($0)", ownership: .generated) }
        let plan = Plan(files: files)
        #expect(plan.files.map(\.path) == paths.sorted())
        // The two `a/z.swift` in the order given: planned second (1) before planned sixth (5).
        #expect(plan.files.filter { $0.path == "a/z.swift" }.map(\.contents) == ["1", "5"])
        #expect(Plan(files: files.reversed()).files.filter { $0.path == "a/z.swift" }.map(\.contents) == ["5", "1"])
        #expect(Plan(files: []).files.isEmpty)
    }

    /// ASCII paths are ordered by their bytes (`memcmp`), the rest by `String`: `String`'s
    /// order either way, ties in the order planned.
    @Test func byteOrderIsStringOrder() {
        var generator = SeededRandom(seed: 7)
        let pieces = ["a", "b", "A", "Z", "-", ".", "/", "_", "0", "9", "Feature", "Package.swift", "a/b", ""]
        var paths: [String] = []
        for _ in 0..<2_000 {
            var path = ""
            for _ in 0...(generator.next() % 5) { path += generator.pick(pieces) }
            paths.append(path.isEmpty ? "x" : path)
        }
        // A decomposed `é` ("e" and U+0301) sorts after "f" as a `String` (canonically, as the
        // one scalar U+00E9) and before it by its bytes: a non-ASCII path sorted as bytes fails.
        // The last two put its high bytes in the tail after the last whole word (6 bytes in all)
        // and in the first word.
        let decomposed = "e\u{301}"
        for all in [
            paths, paths + ["Sources/\(decomposed).swift", "Sources/f.swift"], ["z\(decomposed)", "zf"],
            ["\(decomposed)123456", "f"],
        ] {
            let files = all.enumerated().map { PlannedFile(path: $1, contents: "\($0)", ownership: .stub) }
            let expected = all.indices.sorted { all[$0] < all[$1] || (all[$0] == all[$1] && $0 < $1) }
            #expect(Plan.sorted(files).map(\.contents) == expected.map { "\($0)" })
        }
    }
}
