import XCTest
import SettingsFeature

/// Stands in for what a deps module provides.
private struct StubSettingsFeatureDependencies: SettingsFeatureDependencies {
    func greeting() -> String { "stubbed" }
}

final class SettingsFeatureFacadeTests: XCTestCase {
    func testSummaryUsesItsDependencies() {
        let facade = SettingsFeatureFacade(dependencies: StubSettingsFeatureDependencies())
        XCTAssertEqual(facade.summary(), "SettingsFeature: stubbed")
    }
}
