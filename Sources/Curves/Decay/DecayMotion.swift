/// Where a flick is and how fast it moves, t seconds after the finger lifts: one sample of a
/// ``DecayMotion``.
public struct DecaySample: Hashable, Sendable {
  /// The position, in the flick's units (points or pixels).
  public var position: Double
  /// The velocity, in units per second.
  public var velocity: Double

  /// A sample at `position` moving at `velocity`.
  public init(position: Double, velocity: Double) {
    self.position = position
    self.velocity = velocity
  }
}

/// One flick under one platform's deceleration law: a position x₀ and a velocity v₀ at release,
/// then a motion that slows to rest.
///
/// Every law answers twice. The **exact law** (``position(at:)``, ``velocity(at:)``,
/// ``destination``, ``duration``) is the continuous motion the platform's code approximates, in
/// doubles, at any real t. The **platform** (``platformSample(at:)``, ``platformDestination``,
/// ``platformRestTime``) is what the platform's own code answers: its float tables, its whole
/// milliseconds, its integer pixels, its fixed Newton iterations, its rest rule. Where the platform
/// computes the closed form in doubles the two agree, and the defaults say so; the `decay` command
/// reports where they do not.
///
/// Units are the caller's: points (or pixels) and seconds; velocities per second.
public protocol DecayMotion: Sendable {
  /// x₀: where the flick starts.
  var origin: Double { get }
  /// v₀: the velocity handed to the law at release, per second.
  var initialVelocity: Double { get }
  /// Where the exact law comes to rest.
  var destination: Double { get }
  /// When the exact law comes to rest: a finite time for a law that ends (a spline, a duration),
  /// `.infinity` for one that only approaches its destination (an exponential decay).
  var duration: Double { get }
  /// The exact law's position and velocity t seconds after release (t ≥ 0; t < 0 gives the start,
  /// t past ``duration`` the destination at rest).
  func sample(at t: Double) -> DecaySample
  /// When the exact law first passes `position`: 0 at the origin, nil where it never does (behind
  /// the origin, past the destination, or at a destination it only approaches).
  func time(toReach position: Double) -> Double?

  /// What the platform's own code shows t seconds after release.
  func platformSample(at t: Double) -> DecaySample
  /// Where the platform's code brings the flick to rest.
  var platformDestination: Double { get }
  /// When the platform's code calls the flick done (its duration, or the first time its rest rule
  /// holds); `.infinity` when it has no rule.
  var platformRestTime: Double { get }
}

extension DecayMotion {
  /// The exact law's position t seconds after release.
  public func position(at t: Double) -> Double { sample(at: t).position }

  /// The exact law's velocity t seconds after release.
  public func velocity(at t: Double) -> Double { sample(at: t).velocity }

  /// The exact law, by default: the platform computes its closed form in doubles.
  public func platformSample(at t: Double) -> DecaySample { sample(at: t) }

  /// The exact destination, by default.
  public var platformDestination: Double { destination }

  /// The exact duration, by default.
  public var platformRestTime: Double { duration }

  /// The distance from the origin to the destination, signed as the velocity.
  public var distance: Double { destination - origin }

  /// When the exact law passes `position`, for a law that ends (finite ``duration``) and moves
  /// monotonically: bisection of the position on [0, duration] to the last bit of t. nil behind
  /// the origin or at or past the destination (which it reaches only at its end).
  ///
  /// Laws with a closed-form inverse answer with it instead.
  public func monotoneTime(toReach x: Double) -> Double? {
    if x == origin { return 0 }
    let end = destination
    guard duration.isFinite, end != origin, x.isFinite else { return nil }
    let forward = end > origin
    guard forward ? (x > origin && x < end) : (x < origin && x > end) else { return nil }
    var (low, high) = (0.0, duration)
    while true {
      let middle = low + (high - low) / 2
      if middle <= low || middle >= high { return high }
      let p = position(at: middle)
      if forward ? p < x : p > x { low = middle } else { high = middle }
    }
  }
}
