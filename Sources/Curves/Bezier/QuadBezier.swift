import Geometry

/// A quadratic Bézier segment: B(t) = (1−t)²·p0 + 2(1−t)t·p1 + t²·p2, t ∈ [0, 1]
/// (`UIBezierPath.addQuadCurve(to:controlPoint:)`, `CGPath.addQuadCurve`).
public struct QuadBezier: BezierCurve {
  /// The control points, in points: p0 is the start (the path's current point), p1 the
  /// off-curve control (`controlPoint`) and p2 the end.
  public var p0, p1, p2: Point

  /// A quadratic segment from `p0` to `p2` with the control `p1`, stored as given.
  ///
  /// Nothing is validated here (``Path/init(_:)`` rejects non-finite coordinates, this
  /// initialiser does not): a NaN or infinite coordinate propagates into every evaluation.
  public init(_ p0: Point, _ p1: Point, _ p2: Point) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
  }

  /// The start point B(0) = p0.
  public var start: Point { p0 }
  /// The end point B(1) = p2.
  public var end: Point { p2 }

  /// B(t), evaluated as the de Casteljau lerps (stable, exact at t = 0 and 1).
  public func point(at t: Double) -> Point {
    let a = lerp(p0, p1, t), b = lerp(p1, p2, t)
    return lerp(a, b, t)
  }

  /// B′(t) = 2[(1−t)(p1 − p0) + t(p2 − p1)].
  public func derivative(at t: Double) -> Point {
    2 * lerp(p1 - p0, p2 - p1, t)
  }

  /// B″(t) = 2(p0 − 2p1 + p2), constant.
  public func secondDerivative(at t: Double) -> Point {
    2 * (p0 - 2 * p1 + p2)
  }

  /// Where the speed is least inside (0, 1), if it is: B′ is linear, B′(t) = B′(0) + t·B″, so
  /// B′·B″ = 0 at t = −B′(0)·B″/|B″|².
  public var speedExtrema: RealRoots {
    let second = secondDerivative(at: 0), first = derivative(at: 0)
    let squared = second.x * second.x + second.y * second.y
    var inside = RealRoots()
    guard squared > 0 else { return inside }
    let t = -(first.x * second.x + first.y * second.y) / squared
    if t > 0 && t < 1 { inside.insert(t) }
    return inside
  }

  /// The two pieces at t by de Casteljau subdivision: the first traces B over [0, t], the second
  /// over [t, 1], each reparametrised to [0, 1].
  ///
  /// Both pieces share the point B(t) exactly (the same computed value ends the first and starts
  /// the second). The construction is polynomial, so a t outside [0, 1] gives the pieces of the
  /// extended curve over [0, t] and [t, 1]; a NaN t gives NaN control points.
  public func split(at t: Double) -> (QuadBezier, QuadBezier) {
    let a = lerp(p0, p1, t), b = lerp(p1, p2, t)
    let m = lerp(a, b, t)
    return (QuadBezier(p0, a, m), QuadBezier(m, b, p2))
  }

  /// The end points and, per axis, the point where B′ vanishes inside (0, 1):
  /// t = (p0 − p1)/(p0 − 2p1 + p2).
  public var boundingBox: Rect {
    var box = BoundsAccumulator(p0)
    box.add(p2)
    let denominator = p0 - 2 * p1 + p2
    for (numerator, d) in [(p0.x - p1.x, denominator.x), (p0.y - p1.y, denominator.y)] where d != 0 {
      let t = numerator / d
      if t > 0 && t < 1 { box.add(point(at: t)) }
    }
    return box.rect
  }
}

/// (1 − t)·a + t·b, exact at t = 0 and t = 1.
@inlinable
func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
  Point(x: (1 - t) * a.x + t * b.x, y: (1 - t) * a.y + t * b.y)
}

/// The smallest rect containing the points added to it.
struct BoundsAccumulator {
  var lo: Point
  var hi: Point

  init(_ first: Point) {
    lo = first
    hi = first
  }

  mutating func add(_ p: Point) {
    lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
    hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
  }

  var rect: Rect { Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y) }
}
