/// A flick as a phase's progress: the law's position normalised so that the release is 0 and the
/// place the law comes to rest is 1,
///
///   p(t) = (x(t) − x₀) / (x∞ − x₀),   p′(t) = v(t) / (x∞ − x₀),
///
/// with x(t) the exact law (``DecayMotion/sample(at:)``) and x∞ its ``DecayMotion/destination``
/// (for a law with a spring at a bound, the bound: progress passes 1 and comes back). A track from
/// A to B then moves as the flick when B − A is the flick's ``distance``: a card thrown at
/// 1000 pt/s under `UIScrollView.DecelerationRate.normal` travels 499.4998 pt.
///
/// A phase runs it for ``restTime`` by default, when the platform's own code calls the flick done
/// (an exponential law only approaches x∞, so its progress there is 1 − |v(T)|/(k·d), a little
/// short of 1, and the phase snaps to 1 at its end as a spring phase does at its nominal duration).
public struct DecayProgress: Sendable {
  /// The flick.
  public let motion: any DecayMotion
  /// The law's name and the parameters it was given, as the spec wrote them (`DecayLaw`'s keys),
  /// so that a phase can be written back; nil for a motion built by hand.
  public let notation: Notation?
  /// x∞ − x₀: where the law rests, from the release, in the flick's units (signed as the velocity;
  /// never 0).
  public let distance: Double

  /// A law's name and parameters, as a spec writes them: `{"law": "uikit", "velocity": 1000,
  /// "rate": 0.99}`.
  public struct Notation: Hashable, Sendable {
    /// The law's name (`DecayLaw`'s raw value).
    public var law: String
    /// The law's parameters by key (those given; defaults are not written).
    public var parameters: [String: Double]

    /// A notation for `law` with `parameters`.
    public init(law: String, parameters: [String: Double]) {
      self.law = law
      self.parameters = parameters
    }
  }

  /// The flick `motion` as progress, written as `notation` (nil: it cannot be written back).
  ///
  /// - Throws: `CurveError.outOfRange` for a flick that goes nowhere (x∞ = x₀: a zero velocity,
  ///   or a release at the bound a spring returns to), whose progress has no scale; and for one
  ///   whose destination is not finite.
  public init(_ motion: any DecayMotion, notation: Notation? = nil) throws(CurveError) {
    let distance = motion.destination - motion.origin
    guard distance.isFinite else {
      throw .nonFinite(parameter: "destination", value: motion.destination)
    }
    guard distance != 0 else {
      throw .outOfRange(
        parameter: "velocity", value: motion.initialVelocity,
        allowed: "a flick that moves: this one rests where it starts (\(motion.origin)), so it has no progress")
    }
    self.motion = motion
    self.notation = notation
    self.distance = distance
  }

  /// Progress t seconds after the release: (x(t) − x₀)/(x∞ − x₀).
  @inlinable
  public func progress(at t: Double) -> Double {
    (motion.sample(at: t).position - motion.origin) / distance
  }

  /// Progress per second t seconds after the release: v(t)/(x∞ − x₀) (at 0, v₀/(x∞ − x₀): the
  /// velocity a spring completion is handed, relative to the distance).
  @inlinable
  public func velocity(at t: Double) -> Double {
    motion.sample(at: t).velocity / distance
  }

  /// When the platform's code calls the flick done (``DecayMotion/platformRestTime``): a decay
  /// phase's duration unless the spec cuts it.
  public var restTime: Double { motion.platformRestTime }

  /// The first time the exact law shows `progress` (``DecayMotion/time(toReach:)`` at
  /// x₀ + progress·d): 0 at 0; nil where it never does (below 0, past 1, or at 1 for a law that
  /// only approaches its destination).
  public func time(forProgress progress: Double) -> Double? {
    progress == 0 ? 0 : motion.time(toReach: motion.origin + progress * distance)
  }
}
