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
}
