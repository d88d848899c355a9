import Curves

/// The bisection Flutter's `Cubic` and Jetpack Compose's pre-2023 `CubicBezierEasing` share (the
/// latter a float32 transliteration of the former): halve [0, 1] in t until the Bernstein x at
/// the midpoint is within 0.001 of the input (strictly), then return the Bernstein y at that same
/// midpoint, with no refinement.
///
/// The Bernstein form without its end terms is evaluated as the originals write it, each product
/// left to right: ((3p·(1 − m))·(1 − m))·m + ((3q·(1 − m))·m)·m + (m·m)·m. With x1, x2 ∈ [0, 1],
/// x(t) is monotone with slope ≤ 3, so the loop ends within 12 halvings; the originals have no
/// cap, and neither do their callers' valid inputs need one. This port stops after 64 halvings
/// (unreachable for a valid curve; a float midpoint stops moving after 24) so it can never hang.
@usableFromInline
struct MidpointBisection<Scalar: BinaryFloatingPoint & Sendable>: Sendable {
  @usableFromInline let x1, y1, x2, y2: Scalar
  /// The originals' `_cubicErrorBound` / `CubicErrorBound`.
  @usableFromInline static var errorBound: Scalar { 0.001 }

  @inlinable
  init(x1: Scalar, y1: Scalar, x2: Scalar, y2: Scalar) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The Bernstein value with middle controls p, q at m, in the originals' operation order.
  @inlinable @inline(__always)
  static func bernstein(_ p: Scalar, _ q: Scalar, _ m: Scalar) -> Scalar {
    let term1 = 3 * p * (1 - m) * (1 - m) * m
    let term2 = 3 * q * (1 - m) * m * m
    return term1 + term2 + m * m * m
  }

  /// (t, y) at the first midpoint whose x is within the error bound of `x`.
  @inlinable
  func solve<Counter: SolveCounter>(_ x: Scalar, _ counter: inout Counter) -> (t: Scalar, y: Scalar) {
    var start: Scalar = 0, end: Scalar = 1
    var mid: Scalar = 0.5
    for _ in 0..<64 {
      counter.countIteration()
      counter.countEvaluations(1)
      mid = (start + end) / 2
      let estimate = Self.bernstein(x1, x2, mid)
      if abs(x - estimate) < Self.errorBound { break }
      if estimate < x { start = mid } else { end = mid }
    }
    return (mid, Self.bernstein(y1, y2, mid))
  }
}
