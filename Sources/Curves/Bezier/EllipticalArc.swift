import Geometry
import RealModule

/// An arc of an ellipse in centre form: B(t) = c + R(φ)·(rx·cos θ, ry·sin θ) with
/// θ = θ₁ + t·Δθ, t ∈ [0, 1] (y down, so a positive Δθ turns clockwise on screen). SVG's `A`
/// command (``PathData``) and `UIBezierPath`'s arcs are this curve; Core Graphics and Chromium
/// draw it as cubic Béziers of at most 90° each (``cubicApproximation``), which this type measures
/// against.
///
/// The end points are stored as given (an SVG arc runs exactly from the current point to its
/// end point): B(0) and B(1) return them, the interior is the formula.
public struct EllipticalArc: BezierCurve {
  /// The centre c, in points.
  public var center: Point
  /// The radii rx and ry (> 0).
  public var radiusX, radiusY: Double
  /// The ellipse's rotation φ, radians (SVG's x-axis-rotation, converted from degrees).
  public var rotation: Double
  /// θ₁, radians: the start's angle on the unrotated ellipse.
  public var startAngle: Double
  /// Δθ, radians, in (−2π, 2π) for an SVG arc: positive runs clockwise on screen (SVG's
  /// sweep-flag 1), negative counter-clockwise.
  public var sweep: Double
  /// B(0) and B(1).
  public var start, end: Point

  /// An arc from its centre form; its end points are computed from it.
  public init(center: Point, radiusX: Double, radiusY: Double, rotation: Double, startAngle: Double, sweep: Double) {
    (self.center, self.radiusX, self.radiusY) = (center, radiusX, radiusY)
    (self.rotation, self.startAngle, self.sweep) = (rotation, startAngle, sweep)
    (start, end) = (.zero, .zero)
    start = formulaPoint(angle: startAngle)
    end = formulaPoint(angle: startAngle + sweep)
  }

  /// An arc from its centre form with given end points (which should lie on it).
  init(
    center: Point, radiusX: Double, radiusY: Double, rotation: Double, angles: (Double, Double), ends: (Point, Point)
  ) {
    (self.center, self.radiusX, self.radiusY) = (center, radiusX, radiusY)
    (self.rotation, startAngle, sweep) = (rotation, angles.0, angles.1)
    (start, end) = ends
  }

  /// The point at angle θ: c + R(φ)·(rx·cos θ, ry·sin θ).
  func formulaPoint(angle theta: Double) -> Point {
    rotated(radiusX * Double.cos(theta), radiusY * Double.sin(theta)) + center
  }

  /// R(φ)·(x, y).
  func rotated(_ x: Double, _ y: Double) -> Point {
    let (c, s) = (Double.cos(rotation), Double.sin(rotation))
    return Point(x: c * x - s * y, y: s * x + c * y)
  }

  /// (cos θ, sin θ) at θ = θ₁ + tΔθ, measured from the nearest multiple q·π/2: u = (t − t_q)·Δθ
  /// with t_q where θ = q·π/2, so that near an axis (an eccentric ellipse's tip, where the speed
  /// dips to ry/rx of its peak) θ carries the precision of t − t_q instead of the rounding of
  /// θ₁ + tΔθ, which would shake the speed there by ulp(θ₁)·rx.
  @inline(__always)
  func cosSin(at t: Double) -> (cos: Double, sin: Double) {
    guard sweep != 0 else { return (Double.cos(startAngle), Double.sin(startAngle)) }
    let q = ((startAngle + t * sweep) / (Double.pi / 2)).rounded()
    let u = (t - (q * (Double.pi / 2) - startAngle) / sweep) * sweep
    let (c, s) = (Double.cos(u), Double.sin(u))
    switch (Int(q) % 4 + 4) % 4 {
    case 0: return (c, s)
    case 1: return (-s, c)
    case 2: return (-c, -s)
    default: return (s, -c)
    }
  }

  /// B(t): the stored end points at t = 0 and 1, the formula between.
  public func point(at t: Double) -> Point {
    if t == 0 { return start }
    if t == 1 { return end }
    let (c, s) = cosSin(at: t)
    return rotated(radiusX * c, radiusY * s) + center
  }

  /// B′(t) = Δθ·R(φ)·(−rx·sin θ, ry·cos θ).
  public func derivative(at t: Double) -> Point {
    let (c, s) = cosSin(at: t)
    return sweep * rotated(-radiusX * s, radiusY * c)
  }

  /// B″(t) = −Δθ²·R(φ)·(rx·cos θ, ry·sin θ).
  public func secondDerivative(at t: Double) -> Point {
    let (c, s) = cosSin(at: t)
    return -(sweep * sweep) * rotated(radiusX * c, radiusY * s)
  }

  /// The two arcs over [θ₁, θ₁ + tΔθ] and [θ₁ + tΔθ, θ₁ + Δθ], sharing the point B(t).
  public func split(at t: Double) -> (EllipticalArc, EllipticalArc) {
    let m = point(at: t)
    let a = EllipticalArc(
      center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation, angles: (startAngle, t * sweep),
      ends: (start, m))
    let b = EllipticalArc(
      center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
      angles: (startAngle + t * sweep, (1 - t) * sweep), ends: (m, end))
    return (a, b)
  }

  /// The t in (0, 1) where θ is a multiple of π/2 (|B′|² = Δθ²(rx² sin²θ + ry² cos²θ) is
  /// extremal where sin 2θ = 0), for rx ≠ ry (a circle's speed is constant). At most three:
  /// paths keep each arc within 90° (``PathElement/arc(_:)``), and longer arcs report the first
  /// three.
  public var speedExtrema: RealRoots {
    var inside = RealRoots()
    guard radiusX != radiusY, sweep != 0 else { return inside }
    for t in angleParameters(step: .pi / 2, offset: 0).prefix(3) { inside.insert(t) }
    return inside
  }

  /// The t in (0, 1) where θ = offset + k·step, ascending.
  func angleParameters(step: Double, offset: Double) -> [Double] {
    let (lo, hi) = (min(startAngle, startAngle + sweep), max(startAngle, startAngle + sweep))
    var k = ((lo - offset) / step).rounded(.down)
    var found: [Double] = []
    while offset + k * step <= hi, found.count < 9 {
      let t = (offset + k * step - startAngle) / sweep
      if t > 0 && t < 1 { found.append(t) }
      k += 1
    }
    return found.sorted()
  }

  /// The end points and the points where x′(θ) or y′(θ) vanishes inside the arc:
  /// θ = atan2(−ry·sin φ, rx·cos φ) + kπ for x, atan2(ry·cos φ, rx·sin φ) + kπ for y.
  public var boundingBox: Rect {
    var box = BoundsAccumulator(start)
    box.add(end)
    guard sweep != 0 else { return box.rect }
    let (c, s) = (Double.cos(rotation), Double.sin(rotation))
    for offset in [Double.atan2(y: -radiusY * s, x: radiusX * c), Double.atan2(y: radiusY * c, x: radiusX * s)] {
      for t in angleParameters(step: .pi, offset: offset) { box.add(point(at: t)) }
    }
    return box.rect
  }

  /// How many pieces Core Graphics and Chromium cut the arc into: ⌈|Δθ|/(π/2 + 0.001)⌉, at
  /// least 1 (the 0.001 keeps an exact quarter, rounded by atan2, in one piece). Chromium:
  /// `SVGPathNormalizer::DecomposeArcToCubic`, third_party/blink/renderer/core/svg/svg_path_parser.cc
  /// (chromium/chromium, read at 550840a6).
  public var engineSegmentCount: Int {
    max(1, Int((abs(sweep) / (Double.pi / 2 + 0.001)).rounded(.up)))
  }

  /// The arc as the engines draw it: ``engineSegmentCount`` cubics, each over δ = Δθ/n with the
  /// handles (4/3)·tan(δ/4) along the tangents, mapped through R(φ)·diag(rx, ry). Each cubic
  /// meets the ellipse at its ends and strays from it by up to 2.7e-4 of the radius at 90°.
  public var cubicApproximation: [CubicBezier] {
    let n = engineSegmentCount
    let delta = sweep / Double(n)
    let handle = 4.0 / 3 * Double.tan(delta / 4)
    func map(_ x: Double, _ y: Double) -> Point { rotated(radiusX * x, radiusY * y) + center }
    return (0..<n).map { i in
      let (a, b) = (startAngle + Double(i) * delta, startAngle + Double(i + 1) * delta)
      let (ca, sa, cb, sb) = (Double.cos(a), Double.sin(a), Double.cos(b), Double.sin(b))
      let p0 = i == 0 ? start : map(ca, sa)
      let p3 = i == n - 1 ? end : map(cb, sb)
      return CubicBezier(p0, map(ca - handle * sa, sa + handle * ca), map(cb + handle * sb, sb - handle * cb), p3)
    }
  }
}
