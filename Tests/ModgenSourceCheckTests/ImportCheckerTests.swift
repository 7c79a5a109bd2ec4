import Testing
import ModgenGraph
import ModgenSources
import ModgenTestSupport
@testable import ModgenSourceCheck

/// The checker on in-memory files: implicit, forbidden, unused, outside the spec, ignored.
@Suite struct ImportCheckerTests {
    private let yaml = """
    name: Shop
    packages:
      Logging: { url: https://github.com/apple/swift-log.git, from: "1.5.0" }
    modules:
      ShopApp: { type: app, dependencies: [Cart, Profile] }
      Cart:
        type: feature
        dependencies: [Net, { package: Logging, product: Logging }]
        example: true
      Profile: { type: feature, testing: true }
      Net: { type: core }
      Store: { type: core, dependencies: [Net] }
    """

    private func check(_ target: String, _ source: String) throws -> [String] {
        let graph = try #require(try SpecSnippet.graph(yaml))
        let checked = try #require(CheckedTarget.all(in: graph).first { $0.name == target })
        let file = ImportChecker.SourceFile(path: "F.swift", scanned: SwiftSourceScanner.scan(source))
        return ImportChecker(graph: graph).findings(for: checked, files: [file]).sortedForPrinting().map {
            "\($0.kind.rawValue) \($0.diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.diagnostic.message)"
        }
    }

    @Test func declaredAndOutsideImportsAreQuiet() throws {
        #expect(try check("Cart", "import Foundation\nimport SwiftUI\nimport Net\nimport Logging\nimport CartInterface\n").isEmpty)
    }

    @Test func implicitModuleAndProductImports() throws {
        let findings = try check("Store", "import Net\nimport ProfileInterface\nimport Logging\n")
        #expect(findings == [
            "forbidden 2:8 core module 'Store' cannot depend on interface module 'ProfileInterface' (a core module may depend on: core)",
            "implicit 3:8 target 'Store' imports 'Logging', which module 'Store' does not declare",
        ])
        #expect(try check("ShopAppKit", "import Cart\nimport Profile\nimport Net\n") == [
            "implicit 3:8 target 'ShopAppKit' imports 'Net', which module 'ShopApp' does not declare",
        ])
    }

    @Test func forbiddenFeatureToFeatureUsesTheRuleWording() throws {
        #expect(try check("Cart", "import Net\nimport Logging\n@testable import Profile\n") == [
            "forbidden 3:18 feature module 'Cart' cannot depend on feature module 'Profile': import 'ProfileInterface' instead",
        ])
    }

    @Test func mocksOnlyFromTests() throws {
        #expect(try check("Cart", "import Net\nimport Logging\nimport ProfileTesting\n") == [
            "forbidden 3:8 feature module 'Cart' cannot depend on 'ProfileTesting', the mocks of 'Profile': only tests and examples may; use testDependencies",
        ])
        #expect(try check("CartTests", "@testable import Cart\nimport ProfileTesting\n") == [
            "implicit 2:8 target 'CartTests' imports 'ProfileTesting', which module 'Cart' does not declare",
        ])
    }

    @Test func nonLibraryTargetsCannotBeImported() throws {
        #expect(try check("Net", "import CartTests\nimport CartExampleKit\n") == [
            "forbidden 1:8 'CartTests' is the test target of module 'Cart'; no target can import it",
            "forbidden 2:8 'CartExampleKit' is the example's kit of module 'Cart'; no target can import it",
        ])
    }

    @Test func cycleIsForbidden() throws {
        #expect(try check("Net", "import Store\n") == [
            "forbidden 1:8 module 'Store' already depends on 'Net' (Store -> Net): importing it makes a cycle",
        ])
    }

    @Test func unusedWrittenDependenciesWarnImplicitOnesDoNot() throws {
        let findings = try check("Cart", "import Foundation\n")
        #expect(findings == [
            "unused 6:3 module 'Cart' declares 'Logging' in its dependencies, but no file of target 'Cart' imports it",
            "unused 6:3 module 'Cart' declares 'Net' in its dependencies, but no file of target 'Cart' imports it",
        ])
    }

    @Test func ignoredLinesAndStringsAreNotImports() throws {
        #expect(try check("Net", "import Store // modgen:ignore\nlet s = \"import Store\"\n").isEmpty)
    }
}
