import TransitionTesting

// Tolerances for transitions, the interactive driver and the command line (see Tolerances.swift
// for the conventions).

// MARK: - Transitions

extension Tolerance {
  /// A group's curve then a child's, q = child(group(u)), as a size ≤ 100 against
  /// 100·easeIn(easeOut(u)) computed by the test: the same two curve evaluations, then the
  /// interpolation rounds a few ulps of 100 (≈ 1e-13); a reversed phase reads 1 − (1 − u), an
  /// ulp from u, through slopes ≤ ~2.
  public static let childCurveComposition: Double = 1e-12

  /// The continuity check's report of an undeclared jump at a phase start of 0.5 s: it reports
  /// the sample time at which it saw the jump, the phase bound itself or a grid time D·k/200 a
  /// rounding away.
  public static let jumpTimeReport: Double = 1e-9

  /// The two-phase push's plus icon 1e-9 s before its path ends, against the path's end: it
  /// moves by ≤ its speed × 1e-9 s, and the paced sampler is good to 1e-9 of the path's length;
  /// the bound is loose.
  public static let twoPhasePlusEnd: Double = 1e-3

  /// `check`'s path symmetry of a pair on the same straight segment: the distance from each
  /// reverse frame to the forward trajectory (a 10,000-sample polyline of that segment) is the
  /// rounding of coordinates ≤ 600 (ulp ≈ 1.1e-13); another path is ≥ 10 pt away.
  public static let straightPathRetrace: Double = 1e-6
}

// MARK: - The interactive driver

extension Tolerance {
  /// The displayed progress while a cancel rewinds along the completion curve, against
  /// y₀·(1 − c(s/R)): the inverse is solved to ~1e-15 in x and re-evaluated, a few ulps of y
  /// plus the curve's slope times ulp(x).
  public static let interactiveRewindProgress: Double = 1e-12

  /// The driver's time 1e-12 s either side of a finish, a cancel or a reverse: it moves by its
  /// rate (a few per second at most) × 1e-12 plus rounding; a jump is a visible fraction of the
  /// transition.
  public static let interactiveNoJump: Double = 1e-9
}

// MARK: - Command line

extension Tolerance {
  /// Progress at `TransitionPhase.time(forProgress:)`'s answer against the requested progress,
  /// where the curve's slope there is at most 1000 per unit fraction: the root is exact to a few
  /// ulps of x, and the clock's rounding (start + D·x, then (t − start)/D) moves the fraction by a
  /// few ulps of t/D ≤ 100·ε, so progress moves by at most 1000·400·2.2e-16 ≈ 1e-10: 1e-9 keeps
  /// a factor of ten.
  public static let phaseInversionProgress: Double = 1e-9
}

extension Tolerance {
  /// A spec view's start geometry against the layer tree's own conversion of the same layers:
  /// the spec composes the tree's map once, `convert` walks it per point, so they round
  /// differently by a few ulps of coordinates below 1000 pt (≈ 1e-13).
  public static let specStartGeometry: Double = 1e-12
}

extension Tolerance {
  /// A UIKit frame of a view turned a quarter turn from spec parts, against the exact rectangle:
  /// cos(fl(π/2)) ≈ 6e-17 (times a scale ≤ 2) leaves matrix entries 1.2e-16 off, which moves
  /// corners of extents ≤ 100 pt by ≤ 1.2e-14, plus the rounding of coordinates ≤ 300 pt
  /// (ulp 5.7e-14): 1e-13 keeps a small margin over both.
  public static let quarterTurnFrame: Double = 1e-13
}

extension Tolerance {
  /// A value a source publishes (or a helper computed from it) to three decimals: half a unit in
  /// the third decimal.
  public static let publishedThreeDecimals: Double = 5e-4
  /// A value published to four decimals: half a unit in the fourth decimal.
  public static let publishedFourDecimals: Double = 5e-5
}

extension Tolerance {
  /// A restart completion's value against its blend written out, a + (b − a)·c(u), for
  /// coordinates below 1000 pt: the same operations in another order round by a few ulps of
  /// 1000 (≈ 1e-13 each).
  public static let restartBlend: Double = 1e-12
}

extension Tolerance {
  /// `RecordedComparison`'s latency and duration ratio recovered from an exact recording (the
  /// model sampled on a shifted, stretched clock). Levenberg–Marquardt converges to the least-
  /// squares minimum, which is exact here; what remains is the central difference's error in the
  /// slope (h = 1e-6·D, error O(h²)) and the stopping rule (a step below 1e-12·D): far below
  /// 1e-7 s and 1e-7 in the ratio.
  public static let recordingFitExact: Double = 1e-7

  /// A timing error read from the model grid and refined by bisection to 1e-9·D: the error of a
  /// sample shifted by a known amount is that amount to 1e-8 s.
  public static let recordingTimingError: Double = 1e-8

  /// A recorded 50% or 90% travel time against the model's, from a recording at 1 kHz:
  /// interpolating linearly between two samples 1 ms apart errs by at most the curvature term,
  /// far below 0.1 ms for a 0.3 s slide.
  public static let recordingTravel: Double = 1e-4
}

extension Tolerance {
  /// A recording on an absolute clock (86,400 s since boot) read back: a time near 86,400 s
  /// holds only about 1.5e-11 s (its ulp), and the slide moves at most about 2,700 pt/s, so a
  /// value is off by up to 4e-8 pt; 1e-6 leaves room for the microsecond text's rounding.
  public static let recordingAbsoluteClock: Double = 1e-6

  /// atrace counter lines carry seconds with 6 decimals: a time is off by up to 0.5 µs, at
  /// 2,700 pt/s up to 1.4e-3 pt.
  public static let recordingAtraceMicroseconds: Double = 2e-3
}

// MARK: - The property animator

extension Tolerance {
  /// `PropertyAnimator`'s progress against the curve written out, N(f) with f = (s − s₀)/D′
  /// (times ≤ 10 s, durations ≥ 0.1 s): the clock's subtraction and division round f by a few
  /// ulps of s/D′ ≤ 100·ε, and N's slope is ≤ ~3 for the presets used, so u moves by ~1e-13;
  /// the cubic's own solve adds ~1e-15.
  public static let animatorProgress: Double = 1e-12

  /// The progress either side of a pause, a reversal or a continuation 1e-12 s apart: it moves
  /// by its rate (≤ ~10 per second in these tests) × 1e-12, and a continuation re-solves the
  /// cubic's inverse to ~1e-15; a jump is a visible fraction of the motion.
  public static let animatorNoJump: Double = 1e-9
}

// MARK: - Shared elements

extension Tolerance {
  /// A value Chromium computed for a View Transition's pseudo-element, against the model, beyond
  /// the half unit of the sixth significant digit it prints (the test derives that from the text):
  /// Blink keeps interpolated transforms and opacities in `float` (a relative 6e-8 per rounding, a
  /// few roundings), so a relative 5e-7 covers them; a wrong curve or a wrong origin is off by
  /// 1e-3 or more.
  public static let chromiumComputedStyle: Double = 5e-7
}
