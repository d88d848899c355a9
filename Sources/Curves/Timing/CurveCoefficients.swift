/// The power-form coefficients of a timing curve, the only state most solvers need:
/// x(t) = ((ax·t + bx)·t + cx)·t and y(t) = ((ay·t + by)·t + cy)·t.
@frozen
public struct CurveCoefficients: Hashable, Sendable {
  public var ax, bx, cx: Double
  public var ay, by, cy: Double

  @inlinable
  public init(ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double) {
    self.ax = ax
    self.bx = bx
    self.cx = cx
    self.ay = ay
    self.by = by
    self.cy = cy
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
