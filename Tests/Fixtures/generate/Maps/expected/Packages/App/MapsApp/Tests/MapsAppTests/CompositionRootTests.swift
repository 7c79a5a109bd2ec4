import XCTest
@testable import MapsAppKit

final class CompositionRootTests: XCTestCase {
    func testWiresTheAppFirst() {
        let lines = CompositionRoot().summaries()
        XCTAssertEqual(lines.first, "MapsApp is running")
        XCTAssertFalse(lines.contains(""))
    }
}
