import Geometry
import RealModule

/// A path from (0, 0) to (1, 1) read as an easing, y at x, exactly: Android's
/// `PathInterpolator(Path)` and `pathData`, Compose's `PathEasing`, Material 3's emphasized
/// curve (``MaterialMotionTokens/emphasized``). Its text is `path(<SVG path data>)`.
///
/// The path must be a function of x, as Android requires of it (`PathInterpolator.initPath`,
/// platform_frameworks_base core/java/android/view/animation/PathInterpolator.java, read at
/// 49f2ab6c): it starts at (0, 0) and ends at (1, 1) exactly; x never decreases along it (no
/// segment turns back in x, no move or close goes back); a move may jump in y at the same x (a
/// vertical step) but not in x. Each is refused with the segment or command that breaks it.
///
/// y at x is the segment that holds x (at a join, or at a vertical step, the later one, as
/// Android's binary search picks), solved for x(t) = x by Newton's method inside a bisection
/// bracket, to the last bits of t, then y(t): no table, no polyline (Android approximates the
/// path by a 0.002 polyline first; Compose solves each cubic in float). Outside (0, 1) the ends,
/// 0 and 1, as both platforms answer; a NaN x gives NaN.
public struct PathEasing: Hashable, Sendable, CustomStringConvertible {
  /// The path data as written.
  public let data: PathData
  /// The drawable segments, x non-decreasing along them.
  public let segments: [PathSegment]
  /// Each segment's start x.
  let starts: [Double]
  /// Each segment's x(t) prepared for the solve.
  let xs: [SegmentX]

  /// The easing of `data`.
  ///
  /// - Throws: ``CurveError/invalidEasingPath(reason:)`` naming what keeps the path from being a
  ///   function of x from (0, 0) to (1, 1).
  public init(_ data: PathData) throws(CurveError) {
    func refuse(_ reason: String) -> CurveError { .invalidEasingPath(reason: "\(data): \(reason)") }
    var current: Point?
    var subpathStart = Point.zero
    for (index, element) in data.elements.enumerated() {
      switch element {
      case .move(let p):
        if let current, p.x != current.x {
          throw refuse("command \(index + 1) moves from x = \(current.x) to x = \(p.x); an easing cannot jump in x")
        }
        if current == nil, p != .zero { throw refuse("it must start at (0, 0), not (\(p.x), \(p.y))") }
        (current, subpathStart) = (p, p)
      case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
      case .arc(let arc): current = arc.end
      case .close: current = subpathStart
      }
    }
    let path: Path
    do { path = try Path(data.elements) } catch { throw refuse("\(error)") }
    for (index, segment) in path.segments.enumerated() {
      // x at the ends and where x′ vanishes, in t order, must never decrease; x′ touching 0 at an
      // inflection rounds x there by an ulp or two, and 1e-12 is no loop.
      let xs = ([0] + Self.xCriticalParameters(of: segment) + [1]).map { segment.point(at: $0).x }
      if let turn = zip(xs, xs.dropFirst()).first(where: { $0.1 < $0.0 - 1e-12 }) {
        let (a, b) = (segment.point(at: 0), segment.point(at: 1))
        throw refuse(
          "segment \(index + 1), from (\(a.x), \(a.y)) to (\(b.x), \(b.y)), turns back in x (from \(turn.0) to "
            + "\(turn.1)); an easing must be a function of x")
      }
    }
    guard let last = path.segments.last else { throw refuse("it draws nothing; an easing runs from (0, 0) to (1, 1)") }
    guard last.point(at: 1) == Point(x: 1, y: 1) else {
      let end = last.point(at: 1)
      throw refuse("it must end at (1, 1), not (\(end.x), \(end.y))")
    }
    (self.data, segments, starts) = (data, path.segments, path.segments.map { $0.point(at: 0).x })
    xs = segments.map(SegmentX.init)
  }

  /// The easing of the path data `text` (`M 0,0 C 0.05, 0, …`, without `path(…)` around it).
  ///
  /// - Throws: ``CurveError/unparsable(text:reason:)`` for malformed path data (with its line
  ///   and column), and the errors of ``init(_:)``.
  public init(pathData text: String) throws(CurveError) {
    let data: PathData
    do { data = try PathData(text) } catch { throw .unparsable(text: text, reason: error.description) }
    try self.init(data)
  }

  /// y at x: 0 at and below 0, 1 at and above 1, the path's y at x between.
  public func progress(at x: Double) -> Double {
    if x.isNaN { return x }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var (lo, hi) = (0, starts.count - 1)
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= x { lo = mid } else { hi = mid - 1 }
    }
    return segments.withUnsafeBufferPointer { segments in
      xs.withUnsafeBufferPointer { xs in segments[lo].point(at: Self.parameter(on: segments[lo], xs[lo], atX: x)).y }
    }
  }

  /// The t in [0, 1] at which `segment`'s x is `x` (its end when x is at or past it): Newton's
  /// steps kept inside a shrinking bisection bracket, until the bracket is a few ulps wide or
  /// x(t) = x exactly.
  static func parameter(on segment: PathSegment, _ form: SegmentX, atX x: Double) -> Double {
    let (x0, x1) = (form.x0, form.x1)
    if x >= x1 { return 1 }
    if x <= x0 { return 0 }
    if case .line = segment { return (x - x0) / (x1 - x0) }
    var (lo, hi, t) = form.bracket(x)
    for _ in 0..<200 {
      let f = (form.isArc ? segment.point(at: t).x : form.value(at: t)) - x
      if f == 0 || (!form.isArc && abs(f) <= form.noise(at: t)) { return t }
      if f < 0 { lo = t } else { hi = t }
      if hi - lo <= 4 * Double.ulpOfOne * max(hi, 1e-300) { break }
      let slope = form.isArc ? segment.derivative(at: t).x : form.slope(at: t)
      let newton = t - f / slope
      guard slope > 0, newton > lo, newton < hi else {
        t = (lo + hi) / 2
        continue
      }
      if abs(newton - t) <= 2 * Double.ulpOfOne * t { return newton }
      t = newton
    }
    return t
  }

  /// The t in (0, 1) where the segment's x′ vanishes, ascending: none for a line, the root of
  /// a quadratic's linear x′, a cubic's quadratic x′ (GSL's roots), an arc's θ = atan2(−ry·sin φ,
  /// rx·cos φ) + kπ.
  static func xCriticalParameters(of segment: PathSegment) -> [Double] {
    switch segment {
    case .line: return []
    case .quad(let q):
      let (a, b) = (q.p1.x - q.p0.x, q.p2.x - 2 * q.p1.x + q.p0.x)
      guard b != 0 else { return [] }
      let t = -a / b
      return t > 0 && t < 1 ? [t] : []
    case .cubic(let c):
      let a = 3 * (c.p1.x - c.p2.x) + c.p3.x - c.p0.x
      let b = 2 * (c.p0.x - 2 * c.p1.x + c.p2.x)
      return GSLPolynomial.quadraticRoots(a, b, c.p1.x - c.p0.x).filter { $0 > 0 && $0 < 1 }.sorted()
    case .arc(let arc):
      let offset = Double.atan2(y: -arc.radiusY * Double.sin(arc.rotation), x: arc.radiusX * Double.cos(arc.rotation))
      return arc.angleParameters(step: .pi, offset: offset)
    }
  }

  /// One segment's x(t) for the solve: its ends as the segment evaluates them, and for a line,
  /// quadratic or cubic the power form ((a·t + b)·t + c)·t + d (a = 0 for a quadratic), a few
  /// multiplications where de Casteljau's construction takes a dozen interpolations; an arc is
  /// evaluated as itself.
  ///
  /// x at t = k/16 (k = 0…16) brackets the root before the first step: a search of the 17 values
  /// and a linear guess inside the sixteenth that holds x, from which Newton's method needs two or
  /// three steps (from a guess over the whole segment, up to twice as many where x(t) bends hard,
  /// as in the emphasized path's second cubic).
  struct SegmentX: Hashable, Sendable {
    let x0, x1: Double
    let a, b, c, d: Double
    let isArc: Bool
    /// x at t = k/16, k < 16 (x at 16/16 is x1): inline, so that a segment is a plain value.
    let grid: SIMD16<Double>
    static let gridSteps = 16

    init(_ segment: PathSegment) {
      (x0, x1) = (segment.point(at: 0).x, segment.point(at: 1).x)
      var grid = SIMD16<Double>()
      for k in 0..<Self.gridSteps { grid[k] = segment.point(at: Double(k) / Double(Self.gridSteps)).x }
      self.grid = grid
      switch segment {
      case .line(let l): (a, b, c, d, isArc) = (0, 0, l.p1.x - l.p0.x, l.p0.x, false)
      case .quad(let q): (a, b, c, d, isArc) = (0, q.p2.x - 2 * q.p1.x + q.p0.x, 2 * (q.p1.x - q.p0.x), q.p0.x, false)
      case .cubic(let k):
        a = k.p3.x + 3 * (k.p1.x - k.p2.x) - k.p0.x
        b = 3 * (k.p2.x - 2 * k.p1.x + k.p0.x)
        (c, d, isArc) = (3 * (k.p1.x - k.p0.x), k.p0.x, false)
      case .arc: (a, b, c, d, isArc) = (0, 0, 0, 0, true)
      }
    }

    /// The bracket [lo, hi] of t that holds x (x non-decreasing along the segment) and a linear
    /// guess inside it.
    @inline(__always) func bracket(_ x: Double) -> (Double, Double, Double) {
      var (lo, hi) = (0, Self.gridSteps)
      while hi - lo > 1 {
        let mid = (lo + hi) / 2
        if grid[mid] <= x { lo = mid } else { hi = mid }
      }
      let (xLo, xHi) = (grid[lo], hi == Self.gridSteps ? x1 : grid[hi])
      let step = 1 / Double(Self.gridSteps)
      let width = xHi - xLo
      let guess = width > 0 ? (Double(lo) + (x - xLo) / width) * step : (Double(lo) + 0.5) * step
      return (Double(lo) * step, Double(hi) * step, guess)
    }

    /// x(t).
    @inline(__always) func value(at t: Double) -> Double { ((a * t + b) * t + c) * t + d }
    /// A bound on the rounding of ``value(at:)``, 4ε·(|a|t³ + |b|t² + |c|t + |d|): where x(t) − x is
    /// this small, the root is as close as x(t) can tell, and a further Newton step only moves t
    /// by rounding noise (which, where x′ is small, can keep a loop bouncing for dozens of steps).
    @inline(__always) func noise(at t: Double) -> Double {
      4 * Double.ulpOfOne * (((abs(a) * t + abs(b)) * t + abs(c)) * t + abs(d))
    }

    /// x′(t) = (3a·t + 2b)·t + c.
    @inline(__always) func slope(at t: Double) -> Double { (3 * a * t + 2 * b) * t + c }
  }

  /// `path(<the path data>)`.
  public var description: String { "path(\(data))" }
}
