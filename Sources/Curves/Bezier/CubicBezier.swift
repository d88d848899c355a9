import Geometry

/// A cubic Bézier segment:
/// B(t) = (1−t)³·p0 + 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³·p3, t ∈ [0, 1]
/// (`UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`, `CGPath.addCurve`).
public struct CubicBezier: BezierCurve {
  /// The control points, in points: p0 is the start (the path's current point), p1 and p2 are
  /// the off-curve controls (`controlPoint1`, `controlPoint2`) and p3 is the end.
  public var p0, p1, p2, p3: Point

  /// A cubic segment from `p0` to `p3` with the controls `p1` and `p2`, stored as given.
  ///
  /// Nothing is validated here (``Path/init(_:)`` rejects non-finite coordinates, this
  /// initialiser does not): a NaN or infinite coordinate propagates into every evaluation.
  public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
  }

  /// The start point B(0) = p0.
  public var start: Point { p0 }
  /// The end point B(1) = p3.
  public var end: Point { p3 }

  /// B(t), evaluated as the de Casteljau lerps (stable, exact at t = 0 and 1).
  public func point(at t: Double) -> Point {
    let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
    let d = lerp(a, b, t), e = lerp(b, c, t)
    return lerp(d, e, t)
  }

  /// B′(t) = 3[(1−t)²(p1 − p0) + 2(1−t)t(p2 − p1) + t²(p3 − p2)].
  public func derivative(at t: Double) -> Point {
    let a = lerp(p1 - p0, p2 - p1, t), b = lerp(p2 - p1, p3 - p2, t)
    return 3 * lerp(a, b, t)
  }

  /// B″(t) = 6[(1−t)(p2 − 2p1 + p0) + t(p3 − 2p2 + p1)].
  public func secondDerivative(at t: Double) -> Point {
    6 * lerp(p2 - 2 * p1 + p0, p3 - 2 * p2 + p1, t)
  }

  /// The roots in (0, 1) of B′·B″ = 2|a|²t³ + 3(a·b)t² + (|b|² + 2a·c)t + b·c, with
  /// B′(t) = a·t² + b·t + c (a = 3(−p0 + 3p1 − 3p2 + p3), b = 6(p0 − 2p1 + p2), c = 3(p1 − p0)):
  /// where the speed is extremal, a cusp's or a near-cusp's minimum among them (GSL's cubic).
  public var speedExtrema: RealRoots {
    let a = 3 * (3 * (p1 - p2) + p3 - p0), b = 6 * (p0 - 2 * p1 + p2), c = 3 * (p1 - p0)
    func dot(_ u: Point, _ v: Point) -> Double { u.x * v.x + u.y * v.y }
    let roots = GSLPolynomial.cubicRoots(2 * dot(a, a), 3 * dot(a, b), dot(b, b) + 2 * dot(a, c), dot(b, c))
    var inside = RealRoots()
    for root in roots where root > 0 && root < 1 && !inside.contains(root) { inside.insert(root) }
    return inside
  }

  /// The two pieces at t by de Casteljau subdivision: the first traces B over [0, t], the second
  /// over [t, 1], each reparametrised to [0, 1].
  ///
  /// Both pieces share the point B(t) exactly (the same computed value ends the first and starts
  /// the second). The construction is polynomial, so a t outside [0, 1] gives the pieces of the
  /// extended curve over [0, t] and [t, 1]; a NaN t gives NaN control points.
  public func split(at t: Double) -> (CubicBezier, CubicBezier) {
    let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
    let d = lerp(a, b, t), e = lerp(b, c, t)
    let m = lerp(d, e, t)
    return (CubicBezier(p0, a, d, m), CubicBezier(m, e, c, p3))
  }

  /// The end points and, per axis, the points where B′ vanishes inside (0, 1): the roots of
  /// the quadratic a·t² + b·t + c with a = −p0 + 3p1 − 3p2 + p3, b = 2(p0 − 2p1 + p2),
  /// c = p1 − p0 (by GSL's `gsl_poly_solve_quadratic`).
  public var boundingBox: Rect {
    var box = BoundsAccumulator(p0)
    box.add(p3)
    let a = 3 * (p1 - p2) + p3 - p0
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    for (qa, qb, qc) in [(a.x, b.x, c.x), (a.y, b.y, c.y)] {
      for t in GSLPolynomial.quadraticRoots(qa, qb, qc) where t > 0 && t < 1 {
        box.add(point(at: t))
      }
    }
    return box.rect
  }
}
