import Geometry

/// One element of a ``Path``, as `UIBezierPath` / `CGPath` build them.
public enum PathElement: Hashable, Sendable {
  /// Start a new subpath at a point (`move(to:)`).
  case move(to: Point)
  /// A straight line to a point (`addLine(to:)`).
  case line(to: Point)
  /// A quadratic curve (`addQuadCurve(to:controlPoint:)`).
  case quad(control: Point, to: Point)
  /// A cubic curve (`addCurve(to:controlPoint1:controlPoint2:)`).
  case cubic(control1: Point, control2: Point, to: Point)
  /// An elliptical arc (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, SVG's `A`):
  /// as `CGPath.addArc`, a line joins the current point to the arc's start when they differ, and
  /// with no current point the arc starts a subpath. The path keeps it as pieces of at most 90°,
  /// cut where Core Graphics and Chromium cut it (``EllipticalArc/engineSegmentCount``).
  case arc(EllipticalArc)
  /// A line back to the current subpath's start (`close()`).
  case close
}

/// A drawable piece of a path.
public enum PathSegment: Hashable, Sendable {
  /// A straight segment: a ``PathElement/line(to:)``, or the line a ``PathElement/close`` adds.
  case line(LineSegment)
  /// A quadratic Bézier segment: a ``PathElement/quad(control:to:)``.
  case quad(QuadBezier)
  /// A cubic Bézier segment: a ``PathElement/cubic(control1:control2:to:)``.
  case cubic(CubicBezier)
  /// A piece of an elliptical arc: a ``PathElement/arc(_:)``.
  case arc(EllipticalArc)

  /// B(t).
  public func point(at t: Double) -> Point {
    switch self {
    case .line(let s): s.point(at: t)
    case .quad(let s): s.point(at: t)
    case .cubic(let s): s.point(at: t)
    case .arc(let s): s.point(at: t)
    }
  }

  /// B′(t).
  public func derivative(at t: Double) -> Point {
    switch self {
    case .line(let s): s.derivative(at: t)
    case .quad(let s): s.derivative(at: t)
    case .cubic(let s): s.derivative(at: t)
    case .arc(let s): s.derivative(at: t)
    }
  }

  /// The tangent angle at t (see ``BezierCurve/tangentAngle(at:)``).
  public func tangentAngle(at t: Double) -> Double {
    switch self {
    case .line(let s): s.tangentAngle(at: t)
    case .quad(let s): s.tangentAngle(at: t)
    case .cubic(let s): s.tangentAngle(at: t)
    case .arc(let s): s.tangentAngle(at: t)
    }
  }

  /// The arc length from t = `from` to t = `to` (GSL integration).
  public func length(from: Double = 0, to: Double = 1, using integrator: GSLIntegrator? = nil) throws(CurveError)
    -> Double
  {
    switch self {
    case .line(let s): (s.p1 - s.p0).length * (to - from)
    case .quad(let s): try s.length(from: from, to: to, using: integrator)
    case .cubic(let s): try s.length(from: from, to: to, using: integrator)
    case .arc(let s): try s.length(from: from, to: to, using: integrator)
    }
  }

  /// The parameter at which the arc length from t = 0 reaches `distance`, clamped to [0, 1]: a
  /// line's by division, a curve's by ``BezierCurve/parameter(atLength:using:)``.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a NaN distance;
  ///   ``CurveError/gsl(_:)`` if integration or root finding fails.
  public func parameter(atLength distance: Double, using integrator: GSLIntegrator? = nil) throws(CurveError)
    -> Double
  {
    switch self {
    case .line(let s):
      if distance.isNaN { throw .nonFinite(parameter: "distance", value: distance) }
      let length = (s.p1 - s.p0).length
      return length > 0 ? min(max(distance / length, 0), 1) : 0
    case .quad(let s): return try s.parameter(atLength: distance, using: integrator)
    case .cubic(let s): return try s.parameter(atLength: distance, using: integrator)
    case .arc(let s): return try s.parameter(atLength: distance, using: integrator)
    }
  }

  /// The tight bounding box.
  public var boundingBox: Rect {
    switch self {
    case .line(let s): s.boundingBox
    case .quad(let s): s.boundingBox
    case .cubic(let s): s.boundingBox
    case .arc(let s): s.boundingBox
    }
  }
}

/// A path of lines and Bézier curves, like `UIBezierPath` or `CGPath`, with its arc length.
///
/// Moves start subpaths and are not part of the length (a paced animation jumps across them);
/// `close` adds a line back to the subpath's start.
public struct Path: Hashable, Sendable {
  /// The elements as given.
  public let elements: [PathElement]
  /// The drawable segments, in order.
  public let segments: [PathSegment]
  /// Each segment's arc length.
  public let segmentLengths: [Double]
  /// The total arc length.
  public let length: Double

  /// Builds a path and measures it.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a non-finite coordinate;
  ///   ``CurveError/unparsable(text:reason:)`` when a drawing element comes before any `move`;
  ///   ``CurveError/gsl(_:)`` if measuring fails.
  public init(_ elements: [PathElement]) throws(CurveError) {
    let segments = try Self.segments(of: elements)
    let integrator = try BezierIntegration.integrator()
    var lengths: [Double] = []
    for segment in segments { lengths.append(try segment.length(using: integrator)) }
    self.elements = elements
    self.segments = segments
    segmentLengths = lengths
    length = lengths.reduce(0, +)
  }

  /// The drawable segments of `elements`, unmeasured: what ``init(_:)`` measures (for tables that
  /// sample the segments without their lengths).
  ///
  /// - Throws: as ``init(_:)``, but never a measuring error.
  public static func segments(of elements: [PathElement]) throws(CurveError) -> [PathSegment] {
    var segments: [PathSegment] = []
    var current: Point?
    var subpathStart: Point?
    func check(_ p: Point, _ index: Int) throws(CurveError) {
      if !p.x.isFinite { throw .nonFinite(parameter: "element \(index) x", value: p.x) }
      if !p.y.isFinite { throw .nonFinite(parameter: "element \(index) y", value: p.y) }
    }
    func requireCurrent(_ index: Int) throws(CurveError) -> Point {
      guard let current else {
        throw .unparsable(text: "path element \(index)", reason: "a path must begin with move(to:)")
      }
      return current
    }
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let p):
        try check(p, index)
        current = p
        subpathStart = p
      case .line(let p):
        try check(p, index)
        segments.append(.line(LineSegment(try requireCurrent(index), p)))
        current = p
      case .quad(let c, let p):
        try check(c, index)
        try check(p, index)
        segments.append(.quad(QuadBezier(try requireCurrent(index), c, p)))
        current = p
      case .cubic(let c1, let c2, let p):
        try check(c1, index)
        try check(c2, index)
        try check(p, index)
        segments.append(.cubic(CubicBezier(try requireCurrent(index), c1, c2, p)))
        current = p
      case .arc(let arc):
        for (name, value) in [
          ("x", arc.center.x), ("y", arc.center.y), ("radiusX", arc.radiusX), ("radiusY", arc.radiusY),
          ("rotation", arc.rotation), ("startAngle", arc.startAngle), ("sweep", arc.sweep),
        ] where !value.isFinite {
          throw .nonFinite(parameter: "element \(index) \(name)", value: value)
        }
        try check(arc.start, index)
        try check(arc.end, index)
        if let current {
          if current != arc.start { segments.append(.line(LineSegment(current, arc.start))) }
        } else {
          subpathStart = arc.start
        }
        var rest = arc
        for piece in stride(from: arc.engineSegmentCount, to: 1, by: -1) {
          let (first, second) = rest.split(at: 1 / Double(piece))
          segments.append(.arc(first))
          rest = second
        }
        segments.append(.arc(rest))
        current = arc.end
      case .close:
        let from = try requireCurrent(index)
        if let start = subpathStart, start != from { segments.append(.line(LineSegment(from, start))) }
        current = subpathStart
      }
    }
    return segments
  }

  /// The union of the segments' tight bounding boxes (`Rect.null` for no segment).
  public var boundingBox: Rect {
    segments.reduce(Rect.null) { $0.union($1.boundingBox) }
  }
}

/// A shared way to make an integrator with the module's error type.
enum BezierIntegration {
  static func integrator() throws(CurveError) -> GSLIntegrator {
    do { return try GSLIntegrator() } catch { throw .gsl(error) }
  }
}
