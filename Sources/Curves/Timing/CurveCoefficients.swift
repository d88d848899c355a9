/// The power-form coefficients of a timing curve, the only state most solvers need:
/// x(t) = ((ax·t + bx)·t + cx)·t and y(t) = ((ay·t + by)·t + cy)·t.
@frozen
public struct CurveCoefficients: Hashable, Sendable {
  /// The coefficients of x(t) = ((ax·t + bx)·t + cx)·t.
  public var ax, bx, cx: Double
  /// The coefficients of y(t) = ((ay·t + by)·t + cy)·t.
  public var ay, by, cy: Double

  /// Coefficients given directly, stored as given (nothing checks that x(1) = y(1) = 1).
  @inlinable
  public init(ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double) {
    self.ax = ax
    self.bx = bx
    self.cx = cx
    self.ay = ay
    self.by = by
    self.cy = cy
  }

  /// The power form of the curve with control points (0, 0), (x1, y1), (x2, y2), (1, 1): the one
  /// place the formula is written.
  /// ```
  /// cx = 3·x1   bx = 3·(x2 − x1) − cx   ax = 1 − cx − bx   (the same for y)
  /// ```
  @inlinable
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let cx = 3 * x1, cy = 3 * y1
    let bx = 3 * (x2 - x1) - cx, by = 3 * (y2 - y1) - cy
    self.init(ax: 1 - cx - bx, bx: bx, cx: cx, ay: 1 - cy - by, by: by, cy: cy)
  }

  /// x(t).
  @inlinable public func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  /// y(t).
  @inlinable public func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  /// dx/dt.
  @inlinable public func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  /// dy/dt.
  @inlinable public func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }
}
