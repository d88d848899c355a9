import Geometry

/// A straight segment from `p0` to `p1`, B(t) = (1−t)·p0 + t·p1: a path's `line` element as a
/// ``BezierCurve``.
public struct LineSegment: BezierCurve {
  /// The start (p0) and end (p1) points, in points.
  public var p0, p1: Point

  /// A segment from `p0` to `p1`, stored as given (no validation: a NaN or infinite coordinate
  /// propagates into every evaluation).
  public init(_ p0: Point, _ p1: Point) {
    self.p0 = p0
    self.p1 = p1
  }

  /// The start point B(0) = p0.
  public var start: Point { p0 }
  /// The end point B(1) = p1.
  public var end: Point { p1 }
  /// B(t) = (1−t)·p0 + t·p1, exact at t = 0 and t = 1 (for finite end points); a t outside
  /// [0, 1] extends the line beyond an end.
  public func point(at t: Double) -> Point { lerp(p0, p1, t) }
  /// B′(t) = p1 − p0, the same for every t (t is ignored, so even a NaN t gives p1 − p0).
  public func derivative(at t: Double) -> Point { p1 - p0 }
  /// B″(t) = 0 for every t (t is ignored).
  public func secondDerivative(at t: Double) -> Point { .zero }
  /// The two pieces at t: p0 to B(t) and B(t) to p1, sharing the point B(t) exactly. A t outside
  /// [0, 1] puts B(t) beyond an end, so one piece runs backwards.
  public func split(at t: Double) -> (LineSegment, LineSegment) {
    let m = point(at: t)
    return (LineSegment(p0, m), LineSegment(m, p1))
  }
  /// The rect spanned by the two end points (the segment's own extent: zero width or height for
  /// an axis-aligned segment, a zero-size rect at the point for a degenerate one; never
  /// `Rect.null`).
  public var boundingBox: Rect {
    var box = BoundsAccumulator(p0)
    box.add(p1)
    return box.rect
  }
}
