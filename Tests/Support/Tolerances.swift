import TransitionTesting

// Every tolerance the tests use, once, with its reason (DESIGN.md §5). The generators in
// Generators.swift bound the magnitudes these reasons rely on.

extension Tolerance {
  /// Exact agreement, for laws that involve no rounding (or the same rounding on both sides).
  public static let exact = Tolerance(absolute: 0, reason: "no rounding: the two sides compute the same operations")

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
  /// entries ≤ 4; translations pass through exactly. DESIGN.md §2 promises about 1e-15.
  public static let decomposition = Tolerance(
    absolute: 1e-14, relative: 0,
    reason: "≈ 10 roundings of entries ≤ 4: bound 40u·4 ≈ 2e-14; measured max 1.3e-15 over 1e5 cases")
}

extension Tolerance {
  /// Rect arithmetic on generator rects (coordinates ≤ 1500 after adding a size): every edge is
  /// one or two roundings of numbers ≤ 1500 away from the exact value, ulp(1500) ≈ 2.3e-13.
  public static let rectArithmetic = Tolerance(
    absolute: 1e-11, relative: 0,
    reason: "edges are ≤ 2 roundings of values ≤ 1500 (ulp ≈ 2.3e-13)")
}

extension Tolerance {
  /// `convert` between spaces of the random layer trees (≤ 14 layers, paths ≤ 14 levels, each
  /// level a map with condition number ≤ 6.5, coordinates ≤ 1e3 before the maps).
  /// A round trip A→B→A composes up to 28 such maps and one inversion; measured over 10⁵ random
  /// cases (2026-11-22) the error was at most 1.4e-10 and 1.8e-13 on average, and a first-order bound
  /// (28 levels · 4u · magnitudes ≤ 1e5, times the inverse's condition number) allows 1e-7.
  /// A wrong formula (anchor, order, sublayer transform) errs by O(1) to O(100).
  public static let convertRoundTrip = Tolerance(
    absolute: 1e-7, relative: 1e-9,
    reason: "≤ 28 maps of κ ≤ 6.5, magnitudes ≤ 1e5: measured ≤ 1.4e-10, bound 1e-7")
}

extension Tolerance {
  /// The spring closed form at t ≤ 5 s for the generator's springs (ωn ≤ 71 rad/s, |q₀| = 1,
  /// |v₀| ≤ 10): a handful of roundings in exp, cos/cosh and sin/sinh of arguments up to ~350,
  /// whose own rounding is u·|argument| ≈ 4e-14 relative; values are O(1) to O(10).
  public static let springClosedForm = Tolerance(
    absolute: 1e-11, relative: 1e-11,
    reason: "elementary functions of arguments ≤ 350: ~4e-14 relative each, values ≤ O(10)")
}

extension Tolerance {
  /// The spring's displacement next to ζ = 1 (|ζ − 1| ≤ 1e-5, t ≤ 3 s, ωn ≤ 32 rad/s, |q₀| = 1,
  /// |v₀| ≤ 10), against Float80, per unit of the motion's scale 1 + |v₀|/ωn: the cosh/sinh form
  /// with sinh(γt)/γ → t keeps a few roundings of O(1) values (measured: at most 2.2e-16 over
  /// 20,000 draws, 2026-11-23); the two-exponential form loses u/√(ζ² − 1): up to 9e-11 here, and
  /// its own test shows it failing this tolerance.
  public static let springNearCritical = 4e-15
}

extension Tolerance {
  /// A spring parameter set converted to a ``Spring`` and back (``SpringParameters``): each way
  /// is a handful of roundings in √, π, division and (for UIKit) one Brent root to 1e-15
  /// relative, on values within a few decades of 1. A wrong mapping (a missing factor 2, 2π or
  /// 1.2, mass left in) errs by 10% or more.
  public static let springConversion = Tolerance(
    absolute: 1e-12, relative: 1e-11,
    reason: "a few roundings of √, π and ÷ each way on values ≤ 1e4; a wrong factor errs by ≥ 10%")
}

extension Tolerance {
  /// Flutter's `SpringDescription.duration` reads whole milliseconds, so ωn = 2π/duration moves by
  /// up to 0.5 ms / duration relative (≤ 1% at the generators' 0.05 s).
  public static let flutterWholeMilliseconds = Tolerance(
    absolute: 0, relative: 1e-2,
    reason: "the duration is rounded to whole milliseconds: ≤ 0.5 ms / 50 ms")
}
