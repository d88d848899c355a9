import Geometry

/// Samples a ``Path`` by distance along it: what `CAKeyframeAnimation` with
/// `calculationMode = .paced` does along a path, precomputed so that sampling a frame costs no
/// integration and no allocation.
///
/// At construction each segment's parameter range is cut into `nodesPerSegment` equal steps and
/// then refined adaptively: an interval is halved until the inversion below, evaluated at a
/// quarter, half and three quarters of its distance, lands within 2.5e-11 of the path's length
/// of the true arc length there (checked with GSL integrals). A query by distance s finds its interval (binary
/// search) and inverts s(t) there by cubic Hermite interpolation with slopes dt/ds = 1/|B′| (linear
/// where the speed vanishes), then evaluates the segment at that t.
///
/// Accuracy (tested): the arc length from the start to a sampled point is within 1e-9 of the
/// path's length of the requested distance.
public struct PacedSampler: Sendable {
  /// The path's segments.
  public let segments: [PathSegment]
  /// The total arc length.
  public let length: Double
  @usableFromInline let intervals: [Interval]

  @usableFromInline
  struct Interval: Sendable {
    var segment: Int
    var t0, t1: Double
    var s0, s1: Double
    var speed0, speed1: Double
  }

  /// Builds the tables for `path`.
  ///
  /// - Throws: ``CurveError/emptyPath`` when the path has no length;
  ///   ``CurveError/outOfRange(parameter:value:allowed:)`` for `nodesPerSegment` < 1;
  ///   ``CurveError/gsl(_:)`` if integration fails.
  public init(_ path: Path, nodesPerSegment: Int = 16) throws(CurveError) {
    guard path.length > 0 else { throw .emptyPath }
    guard nodesPerSegment >= 1 else {
      throw .outOfRange(parameter: "nodesPerSegment", value: Double(nodesPerSegment), allowed: "at least 1")
    }
    let integrator = try BezierIntegration.integrator()
    var intervals: [Interval] = []
    // Relative to the whole path, as the accuracy is stated: a segment's own length would ask a
    // short segment after a long one for less than the rounding of the distance it starts at.
    let tolerance = 1e-10 * path.length
    var distance = 0.0
    for (index, segment) in path.segments.enumerated() where path.segmentLengths[index] > 0 {
      var t = 0.0
      var speed = segment.derivative(at: 0).length
      for step in 1...nodesPerSegment {
        let next = step == nodesPerSegment ? 1 : Double(step) / Double(nodesPerSegment)
        let piece = try segment.length(from: t, to: next, using: integrator)
        let whole = Interval(
          segment: index, t0: t, t1: next, s0: distance, s1: distance + piece,
          speed0: speed, speed1: segment.derivative(at: next).length)
        try Self.refine(whole, of: segment, tolerance: tolerance, depth: 0, integrator: integrator, into: &intervals)
        distance += piece
        t = next
        speed = whole.speed1
      }
    }
    segments = path.segments
    length = distance
    self.intervals = intervals
  }

  /// Appends `interval`, halved in t until its inversion error at a quarter, half and three
  /// quarters of its distance is within `tolerance / 4` (or 30 halvings). The middle alone is
  /// not enough: where the fifth derivative of t(s) dominates, the Hermite error is odd about
  /// the middle (u²(1 − u)²(u − ½)) and vanishes there while it is largest at the quarters.
  static func refine(
    _ interval: Interval, of segment: PathSegment, tolerance: Double, depth: Int, integrator: GSLIntegrator,
    into intervals: inout [Interval]
  ) throws(CurveError) {
    var worst = 0.0
    for fraction in [0.25, 0.5, 0.75] {
      let target = interval.s0 + fraction * (interval.s1 - interval.s0)
      let guess = interval.parameter(atDistance: target)
      let reached = interval.s0 + (try segment.length(from: interval.t0, to: guess, using: integrator))
      worst = max(worst, abs(reached - target))
    }
    if worst <= tolerance / 4 || depth >= 30 {
      intervals.append(interval)
      return
    }
    let tm = (interval.t0 + interval.t1) / 2
    let sm = interval.s0 + (try segment.length(from: interval.t0, to: tm, using: integrator))
    let vm = segment.derivative(at: tm).length
    var left = interval, right = interval
    left.t1 = tm
    left.s1 = sm
    left.speed1 = vm
    right.t0 = tm
    right.s0 = sm
    right.speed0 = vm
    try refine(left, of: segment, tolerance: tolerance, depth: depth + 1, integrator: integrator, into: &intervals)
    try refine(right, of: segment, tolerance: tolerance, depth: depth + 1, integrator: integrator, into: &intervals)
  }

  /// The segment and parameter at distance `s` along the path (clamped to [0, length], so ±∞
  /// give the ends). A NaN distance gives the start: a paced animation has no NaN position.
  public func location(atDistance s: Double) -> (segment: Int, t: Double) {
    let s = s.isNaN ? 0 : min(max(s, 0), length)
    let found = intervals.withUnsafeBufferPointer { buffer -> Interval in
      var lo = 0, hi = buffer.count - 1
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if buffer[mid].s0 <= s { lo = mid } else { hi = mid - 1 }
      }
      return buffer[lo]
    }
    return (found.segment, found.parameter(atDistance: s))
  }

  /// The point at distance `s` along the path (clamped to [0, length]).
  public func point(atDistance s: Double) -> Point {
    let (segment, t) = location(atDistance: s)
    return segments[segment].point(at: t)
  }

  /// The point at `fraction` of the length (clamped to [0, 1]): a paced keyframe animation's
  /// position at that fraction of its duration.
  public func point(atFraction fraction: Double) -> Point {
    point(atDistance: fraction * length)
  }

  /// The tangent angle at distance `s` (for `rotationMode = .rotateAuto`).
  public func tangentAngle(atDistance s: Double) -> Double {
    let (segment, t) = location(atDistance: s)
    return segments[segment].tangentAngle(at: t)
  }

  /// `count` points equally spaced in arc length from the start to the end (count ≥ 2), or the
  /// start alone for count 1.
  public func pacedPoints(count: Int) -> [Point] {
    guard count > 1 else { return count == 1 ? [point(atDistance: 0)] : [] }
    return (0..<count).map { point(atDistance: length * Double($0) / Double(count - 1)) }
  }
}

extension PacedSampler.Interval {
  /// The parameter at distance s within this interval: cubic Hermite interpolation of t(s) with
  /// slopes dt/ds = 1/|B′| at both ends (linear where a speed vanishes), clamped to [t0, t1].
  @usableFromInline
  func parameter(atDistance s: Double) -> Double {
    let span = s1 - s0
    guard span > 0 else { return t0 }
    let u = min(max((s - s0) / span, 0), 1)
    let t: Double
    if speed0 > 1e-12 * span && speed1 > 1e-12 * span {
      let m0 = span / speed0, m1 = span / speed1
      let h00 = (1 + 2 * u) * (1 - u) * (1 - u), h10 = u * (1 - u) * (1 - u)
      let h01 = u * u * (3 - 2 * u), h11 = u * u * (u - 1)
      t = h00 * t0 + h10 * m0 + h01 * t1 + h11 * m1
    } else {
      t = t0 + u * (t1 - t0)
    }
    return min(max(t, t0), t1)
  }
}
