import Geometry

/// A straight segment from `p0` to `p1`, B(t) = (1−t)·p0 + t·p1: a path's `line` element as a
/// ``BezierCurve``.
public struct LineSegment: BezierCurve {
  public var p0, p1: Point

  public init(_ p0: Point, _ p1: Point) {
    self.p0 = p0
    self.p1 = p1
  }

  public var start: Point { p0 }
  public var end: Point { p1 }
  public func point(at t: Double) -> Point { lerp(p0, p1, t) }
  public func derivative(at t: Double) -> Point { p1 - p0 }
  public func secondDerivative(at t: Double) -> Point { .zero }
  public func split(at t: Double) -> (LineSegment, LineSegment) {
    let m = point(at: t)
    return (LineSegment(p0, m), LineSegment(m, p1))
  }
  public var boundingBox: Rect {
    var box = BoundsAccumulator(p0)
    box.add(p1)
    return box.rect
  }
}
