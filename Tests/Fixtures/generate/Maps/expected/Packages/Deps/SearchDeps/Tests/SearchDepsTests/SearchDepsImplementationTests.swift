import XCTest
import SearchDeps

final class SearchDepsImplementationTests: XCTestCase {
    func testServesSearch() {
        XCTAssertEqual(LiveSearchDependencies().greeting(), "Hello from SearchDeps")
    }
}
