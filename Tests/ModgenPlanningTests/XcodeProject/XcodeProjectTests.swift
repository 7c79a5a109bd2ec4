import Foundation
import Testing
@testable import ModgenSpec
import ModgenDiagnostics
@testable import ModgenGraph
@testable import ModgenPlanning

/// The app shells' project.pbxproj, scheme, workspace and test plan, planned from the Atlas
/// fixture (an app `AtlasApp`; features `Search` and `Directions` with examples).
@Suite struct XcodeProjectTests {
    private func plan(_ change: (inout ModuleGraph) -> Void = { _ in }) throws -> Plan {
        var graph = PlanningFixtures.atlas()
        change(&graph)
        return try PlanningFixtures.plan(graph)
    }

    private func text(_ plan: Plan, _ path: String) throws -> String {
        try #require(plan[path]).contents
    }

    @Test func everyAppAndExampleGetsAShellAndTheRootGetsAWorkspaceAndATestPlan() throws {
        let plan = try plan()
        let projects = plan.files.map(\.path).filter { $0.hasSuffix("project.pbxproj") }
        #expect(projects == [
            "Apps/AtlasApp/AtlasApp.xcodeproj/project.pbxproj", "Apps/DirectionsExample/DirectionsExample.xcodeproj/project.pbxproj",
            "Apps/SearchExample/SearchExample.xcodeproj/project.pbxproj",
        ])
        #expect(plan["Apps/AtlasApp/AtlasApp/AtlasAppApp.swift"]?.ownership == .stub)
        let workspace = try text(plan, "Atlas.xcworkspace/contents.xcworkspacedata")
        #expect(workspace.contains("location = \"group:Apps/AtlasApp/AtlasApp.xcodeproj\""))
        #expect(workspace.contains("location = \"group:Apps/SearchExample/SearchExample.xcodeproj\""))
        let testPlan = try JSONSerialization.jsonObject(with: Data(try text(plan, "Atlas.xctestplan").utf8)) as? [String: Any]
        let targets = (testPlan?["testTargets"] as? [[String: [String: String]]])?.compactMap { $0["target"] } ?? []
        #expect(targets.contains(["containerPath": "container:Packages/Features/Search", "identifier": "SearchTests", "name": "SearchTests"]))
        #expect(targets.contains { $0["identifier"] == "AtlasAppTests" })
    }

    @Test func theProjectLinksTheKitOfItsLocalPackageWithTheBacklink() throws {
        let project = try text(try plan(), "Apps/AtlasApp/AtlasApp.xcodeproj/project.pbxproj")
        #expect(project.hasPrefix("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;"))
        #expect(project.contains("isa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = ../../Packages/App/AtlasApp;"))
        let reference = try #require(project.firstMatch(of: /(\w{24}) \/\* XCLocalSwiftPackageReference/)).1
        #expect(project.contains("package = \(reference) /* XCLocalSwiftPackageReference \"../../Packages/App/AtlasApp\" */;\n\t\t\tproductName = AtlasAppKit;"))
        #expect(project.contains("/* AtlasAppKit in Frameworks */ = {isa = PBXBuildFile; productRef = "))
        for setting in [
            "SDKROOT = iphoneos;", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\";", "TARGETED_DEVICE_FAMILY = \"1,2\";",
            "GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;",
            "INFOPLIST_KEY_UILaunchScreen_Generation = YES;", "PRODUCT_BUNDLE_IDENTIFIER = com.example.AtlasApp;",
            "IPHONEOS_DEPLOYMENT_TARGET = 16.0;", "SWIFT_VERSION = 5.0;", "CODE_SIGN_STYLE = Automatic;",
        ] {
            #expect(project.contains(setting), "\(setting)")
        }
        #expect(!project.contains("DEVELOPMENT_TEAM"))
    }

    /// A shell inside a package's folder would join that package's sources: refused, once per
    /// shell, on one thread or several.
    @Test func aShellInsideAPackageFolderIsRefused() throws {
        for threads in [1, 2] {
            var graph = PlanningFixtures.atlas()
            graph.options.appsDir = "Packages/Features/Search"
            var planner = Planner(graph: graph, specReference: graph.specPath, templates: PlanningFixtures.locator)
            planner.threads = threads
            let error = try #require(throws: DiagnosticError.self) { try planner.plan() }
            let messages = error.diagnostics.map(\.message).filter { $0.contains("would be written inside the package") }
            #expect(messages == ["AtlasApp", "DirectionsExample", "SearchExample"].map {
                "app shell '\($0)' would be written inside the package 'Packages/Features/Search'; move 'appsDir' ('Packages/Features/Search') out of the packages"
            })
        }
    }

    /// Every id a project refers to is an object of it, and ids are unique and 24 hex digits.
    @Test func everyReferencedObjectExists() throws {
        let plan = try plan()
        for file in plan.files where file.path.hasSuffix("project.pbxproj") {
            let defined = file.contents.matches(of: /\n\t\t([0-9A-F]{24})(?: \/\*[^*]*\*\/)? = \{/).map { String($0.1) }
            #expect(Set(defined).count == defined.count)
            let referenced = Set(file.contents.matches(of: /[0-9A-F]{24}/).map { String($0.0) })
            #expect(referenced == Set(defined), "\(file.path)")
        }
    }

    @Test func optionsReachTheBuildSettings() throws {
        let plan = try plan {
            $0.options.bundleIdPrefix = "io.acme"
            $0.options.developmentTeam = "ABCDE12345"
            $0.options.swiftToolsVersion = "6.0"
            $0.options.appsDir = "Shells"
        }
        let project = try text(plan, "Shells/SearchExample/SearchExample.xcodeproj/project.pbxproj")
        #expect(project.contains("PRODUCT_BUNDLE_IDENTIFIER = io.acme.SearchExample;"))
        #expect(project.contains("DEVELOPMENT_TEAM = ABCDE12345;"))
        #expect(project.contains("SWIFT_VERSION = 6.0;"))
        #expect(project.contains("relativePath = ../../Packages/Features/Search;"))
        let scheme = try text(plan, "Shells/SearchExample/SearchExample.xcodeproj/xcshareddata/xcschemes/SearchExample.xcscheme")
        #expect(scheme.contains("reference = \"container:../../Atlas.xctestplan\""))
    }

    @Test func twoRunsAreByteIdentical() throws {
        #expect(try plan().files == plan().files)
    }

    @Test func theSingleLayoutLinksTheRootPackage() throws {
        let plan = try plan { $0.options.layout = .single }
        #expect(try text(plan, "Apps/AtlasApp/AtlasApp.xcodeproj/project.pbxproj").contains("relativePath = ../..;"))
        #expect(try text(plan, "Atlas.xctestplan").contains("\"containerPath\" : \"container:.\""))
    }

    @Test func aShellInsideAPackageIsAnError() {
        #expect(throws: (any Error).self) {
            try plan { $0.options.appsDir = "Packages/App/AtlasApp" }
        }
    }

    @Test func valuesAreQuotedAsXcodeQuotesThem() {
        #expect(PBXRenderer.quoted("iphoneos") == "iphoneos")
        #expect(PBXRenderer.quoted("../../Packages/App") == "../../Packages/App")
        #expect(PBXRenderer.quoted("1,2") == "\"1,2\"")
        #expect(PBXRenderer.quoted("-Onone") == "\"-Onone\"")
        #expect(PBXRenderer.quoted("") == "\"\"")
        #expect(PBXRenderer.quoted("a \"b\"\\") == "\"a \\\"b\\\"\\\\\"")
    }

    @Test func idsAreStableAndDistinct() {
        #expect(PBXObjectID("a/b").description == PBXObjectID("a/b").description)
        #expect(PBXObjectID("a/b") != PBXObjectID("a/c"))
        #expect(PBXObjectID("x").description.count == 24)
    }
}
