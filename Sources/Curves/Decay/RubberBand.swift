/// UIKit's rubber band: how far a view follows a drag past its bound. A drag x beyond the edge
/// shows as
///
/// ```
/// b(x) = c·x·d/(d + c·x) = (1 − 1/(c·x/d + 1))·d      (x ≥ 0; odd: b(−x) = −b(x))
/// x(b) = b·d/(c·(d − b))                               (the inverse, |b| < d)
/// ```
///
/// with c = 0.55 and d the dimension along the drag: slope c at the bound, always below d, never
/// reaching it. The formula is the one found by measuring iOS (Grant Paul, 2013; kept in
/// b3ll/Motion's `rubberband` and super-ultra/ScrollMechanics' `RubberBand`, both with d the
/// scroll view's bounds size along the axis; a range of allowed positions may serve as d too).
public struct RubberBand: Hashable, Sendable {
  /// UIKit's coefficient, 0.55.
  public static let uikitCoefficient = 0.55

  /// c: the slope at the bound, in (0, 1].
  public let coefficient: Double
  /// d: the dimension along the drag (the bounds size), > 0; the asymptote.
  public let dimension: Double

  /// A rubber band of `dimension` d with `coefficient` c (UIKit's 0.55 by default).
  ///
  /// - Throws: `CurveError` unless d is finite and > 0 and c is finite in (0, 1].
  public init(dimension: Double, coefficient: Double = uikitCoefficient) throws(CurveError) {
    guard dimension.isFinite else { throw .nonFinite(parameter: "dimension", value: dimension) }
    guard dimension > 0 else { throw .outOfRange(parameter: "dimension", value: dimension, allowed: "> 0 (points)") }
    guard coefficient.isFinite else { throw .nonFinite(parameter: "coefficient", value: coefficient) }
    guard coefficient > 0, coefficient <= 1 else {
      throw .outOfRange(parameter: "coefficient", value: coefficient, allowed: "0 < c ≤ 1 (UIKit: 0.55)")
    }
    self.dimension = dimension
    self.coefficient = coefficient
  }

  /// b(x) = c·x·d/(d + c·|x|), signed as x: the offset shown for a drag x past the bound.
  public func offset(forDrag x: Double) -> Double {
    let c = coefficient, d = dimension
    return c * x * d / (d + c * abs(x))
  }

  /// b′(x) = c·d²/(d + c·|x|)²: how fast the offset moves per point of drag at drag x (c at the
  /// bound, falling towards 0). A finger moving at v shows the offset moving at b′(x)·v: the
  /// velocity a release past the bound hands over.
  public func slope(atDrag x: Double) -> Double {
    let c = coefficient, d = dimension
    let q = d / (d + c * abs(x))
    return c * q * q
  }

  /// x(b) = b·d/(c·(d − |b|)), signed as b: the drag that shows offset b.
  ///
  /// - Throws: `CurveError.outOfRange` for |b| ≥ d (the band never reaches its asymptote),
  ///   `CurveError.nonFinite` for a non-finite b.
  public func drag(forOffset b: Double) throws(CurveError) -> Double {
    guard b.isFinite else { throw .nonFinite(parameter: "value", value: b) }
    guard abs(b) < dimension else {
      throw .outOfRange(
        parameter: "value", value: b, allowed: "|value| < dimension (\(dimension)): the band only approaches it")
    }
    return b * dimension / (coefficient * (dimension - abs(b)))
  }

  /// A position clamped to `lower…upper` with the band past either end: the position itself
  /// inside, `lower − b(lower − x)` below and `upper + b(x − upper)` above (UIScrollView's bounce
  /// at both edges).
  ///
  /// - Precondition: lower ≤ upper.
  public func clamp(_ x: Double, to lower: Double, _ upper: Double) -> Double {
    precondition(lower <= upper, "a rubber band's range needs lower ≤ upper, got \(lower)…\(upper)")
    if x < lower { return lower - offset(forDrag: lower - x) }
    if x > upper { return upper + offset(forDrag: x - upper) }
    return x
  }
}
