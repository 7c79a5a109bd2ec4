import Testing
import ModgenTestSupport
@testable import ModgenGraph

/// `TargetOptions` keeps its fields in a box that copies share until one of them changes:
/// still a value. A change to one copy never shows in another, nor in the options of a
/// module that says nothing (which all share one box).
@Suite struct TargetOptionsTests {
    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var original = TargetOptions()
        original.sources = ["A.swift"]
        original.packageHost = PackageHost(name: "Host", kind: .core)
        var copy = original
        #expect(copy == original)
        copy.sources.append("B.swift")
        copy.vendsProduct = false
        #expect(original.sources == ["A.swift"])
        #expect(original.vendsProduct)
        #expect(copy.sources == ["A.swift", "B.swift"])
        #expect(!copy.vendsProduct)
        #expect(copy.packageHost == original.packageHost)
        #expect(copy != original)
    }

    @Test func theSharedEmptyOptionsNeverChange() {
        var changed = TargetOptions()
        changed.exclude = ["Old"]
        changed.syntaxPackage = "swift-syntax"
        let fresh = TargetOptions()
        #expect(fresh.exclude.isEmpty)
        #expect(fresh.syntaxPackage == nil)
        #expect(fresh == TargetOptions())
        #expect(changed != fresh)
    }

    /// Options built apart with the same fields are equal and hash alike, as a plain struct's.
    @Test func equalFieldsAreEqualValues() {
        var first = TargetOptions()
        first.path = "Sources/Kit"
        first.testExclude = ["Fixtures"]
        var second = TargetOptions()
        second.testExclude = ["Fixtures"]
        second.path = "Sources/Kit"
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        second.path = nil
        #expect(first != second)
    }

    /// A resolved module that sets no target option shares the one empty box (a box for each took
    /// 8 MB of the 7 MB bench spec's load); a module that sets one of them, or that linking or
    /// the host check gave one (a host, a feature's testing module to test against), has its
    /// own with it; a module's kind, dependencies, serves or example alone do not make one.
    @Test func modulesThatSetNothingShareTheEmptyOptions() throws {
        let graph = try #require(try SpecSnippet.graph("""
            name: Shared
            packages:
              SwiftSyntax: { url: https://github.com/swiftlang/swift-syntax.git, from: 600.0.1 }
            modules:
              Core: { type: core }
              Plain: { type: core, dependencies: [Core, Stringify] }
              Feat: { type: feature, dependencies: [Core], example: true }
              FeatDeps: { type: deps, serves: [Feat], dependencies: [Core] }
              Mocked: { type: feature, testing: true }
              WithPath: { type: core, path: Custom/WithPath }
              WithTests: { type: core, testDependencies: [Core] }
              WithCondition: { type: core, dependencies: [{ module: Core, condition: { platforms: [iOS] } }] }
              Hosted: { type: core, package: Core }
              Stringify: { type: macro }
              App: { type: app, dependencies: [Feat, FeatDeps] }
            """))
        for name in ["Core", "Plain", "Feat", "FeatInterface", "FeatDeps", "MockedTesting", "App"] {
            let options = try #require(graph[name]?.target)
            #expect(options.isSharedDefaults, "\(name)")
            #expect(options == TargetOptions(), "\(name)")
        }
        for name in ["WithPath", "WithTests", "WithCondition", "Hosted", "Stringify", "Mocked"] {
            #expect(graph[name]?.target.isSharedDefaults == false, "\(name)")
        }
        #expect(graph["WithPath"]?.target.path == "Custom/WithPath")
        #expect(graph["WithTests"]?.target.testDependencies == [.module("Core")])
        #expect(graph["WithCondition"]?.target.conditions.count == 1)
        #expect(graph["Hosted"]?.target.packageHost == PackageHost(name: "Core", kind: .core))
        #expect(graph["Stringify"]?.target.syntaxPackage == "SwiftSyntax")
        // A feature with `testing: true` is tested against its testing module.
        #expect(graph["Mocked"]?.target.testDependencies == [.module("MockedTesting")])
    }
}
