import RealModule

/// A spring released from a displacement and a velocity: the closed form of its motion.
///
/// With q the displacement from the target (q(0) = q₀, q′(0) = v₀) and the spring's λ and signed
/// ω² = ωn² − λ², every regime is one formula (derivation: substitute into q″ + 2λq′ + ωn²q = 0):
/// ```
/// q(t)  = e^(−λt)·[q₀·C(t) + (v₀ + λq₀)·S(t)]
/// q′(t) = e^(−λt)·[v₀·C(t) − (ωn²q₀ + λv₀)·S(t)]
/// C(t) = cos(ωt),  S(t) = sin(ωt)/ω     when ω² > 0
/// C(t) = 1,        S(t) = t             when ω² = 0
/// C(t) = cosh(γt), S(t) = sinh(γt)/γ    when ω² = −γ² < 0
/// ```
/// C and S depend on ω only through ω² (S → t as ω → 0), so the motion is continuous and accurate
/// as the damping ratio crosses 1. The two-exponential over-damped form
/// (A·e^(r₁t) + B·e^(r₂t)) is deliberately not used: next to ζ = 1 it loses accuracy like
/// u/√(ζ² − 1) (about 4e-9).
///
/// Units are the caller's: a displacement in points with a velocity in points per second, or
/// progress (q₀ = −1 for a motion from 0 to 1) with a velocity in progress per second.
public struct SpringMotion: Hashable, Sendable {
  /// The spring.
  public let spring: Spring
  /// q(0): the displacement from the target at t = 0.
  public let initialDisplacement: Double
  /// q′(0): the velocity at t = 0, in displacement units per second.
  public let initialVelocity: Double

  @usableFromInline let lambda: Double
  @usableFromInline let omegaSquared: Double
  @usableFromInline let omega: Double
  @usableFromInline let naturalSquared: Double
  /// Over-damped: the slow mode's decay rate λ − γ, computed as ωn²/(λ + γ) (no cancellation
  /// when ζ ≫ 1, where λ − γ would round to 0 and the motion would never settle); else 0.
  @usableFromInline let slowRate: Double

  /// A motion from q(0) = `initialDisplacement` with q′(0) = `initialVelocity`.
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for a NaN or infinite state.
  public init(spring: Spring, initialDisplacement: Double, initialVelocity: Double) throws(CurveError) {
    guard initialDisplacement.isFinite else {
      throw .nonFinite(parameter: "initialDisplacement", value: initialDisplacement)
    }
    guard initialVelocity.isFinite else { throw .nonFinite(parameter: "initialVelocity", value: initialVelocity) }
    self.spring = spring
    self.initialDisplacement = initialDisplacement
    self.initialVelocity = initialVelocity
    lambda = spring.decayRate
    omegaSquared = spring.signedFrequencySquared
    omega = abs(omegaSquared).squareRoot()
    naturalSquared = spring.stiffness / spring.mass
    slowRate = omegaSquared < 0 ? naturalSquared / (lambda + omega) : 0
  }

  /// The motion of progress from 0 to 1 (q₀ = −1) with an initial velocity in progress per
  /// second, positive towards the target: what an animation from one value to another uses
  /// (`value = from + (to − from)·progress`).
  public init(spring: Spring, progressVelocity: Double = 0) throws(CurveError) {
    try self.init(spring: spring, initialDisplacement: -1, initialVelocity: progressVelocity)
  }

  /// e^(−λt)·C(t) and e^(−λt)·S(t) of the type's documentation, computed without overflow: in the
  /// over-damped regime cosh(γt) overflows past γt ≈ 710 while e^(−λt) underflows, so for γt ≥ 1
  /// the products are formed as (e^((γ−λ)t) ± e^(−(γ+λ)t))/2 (÷γ for S), where the subtraction
  /// loses at most a factor 1/(1 − e^(−2)); below γt = 1 the cosh/sinh form keeps its accuracy
  /// next to ζ = 1. The slow exponent γ − λ is −``slowRate``, formed without cancellation.
  @inlinable
  func decayedBasis(_ t: Double) -> (c: Double, s: Double) {
    Self.decayedBasis(t, lambda: lambda, omegaSquared: omegaSquared, omega: omega, slowRate: slowRate)
  }

  @inlinable
  static func decayedBasis(_ t: Double, lambda: Double, omegaSquared: Double, omega: Double, slowRate: Double) -> (
    c: Double, s: Double
  ) {
    if omegaSquared > 0 {
      let decay = Double.exp(-lambda * t)
      let angle = omega * t
      return (decay * Double.cos(angle), decay * Double.sin(angle) / omega)
    }
    if omegaSquared < 0 {
      let angle = omega * t
      if angle < 1 {
        let decay = Double.exp(-lambda * t)
        return (decay * Double.cosh(angle), decay * Double.sinh(angle) / omega)
      }
      let slow = Double.exp(-slowRate * t), fast = Double.exp(-(omega + lambda) * t)
      return ((slow + fast) / 2, (slow - fast) / (2 * omega))
    }
    let decay = Double.exp(-lambda * t)
    return (decay, decay * t)
  }

  /// q(t), the displacement from the target.
  @inlinable
  public func displacement(at t: Double) -> Double {
    let (c, s) = decayedBasis(t)
    return initialDisplacement * c + (initialVelocity + lambda * initialDisplacement) * s
  }

  /// q′(t), the velocity.
  @inlinable
  public func velocity(at t: Double) -> Double {
    let (c, s) = decayedBasis(t)
    return initialVelocity * c - (naturalSquared * initialDisplacement + lambda * initialVelocity) * s
  }

  /// q(t) and q′(t) together.
  @inlinable
  public func state(at t: Double) -> (displacement: Double, velocity: Double) {
    let (c, s) = decayedBasis(t)
    return (
      initialDisplacement * c + (initialVelocity + lambda * initialDisplacement) * s,
      initialVelocity * c - (naturalSquared * initialDisplacement + lambda * initialVelocity) * s
    )
  }

  /// Progress 1 + q(t) for a motion built with ``init(spring:progressVelocity:)``.
  @inlinable
  public func progress(at t: Double) -> Double { 1 + displacement(at: t) }

  /// The motion restarted from its state at `t` (the semigroup property: `restarted(at: t1)`
  /// at time t2 equals this motion at t1 + t2).
  public func restarted(at t: Double) throws(CurveError) -> SpringMotion {
    let (q, v) = state(at: t)
    return try SpringMotion(spring: spring, initialDisplacement: q, initialVelocity: v)
  }

  /// The mechanical energy ½k·q² + ½m·q′² at t: never increases, and is constant when damping
  /// is 0.
  public func energy(at t: Double) -> Double {
    let (q, v) = state(at: t)
    return 0.5 * spring.stiffness * q * q + 0.5 * spring.mass * v * v
  }
}

extension SpringMotion {
  /// For a progress motion (``init(spring:progressVelocity:)``): the animated value between
  /// `from` and `to`, `from + (to − from)·progress(t)` (`CASpringAnimation` from `fromValue` to
  /// `toValue`).
  @inlinable
  public func value(from: Double, to: Double, at t: Double) -> Double {
    from + (to - from) * progress(at: t)
  }

  /// For a progress motion: the value's velocity in value units per second, (to − from)·q′(t).
  @inlinable
  public func valueVelocity(from: Double, to: Double, at t: Double) -> Double {
    (to - from) * velocity(at: t)
  }
}
