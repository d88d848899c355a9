import Curves
import RealModule

/// `skia`: Skia's `SkCubicMap`, which Chrome's compositor, Flutter's engine and Android's
/// RenderThread use to map time through a cubic (google/skia `src/core/SkCubicMap.cpp` and
/// `src/core/SkCubicSolver.h` at 0221e79b8b60e40e3e616f1881860ab96c58f6f7; the newest upstream
/// inlines the same solver with `std::fma`).
///
/// Everything is float32. The constructor clamps x1 and x2 into [0, 1] (y1, y2 stay free) and keeps
/// the power-form coefficients per axis, A = (1 + 3p1) − 3p2, B = (3p2 − 3p1) − 3p1, C = 3p1, and
/// one of three kinds:
/// - **line**, when |x1 − y1| ≤ 1/4096 and |x2 − y2| ≤ 1/4096: y = x;
/// - **cube root**, when |B.x| ≤ 1e-7 and |C.x| ≤ 1e-7 (x1 and x2 at 0, so x(t) = A.x·t³):
///   t = (x / A.x)^(1/3) with float `pow`;
/// - else **Halley's method** on A t³ + B t² + C t − x from t = x, at most 8 steps, stopping first
///   when |f(t)| ≤ 5e-5, each step t −= 2f′f / (2f′² − f·f″) with the polynomial and its
///   derivatives in fused multiply-adds (as the newest upstream writes them).
///
/// `computeYFromX` clamps x into [0, 1], returns x itself within 1e-10 of either end, and returns
/// y = ((A.y·t + B.y)·t + C.y)·t (unfused, unclamped). Accuracy: Skia's own test allows
/// |y − y_ref| < 0.008 over 625 curves ("found by running w/ current impl"); on the presets the
/// error is about 1e-4 (float32 and the 5e-5 residual stop).
public struct SkiaSolver: TimingSolver {
  /// The Skia port (its constants are Skia's).
  public init() {}
  /// ``SolverID/skia``.
  public var id: SolverID { .skia }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// Skia's own test allows 0.008 (`MAX_SOLVER_ERR`, on x from 1/512 to 1 − 1/512), which
  /// steep ends exceed (cubic-bezier(0, 1, 1, 1) at x = 5.6e-5 errs by 0.0086): what holds
  /// everywhere is the residual: y at a t whose x(t) is within 2e-4 of x, give or take 2e-4 for
  /// the line short-cut (a curve within 1/4096 of the diagonal departs from y = x by
  /// ≤ 3/4096·¼ ≈ 1.8e-4) and float32 rounding of y. The stop is |f| ≤ 5e-5, but where x′ = 0
  /// (an end with x1 = 0 or x2 = 1, or x1 = 1, x2 = 0 at t = ½) the 8 Halley steps from t = x can
  /// run out first: measured |x(t) − x| ≤ 1.63e-4 over 16,000 edge curves at 10,000 x each
  /// (cubic-bezier(1, 0, 1e-7, 0) at x = 0.5002).
  ///
  /// **Except** on x1 = x2 = 1 near x = 1 (``Prepared/divergesNearOne``): there x(t) = 1 − (1 − t)³
  /// has a triple root at t = 1, where Skia has no special kind (it has the cube root for
  /// x1 = x2 = 0), and float32 Halley steps from t = x leave [0, 1] for x above
  /// ``Prepared/divergenceStart`` (debug Skia stops on `SkASSERT(valid(t))`; release returns y at
  /// that t): found by a property draw at x = 0.99988857, y = 1.238; residuals up to 3.8e4 in a
  /// scan of the float32 x in [0.99, 1). The promise holds everywhere else.
  public var accuracy: AccuracyPromise { .outputAtResidual(absolute: 2e-4, residual: 2e-4) }
  /// Clamps x (and x1, x2) into [0, 1]; output unclamped; float32.
  public var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .float32) }

  /// Builds the float32 coefficients and picks the kind, as `SkCubicMap`'s constructor does.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(x1: Float(curve.x1), y1: Float(curve.y1), x2: Float(curve.x2), y2: Float(curve.y2))
  }

  /// `SkCubicMap` for one curve (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// How `computeYFromX` finds t.
    public enum Kind: Hashable, Sendable {
      /// Within 1/4096 of the diagonal: y = x.
      case line
      /// x(t) = A.x·t³: a cube root.
      case cubeRoot
      /// Halley's method.
      case solver
    }

    /// The kind chosen at construction.
    public let kind: Kind
    /// The x above which ``divergesNearOne`` curves leave the promise: the first float32 x where
    /// the residual passed 2e-4 was 0.99975 in a scan of [0.99, 1); this keeps a margin below it.
    public static let divergenceStart = 0.9997

    /// Whether this is the curve on which Halley's method leaves [0, 1] near x = 1: x1 = x2 = 1
    /// after clamping, so A.x = 1, B.x = −3, C.x = 3 (each exact in float32) and x(t) − 1 has a
    /// triple root at t = 1. Above ``divergenceStart`` the solver's accuracy promise does not
    /// hold there (``SkiaSolver/accuracy``).
    public var divergesNearOne: Bool { kind == .solver && ax == 1 && bx == -3 && cx == 3 }
    /// Power-form coefficients of x(t) and y(t), float32.
    public let ax, bx, cx, ay, by, cy: Float

    /// `SkCubicMap(p1, p2)`: x1 and x2 clamped into [0, 1], coefficients in float32.
    public init(x1: Float, y1: Float, x2: Float, y2: Float) {
      let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
      func coefficients(_ p1: Float, _ p2: Float) -> (Float, Float, Float) {
        let s1 = 3 * p1, s2 = 3 * p2
        return ((1 + s1) - s2, (s2 - s1) - s1, s1)
      }
      (ax, bx, cx) = coefficients(x1, x2)
      (ay, by, cy) = coefficients(y1, y2)
      let nearly: Float = 1.0 / 4096
      if abs(x1 - y1) <= nearly && abs(x2 - y2) <= nearly {
        kind = .line
      } else if abs(bx) <= 1e-7 && abs(cx) <= 1e-7 {
        kind = .cubeRoot
      } else {
        kind = .solver
      }
    }

    /// `computeYFromX`: x clamped into [0, 1] by `SkTPin` (`x < lo ? lo : x < hi ? x : hi`, so NaN
    /// becomes 1, as its comment says: "If x is NaN, SkTPin() returns hi"), x itself within 1e-10
    /// of an end or on a line, else y at the solved t.
    @inlinable
    public func computeYFromX(_ x: Float) -> Float {
      let x = x < 0 ? 0 : (x < 1 ? x : 1)
      if x <= 1e-10 || 1 - x <= 1e-10 || kind == .line { return x }
      let t = parameter(x)
      return ((ay * t + by) * t + cy) * t
    }

    /// t for x ∈ (0, 1) by the constructor's kind (Halley: at most 8 steps).
    @inlinable
    func parameter(_ x: Float) -> Float {
      var none = NoCount()
      return parameter(x, &none)
    }

    @inlinable
    func parameter<Counter: SolveCounter>(_ x: Float, _ counter: inout Counter) -> Float {
      switch kind {
      case .line: return x
      case .cubeRoot:
        counter.countEvaluations(1)
        return Float.pow(x / ax, 1.0 / 3)
      case .solver:
        let d = -x
        var t = x
        let a3 = 3 * ax, b2 = 2 * bx
        for _ in 0..<8 {
          counter.countIteration()
          counter.countEvaluations(3)
          let f = fusedCubic(t, d)
          if abs(f) <= 5e-5 { break }
          let fp = cx.addingProduct(b2.addingProduct(a3, t), t)
          let fpp = b2.addingProduct(a3 + a3, t)
          let numerator = (2 * fp) * f
          let denominator = (-(f * fpp)).addingProduct(2 * fp, fp)
          t -= numerator / denominator
        }
        return t
      }
    }

    /// A t³ + B t² + C t + D as fma(fma(fma(A, t, B), t, C), t, D).
    @inlinable @inline(__always)
    func fusedCubic(_ t: Float, _ d: Float) -> Float {
      d.addingProduct(cx.addingProduct(bx.addingProduct(ax, t), t), t)
    }

    /// t for x as a double (the zoo's parameter: the line kind's t is x itself).
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      // debug only, as the original checks nothing
      assert(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      let x = Float(x)
      if x <= 1e-10 || 1 - x <= 1e-10 { return Double(x) }
      return Double(parameter(x, &counter))
    }

    /// What `SkCubicMap::computeYFromX` returns for x, widened to double.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      Double(computeYFromX(Float(x)))
    }

    /// What `computeYFromX` returns at the ends and outside [0, 1]: x clamped first (NaN to 1, as `SkTPin` does),
    /// then x itself within 1e-10 of an end.
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}
