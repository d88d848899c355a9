import Curves

/// `android`: Android's `android.view.animation.PathInterpolator(x1, y1, x2, y2)`, the
/// interpolator behind `R.interpolator.fast_out_slow_in` and every cubic in the View system: the
/// curve is flattened once into a float32 polyline, and each fraction is a binary search and a
/// linear interpolation in it.
///
/// Sources (aosp-mirror/platform_frameworks_base): `core/java/android/view/animation/PathInterpolator.java`
/// at 49f2ab6cec73a0dd66061b30937ce430fe8cd4dd (construction, validation, `getInterpolation`) and
/// `libs/hwui/jni/Path.cpp` at 36077e0186685a3dd1bab961529aabe9bad365de (`Path.approximate`, the
/// flattening, compiled with `-ffp-contract=off` per AOSP's global flags, so no fused operations).
///
/// Flattening (`approximate(0.002)`), float32: the cubic from (0, 0) through (x1, y1), (x2, y2)
/// to (1, 1) is evaluated in Bernstein form, u³p0 + 3u²t·p1 + 3ut²·p2 + t³p3 (u = 1 − t, sums
/// left to right). Starting from the span [0, 1], the leftmost span whose curve point at the
/// middle parameter lies more than 0.002 from its chord's midpoint (squared distance
/// > 0.002·0.002) is halved, left half first; once a span passes, and only until the first time
/// it fires for the curve, the span's left half is checked the same way ("double check
/// division", for S-curves whose midpoint happens to lie on the chord). The points, with repeats
/// dropped, become the tables x[i], y[i]; 9 to 65 points for the zoo's curves.
///
/// `getInterpolation(t)`: t ≤ 0 gives 0 and t ≥ 1 gives 1 (clamped input); otherwise the binary
/// search for x[lo] ≤ t < x[hi] and y[lo] + (t − x[lo])/(x[hi] − x[lo])·(y[hi] − y[lo]), y[lo]
/// where the span has no width. Output unclamped. It is a coarse approximation, not a solve:
/// y errs by up to about 2e-3 (the chord's distance from the curve), for every curve alike.
///
/// The constructor's validation (first point (0, 0), last (1, 1), x never decreasing) can only
/// fail for control points outside what the zoo accepts (x1 or x2 outside [0, 1], where the path
/// can loop back): ``Prepared/init(x1:y1:x2:y2:)`` takes any float32 points and throws as Android
/// does.
///
/// The parameter t this port reports (``Prepared/solve(_:_:)``) is interpolated from the
/// flattening's own parameters the same way; Android itself never computes a t.
public struct AndroidSolver: TimingSolver {
  /// The Android port (its constants are Android's).
  public init() {}
  /// ``SolverID/android``.
  public var id: SolverID { .android }
  /// ``SolverFamily/production``.
  public var family: SolverFamily { .production }
  /// y at a t whose x(t) is within 2.5e-3 of x, ± 2.5e-3: a polyline point within the
  /// flattening's 0.002 of the curve, plus float32 rounding of the tables and of the lerp.
  public var accuracy: AccuracyPromise { .outputAtResidual(absolute: 2.5e-3, residual: 2.5e-3) }
  /// Clamps x into [0, 1]; output unclamped; float32.
  public var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .float32) }

  /// `new PathInterpolator(x1, y1, x2, y2)` with the control points as `float`.
  ///
  /// - Throws: never for a `CubicTimingFunction` (its x1, x2 ∈ [0, 1] keep x(t) monotone).
  public func prepare(_ curve: CubicTimingFunction) throws(SolverError) -> Prepared {
    try Prepared(x1: Float(curve.x1), y1: Float(curve.y1), x2: Float(curve.x2), y2: Float(curve.y2))
  }

  /// A `PathInterpolator`: the flattened tables (a value, safe to share).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// x, y and the curve's parameter t of each polyline point, in order.
    public let xs, ys, ts: [Float]

    /// Flattens the cubic (0, 0), (x1, y1), (x2, y2), (1, 1) and checks the tables as
    /// `PathInterpolator`'s constructor does.
    ///
    /// - Throws: ``SolverError/refusedByOriginal(solver:x:reason:)`` where Android throws
    ///   `IllegalArgumentException`: the path does not start at (0, 0) and end at (1, 1), or its
    ///   x decreases ("The Path cannot loop back on itself").
    public init(x1: Float, y1: Float, x2: Float, y2: Float) throws(SolverError) {
      guard let points = AndroidFlattening(x1: x1, y1: y1, x2: x2, y2: y2).points() else {
        throw .refusedByOriginal(
          solver: .android, x: nil,
          reason: "Path.approximate never returns for this curve (its float32 points are too large for the 0.002 test)")
      }
      guard let first = points.first, let last = points.last,
        first.x == 0, first.y == 0, last.x == 1, last.y == 1
      else {
        throw .refusedByOriginal(
          solver: .android, x: nil, reason: "the path must start at (0, 0) and end at (1, 1) (IllegalArgumentException)"
        )
      }
      for i in points.indices.dropFirst() where points[i].x < points[i - 1].x {
        throw .refusedByOriginal(
          solver: .android, x: nil,
          reason:
            """
            x decreases from \(points[i - 1].x) to \(points[i].x): the path cannot loop back on itself \
            (IllegalArgumentException)
            """
        )
      }
      xs = points.map(\.x)
      ys = points.map(\.y)
      ts = points.map(\.t)
    }

    /// `getInterpolation(t)`: clamped, binary search, linear interpolation.
    @inlinable
    public func interpolation(_ t: Float) -> Float { AndroidPathInterpolator.interpolation(t, xs: xs, ys: ys) }

    /// The polyline span holding t: x[lo] ≤ t < x[hi] (or the last span), as the binary search
    /// of `getInterpolation` finds it (NaN ends in the last span, as in Java).
    @inlinable
    func span(_ t: Float) -> (Int, Int) {
      var none = NoCount()
      return span(t, &none)
    }

    @inlinable
    func span<Counter: SolveCounter>(_ t: Float, _ counter: inout Counter) -> (Int, Int) {
      xs.withUnsafeBufferPointer { x in
        var lo = 0, hi = x.count - 1
        while hi - lo > 1 {
          counter.countIteration()
          let mid = (lo + hi) / 2
          if t < x[mid] { hi = mid } else { lo = mid }
        }
        return (lo, hi)
      }
    }

    /// t interpolated from the flattening's parameters as `getInterpolation` interpolates y
    /// (counting each halving of the search as an iteration and the interpolation as one
    /// evaluation).
    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      let t = Float(x)
      if t <= 0 { return 0 }
      if t >= 1 { return 1 }
      let (lo, hi) = span(t, &counter)
      counter.countEvaluations(1)
      let width = xs[hi] - xs[lo]
      if width == 0 { return Double(ts[lo]) }
      return Double(ts[lo] + (t - xs[lo]) / width * (ts[hi] - ts[lo]))
    }

    /// What `getInterpolation` returns, widened to double.
    @inlinable
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      Double(interpolation(Float(x)))
    }

    /// What `getInterpolation` returns at the ends and outside [0, 1]: 0 at or below 0, 1 at or above 1.
    @inlinable
    public mutating func progress(outside x: Double, of curve: CubicTimingFunction) -> Double {
      progress(forX: x, on: curve.coefficients)
    }
  }
}

/// `Path.approximate(0.002)` for one cubic from (0, 0) to (1, 1), float32 with no fused
/// operations (see ``AndroidSolver``): `AndroidBezierFlattening`'s points with repeats dropped,
/// as `addLine` drops them.
struct AndroidFlattening {
  let x1, y1, x2, y2: Float

  /// The polyline, left to right, repeats dropped; nil where Android never finishes.
  func points() -> [AndroidBezierFlattening.Point]? {
    let curve = AndroidBezierFlattening.Curve.cubic(.zero, SIMD2(x1, y1), SIMD2(x2, y2), SIMD2(1, 1))
    guard
      let all = AndroidBezierFlattening(
        curve, errorSquared: AndroidPathInterpolator.precision * AndroidPathInterpolator.precision
      ).points()
    else { return nil }
    var distinct: [AndroidBezierFlattening.Point] = []
    for p in all where distinct.last.map({ $0.x != p.x || $0.y != p.y }) ?? true { distinct.append(p) }
    return distinct
  }
}
