import TransitionTesting
import Transitions
import XCTest

/// TransitionTesting from XCTest: the same expectations report through `XCTFail` (a failing
/// case here would fail this test case; the Swift Testing suite shows each one failing).
final class TransitionTestingXCTests: XCTestCase {
  func testTheSlidePairThroughXCTest() throws {
    let all = Catalogue.all()
    let push = try XCTUnwrap(all.first { $0.kind == .slide && $0.operation == .push })
    let pop = try XCTUnwrap(all.first { $0.kind == .slide && $0.operation == .pop })
    let report = try XCTUnwrap(expectReversible(push, pop, atLeast: .timeReversible, roles: ["from": "to", "to": "from"]))
    XCTAssertEqual(report.verdict, .timeReversible)
    XCTAssertTrue(expectContinuous(push).passed)
    XCTAssertEqual(expectRestoresOnCancel(push)?.deviation.magnitude, 0)
  }
}
