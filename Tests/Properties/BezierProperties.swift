import Curves
import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

@Suite struct BezierProperties {
  static var cubic: Generator<CubicBezier, some SendableSequenceType> {
    zip(GeometryGen.point, GeometryGen.point, GeometryGen.point, GeometryGen.point).map { CubicBezier($0, $1, $2, $3) }
  }

  static var quad: Generator<QuadBezier, some SendableSequenceType> {
    zip(GeometryGen.point, GeometryGen.point, GeometryGen.point).map { QuadBezier($0, $1, $2) }
  }

  @Test func splitHalvesJoinAndFollowTheCurve() async {
    await checkProperty(count: propertyCases, input: Self.cubic, Gen.double(in: 0.01...0.99), Gen.double(in: 0...1)) { curve, t, u in
      let (left, right) = curve.split(at: t)
      #expect(left.end == right.start)
      #expect(left.start == curve.start && right.end == curve.end)
      expectApproximatelyEqual(left.point(at: u), curve.point(at: u * t), tolerance: .transformAlgebra)
      expectApproximatelyEqual(right.point(at: u), curve.point(at: t + u * (1 - t)), tolerance: .transformAlgebra)
    }
  }

  @Test func arcLengthIsAdditiveUnderSplit() async throws {
    await checkProperty(count: propertyCases, input: Self.cubic, Gen.double(in: 0.05...0.95)) { curve, t in
      let (left, right) = curve.split(at: t)
      let whole = try curve.length()
      let parts = try left.length() + right.length()
      #expect(abs(parts - whole) <= Tolerance.arcLengthAdditivity.bound(scale: whole), "\(whole) vs \(parts)")
      let prefix = try curve.length(to: t)
      let leftLength = try left.length()
      #expect(abs(prefix - leftLength) <= Tolerance.arcLengthAdditivity.bound(scale: whole))
    }
  }

  /// Cubics at and near a cusp (the control polygon folded back, (0, 0), (s, s), (δ, s), (s, 0):
  /// the speed's minimum ≈ 3δ/4 at t = ½; δ < 0 makes a loop) are measured, never refused with
  /// GSL_EROUND, and their lengths add up under a split (the 30-digit references are in
  /// CubicLengthReferenceTests).
  @Test func nearCuspCubicsAreMeasuredAndAdditive() async throws {
    let share = Gen.oneOf(
      Gen.always(0.0), Gen.always(1e-12), Gen.always(1e-9), Gen.always(1e-6), Gen.always(1e-3), Gen.always(-1e-6),
      Gen.double(in: -0.2...0.2))
    await checkProperty(count: propertyCases, input: Gen.double(in: 1...1000), share, Gen.double(in: 0.05...0.95)) {
      s, share, t in
      let curve = CubicBezier(Point(x: 0, y: 0), Point(x: s, y: s), Point(x: share * s, y: s), Point(x: s, y: 0))
      let (left, right) = curve.split(at: t)
      let whole = try curve.length()
      let parts = try left.length() + right.length()
      #expect(abs(parts - whole) <= Tolerance.arcLengthAdditivity.bound(scale: whole), "\(whole) vs \(parts)")
      #expect(abs(try curve.length(to: t) - left.length()) <= Tolerance.arcLengthAdditivity.bound(scale: whole))
    }
  }

  @Test func quadArcLengthMatchesItsClosedForm() async throws {
    // For B(t) = p0 + 2t·A + t²·B' the length has a closed form (integral of √(a t² + b t + c));
    // an independent check of the GSL integration.
    await checkProperty(count: propertyCases, input: Self.quad) { q in
      let a = q.p1 - q.p0, b = q.p0 - 2 * q.p1 + q.p2
      let A = 4 * (b.x * b.x + b.y * b.y), B = 8 * (a.x * b.x + a.y * b.y), C = 4 * (a.x * a.x + a.y * a.y)
      guard A > 1e-6 * (B.magnitude + C), 4 * A * C - B * B > 1e-6 * A * C else { return }  // skip near-straight
      func primitive(_ t: Double) -> Double {
        let s = (A * t * t + B * t + C).squareRoot()
        let u = 2 * A * t + B
        return (u * s) / (4 * A) + (4 * A * C - B * B) / (8 * A * A.squareRoot()) * Double.log(u + 2 * A.squareRoot() * s)
      }
      let closed = primitive(1) - primitive(0)
      let integrated = try q.length()
      #expect(abs(closed - integrated) <= Tolerance.quadLengthClosedForm * integrated, "\(q): \(closed) vs \(integrated)")
    }
  }

  @Test func boundingBoxContainsTheCurveAndIsTouched() async {
    await checkProperty(count: propertyCases, input: Self.cubic) { curve in
      let box = curve.boundingBox
      var lo = curve.start, hi = curve.start
      for i in 0...4000 {
        let p = curve.point(at: Double(i) / 4000)
        let margin = Tolerance.bezierBoxContainment
        #expect(p.x >= box.minX - margin && p.x <= box.maxX + margin && p.y >= box.minY - margin && p.y <= box.maxY + margin)
        lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
        hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
      }
      let sampling = Tolerance.bezierBoxSampling
      #expect(abs(lo.x - box.minX) <= sampling && abs(hi.x - box.maxX) <= sampling)
      #expect(abs(lo.y - box.minY) <= sampling && abs(hi.y - box.maxY) <= sampling)
    }
  }

  @Test func derivativesMatchFiniteDifferences() async {
    await checkProperty(count: propertyCases, input: Self.cubic, Gen.double(in: 0.01...0.99)) { curve, t in
      let h = 1e-5
      let central = (curve.point(at: t + h) - curve.point(at: t - h)) * (1 / (2 * h))
      expectApproximatelyEqual(curve.derivative(at: t), central, tolerance: .bezierFirstDerivativeDifference)
      let second = (curve.derivative(at: t + h) - curve.derivative(at: t - h)) * (1 / (2 * h))
      expectApproximatelyEqual(curve.secondDerivative(at: t), second, tolerance: .bezierSecondDerivativeDifference)
    }
  }

  @Test func aLineIsAsLongAsItsChord() async throws {
    await checkProperty(count: propertyCases, input: GeometryGen.point, GeometryGen.point) { p, q in
      let line = LineSegment(p, q)
      let chord = (q - p).length
      let lineLength = try line.length()
      #expect(abs(lineLength - chord) <= Tolerance.lineLength * chord)
      // The same straight segment as a cubic with control points on it has the same length.
      let cubic = CubicBezier(p, p + (q - p) * (1.0 / 3), p + (q - p) * (2.0 / 3), q)
      let cubicLength = try cubic.length()
      #expect(abs(cubicLength - chord) <= Tolerance.straightCubicLength * (1 + chord))
    }
  }

  @Test func parameterAtLengthInvertsLength() async throws {
    await checkProperty(count: propertyCases, input: Self.cubic, Gen.double(in: 0...1)) { curve, fraction in
      let total = try curve.length()
      guard total > 1 else { return }
      let t = try curve.parameter(atLength: fraction * total)
      let reached = try curve.length(to: t)
      #expect(abs(reached - fraction * total) <= Tolerance.parameterAtLength * total)
    }
  }
}

@Suite struct BezierSpecialValues {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func arcLengthRejectsNonFiniteBounds(value: Double) {
    let curve = CubicBezier(.zero, Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10))
    let error = #expect(throws: CurveError.self) { try curve.length(from: value, to: 1) }
    guard case .nonFinite(let parameter, _) = error else {
      Issue.record("expected nonFinite, got \(String(describing: error))")
      return
    }
    #expect(parameter == "from")
    #expect(throws: CurveError.self) { try curve.length(from: 0, to: value) }
  }

  @Test func parameterAtLengthClampsInfinitiesAndRejectsNaN() throws {
    let curve = QuadBezier(.zero, Point(x: 50, y: 100), Point(x: 100, y: 0))
    #expect(try curve.parameter(atLength: .infinity) == 1)
    #expect(try curve.parameter(atLength: -.infinity) == 0)
    #expect(throws: CurveError.self) { try curve.parameter(atLength: .nan) }
  }
}
