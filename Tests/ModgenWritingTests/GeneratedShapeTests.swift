import Testing
@testable import ModgenWriting

/// The paths a state line may own as modgen's own (besides the current plan's): manifests
/// outside any `Sources` or `Tests` folder, the root README, and the Xcode files of app
/// shells and the root (`XcodeFileOwnershipTests` has those); nothing else.
@Suite struct GeneratedShapeTests {
    @Test(arguments: [
        "Package.swift", "README.md", "Packages/Core/Auth/Package.swift", "Auth/Package.swift",
        "Apps/X/X.xcodeproj/xcshareddata/xcschemes/X.xcscheme", "X.xcodeproj/xcshareddata/xcschemes/Y.xcscheme",
    ])
    func isAGeneratedShape(_ path: String) {
        #expect(RecordedEntryRules.isGeneratedShape(path))
    }

    @Test(arguments: [
        "", "/", "Package.swift/", "Packages/Core/Auth/Sources/Auth/Package.swift", "Sources/Package.swift",
        "Tests/Package.swift", "a/Tests/b/Package.swift", "Packages/Core/Auth/README.md", "Package.swiftx",
        "xcshareddata/xcschemes/A.xcscheme", "Sources/X.xcodeproj/project.pbxproj", "X.xcodeproj/project.pbxprojx",
        "Tests/X.xcodeproj/xcshareddata/xcschemes/X.xcscheme", "Maps.xcworkspace/a/contents.xcworkspacedata",
    ])
    func isNotAGeneratedShape(_ path: String) {
        #expect(!RecordedEntryRules.isGeneratedShape(path))
    }
}
