import XCTest
import DirectionsDeps

final class DirectionsDepsImplementationTests: XCTestCase {
    func testServesDirections() {
        XCTAssertEqual(LiveDirectionsDependencies().greeting(), "Hello from DirectionsDeps")
    }
}
