import XCTest
import CoreKit

final class CoreKitInfoTests: XCTestCase {
    func testDescribesItself() {
        XCTAssertEqual(CoreKitInfo().describe(), "CoreKit is ready")
    }
}
