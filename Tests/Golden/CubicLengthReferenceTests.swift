import Curves
import Geometry
import Testing
import TestSupport
import TransitionTesting

/// Arc lengths of cubics at and near cusps, loops and reversals, against 30-digit references
/// (`scripts/reference-lengths.py`, mpmath): the integral is split where the speed is extremal, so
/// a hand-drawn near-cusp such as `M 0 0 C 200 150 0.5 150 200 0` is answered, not refused.
@Suite struct CubicLengthReferenceTests {
  static let file = try? ReferenceFile(named: "cubic-length-mpmath.json")
  static let cases = (file?.cases ?? []).indices.map { $0 }

  @Test(arguments: cases)
  func aCubicsLengthIsTheReference(index: Int) throws {
    let file = try #require(Self.file)
    let entry = file.cases[index]
    let name = entry["name"]?.stringValue ?? "?"
    let points = try #require(entry["points"]?.arrayValue?.map { p in
      Point(x: p.arrayValue?[0].numberValue ?? .nan, y: p.arrayValue?[1].numberValue ?? .nan)
    })
    let curve = CubicBezier(points[0], points[1], points[2], points[3])
    let expected = try #require(entry["length"]?.numberValue)
    let length = try curve.length()
    #expect(file.tolerance.accepts(length, expected), "\(name): \(length) vs \(expected)")
    // The parameter at half the length lands on half the length.
    if expected > 0 {
      let t = try curve.parameter(atLength: expected / 2)
      #expect(file.tolerance.accepts(try curve.length(to: t), expected / 2), "\(name): half at t = \(t)")
    }
  }
}
