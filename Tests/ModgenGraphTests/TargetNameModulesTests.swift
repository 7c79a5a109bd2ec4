import Testing
@testable import ModgenGraph
@testable import ModgenSpec
import ModgenTestSupport

/// Module names that are SwiftPM target names but no Swift identifiers (`Home-iOS`, imported
/// as `Home_iOS`): for the kinds that make no other names from theirs.
@Suite struct TargetNameModulesTests {
    @Test func coreDepsInterfaceExecutableMayTakeOne() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Home: { type: core }
              Home-iOS: { type: core, package: Home, dependencies: [Home] }
              daily-challenge-reports: { type: executable, dependencies: [Home-iOS] }
            """) == [])
        #expect(SwiftIdentifier.moduleName(of: "daily-challenge-reports") == "daily_challenge_reports")
    }

    @Test func aFeatureCannotAndTwoImportsMustDiffer() throws {
        #expect(try SpecSnippet.moduleDiagnostics("""
              Search-iOS: { type: feature }
              Home-iOS: { type: core }
              Home_iOS: { type: core }
              -Bad: { type: core }
            """) == [
                "modules.yml:3:3: error: module name 'Search-iOS' is no Swift identifier: only core, deps, interface, executable, binary and system modules may take a SwiftPM target name with '-' (imported as Search_iOS); a feature module's name makes other targets' names and Swift names, so rename it",
                "modules.yml:4:3: error: module 'Home-iOS' is imported as 'Home_iOS', like module 'Home_iOS'; rename one of them",
                "modules.yml:6:3: error: module name '-Bad' is not a valid Swift identifier (letters, digits and '_', not starting with a digit) nor a SwiftPM target name (those and '-', like Home-iOS)",
            ])
    }
}
