import XCTest
import Directions

/// Stands in for what a deps module provides.
private struct StubDirectionsDependencies: DirectionsDependencies {
    func greeting() -> String { "stubbed" }
}

final class DirectionsFacadeTests: XCTestCase {
    func testSummaryUsesItsDependencies() {
        let facade = DirectionsFacade(dependencies: StubDirectionsDependencies())
        XCTAssertEqual(facade.summary(), "Directions: stubbed")
    }
}
