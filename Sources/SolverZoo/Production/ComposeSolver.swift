import Curves
import RealModule

/// `compose`: Jetpack Compose's `CubicBezierEasing` as it ships today: a closed-form root of x(t)
/// in mixed float32/double arithmetic with a fast cube root, a window for accepting roots, and the
/// output clamped to the curve's own vertical extent.
///
/// Sources (androidx/androidx):
/// `compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/Easing.kt`
/// at ffa5b33bdbce0f6babfdc2db65d8d00bb390a827 (the transform),
/// `compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Bezier.kt`
/// at 0f7624724affa84baffbec3ba1330a2032816ba0 (the root finder and the bounds) and
/// `compose/ui/ui-util/src/commonMain/kotlin/androidx/compose/ui/util/MathHelpers.kt` at
/// 11bff4647fa3cb4bb72e97f3f3fe19258fc84583 (`fastCbrt`), except for one constant: the root
/// acceptance window (``rootAcceptanceWindow``, `FloatEpsilon`) is 1.05e-6f, the value of the
/// released `androidx.compose.ui:ui-graphics` artifacts (`BezierKt.FloatEpsilon = 1.05E-6f` read
/// decompiled; no source revision with it was found to cite) and the value Compose's own tests
/// need: with the cited text's 1e-6f, `EasingTest.android.kt` at
/// ef8dd96c2e78530a833cd339eaa3ff20d710ab08 fails (EaseInBack, (0.36, 0, 0.66, −0.56), refuses the
/// fraction 1.5058824e-7, which the test requires to answer). Earlier revisions had
/// 8.3446500e-7f (028952b9f7804194b1a9cb389b74565c01402c51) and, in animation-core's 2023
/// `Bezier.kt`, 1e-7f (84be6b56fe84efde532a1ed02a4ca9ebaf4cc9f0).
///
/// `transform(fraction)`, all in `Float` unless stated:
/// - anything but 0 < fraction < 1 (0, 1, outside, NaN) is returned unchanged;
/// - f = max(fraction, 2⁻²³) (one ulp at 1);
/// - t = the first root of the Bézier x(t) − f with points (−f, x1 − f, x2 − f, 1 − f)
///   (`findFirstCubicRoot`), accepted if within 1.05e-6 of [0, 1] and snapped into
///   it; no accepted root throws `IllegalArgumentException` ("… has no solution at …"), which
///   this port reports as ``SolverError/refusedByOriginal(solver:x:reason:)``;
/// - y = 3·((a t + b) t + c)·t with a = ⅓ + (y1 − y2), b = y2 − 2y1, c = y1, clamped into the
///   vertical extent [min, max] of y(t) over [0, 1] computed once at construction (overshoot kept).
///
/// Known behaviour the tests pin: the published Compose expectations (0 and 1 pass through,
/// (0, 0, 0.15, 1) at 0.999999 stays ≤ 1, EaseOutBack at 0.6 exceeds 1, (0.3, 0, 0.7, 1) stays
/// in [0, 1] at tiny fractions, results within 2 ulp of [0, 1] near 1), and a weakness found by
/// this port: where x(t) is nearly quadratic (1 − 3x2 + 3x1 within a few 1e-7 of 0, as for
/// cubic-bezier(0.2, 0, 0.5333…, 1)) the float32 rounding of the shifted points leaves the cubic
/// coefficient between 1e-7 and 4e-7, Cardano divides by it, and the float cube roots of ~1e6
/// lose the root: Compose throws for about a third of the fractions there.
public struct ComposeSolver: TimingSolver {
  /// The Compose port (its constants are Compose's).
  public init() {}
  /// ``SolverID/compose``.
  public var id: SolverID { .compose }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// Where it answers, and away from nearly quadratic x(t): y at a t whose x(t) is within 2e-4
  /// of x, ± 2e-6. A root is accepted wherever it lands in [0, 1], and its error grows as the
  /// cubic coefficient shrinks (Cardano divides by it; the cube roots are float32): measured
  /// |x(t) − x| ≤ 7.1e-6 where |ax|/(|bx| + |cx|) > 0.1, 5.8e-5 above 0.01, 5.9e-4 above 0.001,
  /// and anything (wrong roots accepted, ~0.9 off) below 1e-5. The output is y in float32 from
  /// float32 control points, a few float ulps of |y| ≤ 4. Nothing is promised for
  /// |ax|/(|bx| + |cx|) ≤ 0.01.
  public var accuracy: AccuracyPromise {
    .outputAtResidualAwayFromDegeneracy(absolute: 2e-6, residual: 2e-4, upTo: 0.01)
  }
  /// Outside (0, 1): the input itself; output clamped to the curve's vertical extent; float32
  /// values with the cubic's coefficients and trigonometry in double; throws where no root is
  /// accepted.
  public var policy: SolverPolicy {
    SolverPolicy(
      input: .passesThrough, output: .clampedToCurveRange, precision: .mixed, refusal: .whereNoRootIsAccepted)
  }

  /// `FloatEpsilon` as Compose ships it (see the type's documentation): a root within this
  /// distance of [0, 1] is snapped into it, any other is rejected (`clampValidRootInUnitRange`).
  public static let rootAcceptanceWindow: Float = 1.05e-6

  /// Compose's `fastCbrt`: a bit-pattern guess and two float Newton steps (max error 5.96e-7 on
  /// [−1, 1]); NaN and ±∞ give NaN.
  public static func fastCubeRoot(_ x: Float) -> Float { ComposeCubic.fastCbrt(x) }

  /// `CubicBezierEasing(a, b, c, d)`: the control points as `Float`, the vertical bounds.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(x1: Float(curve.x1), y1: Float(curve.y1), x2: Float(curve.x2), y2: Float(curve.y2))
  }

  /// `CubicBezierEasing` for one curve (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// The control points, float32.
    public let x1, y1, x2, y2: Float
    /// The vertical extent of y(t) over t ∈ [0, 1] (`computeCubicVerticalBounds(0, y1, y2, 1)`).
    public let minimum, maximum: Float

    /// The constructor: no parameter may be NaN (Compose's `require`; the zoo's curves are
    /// finite), and the bounds of y(t) from the roots of y′ and y″ accepted in [0, 1].
    public init(x1: Float, y1: Float, x2: Float, y2: Float) {
      self.x1 = x1
      self.y1 = y1
      self.x2 = x2
      self.y2 = y2
      (minimum, maximum) = ComposeCubic.verticalBounds(0, y1, y2, 1)
    }

    /// `transform(fraction)`, or nil where Compose throws (no accepted root).
    @inlinable
    public func transform(_ fraction: Float) -> Float? {
      guard fraction > 0 && fraction < 1 else { return fraction }
      let t = root(fraction)
      if t.isNaN { return nil }
      let y = ComposeCubic.evaluate(y1, y2, t)
      return y < minimum ? minimum : (y > maximum ? maximum : y)
    }

    /// The accepted root for 0 < fraction < 1 (NaN if none).
    @inlinable
    func root(_ fraction: Float) -> Float {
      let f = max(fraction, 1.1920929e-7)
      return ComposeCubic.findFirstCubicRoot(0 - f, x1 - f, x2 - f, 1 - f)
    }

    /// The root t for x (x itself at 0 and 1).
    ///
    /// - Throws: ``SolverError/refusedByOriginal(solver:x:reason:)`` where Compose throws.
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) throws(SolverError)
      -> Double
    {
      let fraction = Float(x)
      guard fraction > 0 && fraction < 1 else { return Double(fraction) }
      counter.countIteration()  // one closed-form solve
      counter.countEvaluations(1)
      let t = root(fraction)
      if t.isNaN { throw refusal(fraction) }
      return Double(t)
    }

    /// What `transform` returns, widened to double.
    ///
    /// - Throws: ``SolverError/refusedByOriginal(solver:x:reason:)`` where Compose throws.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) throws(SolverError) -> Double {
      guard let y = transform(Float(x)) else { throw refusal(Float(x)) }
      return Double(y)
    }

    /// What `transform` returns at the ends and outside (0, 1): the fraction itself, rounded to float (1.5 gives 1.5).
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) throws(SolverError) -> Double {
      try progress(forX: x, on: curve.coefficients)
    }

    /// The refusal at `fraction` (a fixed text: throwing it allocates nothing).
    @usableFromInline
    func refusal(_ fraction: Float) -> SolverError {
      .refusedByOriginal(
        solver: .compose, x: Double(fraction),
        reason:
          """
          its closed form accepts no root of x(t) = x within 1.05e-6 of [0, 1] (Compose throws \
          IllegalArgumentException: the curve \"has no solution\" there)
          """
      )
    }
  }
}

/// Compose's float/double cubic helpers (`Bezier.kt`, `MathHelpers.kt`; revisions in
/// ``ComposeSolver``), in Kotlin's evaluation order: a `Float` meeting a `Double` literal widens,
/// float subtractions inside parentheses stay float.
@usableFromInline
enum ComposeCubic {
  /// Roots within this distance of [0, 1] are snapped into it; others are rejected.
  @usableFromInline static let floatEpsilon: Float = ComposeSolver.rootAcceptanceWindow
  /// `closeTo`'s default for doubles.
  @usableFromInline static let epsilon = 1e-7

  /// `clampValidRootInUnitRange`: r clamped into [0, 1] if it was within ``floatEpsilon`` of it,
  /// else NaN (NaN stays NaN).
  @inlinable @inline(__always)
  static func accept(_ r: Float) -> Float {
    let s = r < 0 ? 0 : (r > 1 ? 1 : r)
    return abs(s - r) > floatEpsilon ? .nan : s
  }

  /// `fastCbrt`: an initial guess from the bit pattern (33 bits of the sign-extended pattern
  /// divided by 3, plus 0x2a510554, wrapped to 32 bits), then two Newton steps in float. Max error
  /// 5.96e-7 on [−1, 1], 4.77e-6 on [−256, 256] (Compose's comment); NaN and ±∞ give NaN.
  @inlinable
  static func fastCbrt(_ x: Float) -> Float {
    let bits = Int64(Int32(bitPattern: x.bitPattern)) & 0x1_FFFF_FFFF
    let guess = Int32(truncatingIfNeeded: bits / 3) &+ 0x2a51_0554
    var e = Float(bitPattern: UInt32(bitPattern: guess))
    let third: Float = 1.0 / 3.0
    e = e - (e - x / (e * e)) * third
    e = e - (e - x / (e * e)) * third
    return e
  }

  /// `findFirstCubicRoot(p0, p1, p2, p3)`: the first accepted root of the Bézier polynomial with
  /// these points, by its power form in double (a = 3(p0 − 2p1 + p2), b = 3(p1 − p0),
  /// c = p0, d = −p0 + 3(p1 − p2) + p3), linear or quadratic when |d| < 1e-7, else Cardano
  /// (one real root, float cube roots) or the trigonometric form (three, tried in order).
  @inlinable
  static func findFirstCubicRoot(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
    var a = 3.0 * ((Double(p0) - 2.0 * Double(p1)) + Double(p2))
    var b = 3.0 * Double(p1 - p0)
    var c = Double(p0)
    let d = (Double(-p0) + 3.0 * Double(p1 - p2)) + Double(p3)

    if abs(d) < epsilon {
      if abs(a) < epsilon {
        if abs(b) < epsilon { return .nan }
        return accept(Float(-c / b))
      }
      let q = (b * b - 4.0 * a * c).squareRoot()
      let a2 = 2.0 * a
      let root = accept(Float((q - b) / a2))
      if !root.isNaN { return root }
      return accept(Float((-b - q) / a2))
    }

    a /= d
    b /= d
    c /= d
    let o3 = (3.0 * b - a * a) / 9.0
    let q2 = ((2.0 * a * a * a - 9.0 * a * b) + 27.0 * c) / 54.0
    let discriminant = q2 * q2 + o3 * o3 * o3
    let a3 = a / 3.0

    if discriminant < 0 {
      let r = (-(o3 * o3 * o3)).squareRoot()
      let cosPhi = min(max(-q2 / r, -1.0), 1.0)
      let phi = Double.acos(cosPhi)
      let t1 = Double(2 * fastCbrt(Float(r)))
      let tau = Double.pi * 2.0
      var root = accept(Float(t1 * Double.cos(phi / 3.0) - a3))
      if !root.isNaN { return root }
      root = accept(Float(t1 * Double.cos((phi + tau) / 3.0) - a3))
      if !root.isNaN { return root }
      return accept(Float(t1 * Double.cos((phi + 2.0 * tau) / 3.0) - a3))
    } else if discriminant == 0 {
      let u1 = -fastCbrt(Float(q2))
      let root = accept(2 * u1 - Float(a3))
      if !root.isNaN { return root }
      return accept(-u1 - Float(a3))
    }
    let sd = discriminant.squareRoot()
    let u1 = fastCbrt(Float(-q2 + sd))
    let v1 = fastCbrt(Float(q2 + sd))
    return accept(Float(Double(u1 - v1) - a3))
  }

  /// `evaluateCubic(p1, p2, t)` for end points 0 and 1: 3·((a t + b) t + c)·t with
  /// a = ⅓ + (p1 − p2), b = p2 − 2p1, c = p1 (the 3 multiplies before the last t).
  @inlinable @inline(__always)
  static func evaluate(_ p1: Float, _ p2: Float, _ t: Float) -> Float {
    let a = 1.0 / 3.0 as Float + (p1 - p2)
    let b = p2 - 2 * p1
    let c = p1
    return (3 * ((a * t + b) * t + c)) * t
  }

  /// The four-point `evaluateCubic(p0, p1, p2, p3, t)`: a = p3 + 3(p1 − p2) − p0,
  /// b = 3(p2 − 2p1 + p0), c = 3(p1 − p0), ((a t + b) t + c) t + p0.
  static func evaluate(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float, _ t: Float) -> Float {
    let a = (p3 + 3 * (p1 - p2)) - p0
    let b = 3 * ((p2 - 2 * p1) + p0)
    let c = 3 * (p1 - p0)
    return ((a * t + b) * t + c) * t + p0
  }

  /// `computeCubicVerticalBounds(p0, p1, p2, p3)`: min and max of the end values and of y at the
  /// accepted roots of y′ (a quadratic, solved in double) and of y″ (a line).
  static func verticalBounds(_ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> (Float, Float) {
    let d0 = 3 * (p1 - p0), d1 = 3 * (p2 - p1), d2 = 3 * (p3 - p2)
    var roots = quadraticRoots(d0, d1, d2)
    let dd0 = 2 * (d1 - d0), dd1 = 2 * (d2 - d1)
    let inflection = accept(-dd0 / (dd1 - dd0))
    if !inflection.isNaN { roots.append(inflection) }
    var low = min(p0, p3), high = max(p0, p3)
    for t in roots {
      let y = evaluate(p0, p1, p2, p3, t)
      low = min(low, y)
      high = max(high, y)
    }
    return (low, high)
  }

  /// `findQuadraticRoots(p0, p1, p2)` of the Bézier quadratic with these points, in double: the
  /// accepted roots, sorted, a double root once.
  static func quadraticRoots(_ p0: Float, _ p1: Float, _ p2: Float) -> [Float] {
    let a = Double(p0), b = Double(p1), c = Double(p2)
    let d = a - 2.0 * b + c
    var roots: [Float] = []
    if d != 0 {
      let v1 = -(b * b - a * c).squareRoot()
      let v2 = -a + b
      for r in [accept(Float(-(v1 + v2) / d)), accept(Float((v1 - v2) / d))] where !r.isNaN { roots.append(r) }
      if roots.count == 2 {
        if roots[0] > roots[1] { roots.swapAt(0, 1) } else if roots[0] == roots[1] { roots.removeLast() }
      }
    } else if b != c {
      let r = accept(Float((2.0 * b - c) / (2.0 * b - 2.0 * c)))
      if !r.isNaN { roots.append(r) }
    }
    return roots
  }
}
