import Testing
import ModgenTestSupport

/// A dependency written as a name is read from its scalar in place, every other entry through
/// `SpecDependency.decode`: both ways say the same of each entry, at its place.
@Suite struct DependencyEntryTests {
    @Test func everyKindOfEntryIsReportedWhereItIs() throws {
        let yaml = """
            name: A
            modules:
              Foo: { type: core }
              Baz:
                type: feature
                dependencies:
                  - ""
                  - ~
                  -
                  - ${UNSET_IN_TEST}
                  - ${UNSET_IN_TEST:-}
                  - [Foo]
                  - { module: Foo }
                  - Foo

            """
        let lines = try SpecSnippet.diagnostics(yaml)
        #expect(lines == [
            "modules.yml:7:9: error: a dependency must not be empty",
            "modules.yml:8:9: error: a dependency must be a string, found nothing",
            "modules.yml:9:8: error: a dependency must be a string, found nothing",
            "modules.yml:10:9: error: environment variable 'UNSET_IN_TEST' is not set; set it or write '${UNSET_IN_TEST:-default}'",
            "modules.yml:11:9: error: a dependency must not be empty",
            "modules.yml:12:9: error: a dependency must be a name, { module: X } or { package: P, product: X }, found a sequence",
        ])
    }
}
