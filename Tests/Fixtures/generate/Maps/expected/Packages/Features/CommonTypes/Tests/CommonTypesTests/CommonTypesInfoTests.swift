import XCTest
import CommonTypes

final class CommonTypesInfoTests: XCTestCase {
    func testDescribesItself() {
        XCTAssertEqual(CommonTypesInfo().describe(), "CommonTypes is ready")
    }
}
