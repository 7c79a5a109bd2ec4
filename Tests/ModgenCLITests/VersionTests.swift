import Testing
@testable import ModgenCLI

@Suite struct VersionTests {
    @Test func rootCommandReportsItsVersion() {
        #expect(ModgenCommand.configuration.version == ModgenVersion.current)
    }
}
