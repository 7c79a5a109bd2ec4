import Testing
import ModgenTestSupport

/// `type: macro`: swift-syntax from `packages:` (found by identity or named by `syntax:`), the
/// tools version `.macro` needs, the rules (a macro module counts as core), and its compiler
/// plugin's target name.
@Suite struct MacroModuleTests {
    private static let syntax = "  SwiftSyntax: { url: https://github.com/swiftlang/swift-syntax.git, from: 600.0.1 }"

    @Test func aMacroUsedByACoreModuleFindsSwiftSyntaxByItsIdentity() throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Atlas
            packages:
            \(Self.syntax)
            modules:
              Stringify: { type: macro }
              Utils: { type: core, dependencies: [Stringify] }
              Search: { type: feature, dependencies: [Stringify] }
              SearchDeps: { type: deps, serves: [Search], dependencies: [Stringify] }
              AtlasApp: { type: app, dependencies: [Search, Stringify] }
            """))
        #expect(graph["Stringify"]?.kind == .macro)
        #expect(graph["Stringify"]?.target.syntaxPackage == "SwiftSyntax")
        #expect(graph["Utils"]?.moduleDependencies == ["Stringify"])
    }

    @Test func withoutSwiftSyntaxTheMessageSaysWhatToAdd() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            modules:
              Stringify: { type: macro }
            """) == [
            "modules.yml:3:3: error: macro module 'Stringify' needs swift-syntax in packages:, e.g. `SwiftSyntax: { url: https://github.com/swiftlang/swift-syntax.git, from: \"600.0.1\" }` (or name the package with `syntax:`)",
        ])
    }

    @Test func syntaxNamesAnotherPackage() throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Atlas
            packages:
              Fork: { path: Vendor/SyntaxFork }
            modules:
              Stringify: { type: macro, syntax: Fork }
            """))
        #expect(graph["Stringify"]?.target.syntaxPackage == "Fork")
    }

    @Test func syntaxNamingAnUnknownPackageSuggestsOne() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            packages:
            \(Self.syntax)
            modules:
              Stringify: { type: macro, syntax: SwiftSyntx }
            """) == [
            "modules.yml:3:3: warning: package 'SwiftSyntax' is never used",
            "modules.yml:5:37: error: unknown package 'SwiftSyntx' in 'syntax'; did you mean 'SwiftSyntax'?",
        ])
    }

    @Test func syntaxOnAnotherKind() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            packages:
            \(Self.syntax)
            modules:
              Utils: { type: core, syntax: SwiftSyntax }
            """) == [
            "modules.yml:3:3: warning: package 'SwiftSyntax' is never used",
            "modules.yml:5:24: error: 'syntax' applies to macro modules only; 'Utils' is a core module",
        ])
    }

    @Test func macrosNeedToolsVersion5_9() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            options: { swiftToolsVersion: "5.8" }
            packages:
            \(Self.syntax)
            modules:
              Stringify:
                type: macro
            """) == [
            "modules.yml:7:11: error: type 'macro' (a .macro target) needs swiftToolsVersion 5.9 or later (options.swiftToolsVersion is 5.8)",
        ])
    }

    @Test func aMacroModuleFollowsCoresRule() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            packages:
            \(Self.syntax)
            modules:
              Stringify: { type: macro, dependencies: [Search, Utils] }
              Search: { type: feature }
              Utils: { type: core }
            """) == [
            "modules.yml:5:44: error: macro module 'Stringify' cannot depend on feature module 'Search' (a macro module may depend on: core)",
        ])
    }

    @Test func aRuleWithoutCoreForbidsMacrosToo() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            packages:
            \(Self.syntax)
            modules:
              Stringify: { type: macro }
              Search: { type: feature, dependencies: [Stringify] }
            rules:
              feature: [interface]
            """) == [
            "modules.yml:6:43: error: feature module 'Search' cannot depend on macro module 'Stringify' (a feature module may depend on: interface)",
        ])
    }

    @Test func theCompilerPluginsNameIsTaken() throws {
        #expect(try SpecSnippet.diagnostics("""
            name: Atlas
            packages:
            \(Self.syntax)
            modules:
              Stringify: { type: macro }
              stringifyMacros: { type: core }
            """) == [
            "modules.yml:6:3: error: module 'stringifyMacros' clashes with 'StringifyMacros', the compiler plugin of 'Stringify' (target names must be unique, ignoring case); rename one of them",
        ])
    }
}
