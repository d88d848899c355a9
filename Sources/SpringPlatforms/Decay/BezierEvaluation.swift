/// A timing curve's value and slope at a time fraction, from its parameter solved to the last bit:
/// what a fling drawn as a cubic Bézier (Android's spline, Chromium's fling curve) needs to report
/// a velocity as well as a position.
///
/// For control points (x1, y1), (x2, y2) with 0 ≤ x1, x2 ≤ 1 (x monotone), x(s) = u is solved by
/// Newton's method kept inside a bisection bracket until the bracket is two ulps wide; then
/// y(s) and y′(s)/x′(s). The slope at a point where x′(s) = 0 (x1 = 0 at u = 0) is ±∞ or the
/// limit y′/x′ does not exist; the curves used here have x1 > 0.
public struct BezierEvaluation: Hashable, Sendable {
  /// The control points.
  public let x1, y1, x2, y2: Double

  /// The curve `cubic-bezier(x1, y1, x2, y2)`.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }

  static func polynomial(_ s: Double, _ a: Double, _ b: Double) -> Double {
    3 * s * (1 - s) * ((1 - s) * a + s * b) + s * s * s
  }

  static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
    3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
  }

  /// y(u) and dy/du at the time fraction u, clamped into [0, 1].
  public func evaluate(_ u: Double) -> (distance: Double, slope: Double) {
    let s = parameter(forX: min(max(u, 0), 1))
    let dx = Self.derivative(s, x1, x2)
    return (Self.polynomial(s, y1, y2), Self.derivative(s, y1, y2) / dx)
  }

  /// The parameter s with x(s) = u, u ∈ [0, 1].
  public func parameter(forX u: Double) -> Double {
    if u <= 0 { return 0 }
    if u >= 1 { return 1 }
    var (low, high) = (0.0, 1.0)
    var s = u
    for _ in 0..<200 {
      let value = Self.polynomial(s, x1, x2) - u
      if value == 0 { return s }
      if value < 0 { low = s } else { high = s }
      var next = s - value / Self.derivative(s, x1, x2)
      if !(next > low && next < high) { next = low + (high - low) / 2 }
      if next == s || high - low <= 2 * s.ulp { return next }
      s = next
    }
    return s
  }
}
