import Geometry
import TestSupport
import Testing
import TransitionTesting

/// web-platform-tests' transform-list interpolation expectations with 3D functions
/// (transform-interpolation-001…004, `Reference/wpt-transform-interpolation-001-004.json`), read
/// by the one CSS transform reader and judged with WPT's rule (TransformInterpolationWPTTests).
@Suite struct TransformListWPTTests {
  static func failures(_ policy: TransformInterpolation) throws -> (count: Int, failed: [String]) {
    let file = try ReferenceFile(named: "wpt-transform-interpolation-001-004.json")
    var failed: [String] = []
    for c in file.cases {
      let from = try TransformList(parsing: try #require(c["from"]?.stringValue))
      let to = try TransformList(parsing: try #require(c["to"]?.stringValue))
      let expected = try TransformList(parsing: try #require(c["expect"]?.stringValue))
      let fraction = try #require(c["fraction"]?.numberValue)
      let got = from.interpolated(to: to, fraction: fraction, using: policy).matrix
      let (ours, theirs) = (TransformInterpolationWPTTests.wptText(got), TransformInterpolationWPTTests.wptText(expected.matrix))
      if ours != theirs { failed.append("\(c["from"]!.stringValue!) → \(c["to"]!.stringValue!) at \(fraction): \(ours), expected \(theirs)") }
    }
    return (file.cases.count, failed)
  }

  @Test func chromiumMeetsEveryListExpectation() throws {
    let (count, failed) = try Self.failures(.chromium)
    #expect(count == 192)
    #expect(failed.isEmpty, "\(failed.count) of \(count):\n\(failed.joined(separator: "\n"))")
  }

  @Test(arguments: [
    ("rotate3d(7, 8, 9, 100deg)", TransformFunction.rotate(axis: Vector3D(x: 7, y: 8, z: 9), angle: 100 * Double.pi / 180)),
    ("translate3D(100px, 70%, 2em)", .translate(Vector3D(x: 100, y: 70, z: 32))),
    ("skewX(1rad)", .skew(x: 1, y: 0)),
    ("perspective(none)", .perspective(nil)),
    ("scale(2)", .scale(Vector3D(x: 2, y: 2, z: 1))),
    ("rotate(0.25turn)", .rotate(axis: Vector3D(x: 0, y: 0, z: 1), angle: Double.pi / 2)),
  ])
  func functionsReadAsTheirPrimitive(text: String, expected: TransformFunction) throws {
    #expect(try TransformList(parsing: text).functions == [expected])
  }

  @Test(arguments: [
    ("rotate(45)", 7), ("translateZ(10%)", 11), ("scale(1, 2, 3)", 0), ("twist(1deg)", 0),
    ("translate(1px", 13), ("none rotate(1deg)", 5), ("perspective(-1px)", 12), ("", 0),
  ])
  func badTextNamesWhere(text: String, offset: Int) {
    #expect(throws: TransformSyntaxError.self) { try TransformList(parsing: text) }
    do { _ = try TransformList(parsing: text) } catch { #expect(error.offset == offset, "\(text): \(error)") }
  }
}
