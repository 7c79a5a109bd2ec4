import XCTest
import CommonDeps

final class CommonDepsImplementationTests: XCTestCase {
    func testServesSuggest() {
        XCTAssertEqual(LiveSuggestDependencies().greeting(), "Hello from CommonDeps")
    }
}
