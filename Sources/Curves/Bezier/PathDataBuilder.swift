import Geometry

/// Turns path-data commands into absolute ``PathElement``s, one command at a time (SVG 2 §9.3
/// and Chromium's `SVGPathNormalizer`, without its conversion of quadratics and arcs to cubics):
/// relative coordinates add the current point at the command's start; `H`/`V` keep the other
/// coordinate; after `Z` the current point is the subpath's start; `S` and `T` reflect the
/// previous command's last control point about the current point only after a cubic (`C`, `S`)
/// or a quadratic (`Q`, `T`) respectively.
struct PathDataBuilder {
  private(set) var elements: [PathElement] = []
  private var current = Point.zero
  private var subpathStart = Point.zero
  private var cubicControl: Point?
  private var quadControl: Point?

  /// Appends what `command` draws.
  mutating func append(_ command: PathData.Command) throws(PathDataError.Reason) {
    let origin = command.isRelative ? current : .zero
    func absolute(_ p: Point, _ what: String) throws(PathDataError.Reason) -> Point {
      guard p.x.isFinite, p.y.isFinite else { throw .notFinite(what) }
      let q = p + origin
      guard q.x.isFinite, q.y.isFinite else { throw .notFinite("the absolute \(what) (\(q.x), \(q.y))") }
      return q
    }
    if elements.isEmpty, command.operation.letter != "M" { throw .expectedMoveTo }
    var (nextCubic, nextQuad): (Point?, Point?) = (nil, nil)
    switch command.operation {
    case .moveTo(let p):
      current = try absolute(p, "point")
      subpathStart = current
      elements.append(.move(to: current))
    case .lineTo(let p):
      current = try absolute(p, "point")
      elements.append(.line(to: current))
    case .horizontalLineTo(let x):
      current = try absolute(Point(x: x, y: command.isRelative ? 0 : current.y), "x")
      elements.append(.line(to: current))
    case .verticalLineTo(let y):
      current = try absolute(Point(x: command.isRelative ? 0 : current.x, y: y), "y")
      elements.append(.line(to: current))
    case .curveTo(let a, let b, let p):
      let (c1, c2, end) = (
        try absolute(a, "control point 1"), try absolute(b, "control point 2"), try absolute(p, "point")
      )
      elements.append(.cubic(control1: c1, control2: c2, to: end))
      (current, nextCubic) = (end, c2)
    case .smoothCurveTo(let b, let p):
      let c1 = cubicControl.map { 2 * current - $0 } ?? current
      let (c2, end) = (try absolute(b, "control point 2"), try absolute(p, "point"))
      guard c1.x.isFinite, c1.y.isFinite else { throw .notFinite("the reflected control point") }
      elements.append(.cubic(control1: c1, control2: c2, to: end))
      (current, nextCubic) = (end, c2)
    case .quadraticCurveTo(let a, let p):
      let (c, end) = (try absolute(a, "control point"), try absolute(p, "point"))
      elements.append(.quad(control: c, to: end))
      (current, nextQuad) = (end, c)
    case .smoothQuadraticCurveTo(let p):
      let c = quadControl.map { 2 * current - $0 } ?? current
      let end = try absolute(p, "point")
      guard c.x.isFinite, c.y.isFinite else { throw .notFinite("the reflected control point") }
      elements.append(.quad(control: c, to: end))
      (current, nextQuad) = (end, c)
    case .arcTo(let rx, let ry, let rotation, let large, let sweep, let p):
      for (name, value) in [("the arc's rx", rx), ("the arc's ry", ry), ("the arc's rotation", rotation)]
      where !value.isFinite {
        throw .notFinite(name)
      }
      let end = try absolute(p, "point")
      let drawn: PathSegment?
      do {
        drawn = try EllipticalArc.svg(
          from: current, to: end, radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: large, sweep: sweep)
      } catch {
        throw .arcRadiiOutOfRange
      }
      switch drawn {
      case .arc(let arc): elements.append(.arc(arc))
      case .none: break
      default: elements.append(.line(to: end))
      }
      current = end
    case .closePath:
      elements.append(.close)
      current = subpathStart
    }
    (cubicControl, quadControl) = (nextCubic, nextQuad)
  }
}
