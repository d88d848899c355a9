import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

@Suite struct DecompositionProperties {
  @Test func recomposingADecompositionGivesTheTransformBack() async {
    await checkProperty(count: propertyCases, input: GeometryGen.wellConditionedTransform) { t in
      let parts = t.decomposed()
      expectApproximatelyEqual(AffineTransform(parts), t, tolerance: .decomposition)
      #expect(parts.translation == Point(x: t.tx, y: t.ty))
    }
  }

  @Test func decompositionFollowsTheCSSRules() async {
    await checkProperty(count: propertyCases, input: GeometryGen.wellConditionedTransform) { t in
      let parts = t.decomposed()
      #expect(parts.angle > -Double.pi && parts.angle <= Double.pi)
      #expect(abs(parts.scaleX) == Double.hypot(t.a, t.b) || abs(parts.scaleX) == (t.a * t.a + t.b * t.b).squareRoot())
      // A flip shows as exactly one negative scale, chosen by a < d.
      let flips = t.determinant < 0
      #expect((parts.scaleX < 0 || parts.scaleY < 0) == flips)
      if flips { #expect((parts.scaleX < 0) == (t.a < t.d)) }
    }
  }

  @Test func rotationAndScaleLeaveAnIdentityRemainder() async {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.25...4), Gen.double(in: 0.25...4), Gen.angle) { sx, sy, angle in
      let parts = AffineTransform(scaleX: sx, y: sy).concatenating(AffineTransform(rotationAngle: angle)).decomposed()
      expectApproximatelyEqual(parts.scaleX, sx, tolerance: .decomposition)
      expectApproximatelyEqual(parts.scaleY, sy, tolerance: .decomposition)
      let remainder = AffineTransform(a: parts.m11, b: parts.m12, c: parts.m21, d: parts.m22, tx: 0, ty: 0)
      expectApproximatelyEqual(remainder, .identity, tolerance: .decomposition)
    }
  }

  @Test func interpolationEndpointsAreExact() async {
    await checkProperty(count: propertyCases, input: GeometryGen.wellConditionedTransform, GeometryGen.wellConditionedTransform) { a, b in
      #expect(a.interpolated(to: b, fraction: 0) == a)
      #expect(a.interpolated(to: b, fraction: 1) == b)
    }
  }

  @Test func interpolationIsContinuousNearTheEndpoints() async {
    await checkProperty(count: propertyCases, input: GeometryGen.wellConditionedTransform, GeometryGen.wellConditionedTransform) { a, b in
      // The interior formula, evaluated next to the ends, meets the exact endpoints.
      expectApproximatelyEqual(a.interpolated(to: b, fraction: 1e-15), a, tolerance: .interpolationNearEnds)
      expectApproximatelyEqual(a.interpolated(to: b, fraction: 1 - 1e-15), b, tolerance: .interpolationNearEnds)
    }
  }

  @Test func translationsInterpolateLinearly() async {
    await checkProperty(count: propertyCases, input: GeometryGen.point, GeometryGen.point, Gen.double(in: 0...1)) { p, q, f in
      let t = AffineTransform(translationX: p.x, y: p.y).interpolated(to: AffineTransform(translationX: q.x, y: q.y), fraction: f)
      expectApproximatelyEqual(Point(x: t.tx, y: t.ty), Point(x: (1 - f) * p.x + f * q.x, y: (1 - f) * p.y + f * q.y), tolerance: .exact)
      expectApproximatelyEqual(AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0), .identity, tolerance: .decomposition)
    }
  }

  @Test func rotationsTakeTheShortWayRound() async {
    await checkProperty(count: propertyCases, input: Gen.angle, Gen.angle) { alpha, beta in
      // Keep clear of the ill-defined tie at exactly π apart.
      var gap = (beta - alpha).truncatingRemainder(dividingBy: 2 * .pi)
      if gap > .pi { gap -= 2 * .pi }
      if gap < -.pi { gap += 2 * .pi }
      guard abs(abs(gap) - .pi) > 1e-6 else { return }
      let mid = AffineTransform(rotationAngle: alpha).interpolated(to: AffineTransform(rotationAngle: beta), fraction: 0.5)
      expectApproximatelyEqual(mid, AffineTransform(rotationAngle: alpha + gap / 2), tolerance: .decomposition)
    }
  }

  /// Quarter turns and flips decompose exactly: scales ±1, angle a multiple of π/2, identity remainder.
  @Test(arguments: [
    (AffineTransform.identity, 1.0, 1.0, 0.0),
    (AffineTransform(quarterTurns: 1), 1, 1, Double.pi / 2),
    (AffineTransform(quarterTurns: 2), 1, 1, Double.pi),
    (AffineTransform(quarterTurns: 3), 1, 1, -Double.pi / 2),
    (AffineTransform(scaleX: -1, y: 1), -1, 1, 0),
    (AffineTransform(scaleX: 1, y: -1), 1, -1, 0),
    // [−0, −1, −1, 0]: the determinant is negative and a < d is false (−0 < 0 is false), so
    // the rule flips y, and the first row (−0, −1) points at −π/2.
    (AffineTransform(scaleX: -1, y: 1).concatenating(AffineTransform(quarterTurns: 1)), 1, -1, -Double.pi / 2),
    (AffineTransform(scaleX: 1, y: -1).concatenating(AffineTransform(quarterTurns: 1)), 1, -1, Double.pi / 2),
  ])
  func quarterTurnsAndFlipsDecomposeExactly(t: AffineTransform, scaleX: Double, scaleY: Double, angle: Double) {
    let parts = t.decomposed()
    #expect(parts.scaleX == scaleX && parts.scaleY == scaleY)
    #expect(parts.angle == angle)
    #expect(abs(parts.m11) == 1 && parts.m12 == 0 && parts.m21 == 0 && abs(parts.m22) == 1)
    expectApproximatelyEqual(AffineTransform(parts), t, tolerance: .quarterTurnRecomposition)
  }

  @Test func oppositeFlipsInterpolateThroughARotationNotThroughZero() {
    // Flip x → flip y: the un-flip rule turns the first into a half turn with a y-flip, so the
    // path rotates with determinant −1 throughout instead of collapsing through scale 0.
    let from = AffineTransform(scaleX: -1, y: 1)
    let to = AffineTransform(scaleX: 1, y: -1)
    for step in 0...8 {
      let t = from.interpolated(to: to, fraction: Double(step) / 8)
      #expect(abs(t.determinant + 1) < Tolerance.unitRounding)
    }
  }

  @Test func theHalfTurnTieIsDocumented() {
    // 0 and π: 0 counts as 2π and the strict test leaves the angles, so the path goes 2π → π.
    let mid = AffineTransform.identity.interpolated(to: AffineTransform(quarterTurns: 2), fraction: 0.5)
    expectApproximatelyEqual(mid, AffineTransform(rotationAngle: 1.5 * .pi), tolerance: .decomposition)
  }

  @Test func singularTransformsStillRecompose() {
    let t = AffineTransform(a: 0, b: 0, c: 3, d: 4, tx: 1, ty: 2)
    let parts = t.decomposed()
    #expect(parts.scaleX == 0 && parts.scaleY == 5)
    expectApproximatelyEqual(AffineTransform(parts), t, tolerance: .decomposition)
  }
}

/// Exact cases stay exact (issue 13): a part both endpoints share is not re-rounded, and the
/// short way's 0 → 2π substitution leaves nothing in b and c.
@Suite struct ExactInterpolationProperties {
  @Test(arguments: [0.1, 0.25, 0.3, 0.5, 0.7, 0.999])
  func twoTranslationsInterpolateToATranslation(fraction: Double) {
    let t = AffineTransform(translationX: 390, y: 0).interpolated(to: .identity, fraction: fraction)
    #expect([t.a, t.b, t.c, t.d] == [1, 0, 0, 1], "\(t)")
    #expect(t.ty == 0)
  }

  /// A coordinate, dimension or number both ends share stays exactly that at every fraction (a
  /// size track from 844 to 844 showed 843.9999999999999; a vertical move re-rounded x).
  @Test func aComponentBothEndsShareStaysExact() async {
    await checkProperty(count: propertyCases, input: GeometryGen.point, GeometryGen.point, Gen.double(in: 0...1)) { p, q, f in
      Self.expectSharedComponentsExact(shared: p.x, a: q.x, b: q.y, fraction: f)
    }
  }

  static func expectSharedComponentsExact(shared: Double, a: Double, b: Double, fraction f: Double) {
    #expect(shared.interpolated(to: shared, fraction: f) == shared)
    #expect(Point(x: shared, y: a).interpolated(to: Point(x: shared, y: b), fraction: f).x == shared)
    #expect(Size(width: abs(a), height: shared).interpolated(to: Size(width: abs(b), height: shared), fraction: f).height == shared)
    let r = Rect(x: a, y: shared, width: 10, height: shared).interpolated(to: Rect(x: b, y: shared, width: 20, height: shared), fraction: f)
    #expect(r.origin.y == shared && r.size.height == shared)
  }

  /// The diagonal presentation's full-screen size track (390 × 844 → 390 × 844) over 10,000
  /// fractions: the blend (1 − f)·844 + f·844 rounds to 843.9999999999999 at some of them.
  @Test func aConstantSizeTrackHoldsItsSize() {
    let size = Size(width: 390, height: 844)
    let moved = (1..<10_000).map { Double($0) / 10_000 }.filter { size.interpolated(to: size, fraction: $0) != size }
    #expect(moved.isEmpty, "\(moved.count) fractions, the first \(moved.first ?? 0)")
  }

  @Test func twoScalesInterpolateToAScale() async {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.01...10), Gen.double(in: 0.01...10), Gen.double(in: 0...1)) { sx, sy, f in
      let t = AffineTransform(scaleX: sx, y: sy).interpolated(to: AffineTransform(scaleX: sy, y: sx), fraction: f)
      #expect(t.b == 0 && t.c == 0, "\(t)")
    }
  }

  @Test func aSharedAngleIsKeptBitForBit() async {
    await checkProperty(count: propertyCases, input: Gen.double(in: -3...3), GeometryGen.point, GeometryGen.point, Gen.double(in: 0...1)) { angle, p, q, f in
      let a = AffineTransform(rotationAngle: angle).translatedBy(x: p.x, y: p.y)
      let b = AffineTransform(rotationAngle: angle).translatedBy(x: q.x, y: q.y)
      let mixed = a.interpolated(to: b, fraction: f)
      guard f != 0 && f != 1 else { return }
      // The 2×2 part is the shared one recomposed, bit for bit (only the translation moves).
      let shared = AffineTransform(a.decomposed())
      #expect([mixed.a, mixed.b, mixed.c, mixed.d] == [shared.a, shared.b, shared.c, shared.d], "angle \(angle) at \(f)")
    }
  }
}
