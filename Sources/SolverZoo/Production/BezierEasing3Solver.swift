import Curves
import RealModule

/// `bezier-easing-3`: gre/bezier-easing 3.2, which replaced 2.x's Newton steps and sample table
/// with a closed form (gre/bezier-easing PR #57, "Algebraic solver by Dmitry Baranovskiy"; the
/// 3.2 form as gre/motion `packages/motion-utils/src/easing/cubic-bezier.ts` at
/// f8ed6fabb6bdcf8f207088a19593c1c916474c6b ports it), in double.
///
/// With a = (3x1 − 3x2 + 1)/2, b = x2 − 2x1, c = x1 (so x(t) = ((2a·t + 3b)·t + 3c)·t), it solves
/// for u = 1/t, the largest real root of x·u³ − 3c·u² − 3b·u − 2a = 0, scaled so nothing
/// overflows for tiny x: j = 1/max(c, √x), k = x·j, l = k·j, s = c·j, q = b·l, m = s² + q,
/// h = −s(s² + 1.5q) − a·k·l, D = h² − m³. Where m = 0 or D > 1e-12·h², Cardano with the
/// non-cancelling sign, U = −∛(h ∓ √D), v = U + m/U (NaN, a triple root, → 0); else the
/// trigonometric form v = 2√m·cos(acos(clamp(−h/(m√m), −1, 1))/3). Then t = min(1, k/(v + s)) and
/// y = ((ay·t + by)·t + cy)·t with ay = 3y1 − 3y2 + 1, by = 3(y2 − 2y1), cy = 3y1.
///
/// `min`, `max` and the clamp are JavaScript's `Math.min`/`Math.max`, which pass a NaN on (Swift's
/// return the other operand): at subnormal x, where h² and m³ underflow to 0 with m < 0, the
/// trigonometric branch's √m is NaN and so is the result (cubic-bezier(5e-324, 1e-323, 0, −5e-324)
/// at x = 5e-324), as in the original; where they underflow with m > 0, −h/(m√m) overflows to ∞,
/// the clamp makes it 1 and t = 1/2 whatever the x (cubic-bezier(0, 5e-324, 5e-324, 0) at
/// x = 5e-324 gives y = 0.125), as in the original.
///
/// Input: the linear short-cut (x1 = y1, x2 = y2) returns x itself first, unclamped; otherwise
/// x ≤ 0 → 0, x ≥ 1 → 1, NaN → NaN. Output unclamped. Accuracy: its tests hold it within 1e-9 of a bisection
/// reference (1e-5 next to a double root).
public struct BezierEasing3Solver: TimingSolver {
  /// The bezier-easing 3.2 port.
  public init() {}
  /// ``SolverID/bezierEasing3``.
  public var id: SolverID { .bezierEasing3 }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// y at a t whose x(t) is within 1e-9 of x, ± 1e-9 (its own tests' bound against bisection).
  public var accuracy: AccuracyPromise { .outputAtResidual(absolute: 1e-9, residual: 1e-9) }
  /// Clamps x into [0, 1] (but the linear short-cut passes x through first); output unclamped;
  /// double; NaN or a wrong t at some subnormal x.
  public var policy: SolverPolicy {
    SolverPolicy(input: .clamps, output: .unclamped, precision: .double, refusal: .underflowsAtSubnormalInput)
  }

  /// `BezierEasing(x1, y1, x2, y2)`: the scaled coefficients.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2)
  }

  /// The easing function (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    @usableFromInline let a, b, c: Double
    @usableFromInline let ay, by, cy: Double
    /// x1 = y1 and x2 = y2: the identity (unclamped: it comes before the clamp).
    public let isLinear: Bool

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
      a = (3 * x1 - 3 * x2 + 1) / 2
      b = x2 - 2 * x1
      c = x1
      ay = 3 * y1 - 3 * y2 + 1
      by = 3 * (y2 - 2 * y1)
      cy = 3 * y1
      isLinear = x1 == y1 && x2 == y2
    }

    /// The easing function: x itself for a linear curve (the `noop` short-cut comes before the
    /// clamp, so it passes x < 0 and x > 1 through), else 0 at or below 0, 1 at or above 1, NaN
    /// for NaN, and y at the closed-form t inside.
    @inlinable
    public func easing(_ x: Double) -> Double {
      if isLinear { return x }
      guard x > 0 && x < 1 else { return x.isNaN ? x : (x <= 0 ? 0 : 1) }
      let t = parameter(x)
      return ((ay * t + by) * t + cy) * t
    }

    /// t for x ∈ (0, 1), the closed form.
    @inlinable
    func parameter(_ x: Double) -> Double {
      let j = 1 / max(c, x.squareRoot())
      let k = x * j, l = k * j, s = c * j, q = b * l
      let m = s * s + q
      let h = -s * (s * s + 1.5 * q) - a * k * l
      let d = h * h - m * m * m
      var v: Double
      if m == 0 || d > 1e-12 * h * h {
        let root = d.squareRoot()
        let u = -Double.root(h < 0 ? h - root : h + root, 3)
        v = u + m / u
        if v.isNaN { v = 0 }
      } else {
        let r = m.squareRoot()
        v = 2 * r * Double.cos(Double.acos(Self.jsMax(-1, Self.jsMin(1, -h / (m * r)))) / 3)
      }
      return Self.jsMin(1, k / (v + s))
    }

    /// JavaScript's `Math.min` for two numbers: NaN if either is NaN (Swift's `min` returns the
    /// other operand).
    @inlinable @inline(__always)
    static func jsMin(_ a: Double, _ b: Double) -> Double {
      a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
    }

    /// JavaScript's `Math.max` for two numbers: NaN if either is NaN.
    @inlinable @inline(__always)
    static func jsMax(_ a: Double, _ b: Double) -> Double {
      a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
    }

    /// The closed-form t (x itself for a linear curve and at the ends).
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if isLinear || x == 0 || x == 1 { return x }
      counter.countIteration()  // one pass of the closed form
      counter.countEvaluations(1)
      return parameter(x)
    }

    /// What the easing function returns.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      easing(x)
    }

    /// What the easing function returns at the ends and outside [0, 1].
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}
