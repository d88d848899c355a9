/// A damped harmonic oscillator, `m·x″ + c·x′ + k·(x − target) = 0`: the physics of
/// `CASpringAnimation`, `UISpringTimingParameters` and SwiftUI's springs.
///
/// Stored as mass, stiffness and damping (validated at construction); every other parameter set
/// is an initialiser (`Spring+Parameters.swift`) with its mapping documented. Derived quantities:
/// ```
/// ωn = √(k/m)            natural (undamped) angular frequency
/// λ  = c/(2m)            decay rate of the envelope
/// ζ  = λ/ωn = c/(2√(km)) damping ratio
/// ω² = ωn² − λ²          signed: > 0 under-damped, 0 critical, < 0 over-damped
/// ```
/// The regime is chosen by the sign of ωn² − λ² (computed as k/m − (c/2m)²), never by testing ζ == 1.
public struct Spring: Hashable, Sendable {
  /// m > 0.
  public let mass: Double
  /// k > 0.
  public let stiffness: Double
  /// c ≥ 0 (0: undamped, never settles).
  public let damping: Double

  /// A spring from its physical constants (`CASpringAnimation(mass:stiffness:damping:)`).
  ///
  /// - Throws: ``CurveError/nonFinite(parameter:value:)`` for NaN or infinite values;
  ///   ``CurveError/outOfRange(parameter:value:allowed:)`` for mass ≤ 0, stiffness ≤ 0 or
  ///   damping < 0, and for constants whose rates leave the doubles: k/m must lie in
  ///   [1e-300, 1e300] and c/(2m) below 1e150 (so ωn², λ² and ωn² − λ² are finite and the
  ///   closed form never divides by an underflowed zero: no NaN from finite constants).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(CurveError) {
    for (name, value) in [("mass", mass), ("stiffness", stiffness), ("damping", damping)] where !value.isFinite {
      throw .nonFinite(parameter: name, value: value)
    }
    guard mass > 0 else { throw .outOfRange(parameter: "mass", value: mass, allowed: "mass must be > 0") }
    guard stiffness > 0 else {
      throw .outOfRange(parameter: "stiffness", value: stiffness, allowed: "stiffness must be > 0")
    }
    guard damping >= 0 else {
      throw .outOfRange(parameter: "damping", value: damping, allowed: "damping must be ≥ 0")
    }
    let rate = stiffness / mass, decay = damping / (2 * mass)
    guard rate >= 1e-300, rate <= 1e300 else {
      throw .outOfRange(
        parameter: "stiffness/mass", value: rate, allowed: "stiffness/mass (ωn²) must lie in [1e-300, 1e300]")
    }
    guard decay <= 1e150 else {
      throw .outOfRange(
        parameter: "damping/(2·mass)", value: decay, allowed: "damping/(2·mass) (λ) must be at most 1e150")
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// A spring from constants the package fixes (finite, positive, rates well inside the doubles):
  /// no check, so a default spring is a constant rather than a `try`.
  package init(uncheckedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// The three regimes of the oscillator.
  public enum Regime: String, Hashable, Sendable {
    /// ωn² > λ² (ζ < 1): oscillates about the target.
    case underdamped
    /// ωn² = λ² (ζ = 1): the fastest approach without overshoot (from rest).
    case critical
    /// ωn² < λ² (ζ > 1): creeps towards the target.
    case overdamped
  }

  /// The natural angular frequency ωn = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// The decay rate λ = c/(2m) of the envelope e^(−λt), per second.
  public var decayRate: Double { damping / (2 * mass) }
  /// The damping ratio ζ = c/(2√(km)), computed as λ/ωn (so that k·m never overflows: mass
  /// 1e300 with stiffness and damping 1e300 is the motion of 1, 1, 1, ζ = 0.5).
  public var dampingRatio: Double { decayRate / naturalFrequency }
  /// ω² = ωn² − λ² = k/m − (c/2m)², signed (each term finite by the initialiser's bounds).
  public var signedFrequencySquared: Double { stiffness / mass - decayRate * decayRate }

  /// The regime, from the sign of ωn² − λ² (no test of ζ against 1).
  public var regime: Regime {
    let discriminant = signedFrequencySquared
    return discriminant > 0 ? .underdamped : (discriminant == 0 ? .critical : .overdamped)
  }
}
