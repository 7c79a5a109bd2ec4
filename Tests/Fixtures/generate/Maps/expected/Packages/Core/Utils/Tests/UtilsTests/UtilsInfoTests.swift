import XCTest
import Utils

final class UtilsInfoTests: XCTestCase {
    func testDescribesItself() {
        XCTAssertEqual(UtilsInfo().describe(), "Utils is ready")
    }
}
