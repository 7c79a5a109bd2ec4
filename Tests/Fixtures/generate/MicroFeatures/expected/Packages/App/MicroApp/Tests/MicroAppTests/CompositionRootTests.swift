import XCTest
@testable import MicroAppKit

final class CompositionRootTests: XCTestCase {
    func testWiresTheAppFirst() {
        let lines = CompositionRoot().summaries()
        XCTAssertEqual(lines.first, "MicroApp is running")
        XCTAssertFalse(lines.contains(""))
    }
}
