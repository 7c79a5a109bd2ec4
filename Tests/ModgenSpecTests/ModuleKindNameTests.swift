import Testing
@testable import ModgenSpec

/// `ModuleKind.named` reads a kind by its length first: it must agree with the raw values.
@Suite struct ModuleKindNameTests {
    @Test(arguments: ModuleKind.allCases)
    func everyKindIsFoundByItsName(kind: ModuleKind) {
        #expect(ModuleKind.named(kind.rawValue) == kind)
    }

    @Test(arguments: ["", "App", "cor", "dep", "feature ", "interfaces", "binar", "sytem", "executabl", "library", "Core", "macros"])
    func otherWordsAreNoKind(text: String) {
        #expect(ModuleKind.named(text) == nil)
        #expect(ModuleKind(rawValue: text) == nil)
    }
}
