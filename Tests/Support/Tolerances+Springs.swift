import TransitionTesting

// Tolerances for springs: the closed form, settling and first passage, parameter sets, the
// platforms' integrators and the values their sources publish (see Tolerances.swift for the
// conventions). `SpringGen`: mass 0.2…5, stiffness 5…1000 (ωn ≤ 71 rad/s), ζ 0.05…3, q₀ = −1,
// |v₀| ≤ 10.

// MARK: - The closed form

extension Tolerance {
  /// The spring closed form at t ≤ 5 s for the generator's springs (ωn ≤ 71 rad/s, |q₀| = 1,
  /// |v₀| ≤ 10): a handful of roundings in exp, cos/cosh and sin/sinh of arguments up to ~350,
  /// whose own rounding is u·|argument| ≈ 4e-14 relative; values are O(1) to O(10).
  public static let springClosedForm = Tolerance(
    absolute: 1e-11, relative: 1e-11,
    reason: "elementary functions of arguments ≤ 350: ~4e-14 relative each, values ≤ O(10)")

  /// The spring's displacement next to ζ = 1 (|ζ − 1| ≤ 1e-5, t ≤ 3 s, ωn ≤ 32 rad/s, |q₀| = 1,
  /// |v₀| ≤ 10), against Float80, per unit of the motion's scale 1 + |v₀|/ωn: the cosh/sinh form
  /// with sinh(γt)/γ → t keeps a few roundings of O(1) values (measured: at most 2.2e-16 over
  /// 20,000 draws, 2026-11-23); the two-exponential form loses u/√(ζ² − 1): up to 9e-11 here, and
  /// its own test shows it failing this tolerance.
  public static let springNearCritical = 4e-15

  /// m·q″ + c·q′ + k·q with q″ a central difference (h = 1e-6) of the closed-form velocity, t in
  /// [0.01, 2] s, per unit of the forces' scale k(1 + |q|) + c(1 + |q′|) ≥ m·ωn². Truncation
  /// m·h²·|q⁗|/6 peaks on the over-damped fast mode (rate ≤ 412/s at ζ = 3, ωn = 71, not yet
  /// decayed at t = 0.01) at ≈ 1e-9 of the scale. Rounding adds ≤ 2.4e-9 twice: the velocities'
  /// own (a few u·|q′|, |q′| ≲ 10 + ωn, over 2h, against m·ωn²) and that of the argument ωn·t
  /// (≈ u·A·t/h, amplitude A ≤ 11). Measured (a replica, 2026-11-24): at most 9.1e-10 over 2·10⁵
  /// draws, 1.2e-9 on a grid of extremes (m, k, ζ, v₀; t = 0.01). An error in the closed form
  /// leaves a residual of order the forces.
  public static let springODEResidual: Double = 1e-7

  /// Energy sampled every 0.03 s never increases: each value is ½k·q² + ½m·q′² with q and q′ a
  /// few roundings off, relative 1e-12 of the previous value, and 1e-15 absolute once the energy
  /// has decayed to nothing.
  public static let springEnergyMonotone = Tolerance(
    absolute: 1e-15, relative: 1e-12, reason: "a few roundings of ½kq² + ½mq′²; 1e-15 at rest")

  /// GSL's rk8pd integration of the spring ODE (1e-13 per step, ≤ 2 s) against the closed form,
  /// per unit of the state's scale 1 + |v₀|/ωn (times ωn for the velocity): the global error is
  /// ≲ 1e-10 of that scale.
  public static let gslSpringIntegration: Double = 1e-9

  /// The value at rest against the target, per unit of 1 + |from| + |to|: 40 of the slowest
  /// time constants in (the test's rest time, 40 / min(λ, ωn²/(2λ)), a lower bound on the decay
  /// rate in every regime), the motion's amplitude (≤ 11, times 1 + λt ≤ 41 at ζ = 1) has
  /// decayed by e^-40 ≈ 4e-18, so what is left is the rounding of from + (to − from)·progress.
  public static let springValueAtRest: Double = 1e-9

  /// A value motion against the same spring released from from − to in displacement units:
  /// values ≤ 500, and the two forms round differently by ≤ 1e3·u·few.
  public static let springValueUnits = Tolerance(
    absolute: 1e-9, relative: 1e-12, reason: "values ≤ 500: the two forms round differently by ≤ 1e3·u·few")

  /// Mass, stiffness and damping all scaled by 1e-150 … 1e300: the same motion, whose progress
  /// differs by the rounding of ωn and λ formed from the scaled constants (a few ulps) carried
  /// through exp, cos and sin at t ≤ 7 s.
  public static let scaledMotionProgress: Double = 1e-14
}

// MARK: - Settling and first passage

extension Tolerance {
  /// |q| or |q′| at its settling time against ε: Brent stops at a 1e-13 s bracket, where the
  /// signal moves by ≤ |slope|·1e-13; the bound leaves room for the signal's own rounding.
  public static let settlingAtEpsilon: Double = 1e-9

  /// After its settling time the signal never exceeds ε, relative to ε: the settling time is ε's
  /// last crossing up to Brent's bracket, so samples after it are above ε only by rounding.
  public static let settlingAfterward: Double = 1e-9

  /// Just before the settling time (1e-9 relative and 1e-12 s earlier) the signal is still
  /// above ε, relative to ε: unless the crossing is a tangency, the signal has not yet fallen.
  public static let settlingJustBefore: Double = 1e-6

  /// A stiffer spring (same m, ζ) settles no later, relative: settling time scales as 1/√k
  /// exactly, so two computed times compare up to their roundings.
  public static let settlingMonotoneInStiffness: Double = 1e-12

  /// The regression spring (m 0.2, k 5, c 0.1): |q′| at its velocity settling time against
  /// ε = 1e-3, where Brent's 1e-13 s bracket moves q′ by ≤ |q″|·1e-13 (|q″| = |kq + cq′|/m ≤ 30).
  public static let velocitySettlingRegression: Double = 1e-12

  /// Progress at the first-passage time against the requested progress, and the grid values
  /// that count as touching it rather than crossing: the root is found to where progress is
  /// within rounding of p.
  public static let firstPassageProgress: Double = 1e-9

  /// A UIKit-duration spring (Framer's envelope ε = 1e-3 at T) settles by T + ln(1/ζ)/(ζω): the
  /// settling time is a Brent root (1e-13 s), and the envelope formula rounds.
  public static let envelopeSettlingSlack: Double = 1e-9

  /// A hugely over-damped spring (ζ ≥ 1e6, ωn = 1) at one creep time constant 2ζ against
  /// 1 − e⁻¹: the slow rate ωn²/(λ + γ) equals 1/(2ζ) up to O(1/ζ²) ≤ 1e-12 relative, and the
  /// fast mode has decayed.
  public static let creepTimeConstant: Double = 1e-9

  /// ...its settling time against ln(1000)/rate, relative: the same slow rate, and the fast
  /// mode's contribution at the settling time (e^(−2ζ·t)) is nothing.
  public static let creepSettling: Double = 1e-6

  /// A stiff spring with almost no damping: the settling time against the velocity envelope's
  /// crossing ln(1000·ωn)/λ, relative, plus one period 2π/ωn at the call site (the last
  /// extremum above ε is within a period of the envelope's crossing).
  public static let lightlyDampedEnvelope: Double = 1e-6
}

// MARK: - Parameter sets

extension Tolerance {
  /// A spring parameter set converted to a ``Spring`` and back (``SpringParameters``): each way
  /// is a handful of roundings in √, π, division and (for UIKit) one Brent root to 1e-15
  /// relative, on values within a few decades of 1. A wrong mapping (a missing factor 2, 2π or
  /// 1.2, mass left in) errs by 10% or more.
  public static let springConversion = Tolerance(
    absolute: 1e-12, relative: 1e-11,
    reason: "a few roundings of √, π and ÷ each way on values ≤ 1e4; a wrong factor errs by ≥ 10%")

  /// Flutter's `SpringDescription.duration` reads whole milliseconds, so ωn = 2π/duration moves by
  /// up to 0.5 ms / duration relative (≤ 1% at the generators' 0.05 s).
  public static let flutterWholeMilliseconds = Tolerance(
    absolute: 0, relative: 1e-2,
    reason: "the duration is rounded to whole milliseconds: ≤ 0.5 ms / 50 ms")

  /// response and ζ, or perceptual duration, through `Spring`'s constants and back, relative to
  /// the value (to 1 + ζ for ζ): √, π, squares and divisions, a handful of roundings each way.
  public static let springParameterRoundTrip: Double = 4e-14

  /// bounce (|bounce| ≤ 1) through `Spring`'s constants and back: a handful of roundings of
  /// values within a decade of 1, ending in a subtraction from 1.
  public static let bounceRoundTrip: Double = 1e-13

  /// `Spring(uikitDuration: 3, dampingRatio: 0.25)` against the check values of
  /// the Curves article "Springs, exactly" (17
  /// significant digits) and the envelope's closed form, relative: the reconstruction's root
  /// and the closed form's log round a few times.
  public static let framerCheckValue: Double = 1e-12

  /// A value a platform's documentation quotes to two decimals (Apple's stiffness ≈ 157.91,
  /// damping ≈ 17.59, duration ≈ 0.63; Flutter's test the same): half a unit in the last place.
  public static let quotedToTwoDecimals: Double = 0.005

  /// Motion's test values quoted to four decimals (stiffness 109.6623, damping 15.7080): half a
  /// unit in the last place.
  public static let quotedToFourDecimals: Double = 5e-5

  /// Flutter's values quoted to five decimals in issue #163858 (0.18998, 1.13798, 0.50077): half
  /// a unit in the last place.
  public static let quotedToFiveDecimals: Double = 5e-6
}

// MARK: - Platform integrators and published values

extension Tolerance {
  /// Semi-implicit Euler is first order: halving the step (60 → 120 Hz) divides its largest
  /// error by about 2, and by between 1.6 and 2.6 for the test's springs (k 50…1000, m 1, ζ
  /// 0.3…1.2), whose ωn·Δt stays below 0.6, where the higher-order terms still move the ratio.
  public static let eulerStepHalvingRatio: ClosedRange<Double> = 1.6...2.6

  /// Compose's frames, computed in Float from the start at whole-millisecond play times, against
  /// the exact motion at those times, relative to the distance (≤ 500): one rounding of the
  /// result plus the Float start, target and constants (Float's u = 6e-8, a few dozen ulps).
  public static let composeFloatStorage: Double = 4e-6

  /// Rebound clamps a frame to 64 ms: after an 83 ms gap its lag behind the exact motion is the
  /// lost time plus its usual 1 ms, to within the 0.1 ms lag grid, the whole-millisecond frame
  /// times and its 1 ms step.
  public static let reboundLag: Double = 0.0015

  /// Without dropped frames Rebound follows the exact motion to within its 1 ms step: about the
  /// largest progress velocity (~10/s for origami 40/7, ωn ≈ 15) times 1 ms.
  public static let reboundRegularDeviation: Double = 0.02

  /// Every platform rule's exact last crossing against the rule's thresholds, relative: the
  /// crossing is a Brent root, so |q| or |q′| equals a threshold there, and never exceeds it
  /// later, to this precision.
  public static let platformThresholdCrossing: Double = 1e-7

  /// SwiftUI's grid-search settling duration of `.smooth` against 0.8 s: a multiple of 0.1 s
  /// formed by repeated addition (a few ulps).
  public static let swiftUISettlingGrid: Double = 1e-9

  /// SwiftUI's envelope settling estimate for `.bouncy` against ln((λ + 1)/1e-3)/λ: the same
  /// formula rearranged, a few roundings of values ≤ 1e4.
  public static let swiftUIEnvelopeSettling: Double = 1e-12

  /// Flutter's newton_test reads its springs in whole units (floors of x and dx); at 6 s the
  /// under-damped spring is within one unit of its target 300.
  public static let flutterWithinAUnit: Double = 1

  /// Flutter's old under-damped form against ours at mass 1, where both are the same motion:
  /// different operation orders, a few roundings of values ≤ 1 carried through exp, cos and sin
  /// at t ≤ 1.1 s (ωn = 10).
  public static let flutterMassOneForms: Double = 1e-14

  /// Rebound's Origami converter against the tensions its tests and source state (230.2, 628.4,
  /// 393.1, 200): (x − 30)·3.62 + 194 and its linear speed map round a few times at magnitudes
  /// ≤ 700 (ulp ≈ 1.1e-13).
  public static let reboundConverter: Double = 1e-12

  /// Rebound's SpringTest velocities (≈ 3 and 5) reproduced by the port, which does Rebound's
  /// arithmetic in Rebound's order: a few ulps of values ≤ 8 (ulp(4) ≈ 8.9e-16) over the ~30 RK4
  /// steps of two frames.
  public static let reboundTestVelocity: Double = 1e-13
}
