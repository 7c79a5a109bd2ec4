import Testing
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
}
