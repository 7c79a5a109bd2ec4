import Testing
import YAMLTree
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph
@testable import ModgenReporting
@testable import ModgenPlanning
@testable import ModgenWriting

@Suite struct PackageLayoutTests {
    static func module(_ name: String, _ kind: ModuleKind) -> ResolvedModule {
        ResolvedModule(name: name, kind: kind, location: Mark(file: "modules.yml", line: 1, column: 1))
    }

    @Test func groupsPackagesByKind() {
        let layout = PackageLayout(options: ProjectOptions())
        #expect(layout.directory(of: Self.module("AtlasApp", .app)).description == "Packages/App/AtlasApp")
        #expect(layout.directory(of: Self.module("Search", .feature)).description == "Packages/Features/Search")
        #expect(layout.directory(of: Self.module("SearchInterface", .interface)).description == "Packages/Features/SearchInterface")
        #expect(layout.directory(of: Self.module("Networking", .core)).description == "Packages/Core/Networking")
        #expect(layout.directory(of: Self.module("SearchDeps", .deps)).description == "Packages/Deps/SearchDeps")
    }

    @Test func honoursPackagesDirAndKindFolders() {
        var options = ProjectOptions()
        options.packagesDir = "./Modules/"
        options.kindFolders = [.core: "Shared/Core"]
        let layout = PackageLayout(options: options)
        #expect(layout.directory(of: Self.module("Utils", .core)).description == "Modules/Shared/Core/Utils")
        let from = layout.directory(of: Self.module("Search", .feature))
        #expect(layout.dependency(from: from, onPackageAt: layout.packageDirectory(of: Self.module("Utils", .core))) == .path("../../Shared/Core/Utils"))
    }

    @Test func remotePackagesKeepTheirRequirementLocalOnesAreRelative() {
        let layout = PackageLayout(options: ProjectOptions())
        let from = RelativePath("Packages/Features/Search")
        let remote = RemotePackage(alias: "Log", location: .url("https://github.com/apple/swift-log.git"), requirement: .range("1.0.0", "2.0.0"))
        let local = RemotePackage(alias: "Kit", location: .path("Vendor/Kit"), requirement: nil)
        let absolute = RemotePackage(alias: "Abs", location: .path("/opt/Kit"), requirement: nil)
        let unpinned = RemotePackage(alias: "Loose", location: .url("https://example.com/loose"), requirement: nil)
        #expect(layout.dependency(from: from, on: remote) == .url("https://github.com/apple/swift-log.git", .range("1.0.0", "2.0.0")))
        #expect(layout.dependency(from: from, on: local) == .path("../../../Vendor/Kit"))
        #expect(layout.dependency(from: from, on: absolute) == .path("/opt/Kit"))
        #expect(layout.dependency(from: from, on: unpinned) == nil)
    }
}
