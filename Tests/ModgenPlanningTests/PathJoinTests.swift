import Testing
@testable import ModgenSpec
@testable import ModgenPlanning

/// `PathJoin.join` is `RelativePath.appending`'s text, fast or not.
@Suite struct PathJoinTests {
    @Test(arguments: [
        ("Packages/Features/Search", "Sources/Search"), ("Packages/Core/A", "Tests/ATests/ATests.swift"), (".", "Package.swift"),
        ("Packages/A", "..."), ("Packages/A", ".hidden/x"), ("Packages/A", "../B"), ("Packages/A", "./x"), ("Packages/A", "a//b"),
        ("Packages/A", "a/"), ("Packages/A", "/a"), ("Packages/A", "."), ("Packages/A", ".."), ("..", "x/../../y"), (".", "../x"),
    ])
    func joinsAsRelativePathDoes(_ folder: String, _ path: String) {
        #expect(PathJoin.join(folder, path) == RelativePath(folder).appending(path).description)
    }

    @Test func onlyPartsThatNormaliseToThemselvesArePlain() {
        #expect(PathJoin.isPlain("Sources/Search/x.swift"))
        #expect(PathJoin.isPlain("a/.../b"))
        #expect(!PathJoin.isPlain(""))
        #expect(!PathJoin.isPlain("a/./b"))
        #expect(!PathJoin.isPlain("a/../b"))
        #expect(!PathJoin.isPlain("a/"))
    }
}
