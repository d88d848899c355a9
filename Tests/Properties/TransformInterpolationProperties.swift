import Geometry
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

/// Every interpolation policy's shared rules, and the edge cases where the engines part ways
/// (each pinned per policy; the WPT expectations are in TransformInterpolationWPTTests).
@Suite struct TransformInterpolationProperties {
  static let all = TransformInterpolation.allCases

  static func rotation(_ degrees: Double, x: Double = 0, y: Double = 0, z: Double = 1) -> Transform3D {
    Transform3D(rotationAngle: degrees * .pi / 180, x: x, y: y, z: z)
  }

  @Test func theEndsAreExactUnderEveryPolicy() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.withPerspective, Geometry3DGen.withPerspective) { a, b in
      for policy in Self.all {
        #expect(a.interpolated(to: b, fraction: 0, using: policy) == a)
        #expect(a.interpolated(to: b, fraction: 1, using: policy) == b)
      }
    }
  }

  @Test func wellConditionedEndsInterpolateContinuouslyAndFinitely() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.withPerspective, Geometry3DGen.withPerspective, Gen.double(in: -1...2)) { a, b, t in
      for policy in Self.all {
        let result = a.interpolation(to: b, fraction: t, using: policy)
        #expect(!result.isDiscrete, "\(policy)")
        #expect(result.transform.isFinite, "\(policy) at \(t)")
      }
    }
  }

  /// The CSS policies' square-root quaternion is only as precise as √u
  /// (``Tolerance/cssSquareRootQuaternion``), and Chromium drops shears below FLT_EPSILON
  /// (``Tolerance/chromiumShearSnap``); WebKit's decomposition is precise to rounding.
  static func tolerance(_ policy: TransformInterpolation, _ precise: Tolerance) -> Tolerance {
    switch policy {
    case .cssLevel1, .cssLevel2: return .cssSquareRootQuaternion
    case .chromium: return .chromiumShearSnap
    case .webKit, .webKitLegacy: return precise
    }
  }

  /// The engines' decompositions recompose to the matrix divided by m44 (the same projective
  /// map), quarter and half turns included.
  @Test func theEnginesDecompositionsRoundTrip() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.withPerspective) { t in
      let normalised = Transform3D(t.values.map { $0 / t.m44 })
      for policy in [TransformInterpolation.chromium, .webKit] {
        let parts = try #require(t.decomposed(using: policy), "\(policy)")
        expectApproximatelyEqual(Transform3D(parts), normalised, tolerance: Self.tolerance(policy, .decomposition3DRoundTrip), "\(policy)")
      }
    }
  }

  /// CSS Level 2's decomposition round-trips to √u for rotations away from the half turn, where its
  /// sign tests compare two equal entries (the next test).
  @Test func theCSSDecompositionRoundTripsAwayFromHalfTurns() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.wellConditionedGeneric) { t in
      let parts = try #require(t.decomposed(using: .cssLevel2))
      expectApproximatelyEqual(Transform3D(parts), t, tolerance: .cssSquareRootQuaternion)
    }
  }

  /// A half turn about a tilted axis is a symmetric matrix: CSS Level 2's three sign tests compare
  /// equal entries, keep every sign positive, and recompose another rotation (csswg-drafts #3710).
  /// The engines' branches get it right. (Built exactly: `rotationAngle: .pi` leaves sin π's
  /// 1.2e-16 in the off-diagonal entries, which happens to break the tie the right way.)
  @Test(arguments: TransformInterpolation.allCases)
  func aHalfTurnAboutATiltedAxis(policy: TransformInterpolation) throws {
    let turn = Transform3D([0, -1, 0, 0, -1, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1])  // 180° about (1, −1, 0)
    expectApproximatelyEqual(turn, Self.rotation(180, x: 1, y: -1, z: 0), tolerance: .rotation3D)
    let parts = try #require(turn.decomposed(using: policy))
    if policy == .cssLevel1 || policy == .cssLevel2 {
      #expect(!isApproximatelyEqual(Transform3D(parts), turn, tolerance: .cssSquareRootQuaternion))
      expectApproximatelyEqual(Transform3D(parts), Self.rotation(180, x: 1, y: 1, z: 0), tolerance: .decomposition3D)
    } else {
      expectApproximatelyEqual(Transform3D(parts), turn, tolerance: .decomposition3D)
    }
  }

  /// The engines' slerp returns `from` when the rotations are within 1e-5 of each other (the sine
  /// of half their angle): a turn of 1e-5 rad is not interpolated at all, even at 0.99. CSS's slerp
  /// has no cut-off, and WebKit's legacy one lerps there.
  @Test(arguments: TransformInterpolation.allCases)
  func rotationsCloserThanTheCutOffKeepTheFirst(policy: TransformInterpolation) {
    let tiny = Transform3D(rotationAngle: 1e-5, x: 1, y: 0, z: 0)
    let got = Transform3D.identity.interpolated(to: tiny, fraction: 0.99, using: policy)
    let keepsFrom = policy == .chromium || policy == .webKit
    expectApproximatelyEqual(got.m23, keepsFrom ? 0 : Double.sin(0.99e-5), tolerance: Self.tolerance(policy, .decomposition3D))
  }

  /// Just above the cut-off the engines' slerp interpolates: a turn of 3e-5 rad (the sine of half
  /// of it, 1.5e-5, clears 1e-5) is mixed like any other, so the cut-off cannot be loosened
  /// unnoticed (a cut-off of 1e-3 would keep the first of a 2e-3 rad turn).
  @Test(arguments: [3e-5, 2e-3, 0.1])
  func rotationsJustBeyondTheCutOffInterpolate(angle: Double) {
    let turn = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
    for policy in [TransformInterpolation.chromium, .webKit] {
      let got = Transform3D.identity.interpolated(to: turn, fraction: 0.99, using: policy)
      expectApproximatelyEqual(got.m23, Double.sin(0.99 * angle), tolerance: Self.tolerance(policy, .decomposition3D), "\(policy) at \(angle) rad")
    }
  }

  /// Finite ends far from unit size (entries up to 1e300, where squares overflow) give a finite
  /// matrix under every policy: a decomposition or a mix that overflows counts as none, and the
  /// interpolation switches discretely instead of answering NaN.
  @Test func extremeFiniteEndsNeverGiveNaN() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.any, Geometry3DGen.any, Gen.double(in: 100...300), Gen.double(in: -1...2)) { a, b, exponent, t in
      // Every entry but m44, which the decomposition divides by (scaling it too would cancel out).
      let big = Transform3D(a.values.enumerated().map { $0.offset == 15 ? $0.element : $0.element * Double.pow(10, exponent) })
      for policy in Self.all {
        #expect(big.interpolated(to: b, fraction: t, using: policy).isFinite, "\(policy)")
        #expect(b.interpolated(to: big, fraction: t, using: policy).isFinite, "\(policy)")
      }
    }
  }

  @Test func translationsInterpolateLinearlyAndExtrapolate() async {
    await checkProperty(count: propertyCases, input: Gen.coordinate, Gen.coordinate, Gen.double(in: -500...500), Gen.double(in: -1...2)) { x, y, z, t in
      for policy in Self.all {
        let got = Transform3D.identity.interpolated(to: Transform3D(translationX: x, y: y, z: z), fraction: t, using: policy)
        expectApproximatelyEqual(got, Transform3D(translationX: t * x, y: t * y, z: t * z), tolerance: .transform3DAlgebra, "\(policy)")
      }
    }
  }

  /// Rotations about one axis (less than 180° apart) mix their angle linearly, inside [0, 1] and
  /// outside it (an overshooting curve, csswg-drafts #744): no engine clamps.
  ///
  /// WebKit's legacy slerp is left out for 3D pairs below 37° apart, where it lerps (its own test
  /// below); two 2D ends take its `blend2`, which mixes the angle.
  @Test func rotationsAboutOneAxisMixTheirAngle() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.axis, Gen.double(in: -170...170), Gen.double(in: -1...2)) { axis, degrees, t in
      guard axis != (x: 0, y: 0, z: 0) else { return }
      let to = Self.rotation(degrees, x: axis.x, y: axis.y, z: axis.z)
      // The engines' slerp does not interpolate rotations closer than 2·asin(1e-5) (its own test);
      // a margin of 2 keeps clear of the rounding of that test.
      let belowCutOff = Double.sin(abs(degrees) * .pi / 360) < 2e-5 && !to.isAffine
      for policy in Self.all where (policy != .webKitLegacy || abs(degrees) > 37 || to.isAffine) && !(belowCutOff && (policy == .chromium || policy == .webKit)) {
        let got = Transform3D.identity.interpolated(to: to, fraction: t, using: policy)
        let expected = Self.rotation(t * degrees, x: axis.x, y: axis.y, z: axis.z)
        expectApproximatelyEqual(got, expected, tolerance: Self.tolerance(policy, .slerpNearIdentity), "\(policy) at \(t)")
      }
    }
  }

  /// WebKit before 2023-08 lerps quaternions less than 0.05 apart (rotations under about 36°)
  /// without renormalising: identity → rotateX(30°) at 50% has m22 = 1 − 2x² and m23 = 2xw for
  /// q = ½((0, 0, 0, 1) + (sin 15°, 0, 0, cos 15°)), 0.9665 and 0.2544 rather than cos 15° and sin 15°.
  @Test func webKitsLegacySlerpLerpsNearbyRotations() {
    let got = Transform3D.identity.interpolated(to: Self.rotation(30, x: 1, y: 0, z: 0), fraction: 0.5, using: .webKitLegacy)
    let (x, w) = (0.5 * Double.sin(Double.pi / 12), 0.5 * (1 + Double.cos(Double.pi / 12)))
    expectApproximatelyEqual(got.m22, 1 - 2 * x * x, tolerance: .decomposition3D)
    expectApproximatelyEqual(got.m23, 2 * x * w, tolerance: .decomposition3D)
    #expect(abs(got.m22 - Double.cos(Double.pi / 12)) > 5e-4)
    expectApproximatelyEqual(
      Transform3D.identity.interpolated(to: Self.rotation(30, x: 1, y: 0, z: 0), fraction: 0.5, using: .webKit),
      Self.rotation(15, x: 1, y: 0, z: 0), tolerance: .decomposition3D)
  }

  /// rotateX(150°) → rotateX(−150°): the quaternions' dot is −0.87. The engines flip one and turn
  /// the short way, through 180°; CSS Level 2's slerp does not, and turns back through 0°.
  @Test(arguments: TransformInterpolation.allCases)
  func aNegativeQuaternionDot(policy: TransformInterpolation) {
    let mid = Self.rotation(150, x: 1, y: 0, z: 0).interpolated(to: Self.rotation(-150, x: 1, y: 0, z: 0), fraction: 0.5, using: policy)
    let shortWay = [TransformInterpolation.chromium, .webKit, .webKitLegacy].contains(policy)
    expectApproximatelyEqual(mid, shortWay ? Self.rotation(180, x: 1, y: 0, z: 0) : .identity, tolerance: .decomposition3D, "\(policy)")
  }

  /// rotateY(180°) → rotateY(−180°): one matrix up to sin π's rounding, whose quaternions are
  /// (0, ±1, 0, 0) under CSS's square roots: antipodal, the 0/0 of csswg-drafts #896. Every policy
  /// stays on that rotation, at any fraction, and never produces NaN.
  @Test(arguments: TransformInterpolation.allCases)
  func antipodalQuaternionsStayPut(policy: TransformInterpolation) {
    let (a, b) = (Self.rotation(180, x: 0, y: 1, z: 0), Self.rotation(-180, x: 0, y: 1, z: 0))
    for t in [-1, 0.25, 0.5, 0.75, 2.0] {
      let got = a.interpolated(to: b, fraction: t, using: policy)
      #expect(got.isFinite)
      expectApproximatelyEqual(got, a, tolerance: .decomposition3D, "\(policy) at \(t)")
    }
  }

  /// The exact 180° tie, identity → a half turn given as a matrix: the residual-angle policies
  /// (CSS Level 1 and WebKit's `blend2`, and so Core Animation's model) turn anticlockwise on
  /// screen (−90° at the middle); the quaternion ones clockwise. About y (a 3D pair) the engines'
  /// direction follows the sign of sin π's rounding: +180° and −180° turn opposite ways.
  @Test(arguments: TransformInterpolation.allCases)
  func theExactHalfTurnTie(policy: TransformInterpolation) {
    let mid = Transform3D.identity.interpolated(to: Self.rotation(180), fraction: 0.5, using: policy)
    let anticlockwise = [TransformInterpolation.cssLevel1, .webKit, .webKitLegacy].contains(policy)
    expectApproximatelyEqual(mid, Self.rotation(anticlockwise ? -90 : 90), tolerance: .decomposition3D, "\(policy)")
    guard [TransformInterpolation.chromium, .webKit, .webKitLegacy].contains(policy) else { return }
    for sign in [1.0, -1] {
      let tie = Transform3D.identity.interpolated(to: Self.rotation(sign * 180, x: 0, y: 1, z: 0), fraction: 0.5, using: policy)
      expectApproximatelyEqual(tie, Self.rotation(sign * 90, x: 0, y: 1, z: 0), tolerance: .decomposition3D, "\(policy), \(sign)")
    }
  }

  /// scaleX(−1) (2D) → translateZ(1) (3D), a quarter of the way. Chromium decomposes each matrix on
  /// its own: the 2D flip is a negative x-scale, which shrinks. The others decompose the pair in
  /// 3D, where det < 0 negates all three scales and leaves a 180° turn about x, which unwinds.
  @Test(arguments: TransformInterpolation.allCases)
  func aThreeDimensionalFlip(policy: TransformInterpolation) {
    let got = Transform3D(scaleX: -1, y: 1, z: 1).interpolated(to: Transform3D(translationX: 0, y: 0, z: 1), fraction: 0.25, using: policy)
    let expected = policy == .chromium
      ? Transform3D(scaleX: -0.5, y: 1, z: 1).concatenating(Transform3D(translationX: 0, y: 0, z: 0.25))
      : Transform3D(scaleX: -0.5, y: -0.5, z: -0.5).concatenating(Self.rotation(135, x: 1, y: 0, z: 0))
        .concatenating(Transform3D(translationX: 0, y: 0, z: 0.25))
    expectApproximatelyEqual(got, expected, tolerance: .decomposition3D, "\(policy)")
  }

  /// An end that cannot be decomposed (scale 0) makes the interpolation discrete: `from` below
  /// 0.5, `to` from 0.5 on. Chromium also gives up when the determinant is not a normal `Float`
  /// (scale 1e-20: det 1e-60); WebKit and CSS only at an exact 0.
  @Test(arguments: TransformInterpolation.allCases)
  func aSingularEndSwitchesAtTheMiddle(policy: TransformInterpolation) {
    let a = Self.rotation(30, x: 1, y: 0, z: 0)
    for flat in [Transform3D(scaleX: 0, y: 0, z: 1), Transform3D(AffineTransform(scaleX: 0, y: 2))] {
      #expect(a.interpolation(to: flat, fraction: 0.4999, using: policy) == TransformInterpolationResult(transform: a, isDiscrete: true))
      #expect(a.interpolation(to: flat, fraction: 0.5, using: policy) == TransformInterpolationResult(transform: flat, isDiscrete: true))
      #expect(flat.interpolation(to: a, fraction: -3, using: policy).transform == flat)
    }
    let tiny = Transform3D(scaleX: 1e-20, y: 1e-20, z: 1e-20)
    #expect(a.interpolation(to: tiny, fraction: 0.25, using: policy).isDiscrete == (policy == .chromium))
  }

  /// perspective(100) from none lerps m34 = −1/d: halfway is perspective(200). perspective(0)
  /// draws as perspective(1) (CSS), and interpolates from there.
  @Test(arguments: TransformInterpolation.allCases)
  func perspectiveInterpolatesItsReciprocal(policy: TransformInterpolation) {
    let mid = Transform3D.identity.interpolated(to: Transform3D(perspectiveDistance: 100), fraction: 0.5, using: policy)
    expectApproximatelyEqual(mid, Transform3D(perspectiveDistance: 200), tolerance: .decomposition3D, "\(policy)")
    let fromZero = Transform3D(cssPerspective: 0).interpolated(to: Transform3D(cssPerspective: nil), fraction: 0.5, using: policy)
    expectApproximatelyEqual(fromZero, Transform3D(perspectiveDistance: 2), tolerance: .decomposition3D, "\(policy)")
  }

  /// A matrix with a non-finite component has no decomposition: discrete, never NaN.
  @Test(arguments: TransformInterpolation.allCases)
  func aNonFiniteEndIsNotDecomposed(policy: TransformInterpolation) {
    let broken = Transform3D(perspectiveDistance: 0)  // m34 = −∞
    let result = Self.rotation(20, x: 0, y: 1, z: 0).interpolation(to: broken, fraction: 0.25, using: policy)
    #expect(result.isDiscrete)
    #expect(result.transform == Self.rotation(20, x: 0, y: 1, z: 0))
  }
}
