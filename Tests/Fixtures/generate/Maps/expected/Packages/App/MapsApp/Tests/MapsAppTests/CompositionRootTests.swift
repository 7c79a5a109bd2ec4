import XCTest
@testable import MapsApp

final class CompositionRootTests: XCTestCase {
    func testWiresTheAppFirst() {
        let lines = CompositionRoot().summaries()
        XCTAssertEqual(lines.first, "MapsApp is running")
        XCTAssertFalse(lines.contains(""))
    }
}
