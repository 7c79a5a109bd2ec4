import XCTest
import ProfileDeps

final class ProfileDepsImplementationTests: XCTestCase {
    func testServesProfileFeature() {
        XCTAssertEqual(LiveProfileFeatureDependencies().greeting(), "Hello from ProfileDeps")
    }
}
