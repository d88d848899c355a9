import Curves
import RealModule

/// SwiftUI's `Spring`: its parameterisations, presets and `settlingDuration`.
///
/// Apple publishes the API and two worked examples (developer.apple.com/documentation/swiftui/
/// spring: `Spring(duration: 0.5, bounce: 0.3)` is mass 1, stiffness ≈ 157.9, damping ≈ 17.6;
/// `Spring(mass: 1, stiffness: 100, damping: 10)` has duration ≈ 0.63 and bounce 0.5), not the
/// formulas. The formulas below follow the reconstruction in OpenSwiftUIProject/OpenSwiftUI
/// (`Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/`: `Spring+DurationBounce.swift`
/// and `Spring+VectorArithmetic.swift` @7c4f2b07 for the mappings and `settlingDuration`,
/// `Spring.swift` @20771448 for the presets), which reproduces both examples; Flutter's
/// `SpringDescription.withDurationAndBounce` (flutter/flutter
/// PR #164411) states that it gives "the same result as SwiftUI".
/// ```
/// duration + bounce:  m = 1,  k = (2π/duration)²,  ζ = 1 − bounce (bounce ≥ 0), 1/(1 + bounce) (< 0)
/// response + ζ:       m = 1,  k = (2π/response)²,  c = 2ζ√k
/// mass/stiffness/damping with allowOverDamping false: ζ > 1 becomes ζ = 1 at the same ωn
/// ```
/// Allowed: duration and response > 0 s, bounce in (−1, 1] (Apple documents −1…1; −1 would be an
/// infinitely damped spring), ζ ≥ 0.
public enum SwiftUISpring {
  /// A preset's base bounce at SwiftUI's default duration 0.5 s: `.smooth` 0, `.snappy` 0.15,
  /// `.bouncy` 0.3 (each takes `extraBounce`, added to the base).
  public enum Preset: String, CaseIterable, Sendable {
    /// `.smooth`: bounce 0.
    case smooth
    /// `.snappy`: bounce 0.15.
    case snappy
    /// `.bouncy`: bounce 0.3.
    case bouncy

    /// The preset's bounce before `extraBounce`.
    public var bounce: Double {
      switch self {
      case .smooth: 0
      case .snappy: 0.15
      case .bouncy: 0.3
      }
    }
  }

  /// SwiftUI's default duration for the presets and `Spring(duration:bounce:)`, 0.5 s.
  public static let defaultDuration = 0.5

  /// The spring of a preset: `Spring(duration: duration, bounce: preset.bounce + extraBounce)`.
  public static func spring(_ preset: Preset, duration: Double = defaultDuration, extraBounce: Double = 0)
    throws(CurveError) -> Spring
  {
    try Spring(duration: duration, bounce: preset.bounce + extraBounce)
  }

  /// `Spring(mass:stiffness:damping:allowOverDamping:)`: with `allowOverDamping` false (SwiftUI's
  /// default) a damping above critical is replaced by the critical 2√(km), so the spring keeps its
  /// ωn and becomes critically damped (its `damping` then reads 2√(km), not the value given).
  public static func spring(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
    throws(CurveError) -> Spring
  {
    let given = try Spring(mass: mass, stiffness: stiffness, damping: damping)
    guard !allowOverDamping, isOverDamped(given) else { return given }
    return try Spring(mass: mass, stiffness: stiffness, damping: criticalDamping(given))
  }

  /// Whether `Spring(mass:stiffness:damping:)` replaces the spring's damping: c > 2√(km).
  ///
  /// Compared with the critical damping as this port computes it, not by the sign of
  /// ωn² − λ² (`Spring.regime`): that sign, rounded, can call the critical 2√(km) itself
  /// overdamped, and the replacement would then not be expressible as SwiftUI physical
  /// parameters again.
  public static func isOverDamped(_ spring: Spring) -> Bool { spring.damping > criticalDamping(spring) }

  static func criticalDamping(_ spring: Spring) -> Double { 2 * (spring.stiffness * spring.mass).squareRoot() }

  /// SwiftUI's `Spring.settlingDuration` as OpenSwiftUI reconstructs it
  /// (`Respring/Spring+VectorArithmetic.swift` @7c4f2b07; Apple documents target 1, initial
  /// velocity 0 and ε = 0.001): the time for a motion to target 1 from rest to stay within ε.
  ///
  /// - Under-damped: the envelope estimate t = ln((|λ·1 − v| + 1)/ε)/λ (v = 0); it bounds
  ///   e^(−λt)·(1 + λ), not the motion, so it may fall before or after the last crossing.
  /// - Critically and over-damped: a search on a 0.1 s grid for the first grid time after which
  ///   |1 − x(t)| stays below ε for more than 1 s, so the answer is a multiple of 0.1 s.
  /// - Damping 0: `.infinity`.
  public static func settlingDuration(_ spring: Spring, epsilon: Double = 1e-3) throws(CurveError) -> Double {
    try SpringMotion.validate(epsilon)
    let lambda = spring.decayRate
    if lambda == 0 { return .infinity }
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    if spring.regime == .underdamped {
      return max(0, -Double.log(epsilon / (abs(lambda) + 1)) / lambda)
    }
    var best = -1.0, bestDistance = Double.infinity, t = 0.0
    for _ in 0..<1024 {
      let distance = abs(motion.displacement(at: t))
      if !distance.isFinite { break }
      if bestDistance >= epsilon {
        if distance < bestDistance { (best, bestDistance) = (t, distance) }
      } else if distance >= epsilon {
        bestDistance = .infinity
      } else if t - best > 1 {
        return best
      }
      t += 0.1
    }
    return 0
  }
}
