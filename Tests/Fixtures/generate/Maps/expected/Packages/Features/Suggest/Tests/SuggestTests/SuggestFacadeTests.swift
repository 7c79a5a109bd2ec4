import XCTest
import Suggest

/// Stands in for what a deps module provides.
private struct StubSuggestDependencies: SuggestDependencies {
    func greeting() -> String { "stubbed" }
}

final class SuggestFacadeTests: XCTestCase {
    func testSummaryUsesItsDependencies() {
        let facade = SuggestFacade(dependencies: StubSuggestDependencies())
        XCTAssertEqual(facade.summary(), "Suggest: stubbed")
    }
}
