import Curves
import RealModule

/// Chromium's `SVGPathElement.getTotalLength()` and `getPointAtLength()`: `SVGPathQuery` walking
/// the normalised path with `PathTraversalState`, float32. Chromium's other measurer (Skia's,
/// for CSS `offset-path` and the other shapes) is ``SkiaPathMeasure``.
///
/// - Normalised as `SVGPathNormalizer` does: a quadratic becomes the cubic with controls
///   (P₀ + 2Q)·(1/3) and (P₂ + 2Q)·(1/3) in float; an arc becomes ⌈|Δθ|/(π/2 + 0.001)⌉ cubics
///   with handles (4/3)·tan(δ/4) (`EllipticalArc.cubicApproximation`).
/// - Where this port differs: points are `PathData`'s absolute ones (relative, smooth and H/V
///   commands resolved in double) rounded to float, where Chromium parses floats and adds
///   relative offsets in float, so a long relative path drifts differently by float roundings;
///   an arc's centre, angles and handles are computed in double and rounded, where Chromium
///   computes them in float (ulps apart, more for a nearly degenerate arc).
/// - A cubic's length (`CurveLength`): M² = (|P₀|² + |P₁|² + |P₂|² + |P₃|²)/16 in double, from
///   the origin; below 1e-16 the curve has length 0. Depth first, left half first, a piece is
///   halved at ½ while (polygon − chord)²/M² > 1e-16 and it was halved fewer than 20 times;
///   otherwise its control polygon's length (not its chord's) is added to a float total.
///   Distances are float: √(dx² + dy²) in double, rounded, as `gfx::Vector2dF::Length` (`hypotf`)
///   gives them; angles are `atan2f` (Chromium on Apple platforms takes `atan2` in double).
/// - The point at a distance d: the walk stops in the first leaf that takes the total past d,
///   and the answer steps back from that leaf's end along its chord (start to end) by the
///   total minus d (`atan2f`, `cosf`, `sinf`); on a line, back along the line.
/// - `getPointAtLength(d)`: below 0 it asks for 0; otherwise it measures the whole path again
///   (`GetTotalLength`) and asks for the smaller, then walks from the start to the point. So a
///   point costs a walk of all the segments and another of those before it: time in proportion
///   to the path's length in segments, for every point (the length is never kept). An empty
///   path is refused, as `getPointAtLength` throws `InvalidStateError` for it.
///
/// Sources: chromium/chromium `third_party/blink/renderer/platform/graphics/path_traversal_state.cc`
/// at be5cd41eea3ed2f989f430d623877d27f7779501, `third_party/blink/renderer/core/svg/svg_path_query.cc`
/// at 778691eb62d4e165a818d10fe5009d2534bc1c42, `svg_path_parser.cc` (`BlendPoints`,
/// `DecomposeArcToCubic`) at 550840a6a780af4812843ff8ea907b3cc1aa12d6, and `svg_path_element.cc`
/// at 110c45a898ec9a18ae54a7aee04a601bd09c2d6e. Pinned by Chromium's `svg_path_query_test.cc`.
public struct BlinkPathTraversal: MeasuredPath {
  /// One normalised segment.
  enum Segment: Sendable {
    case move(SIMD2<Float>)
    case line(SIMD2<Float>)
    case cubic(SIMD2<Float>, SIMD2<Float>, SIMD2<Float>)
    case close
  }

  let segments: [Segment]
  /// `GetTotalLength()`, float.
  public let floatLength: Float

  /// Normalises `data` and measures it once (for ``length``; every point measures it again).
  ///
  /// - Throws: ``PathEngineError/refused(engine:reason:)`` for empty path data or a coordinate
  ///   past the float range.
  public init(_ data: PathData) throws(PathEngineError) {
    guard !data.elements.isEmpty else {
      throw .refused(engine: .blink, reason: "the path is empty (getPointAtLength throws InvalidStateError)")
    }
    var segments: [Segment] = []
    var current = SIMD2<Float>.zero, subpathStart = SIMD2<Float>.zero
    func float(_ x: Double, _ y: Double) throws(PathEngineError) -> SIMD2<Float> {
      let p = SIMD2(Float(x), Float(y))
      guard p.x.isFinite && p.y.isFinite else {
        throw .refused(engine: .blink, reason: "a coordinate is past the float range")
      }
      return p
    }
    for element in data.elements {
      switch element {
      case .move(let p):
        current = try float(p.x, p.y)
        subpathStart = current
        segments.append(.move(current))
      case .line(let p):
        current = try float(p.x, p.y)
        segments.append(.line(current))
      case .quad(let c, let p):
        let (q, end) = (try float(c.x, c.y), try float(p.x, p.y))
        let third: Float = 1 / 3
        segments.append(.cubic((current + 2 * q) * third, (end + 2 * q) * third, end))
        current = end
      case .cubic(let c1, let c2, let p):
        current = try float(p.x, p.y)
        segments.append(.cubic(try float(c1.x, c1.y), try float(c2.x, c2.y), current))
      case .arc(let arc):
        for cubic in arc.cubicApproximation {
          current = try float(cubic.p3.x, cubic.p3.y)
          segments.append(.cubic(try float(cubic.p1.x, cubic.p1.y), try float(cubic.p2.x, cubic.p2.y), current))
        }
      case .close:
        segments.append(.close)
        current = subpathStart
      }
    }
    self.segments = segments
    floatLength = Self.query(segments, desired: nil).total
  }

  public var engine: PathEngine { .blink }
  public var length: Double { Double(floatLength) }

  /// `getPointAtLength(distance)`: two walks of the path, as Chromium makes them.
  public func point(atDistance distance: Double) -> SIMD2<Double> {
    var desired = distance.isNaN ? 0 : Float(distance)
    if desired < 0 {
      desired = 0
    } else {
      desired = min(desired, Self.query(segments, desired: nil).total)
    }
    let p = Self.query(segments, desired: desired).point
    return SIMD2(Double(p.x), Double(p.y))
  }

  /// `PathTraversalState`'s fields.
  struct State {
    var pointMode: Bool
    var desired: Float
    var total: Float = 0
    var start = SIMD2<Float>.zero, current = SIMD2<Float>.zero, previous = SIMD2<Float>.zero
    var success = false
  }

  /// One `ExecuteQuery`: the total length (`desired` nil) or the point at `desired`.
  static func query(_ segments: [Segment], desired: Float?) -> (total: Float, point: SIMD2<Float>) {
    var state = State(pointMode: desired != nil, desired: desired ?? 0)
    for segment in segments {
      switch segment {
      case .move(let p):
        (state.current, state.start) = (p, p)
      case .line(let p):
        state.total += distance(state.current, p)
        state.current = p
      case .close:
        state.total += distance(state.current, state.start)
        state.current = state.start
      case .cubic(let c1, let c2, let end):
        let cubic = Cubic(start: state.current, c1: c1, c2: c2, end: end, depth: 0)
        state.total += curveLength(cubic, &state)
        if !state.pointMode { state.current = end }
      }
      processSegment(&state)
      if state.success { break }
    }
    return (state.total, state.current)
  }

  /// `ProcessSegment`: where the walk has passed the distance, step back along the last chord.
  static func processSegment(_ state: inout State) {
    if state.pointMode && state.total >= state.desired {
      let slope = Float.atan2(y: state.current.y - state.previous.y, x: state.current.x - state.previous.x)
      let offset = state.desired - state.total
      state.current += SIMD2(offset * Float.cos(slope), offset * Float.sin(slope))
      state.success = true
    }
    state.previous = state.current
  }

  /// A cubic being halved, with how many times it was.
  struct Cubic {
    var start, c1, c2, end: SIMD2<Float>
    var depth: UInt16

    /// (|P₀|² + |P₁|² + |P₂|² + |P₃|²)/16, in double.
    var magnitudeSquared: Double {
      func dot(_ p: SIMD2<Float>) -> Double { Double(p.x) * Double(p.x) + Double(p.y) * Double(p.y) }
      return (dot(start) + dot(c1) + dot(c2) + dot(end)) / 16
    }

    /// The control polygon's length, float.
    var polygonLength: Float { distance(start, c1) + distance(c1, c2) + distance(c2, end) }

    /// The halves at ½, Blink's order of midpoints.
    func split() -> (Cubic, Cubic) {
      let middle12 = midpoint(c1, c2)
      let leftC1 = midpoint(start, c1)
      let leftC2 = midpoint(leftC1, middle12)
      let rightC2 = midpoint(c2, end)
      let rightC1 = midpoint(rightC2, middle12)
      let middle = midpoint(leftC2, rightC1)
      return (
        Cubic(start: start, c1: leftC1, c2: leftC2, end: middle, depth: depth + 1),
        Cubic(start: middle, c1: rightC1, c2: rightC2, end: end, depth: depth + 1)
      )
    }
  }

  static let splitDepthLimit: UInt16 = 20
  static let toleranceSquared = 1e-16

  /// `CurveLength<CubicBezier>`: the sum of the leaves' polygons; in point mode it records each
  /// leaf's ends and returns early in the leaf that passes the distance.
  static func curveLength(_ whole: Cubic, _ state: inout State) -> Float {
    let scale = whole.magnitudeSquared
    if scale < toleranceSquared { return 0 }
    return withUnsafeTemporaryAllocation(of: Cubic.self, capacity: Int(splitDepthLimit) + 2) { stack in
      var count = 1
      stack[0] = whole
      var curve = whole
      var total: Float = 0
      repeat {
        let length = curve.polygonLength
        let discrepancy = Double(length - distance(curve.start, curve.end))
        if discrepancy * discrepancy / scale > toleranceSquared && curve.depth < splitDepthLimit {
          let (left, right) = curve.split()
          curve = left
          stack[count] = right
          count += 1
        } else {
          total += length
          if state.pointMode {
            (state.previous, state.current) = (curve.start, curve.end)
            if state.total + total > state.desired { return total }
          }
          count -= 1
          curve = stack[count]
        }
      } while count > 0
      return total
    }
  }

  /// `(end − start).Length()`: the double square root of the float differences, rounded.
  @inline(__always)
  static func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    let d = b - a
    return Float((Double(d.x) * Double(d.x) + Double(d.y) * Double(d.y)).squareRoot())
  }

  @inline(__always)
  static func midpoint(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> SIMD2<Float> { (a + b) / 2 }
}
