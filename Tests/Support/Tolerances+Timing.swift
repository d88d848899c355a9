import TransitionTesting

// Tolerances for timing: cubic timing functions, their solvers and inversion, the GSL root
// finders, and Core Animation's media timing (see Tolerances.swift for the conventions).

// MARK: - Timing functions

extension Tolerance {
  /// The floor of the accuracy target every full-accuracy solver meets (`SolverAccuracy`:
  /// |y − y_ref| ≤ 1e-12 + 8u·|y′(x)|·max(|x|, |1 − x|)), for progress values where the slope
  /// term is negligible: a progress value against the reference or a printed value, or a root
  /// that must show its progress again.
  public static let progressTarget: Double = 1e-12

  /// Two progress values each within the accuracy target of the truth (≤ 1e-12 + rounding):
  /// their difference is off from the true one by ≤ 2e-12 + rounding (consecutive values on a
  /// monotone curve, easeOut(x) against 1 − easeIn(1 − x)).
  public static let progressPair: Double = 3e-12

  /// Slack on the inside bound t ≤ ∛e at an end (e = 1e-12, 1e-10), in units of t: the
  /// solver's t is within its accuracy target (≤ 1e-12 in y, so far less in t where the slope
  /// is large) and ∛e itself rounds by an ulp; 1e-12 covers both. (Before, a flat 1e-4 was
  /// allowed, which nearly vertical tangents, x₁ ≪ |y₁|, exceed: ≈ 1 run in 2000 failed.)
  public static let extrapolationNearEnds: Double = 1e-12

  /// On the presets, the one-sided difference quotient y(h)/h (or (1 − y(1 − h))/h) against the
  /// slope used outside, where x′ > 0 at that end: it converges like h, and h = 1e-6 leaves
  /// ≤ h·max|y″| ≈ 1e-5.
  public static let endSlopeQuotient: Double = 1e-4

  /// The same where x′ = 0 at that end (x₁ = 0 at the start, x₂ = 1 at the end): t ~ √h and the
  /// quotient converges like √h, while near x = 1 the representation of y ≈ 1 adds ulp(1)/h;
  /// h = 1e-10 balances them at ~6.6·√(h/0.6) ≈ 1e-4 (deceleration, the worst preset).
  public static let endSlopeQuotientFlatEnd: Double = 1e-3

  /// The README prints the browser solver's y(0.25) as 0.129161931047288, 15 significant digits:
  /// half a unit in its last place is 5e-16.
  public static let readmeBrowserDigits: Double = 1e-15
}

// MARK: - Inversion

extension Tolerance {
  /// `time(forProgress:)` against GSL's Brent stopped at a 1e-13 bracket, both roots of the
  /// monotone progress(x) − y: where the slope is O(1) they agree to the bracket plus rounding.
  public static let bracketedInversionRoot: Double = 1e-12

  /// ...and where progress is flat, every x whose progress is within ~1e-13 of y (rounding of
  /// the residual, progress ≤ 1) is a root for both: a span of 1e-13/slope in x (the test
  /// floors the slope at 1e-3).
  public static let bracketedInversionProgress: Double = 1e-13

  /// A sign change of progress − y between grid points x − 1/n and x puts a root within one
  /// spacing of x; this allows a root found a hair outside the cell, where progress − y is
  /// within rounding of 0.
  public static let gridCrossingMargin: Double = 1e-9

  /// Stepping y by 0.002 along one of (0.5, 2.5, 0.5, −1.5)'s three branches near progress 0.5,
  /// where |dy/dx| ≥ 2.9: each step moves the root by ≤ 7e-4; the other branches are ≥ 0.35 away.
  public static let branchStep: Double = 0.01
}

// MARK: - Solvers

extension Tolerance {
  /// The browser solver's documented inaccuracy on the presets
  /// (the SolverZoo article "Choosing a solver"): its residual stop
  /// leaves ~2e-7 on the output. The worst error must exceed this (a faithful baseline is not
  /// more accurate than its original)...
  public static let browserBaselineErrorFloor: Double = 1e-8

  /// ...and stay below this (nor less accurate).
  public static let browserBaselineErrorCeiling: Double = 1e-6
}

// MARK: - GSL root finders

extension Tolerance {
  /// A GSL bracketing solver stopped at a bracket narrower than 1e-13 on x³ − a (x ≤ 2): the
  /// root lies in the bracket; twice that allows for the rounding of the cubic near its root
  /// and of `Double.root(a, 3)`.
  public static let gslBracketedCubeRoot: Double = 2e-13

  /// A GSL polishing solver stopped when successive iterates are within 1e-13: near a simple
  /// root Newton-type steps are then far closer than that.
  public static let gslPolishedCubeRoot: Double = 1e-12

  /// The default `RootSearch` (1e-15 absolute) on x − 0.25: within 1e-15 of the root; ten times
  /// that allows for the bracket's rounding.
  public static let gslDefaultSearchRoot: Double = 1e-14

  /// Brent stopped at a 1e-12 bracket on x² − a (a ≤ 200) while other threads use and fail
  /// their own solvers: within 1e-12 of √a, plus a decade.
  public static let gslThreadedSquareRoot: Double = 1e-11
}

// MARK: - Media timing

extension Tolerance {
  /// Local time through ≤ 5 layers (begin ≤ 10, offset ≤ 5, |speed| ≤ 3, root times ≤ 110) is
  /// affine in root time: (b − a) against slope·dt, per unit of M = 1 + |a| + |b| + |slope·dt|.
  /// Each level rounds (t − begin)·speed + offset three times and later levels scale that by
  /// their speeds; the begins and offsets that can make |a| small add ≤ 2030 to the magnitudes
  /// carried, so each of a and b errs by ≤ 15u·|a| + 7300u ≈ 1.7e-15·|a| + 8e-13, t + dt's
  /// rounding adds u·|slope·(t + dt)| ≤ u·(|b| + 2000), and slope·dt and b − a round ≤ 6 times:
  /// ≤ 2e-12 + 2e-15·M in all, 1e-11·M with a 5× margin. Measured (a replica, 2026-11-24):
  /// 3.8e-15·M over 10⁵ random chains, 3.4e-14·M over 10⁵ chains aimed at a ≈ 0.
  public static let timingChainAffine: Double = 1e-11

  /// root → local → root through ≤ 5 layers with |speed| ≥ 1e-3, per level and per unit of
  /// 1 + |t| + |local|: each level divides by the speed and rounds, relative 1e-9 of the
  /// magnitudes.
  public static let timingChainRoundTripPerLevel: Double = 1e-9

  /// No jump at a resume: the resumed layer's local time at the resume against the paused one,
  /// per unit of 1 + |before| + |resumeAt·speed|, the magnitudes its new time offset is formed
  /// from in a few roundings.
  public static let resumeContinuity: Double = 1e-12

  /// One second after a resume the local time has moved by the new speed, per unit of
  /// 1 + |later|: a difference of two local times ≤ ~300, a few ulps of them (~1e-15 relative);
  /// the bound is loose.
  public static let resumedSlope: Double = 1e-9

  /// An autoreversing animation's basic times at i·P + f·d and i·P + P − f·d, per unit of
  /// 1 + i·P: each is a few roundings of parent times of that magnitude (P ≤ 6).
  public static let autoreverseMirror: Double = 1e-12

  /// Basic times one period apart while active, per unit of 1 + |t₂|: parent times
  /// beginTime + s/speed and beginTime + (s + P)/speed (speed ≥ 0.25) round at magnitudes
  /// ≤ |t₂|, then the period wraps them; a few ulps, the bound is loose.
  public static let periodicState: Double = 1e-9

  /// 1e-9 s before the end of the active duration (speed 1) the basic time is within 1e-9 of its
  /// value at the end, plus the rounding of the end time (≤ 10 s).
  public static let justBeforeTheEnd: Double = 1e-8
}

extension Tolerance {
  /// Values printed to 9 significant digits (the production ports' re-run tables): half a unit
  /// in the ninth digit, relative, rounded up to 1e-8.
  public static let ninePrintedDigits: Double = 1e-8
}

extension Tolerance {
  /// A float32 value through libm's `powf` (Skia's cube-root path): libms differ by up to a couple
  /// of float ulps (2⁻²³ ≈ 1.2e-7 relative each; measured 1.3e-7 between numpy and glibc), and y's
  /// slope there is ≤ 1.5: four ulps relative.
  public static let float32Libm: Double = 4 * 0x1p-23
}

extension Tolerance {
  /// Jest's `toBeCloseTo(value, 2)`, which Framer Motion's tests use: |Δ| < 10⁻²/2.
  public static let jestCloseTo2: Double = 0.005
  /// Values printed to 10 decimal places: half a unit in the tenth place.
  public static let tenPrintedDigits: Double = 5e-11
  /// bezier-easing's own `assertClose` precision (its tests' default, strict).
  public static let bezierEasingClose: Double = 1e-6
  /// bezier-easing's projection test: a curve and its mirror image undo each other within 0.05.
  public static let bezierEasingProjection: Double = 0.05
  /// A float32 solve against the same algorithm in double: float32 control points (2⁻²⁴
  /// relative), a float table and t, and y ≤ 3 in magnitude: a few float ulps of 1, 1e-6.
  public static let float32Solve: Double = 1e-6
}

extension Tolerance {
  /// bezier-easing 3.2's own exact cases on (0, 0, 1/3, 1): its tests' 1e-12 (a closed form in
  /// double: a few roundings of values ≤ 2).
  public static let bezierEasing3Exact: Double = 1e-12
  /// bezier-easing 3.2's own tests against a 100-step bisection: 1e-9.
  public static let bezierEasing3Reference: Double = 1e-9
  /// The port against the original run in node, inside (0, 1): the closed form's `cbrt`, `acos`
  /// and `cos` come from different libms (V8's fdlibm port against RealModule's glibc), a few
  /// ulps each, carried through values ≤ 4 (measured: 2 ulps of 1, 2.2e-16): 8 ulps of 1.
  public static let bezierEasing3Libm: Double = 8 * Double.ulpOfOne
}

extension Tolerance {
  /// Android's `PathInterpolator` is visibly approximate: its flattening stops when the curve's
  /// middle point is within 0.002 of its chord's midpoint, so somewhere on the presets y errs by
  /// more than half that (an exact solve errs by 1e-7 at most).
  public static let androidVisibleError: Double = 1e-3
}

// MARK: - Cube root

extension Tolerance {
  /// `cubeRoot` (the σ tables' cube root) against the true cube root rounded to a double, in
  /// ulps: its result d·r² carries r's error twice (r is within an ulp or two after its last
  /// step, whose sum rounds) plus the roundings of r² and of the product. Measured over 10⁵
  /// random d (2026-11-24): at most 4 ulps in both builds, fused (7 cases at 4) and unfused (15).
  public static let cubeRootUlps: Double = 4
}
