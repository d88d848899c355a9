import Foundation
import Geometry
import TestSupport
import Testing
import TransitionTesting

/// web-platform-tests' expectations for CSS's individual `rotate` property
/// (rotate-interpolation.html, `Reference/wpt-rotate-interpolation.json`): a `rotate` value is
/// the transform function `rotate3d(x, y, z, angle)` (an angle alone turns about z; `none` is
/// no function), and interpolating two of them is interpolating those functions, as Chromium
/// does for both (`Rotation::Interpolate`): the angle lerps about a common axis (the other's
/// when one angle is 0), unwrapped past ±360°, and two axes that differ go through the
/// quaternion slerp. Judged by WPT's rule: every number rounded to 2 decimals. Where the result
/// is an axis and an angle, those are compared (so 900deg is not 180deg). Two exceptions, both
/// about how a rotation is written, not which rotation it is:
/// - where the axes differ the result is a matrix: its rotation is read back as an axis and an
///   angle in [0°, 180°] and compared with the expectation brought to the same form, since one
///   rotation is (axis, θ) and (−axis, 360° − θ), and engines differ (the file's one `option`,
///   which WPT checks, is Gecko's form of Blink's `expect`);
/// - a rotation by 0° has no axis: at fraction 0 or 1 this interpolation returns the end as it
///   is (`none`, or its own axis), where Chromium writes the interpolated primitive with the
///   other end's axis; there only the angle is compared (5 of the 72).
@Suite struct RotatePropertyWPTTests {
  /// A `rotate` value as the transform list it equals.
  static func list(_ text: String) throws -> TransformList {
    if text == "none" { return TransformList([]) }
    let words = text.split(separator: " ").map(String.init)
    let axis: String
    switch words.count {
    case 1: axis = "0, 0, 1"
    case 2: axis = ["x": "1, 0, 0", "y": "0, 1, 0", "z": "0, 0, 1"][words[0]] ?? words[0]
    default: axis = words.dropLast().joined(separator: ", ")
    }
    return try TransformList(parsing: "rotate3d(\(axis), \(words[words.count - 1]))")
  }

  /// An axis and an angle in degrees as WPT writes them after rounding, or nil when the list is
  /// not one rotation about an axis.
  static func axisAngle(_ list: TransformList, normalise: Bool) -> String? {
    if list.functions.isEmpty { return "none" }
    guard list.functions.count == 1, case .rotate(let axis, let angle) = list.functions[0] else { return nil }
    let length = normalise ? (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot() : 1
    return ([axis.x, axis.y, axis.z].map { $0 / length } + [angle * 180 / .pi]).map(TransformInterpolationWPTTests.wptNumber).joined(separator: " ")
  }

  /// A rotation matrix as an axis and an angle in [0°, 180°], written as WPT rounds them.
  static func axisAngle(of m: Transform3D) -> String? {
    guard let q = m.decomposed(using: .chromium)?.rotation else { return nil }
    let s = (q.x * q.x + q.y * q.y + q.z * q.z).squareRoot()
    return canonical(axis: s > 0 ? [q.x / s, q.y / s, q.z / s] : [0, 0, 1], degrees: 2 * atan2(s, q.w) * 180 / .pi)
  }

  /// (axis, θ) with θ brought into [0°, 180°] (the axis turned round when θ was negative or past
  /// 180°), rounded as WPT rounds.
  static func canonical(axis: [Double], degrees: Double) -> String {
    var (axis, angle) = (axis, degrees.truncatingRemainder(dividingBy: 360))
    if angle < 0 { angle += 360 }
    if angle > 180 { (axis, angle) = (axis.map { -$0 }, 360 - angle) }
    return (axis + [angle]).map(TransformInterpolationWPTTests.wptNumber).joined(separator: " ")
  }

  static func failures(_ policy: TransformInterpolation) throws -> (count: Int, failed: [String]) {
    let file = try ReferenceFile(named: "wpt-rotate-interpolation.json")
    var failed: [String] = []
    for c in file.cases {
      let (fromText, toText) = (try #require(c["from"]?.stringValue), try #require(c["to"]?.stringValue))
      let expectText = try #require(c["option"]?.stringValue ?? c["expect"]?.stringValue)
      let fraction = try #require(c["fraction"]?.numberValue)
      let got = try list(fromText).interpolated(to: try list(toText), fraction: fraction, using: policy)
      let expected = try list(expectText)
      var ours: String, theirs: String
      if let a = axisAngle(got, normalise: true), let b = axisAngle(expected, normalise: false) {
        (ours, theirs) = (a, b)
        // A rotation by 0°: the angle alone (see the suite's note).
        let angle = { (text: String) in text == "none" ? "0" : String(text.split(separator: " ").last ?? "") }
        if angle(ours) == "0" && angle(theirs) == "0" { (ours, theirs) = ("0", "0") }
      } else {
        guard case .rotate(let axis, let angle) = expected.functions.first else { throw TableError("not a rotation: \(expectText)") }
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        (ours, theirs) = (axisAngle(of: got.matrix) ?? "singular", canonical(axis: [axis.x / length, axis.y / length, axis.z / length], degrees: angle * 180 / .pi))
      }
      if ours != theirs { failed.append("\(fromText) → \(toText) at \(fraction): \(ours), expected \(theirs) (\(expectText))") }
    }
    return (file.cases.count, failed)
  }

  struct TableError: Error { var description: String; init(_ d: String) { description = d } }

  @Test func chromiumMeetsEveryRotateExpectation() throws {
    let (count, failed) = try Self.failures(.chromium)
    #expect(count == 72)
    #expect(failed.isEmpty, "\(failed.count) of \(count):\n\(failed.joined(separator: "\n"))")
  }
}
