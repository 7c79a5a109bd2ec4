import Foundation
import Testing
@testable import ModgenDiagnostics
@testable import ModgenSpec
@testable import ModgenGraph

@Suite struct NamePlaceholderTests {
    @Test(arguments: [
        "{name}Interface", "API{name}", "{name}", "{name}And{name}", "{nam}{name}", "{{name}}", "no placeholder",
        "", "{", "{name", "Ü{name}é", "{name}\u{301}",
    ])
    func expandsLikeFoundation(pattern: String) {
        #expect(NamePlaceholder.expand(pattern, with: "Search") == pattern.replacingOccurrences(of: "{name}", with: "Search"))
    }

    @Test func interfaceNameUsesThePattern() {
        var options = ProjectOptions()
        #expect(options.interfaceName(for: "Search") == "SearchInterface")
        options.interfaceNaming = "I{name}API"
        #expect(options.interfaceName(for: "Search") == "ISearchAPI")
    }
}
