import Geometry
import RealModule

extension PathEasing {
  /// Every x in [0, 1] at which the path shows `progress`, ascending: on each segment the t with
  /// y(t) = progress (a line's by division; a quadratic's and a cubic's as the real roots of
  /// y(t) − progress, GSL's; an arc's as θ = α ± acos(c/R) from R·cos(θ − α) = c), then x(t); a
  /// flat run at that height gives both its ends, a vertical step its one x.
  public func inputs(forProgress progress: Double) -> [Double] {
    guard progress.isFinite else { return [] }
    var found: [Double] = []
    for segment in segments {
      for t in Self.parameters(on: segment, atY: progress) {
        let x = min(max(segment.point(at: t).x, 0), 1)
        found.append(x)
      }
    }
    found.sort()
    var unique: [Double] = []
    for x in found where unique.last != x { unique.append(x) }
    return unique
  }

  /// The first x at which the path shows `progress`, or nil.
  public func time(forProgress progress: Double) -> Double? { inputs(forProgress: progress).first }

  /// The last x at which the path shows `progress`, or nil.
  public func lastTime(forProgress progress: Double) -> Double? { inputs(forProgress: progress).last }

  /// The t in [0, 1] at which `segment`'s y is `y` (both ends of a flat segment at that height).
  static func parameters(on segment: PathSegment, atY y: Double) -> [Double] {
    func inside(_ roots: some Sequence<Double>) -> [Double] {
      // A root a rounding outside [0, 1] is the end it rounds past (a join's y, exactly).
      roots.compactMap { t in t >= -1e-12 && t <= 1 + 1e-12 ? min(max(t, 0), 1) : nil }
    }
    switch segment {
    case .line(let s):
      let (y0, y1) = (s.p0.y, s.p1.y)
      if y0 == y1 { return y0 == y ? [0, 1] : [] }
      return inside([(y - y0) / (y1 - y0)])
    case .quad(let q):
      let (a, b, c) = (q.p0.y - 2 * q.p1.y + q.p2.y, 2 * (q.p1.y - q.p0.y), q.p0.y - y)
      if a == 0, b == 0 { return c == 0 ? [0, 1] : [] }
      return inside(GSLPolynomial.quadraticRoots(a, b, c))
    case .cubic(let k):
      let a = -k.p0.y + 3 * k.p1.y - 3 * k.p2.y + k.p3.y
      let b = 3 * k.p0.y - 6 * k.p1.y + 3 * k.p2.y
      let c = 3 * (k.p1.y - k.p0.y)
      if a == 0, b == 0, c == 0 { return k.p0.y == y ? [0, 1] : [] }
      return inside(GSLPolynomial.cubicRoots(a, b, c, k.p0.y - y))
    case .arc(let arc):
      // y(θ) = cy + rx·sin φ·cos θ + ry·cos φ·sin θ = y  ⇔  R·cos(θ − α) = y − cy.
      let (p, q) = (arc.radiusX * Double.sin(arc.rotation), arc.radiusY * Double.cos(arc.rotation))
      let r = (p * p + q * q).squareRoot()
      let target = y - arc.center.y
      guard r > 0, abs(target) <= r, arc.sweep != 0 else { return [] }
      let alpha = Double.atan2(y: q, x: p)
      let spread = Double.acos(min(max(target / r, -1), 1))
      var found: [Double] = []
      for theta in [alpha + spread, alpha - spread] {
        // Every turn of θ that lands in the arc's range.
        var k = ((min(arc.startAngle, arc.startAngle + arc.sweep) - theta) / (2 * .pi)).rounded(.down)
        while theta + k * 2 * .pi <= max(arc.startAngle, arc.startAngle + arc.sweep) + 1e-12 {
          found.append((theta + k * 2 * .pi - arc.startAngle) / arc.sweep)
          k += 1
        }
      }
      return inside(found)
    }
  }
}
