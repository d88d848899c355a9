import Curves
import Geometry
import RealModule

/// A view carried along a path as CSS Motion Path carries an element (`offset-path: path(…)`,
/// `offset-distance`, `offset-rotate`, `offset-anchor`), and as `CAKeyframeAnimation` with a
/// `path`, `calculationMode = .paced` and `rotationMode = .rotateAuto` carries a layer.
///
/// At progress q the distance along the path is d = (1 − q)·from + q·to (points, exactly `to`
/// at q = 1); on an open
/// path it clamps to [0, length], on a closed loop (path data ending in `Z`) it wraps, as CSS's
/// used `offset-distance` does. P is the point at d, α the direction of travel there (y down:
/// positive turns clockwise on screen). The view turns by θ = α + angle (`auto`, `auto <angle>`;
/// `reverse` is α + 180°) or by the angle alone, and it is placed so that its anchor point, the
/// point (ax·width, ay·height) of its bounds, lies on P, turned about that point: with
/// a = ((ax − ½)·width, (ay − ½)·height) the anchor's offset from the centre,
/// `center` = P − R(θ)·a and `transform` = R(θ) (a turn about the centre is a turn about the
/// anchor followed by that move). The transform is written only when the view turns
/// (``writesTransform``); the default anchor (½, ½) is the centre, where CSS's `offset-anchor:
/// auto` puts it for an element whose `transform-origin` is its centre (UIKit's anchorPoint).
///
/// A path of length 0 (a lone move, or segments that go nowhere) holds the view at its start
/// point, facing +x, as CSS places an element on such a path. Frames sample a `PacedSampler`
/// (no integration, no allocation per frame).
public struct MotionPath: Sendable {
  /// How the view turns along the path.
  public struct Rotation: Hashable, Sendable {
    /// Whether it follows the path's direction (`auto`, `reverse`, `auto <angle>`).
    public var followsPath: Bool
    /// The angle added (radians; 0 for `auto`, π for `reverse`).
    public var angle: Double

    /// `offset-rotate`: following the path or not, plus an angle in radians.
    public init(followsPath: Bool, angle: Double) {
      self.followsPath = followsPath
      self.angle = angle
    }

    /// No turn (`offset-rotate: 0deg`, Core Animation's default `rotationMode` nil).
    public static let none = Rotation(followsPath: false, angle: 0)
    /// `auto` (`.rotateAuto`).
    public static let auto = Rotation(followsPath: true, angle: 0)
    /// `reverse` (`.rotateAutoReverse`).
    public static let reverse = Rotation(followsPath: true, angle: .pi)
  }

  /// The path data, as written.
  public let data: PathData
  /// The sampler frames read (nil for a path of length 0).
  public let sampler: PacedSampler?
  /// The path's first point.
  public let start: Point
  /// Whether distances wrap (the data ends in `Z`).
  public let isClosed: Bool
  /// The distances at progress 0 and 1, in points.
  public let from, to: Double
  /// How the view turns.
  public let rotation: Rotation
  /// The anchor, as fractions of the view's bounds ((½, ½): the centre).
  public let anchor: Point

  /// A motion along `data` from distance `from` to `to` (points).
  ///
  /// - Throws: `CurveError.nonFinite` for a distance, angle or anchor that is
  ///   not finite; `CurveError.emptyPath` for data that draws nothing; the path's own errors.
  public init(
    _ data: PathData, from: Double, to: Double, rotation: Rotation = .none, anchor: Point = Point(x: 0.5, y: 0.5)
  ) throws(CurveError) {
    for (name, value) in [
      ("from", from), ("to", to), ("angle", rotation.angle), ("anchor.x", anchor.x), ("anchor.y", anchor.y),
    ] where !value.isFinite {
      throw .nonFinite(parameter: name, value: value)
    }
    self.data = data
    let path = try data.path()
    guard case .move(let first)? = data.elements.first else { throw .emptyPath }
    sampler = path.length > 0 ? try PacedSampler(path) : nil
    length = path.length
    start = first
    isClosed = data.isClosed
    (self.from, self.to, self.rotation, self.anchor) = (from, to, rotation, anchor)
  }

  /// Whether the view turns, so that the track writes its transform.
  public var writesTransform: Bool { rotation.followsPath || rotation.angle != 0 }

  /// The same motion run backwards (the distances swapped).
  public var reversed: MotionPath {
    MotionPath(
      data: data, sampler: sampler, length: length, start: start, isClosed: isClosed, from: to, to: from,
      rotation: rotation, anchor: anchor)
  }

  /// The path's length, `Path.length` (0 for a path that goes nowhere): percentages resolve
  /// against it and distances wrap by it.
  public let length: Double

  private init(
    data: PathData, sampler: PacedSampler?, length: Double, start: Point, isClosed: Bool, from: Double, to: Double,
    rotation: Rotation, anchor: Point
  ) {
    (self.data, self.sampler, self.length, self.start, self.isClosed) = (data, sampler, length, start, isClosed)
    (self.from, self.to, self.rotation, self.anchor) = (from, to, rotation, anchor)
  }

  /// The used distance at progress q: clamped on an open path, wrapped on a closed loop.
  @inlinable
  public func distance(atProgress q: Double) -> Double {
    let d = (1 - q) * from + q * to
    let length = self.length
    guard length > 0 else { return 0 }
    guard isClosed else { return min(max(d, 0), length) }
    var s = d.truncatingRemainder(dividingBy: length)
    if s < 0 { s += length }
    return s >= length ? 0 : s
  }

  /// Places the view at progress q: its centre, and its transform when it turns.
  @inlinable
  public func apply(progress q: Double, to state: inout ViewState) {
    var (point, direction) = (start, 0.0)
    if let sampler {
      let (segment, t) = sampler.location(atDistance: distance(atProgress: q))
      point = sampler.segments[segment].point(at: t)
      if rotation.followsPath { direction = sampler.segments[segment].tangentAngle(at: t) }
    }
    let theta = direction + rotation.angle
    let size = state.size
    let a = Point(x: (anchor.x - 0.5) * size.width, y: (anchor.y - 0.5) * size.height)
    let (c, s) = (Double.cos(theta), Double.sin(theta))
    state.center = Point(x: point.x - (c * a.x - s * a.y), y: point.y - (s * a.x + c * a.y))
    if writesTransform { state.transform = AffineTransform(rotationAngle: theta) }
  }
}
