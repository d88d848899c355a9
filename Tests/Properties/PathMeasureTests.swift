import Curves
import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

/// Distances along whole paths: CSS Motion Path's clamping and wrapping, SVG's direction at
/// joins and zero-length segments, and the arc length to every answer.
@Suite struct PathMeasureTests {
  /// CSS Motion Path 1's own example paths (a 100 × 40 box moved along `m 0 0 h 200 v 150`, open
  /// and closed) at −280 %, 190 % and the join: clamped on the open path, wrapped on the loop
  /// (−1680 mod 600 = 120; 1140 mod 600 = 540, 190 of the closing line's 250).
  @Test(arguments: [
    ("m 0 0 h 200 v 150", -2.8, 0.0, 0.0, 0.0, PathMeasure.Adjustment.clamped),
    ("m 0 0 h 200 v 150", 1.9, 200, 150, 90, .clamped),
    ("m 0 0 h 200 v 150", 200.0 / 350, 200, 0, 90, .none),
    ("m 0 0 h 200 v 150 z", -2.8, 120, 0, 0, .wrapped),
    ("m 0 0 h 200 v 150 z", 1.9, 48, 36, -143.13010235415598, .wrapped),
    ("m 0 0 h 200 v 150 z", 1.0, 0, 0, 0, .wrapped),
  ])
  func motionPathsClampOpenPathsAndWrapLoops(
    _ d: String, _ fraction: Double, _ x: Double, _ y: Double, _ degrees: Double, _ adjustment: PathMeasure.Adjustment
  ) throws {
    let position = try PathMeasure(PathData(d)).position(atFraction: fraction)
    #expect(abs(position.point.x - x) <= Tolerance.pathPosition && abs(position.point.y - y) <= Tolerance.pathPosition)
    #expect(abs(position.angle * 180 / .pi - degrees) <= Tolerance.pathPosition, "\(position.angle * 180 / .pi)")
    #expect(position.adjustment == adjustment)
  }

  /// Zero-length segments hold no distance and give no direction: the next segment's is used,
  /// and a path of length 0 answers its start, pointing along +x (browsers: getTotalLength() 0,
  /// getPointAtLength(x) the start).
  @Test func zeroLengthSegmentsAndPathsAnswerTheirStart() throws {
    let corner = try PathMeasure(PathData("M 0 0 L 10 0 L 10 0 C 10 0 10 0 10 0 L 10 10"))
    let atCorner = try corner.position(atDistance: 10)
    #expect(atCorner.point == Point(x: 10, y: 0) && atCorner.segment == 3 && abs(atCorner.angle - .pi / 2) <= 1e-15)
    for d in ["M 10 20 C 10 20 10 20 10 20", "M 10 20", "M 10 20 Z", "M 10 20 Q 10 20 10 20 M 30 40"] {
      let measure = try PathMeasure(PathData(d))
      #expect(measure.length == 0)
      for distance in [0.0, 5, -5] {
        let position = try measure.position(atDistance: distance)
        #expect(position.point == Point(x: 10, y: 20) && position.tangent == Point(x: 1, y: 0), "\(d)")
        #expect(position.adjustment == (distance == 0 ? .none : measure.isClosed ? .wrapped : .clamped))
      }
    }
  }

  /// The hand-drawn near-cusp cubic that GSL once refused is measured, and its middle found.
  @Test func theNearCuspCubicIsMeasuredEverywhere() throws {
    let measure = try PathMeasure(PathData("M 0 0 C 200 150 0.5 150 200 0"))
    let middle = try measure.position(atFraction: 0.5)
    let reached = try measure.path.segments[0].length(to: middle.t)
    #expect(abs(reached - measure.length / 2) <= Tolerance.pathDistance.bound(scale: measure.length))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aDistanceThatIsNotFiniteIsRefused(_ distance: Double) throws {
    let measure = try PathMeasure(PathData("M 0 0 L 10 0"))
    #expect(throws: CurveError.self) { try measure.position(atDistance: distance) }
    #expect(throws: CurveError.self) { try measure.position(atFraction: distance) }
  }

  static var piece: Generator<String, some SendableSequenceType> {
    zip(Gen.int(in: 0...5), GeometryGen.point, GeometryGen.point, GeometryGen.point).map {
      kind, a, b, c -> String in
      switch kind {
      case 0: "L \(c.x) \(c.y)"
      case 1: "Q \(a.x) \(a.y) \(c.x) \(c.y)"
      case 2: "C \(a.x) \(a.y) \(b.x) \(b.y) \(c.x) \(c.y)"
      case 3: "A \(abs(a.x) + 1) \(abs(a.y) + 1) \(b.x) 0 1 \(c.x) \(c.y)"
      case 4: "M \(c.x) \(c.y)"
      default: "Z"
      }
    }
  }

  /// On any path of lines, quadratics, cubics, arcs, moves and closes, the arc length from the
  /// start to each answer is the distance asked for, and the tangent is a unit vector at the
  /// answer's angle.
  @Test func theArcLengthToEveryAnswerIsTheDistanceAskedFor() async throws {
    await checkProperty(count: propertyCases / 4, input: Self.piece.array(of: 1...8), Gen.double(in: -0.2...1.2)) {
      pieces, fraction in
      let d = "M 0 0 " + pieces.joined(separator: " ")
      let measure = try PathMeasure(PathData(d))
      let position = try measure.position(atFraction: fraction)
      let expected = measure.isClosed ? fraction * measure.length : min(max(fraction, 0), 1) * measure.length
      guard let index = position.segment else {
        #expect(measure.length == 0)
        return
      }
      let reached = measure.starts[index] + (try measure.path.segments[index].length(to: position.t))
      let wrapped = measure.isClosed ? expected - (expected / measure.length).rounded(.down) * measure.length : expected
      let bound = Tolerance.pathDistance.bound(scale: measure.length)
      #expect(
        abs(reached - wrapped) <= bound || abs(abs(reached - wrapped) - measure.length) <= bound, "\(d) at \(fraction)")
      #expect(abs(position.tangent.length - 1) <= 1e-15)
      #expect(abs(Double.atan2(y: position.tangent.y, x: position.tangent.x) - position.angle) <= 1e-15)
    }
  }
}
