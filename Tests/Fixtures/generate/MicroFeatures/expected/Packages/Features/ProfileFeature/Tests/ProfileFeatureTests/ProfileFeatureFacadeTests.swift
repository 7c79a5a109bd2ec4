import XCTest
import ProfileFeature

/// Stands in for what a deps module provides.
private struct StubProfileFeatureDependencies: ProfileFeatureDependencies {
    func greeting() -> String { "stubbed" }
}

final class ProfileFeatureFacadeTests: XCTestCase {
    func testSummaryUsesItsDependencies() {
        let facade = ProfileFeatureFacade(dependencies: StubProfileFeatureDependencies())
        XCTAssertEqual(facade.summary(), "ProfileFeature: stubbed")
    }
}
