import XCTest
import Storage

final class StorageInfoTests: XCTestCase {
    func testDescribesItself() {
        XCTAssertEqual(StorageInfo().describe(), "Storage is ready")
    }
}
