import Testing
@testable import ModgenWriting

/// The Xcode files modgen generates (app shells' projects and schemes, the root workspace and
/// test plan) are shapes a state line may own, as manifests are; look-alikes elsewhere are not.
@Suite struct XcodeFileOwnershipTests {
    @Test func xcodeFilesAreGeneratedShapes() {
        for path in [
            "Apps/MapsApp/MapsApp.xcodeproj/project.pbxproj",
            "Apps/MapsApp/MapsApp.xcodeproj/xcshareddata/xcschemes/MapsApp.xcscheme",
            "Maps.xcworkspace/contents.xcworkspacedata",
            "Maps.xctestplan",
        ] {
            #expect(RecordedEntryRules.isGeneratedShape(path), "\(path)")
        }
    }

    @Test func lookAlikesAreNot() {
        for path in [
            "Apps/MapsApp/MapsApp/MapsAppApp.swift",
            "Packages/App/MapsApp/Sources/MapsApp/X.xcodeproj/project.pbxproj",
            "Apps/Maps.xctestplan",
            "Apps/Maps.xcworkspace/contents.xcworkspacedata",
            "Apps/MapsApp/project.pbxproj",
            "Apps/MapsApp/MapsApp.xcodeproj/xcschemes/MapsApp.xcscheme",
        ] {
            #expect(!RecordedEntryRules.isGeneratedShape(path), "\(path)")
        }
    }
}
