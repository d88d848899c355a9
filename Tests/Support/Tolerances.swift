import TransitionTesting

// Every tolerance the tests use, once, with its reason (ARCHITECTURE.md, "Tests and goldens").
// The generators in
// Generators.swift bound the magnitudes these reasons rely on. This file holds the general ones
// and geometry's (transforms, rects, layer trees); the others are beside it, by area:
// Tolerances+Curves.swift (Bézier curves, paths, keyframes), Tolerances+Timing.swift (timing
// functions, their solvers and inversion, GSL, media timing), Tolerances+Springs.swift and
// Tolerances+Transitions.swift (transitions, the interactive driver, the command line).
//
// A `Tolerance` is compared with `accepts` or `expectApproximatelyEqual`, or scaled with
// `bound(scale:)`; a plain `Double` is a bound a call site scales itself (an absolute bound, a
// relative one times a magnitude, or a count of ulps). Tolerances are never widened to make a
// test pass: a failure is a finding.

// MARK: - General

extension Tolerance {
  /// Exact agreement, for laws that involve no rounding (or the same rounding on both sides).
  public static let exact = Tolerance(absolute: 0, reason: "no rounding: the two sides compute the same operations")

  // Tolerance.golden (golden files and trace snapshots) is TransitionTesting's.

  /// Two results of magnitude ≤ 2 that the code and the test reach by different but
  /// equivalent sequences of a few operations (or that a port reproduces to its last bits): a
  /// handful of roundings, each ≤ half an ulp (ulp(1) = 2.2e-16, ulp(2) = 4.4e-16), stay below
  /// ~9e-16. A wrong formula errs by far more than an ulp.
  public static let unitRounding: Double = 1e-15
}

// MARK: - Transforms

extension Tolerance {
  /// Transform algebra on the generators' inputs: 2×2 entries ≤ 4 in magnitude, translations and
  /// coordinates ≤ 1000. A product of up to three such matrices applied to a point has
  /// intermediate magnitudes below 1e5 and rounds each entry a handful of times, so the error
  /// is below 16·u·1e5 ≈ 2e-10. A wrong formula errs by O(1).
  public static let transformAlgebra = Tolerance(
    absolute: 1e-9, relative: 1e-12,
    reason: "≤ 3 matrix products, magnitudes ≤ 1e5: rounding ≤ 16u·1e5 ≈ 2e-10")

  /// `t · t⁻¹ = I` for the well-conditioned generator (condition number ≤ 64, translations
  /// ≤ 1000): the inverse's error is about κ·u relative, times the translation for tx and ty,
  /// so below 64 · 4u · 1000 ≈ 3e-11.
  public static let inverse = Tolerance(
    absolute: 1e-10, relative: 1e-12,
    reason: "κ ≤ 64, translations ≤ 1e3: κ·4u·1e3 ≈ 3e-11")

  /// Decomposition then recomposition of a non-singular transform (well-conditioned generator):
  /// a few roundings in hypot, atan2, cos, sin and two small matrix products, each ≤ 4u of
  /// entries ≤ 4; translations pass through exactly.
  /// The Geometry article "Core Graphics semantics, exactly" promises about 1e-15.
  public static let decomposition = Tolerance(
    absolute: 1e-14, relative: 0,
    reason: "≈ 10 roundings of entries ≤ 4: bound 40u·4 ≈ 2e-14; measured max 1.3e-15 over 1e5 cases")

  /// `AffineTransform(rotationAngle: n·π/2)` against the exact quarter turn, |n| ≤ 8: the angle
  /// n·fl(π)/2 (exact for |n| ≤ 8) is off by |n|/2·(π − fl(π)) ≤ 4.9e-16, which moves cos and
  /// sin by as much, plus their own rounding (measured with glibc, 2026-11-24: at most 4.9e-16).
  /// (The test's earlier note put sin(fl(8·π/2)) at 2.4e-15 and allowed 4e-15, counting a
  /// rounding of n·π that does not happen.) 1e-15 leaves 2× over the measured maximum.
  public static let quarterTurnRotation = Tolerance(
    absolute: 1e-15, reason: "cos and sin of n·fl(π)/2, |n| ≤ 8, are within 4.9e-16 of 0 and ±1")

  /// A quarter turn or flip recomposed from its exact parts (angle a multiple of π/2): cos(π/2)
  /// and sin(π) of the rounded angle are ≈ 6e-17 and 1.2e-16 instead of 0.
  public static let quarterTurnRecomposition = Tolerance(
    absolute: 2e-16, reason: "cos(fl(π/2)) ≈ 6e-17, sin(fl(π)) ≈ 1.2e-16")

  /// The interior interpolation formula evaluated at fraction 1e-15 from either end against the
  /// exact endpoint (well-conditioned generator): the fraction moves each part by ≤ 1e-15 of
  /// the difference (translations differ by ≤ 2000: ≤ 2e-12) and recomposition rounds by ≤ 1e-13.
  public static let interpolationNearEnds = Tolerance(
    absolute: 1e-11, reason: "fraction 1e-15 moves ≤ 2e-12; recomposition rounds ≤ 1e-13")
}

// MARK: - Rects

extension Tolerance {
  /// Rect arithmetic on generator rects (coordinates ≤ 1500 after adding a size): every edge is
  /// one or two roundings of numbers ≤ 1500 away from the exact value, ulp(1500) ≈ 2.3e-13.
  public static let rectArithmetic = Tolerance(
    absolute: 1e-11, relative: 0,
    reason: "edges are ≤ 2 roundings of values ≤ 1500 (ulp ≈ 2.3e-13)")

  /// A standardized rect's edges against the stored rect's, in ulps of |origin| + |size| per
  /// axis: origin + size is rounded once on each side (one half-ulp each way, of a sum no larger
  /// than |origin| + |size|).
  public static let standardizedEdgeUlps: Double = 2
}

// MARK: - Layer trees

extension Tolerance {
  /// `convert` between spaces of the random layer trees (≤ 14 layers, paths ≤ 14 levels, each
  /// level a map with condition number ≤ 6.5, coordinates ≤ 1e3 before the maps): a round trip
  /// A→B→A, a conversion through a third space against the direct one, and a converted bounds
  /// rect against the frame. Composing ≤ 28 maps rounds each entry a few times at magnitudes
  /// ≤ 1e5 (28·4u·1e5 ≈ 1.2e-9 before conditioning), and one inversion of the composed way down
  /// multiplies that by its condition number, which products of mild maps keep small in
  /// practice but do not bound: no first-order bound is below the measured tail, so this one is
  /// measured. Over 10⁵ random cases (2026-11-22) the round-trip error was at most 1.4e-10 and
  /// 1.8e-13 on average. A replica of the four tests' arithmetic in Python doubles (1.2·10⁵
  /// cases, 2026-11-24) gave at most 3.3e-10 for the round trip, 5.2e-11 through a third space,
  /// 3.1e-11 for the deep chain and 4.6e-13 for frames; 1.5·10⁵ more round trips show the tail
  /// falling ~50× per decade (47 above 1e-11, 1 above 1e-10). The bound keeps 30× over the
  /// largest. A wrong formula (anchor, order, sublayer transform) errs by O(1) to O(100).
  public static let convertRoundTrip = Tolerance(
    absolute: 1e-8, relative: 1e-11,
    reason: "≤ 28 maps of κ ≤ 6.5, magnitudes ≤ 1e5: measured ≤ 3.3e-10 over 1.2e5 cases, bound 30× that")
}
