import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

@Suite struct SwiftIdentifierTests {
    @Test(arguments: ["Search", "_Kit", "Kit2", "a_b_C9"])
    func acceptsASCIIIdentifiers(name: String) {
        #expect(SwiftIdentifier.isValid(name))
    }

    @Test(arguments: ["", "2Kit", "Core/Kit", "Café", "Kit-2", "K\u{301}", "Ａ", "a b"])
    func refusesEverythingElse(name: String) {
        #expect(!SwiftIdentifier.isValid(name))
    }
}
