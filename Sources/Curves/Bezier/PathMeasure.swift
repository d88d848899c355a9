import Geometry
import RealModule

/// A path measured for questions by distance along it, exactly: SVG's `getTotalLength()` and
/// `getPointAtLength()`, CSS `offset-distance` with `offset-rotate: auto`, Core Animation's paced
/// keyframes along a `CGPath`.
///
/// Each segment's length is GSL's integral (``PathSegment/length(from:to:using:)``); a distance
/// finds its segment by binary search over the cumulative lengths (O(log n) in the number of
/// segments) and its parameter by Brent's method on the segment's own integral, so the arc
/// length from the start to the point is the distance asked for within the integrals' 1e-12
/// relative. (``PacedSampler`` answers the same question from a table, for frames.)
///
/// Distances outside the path follow CSS Motion Path 1 (§ "offset-distance", used value): on
/// an open path they clamp to [0, length]; on a closed loop (path data whose last command is
/// `Z`) they wrap, distance mod length, non-negative; a path of length 0 answers its start. Each
/// answer says which happened (``Position/adjustment``).
///
/// The direction follows SVG 2's "directionality" of a path: at 0 the start of the first segment
/// of non-zero length, at the length the end of the last one, at a join the start of the later
/// segment (segments exclude their end), zero-length segments skipped; a path of length 0 points
/// along +x. Where B′ vanishes inside a segment (a cusp), B″ gives it, as
/// ``BezierCurve/tangentAngle(at:)`` says.
public struct PathMeasure: Sendable {
  /// What happened to a distance outside the path.
  public enum Adjustment: String, Hashable, Sendable {
    /// The distance was on the path.
    case none
    /// An open path clamped it to [0, length].
    case clamped
    /// A closed loop wrapped it (mod length).
    case wrapped
  }

  /// A place on the path.
  public struct Position: Hashable, Sendable {
    /// The point.
    public var point: Point
    /// The unit direction of travel there.
    public var tangent: Point
    /// The direction as an angle, radians (atan2, y down: positive turns clockwise on screen), as
    /// `offset-rotate: auto` and `.rotateAuto` turn the view.
    public var angle: Double
    /// The distance used, after clamping or wrapping.
    public var distance: Double
    /// Whether the distance was clamped or wrapped.
    public var adjustment: Adjustment
    /// The segment (index into ``Path/segments``, nil when the path has none) and its parameter.
    public var segment: Int?
    /// The parameter t on that segment.
    public var t: Double
  }

  /// The path.
  public let path: Path
  /// Whether distances wrap (CSS Motion Path's closed loop).
  public let isClosed: Bool
  /// The total length, ``Path/length``.
  public var length: Double { path.length }
  /// The distance at which each segment starts.
  public let starts: [Double]

  /// Measures `path`; `closed` makes distances wrap instead of clamping.
  public init(_ path: Path, closed: Bool = false) {
    var starts: [Double] = []
    var distance = 0.0
    for length in path.segmentLengths {
      starts.append(distance)
      distance += length
    }
    (self.path, isClosed, self.starts) = (path, closed, starts)
  }

  /// Measures path data: closed when its last command is `Z`.
  ///
  /// - Throws: ``CurveError/gsl(_:)`` if measuring fails.
  public init(_ data: PathData) throws(CurveError) {
    self.init(try data.path(), closed: data.isClosed)
  }

  /// The place at `fraction` of the length (CSS's percentage `offset-distance`).
  ///
  /// - Throws: as ``position(atDistance:)``, for a fraction that is not finite.
  public func position(atFraction fraction: Double) throws(CurveError) -> Position {
    guard fraction.isFinite else { throw .nonFinite(parameter: "fraction", value: fraction) }
    return try position(atDistance: fraction * length)
  }

  /// The place at `distance` along the path.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a NaN or infinite distance;
  ///   ``CurveError/gsl(_:)`` if integration or root finding fails.
  public func position(atDistance distance: Double) throws(CurveError) -> Position {
    guard distance.isFinite else { throw .nonFinite(parameter: "distance", value: distance) }
    var s = distance
    var adjustment = Adjustment.none
    if length == 0 {
      if s != 0 { adjustment = isClosed ? .wrapped : .clamped }
      s = 0
    } else if isClosed, s < 0 || s >= length {
      s = s.truncatingRemainder(dividingBy: length)
      if s < 0 { s += length }
      if s >= length { s = 0 }
      adjustment = .wrapped
    } else if s < 0 || s > length {
      s = min(max(s, 0), length)
      adjustment = .clamped
    }
    guard let index = segment(at: s) else {
      return Position(
        point: startPoint, tangent: Point(x: 1, y: 0), angle: 0, distance: s, adjustment: adjustment, segment: nil,
        t: 0)
    }
    let segment = path.segments[index]
    let local = s - starts[index]
    let t: Double
    if local <= 0 {
      t = 0
    } else if local >= path.segmentLengths[index] {
      t = 1
    } else {
      t = try segment.parameter(atLength: local)
    }
    let angle = segment.tangentAngle(at: t)
    return Position(
      point: segment.point(at: t), tangent: Point(x: Double.cos(angle), y: Double.sin(angle)), angle: angle,
      distance: s, adjustment: adjustment, segment: index, t: t)
  }

  /// The segment of non-zero length holding distance s: the last whose start is ≤ s (the later
  /// one at a join), or at the end the last of non-zero length; nil when there is none.
  func segment(at s: Double) -> Int? {
    let lengths = path.segmentLengths
    guard let last = lengths.lastIndex(where: { $0 > 0 }) else { return nil }
    if s >= length { return last }
    var (lo, hi) = (0, starts.count - 1)
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= s { lo = mid } else { hi = mid - 1 }
    }
    // A zero-length segment holds no distance: the next one of non-zero length starts there.
    return lengths[lo...].firstIndex(where: { $0 > 0 }) ?? last
  }

  /// Where a path with no measurable segment is: its first segment's start, or its first move.
  var startPoint: Point {
    if let first = path.segments.first { return first.point(at: 0) }
    for element in path.elements {
      switch element {
      case .move(let p): return p
      case .arc(let arc): return arc.start
      default: continue
      }
    }
    return .zero
  }
}
