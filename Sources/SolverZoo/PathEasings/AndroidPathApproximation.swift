/// Android's `Path.approximate(acceptableError)` (hwui's `SkPathGlue::approximate`, in
/// aosp-mirror/platform_frameworks_base `libs/hwui/jni/Path.cpp` at
/// 36077e0186685a3dd1bab961529aabe9bad365de), float32 with no fused operations: the path as a
/// polyline, each point with its fraction of the polyline's length.
///
/// Verbs, as `SkPath::Iter` (not forced closed) hands them over: a move appends its point with
/// the length so far (a move that ends the path is dropped); a line appends its end unless it
/// equals the last point, with the length so far plus the float distance; a close is a line back
/// to the subpath's start; a quadratic and a cubic are subdivided (`AndroidBezierFlattening`)
/// and each of their points is such a line. With nothing appended, the point (0, 0) (the path's
/// one point when it has one verb); with a length of 0, the last point again at fraction 1.
struct AndroidPathApproximation {
  /// One polyline point: its fraction of the total length, and where it is.
  struct Entry: Hashable {
    var fraction, x, y: Float
  }

  var points: [SIMD2<Float>] = []
  var lengths: [Float] = []

  /// `approximate(acceptableError)` of `path`; nil where Android would never finish (see
  /// `AndroidBezierFlattening.points()`).
  static func entries(_ path: PortPath, acceptableError: Float) -> [Entry]? {
    approximate(path, acceptableError: acceptableError)?.entries
  }

  /// `approximate(acceptableError)` of `path` and the polyline's float length (0 for a path of
  /// no length, whose fractions are 0 and 1); nil where Android would never finish.
  static func approximate(_ path: PortPath, acceptableError: Float) -> (entries: [Entry], length: Float)? {
    var approximation = AndroidPathApproximation()
    guard approximation.add(path, errorSquared: acceptableError * acceptableError) else { return nil }
    if approximation.points.isEmpty {
      var only = SIMD2<Float>.zero
      if path.verbs.count == 1, case .move(let p) = path.verbs[0] { only = p }
      approximation.addMove(only)
    }
    let length = approximation.lengths[approximation.lengths.count - 1]
    var total = length
    if total == 0 {
      approximation.points.append(approximation.points[approximation.points.count - 1])
      approximation.lengths.append(1)
      total = 1
    }
    let entries = zip(approximation.points, approximation.lengths).map { Entry(fraction: $1 / total, x: $0.x, y: $0.y) }
    return (entries, length)
  }

  /// Adds the verbs' points; false where a curve's flattening never finishes.
  mutating func add(_ path: PortPath, errorSquared: Float) -> Bool {
    var current = SIMD2<Float>.zero
    var subpathStart = SIMD2<Float>.zero
    for (index, verb) in path.verbs.enumerated() {
      switch verb {
      case .move(let p):
        if index == path.verbs.count - 1 { return true }
        addMove(p)
        (current, subpathStart) = (p, p)
      case .line(let p):
        addLine(p)
        current = p
      case .quad(let c, let p):
        guard let points = AndroidBezierFlattening(.quad(current, c, p), errorSquared: errorSquared).points() else {
          return false
        }
        for point in points {
          addLine(SIMD2(point.x, point.y))
        }
        current = p
      case .cubic(let c1, let c2, let p):
        guard let points = AndroidBezierFlattening(.cubic(current, c1, c2, p), errorSquared: errorSquared).points()
        else { return false }
        for point in points {
          addLine(SIMD2(point.x, point.y))
        }
        current = p
      case .close:
        addLine(subpathStart)
        current = subpathStart
      }
    }
    return true
  }

  mutating func addMove(_ p: SIMD2<Float>) {
    lengths.append(lengths.last ?? 0)
    points.append(p)
  }

  mutating func addLine(_ p: SIMD2<Float>) {
    guard let last = points.last else {
      points.append(.zero)
      lengths.append(0)
      return addLine(p)
    }
    if last == p { return }
    let d = last - p
    lengths.append(lengths[lengths.count - 1] + (d.x * d.x + d.y * d.y).squareRoot())
    points.append(p)
  }
}

/// hwui's `addBezier`: one quadratic or cubic subdivided at parameter midpoints, float32
/// (see ``AndroidSolver`` for the rule, and `Path.cpp` cited by `AndroidPathApproximation`).
///
/// Points are evaluated in Bernstein form with Android's operation order: a cubic as
/// u³·p0 + (3u²·t)·p1 + (3u·t²)·p2 + t³·p3 summed left to right, a quadratic as
/// u·(u·p0 + t·p1) + t·(u·p1 + t·p2), u = 1 − t. Starting from [0, 1], the leftmost span whose
/// middle point lies farther than the error from its chord's midpoint (squared distance
/// > errorSquared) is halved, left half first; for a cubic, until the first time it fires, a
/// passing span's left half is checked too.
struct AndroidBezierFlattening {
  /// A point of the subdivision and the parameter it was evaluated at.
  struct Point {
    var t, x, y: Float
  }

  /// The curve's points, start first.
  enum Curve {
    case quad(SIMD2<Float>, SIMD2<Float>, SIMD2<Float>)
    case cubic(SIMD2<Float>, SIMD2<Float>, SIMD2<Float>, SIMD2<Float>)
  }

  let curve: Curve
  let errorSquared: Float

  init(_ curve: Curve, errorSquared: Float) {
    (self.curve, self.errorSquared) = (curve, errorSquared)
  }

  static func cubic(_ t: Float, _ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float) -> Float {
    let u = 1 - t
    let u2 = u * u, u3 = u2 * u, t2 = t * t, t3 = t2 * t
    return ((u3 * p0 + ((3 * u2) * t) * p1) + ((3 * u) * t2) * p2) + t3 * p3
  }

  static func quad(_ t: Float, _ p0: Float, _ p1: Float, _ p2: Float) -> Float {
    let u = 1 - t
    return u * (u * p0 + t * p1) + t * (u * p1 + t * p2)
  }

  func point(_ t: Float) -> Point {
    switch curve {
    case .quad(let a, let b, let c):
      Point(t: t, x: Self.quad(t, a.x, b.x, c.x), y: Self.quad(t, a.y, b.y, c.y))
    case .cubic(let a, let b, let c, let d):
      Point(t: t, x: Self.cubic(t, a.x, b.x, c.x, d.x), y: Self.cubic(t, a.y, b.y, c.y, d.y))
    }
  }

  /// Whether the span from `a` to `b` must be split: the curve point at the middle parameter is
  /// farther than the error from the chord's midpoint. Returns that point too.
  func needsSplit(_ a: Point, _ b: Point) -> (Bool, Point) {
    let middle = point((b.t + a.t) / 2)
    let dx = middle.x - (b.x + a.x) / 2
    let dy = middle.y - (b.y + a.y) / 2
    return (dx * dx + dy * dy > errorSquared, middle)
  }

  /// The subdivision's points in parameter order, both ends included; nil where Android never
  /// finishes: a span still fails the test when its ends are adjacent floats in t, so that its
  /// middle parameter is one of them (float rounding of points past about 8e4 keeps the test
  /// failing; hwui's loop spins there forever, re-inserting the same key).
  func points() -> [Point]? {
    var points = [point(0), point(1)]
    var doubleCheck = if case .cubic = curve { true } else { false }
    var i = 0
    while i + 1 < points.count {
      while true {
        var (split, middle) = needsSplit(points[i], points[i + 1])
        if !split && doubleCheck {
          let (quarterSplit, _) = needsSplit(points[i], middle)
          if quarterSplit {
            split = true
            doubleCheck = false
          }
        }
        if !split { break }
        if middle.t == points[i].t || middle.t == points[i + 1].t { return nil }
        points.insert(middle, at: i + 1)
      }
      i += 1
    }
    return points
  }
}
