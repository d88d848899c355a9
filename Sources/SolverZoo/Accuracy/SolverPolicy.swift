import Curves

/// What a solver's original does at the edges of its domain, and in what precision: the facts a
/// user comparing solvers needs beside speed and error (the production ports differ most here).
public struct SolverPolicy: Hashable, Sendable, CustomStringConvertible {
  /// Input x outside [0, 1].
  public enum Input: String, Hashable, Sendable, Codable {
    /// Continues along the curve's end tangents (CSS, Chromium, this project's
    /// `CubicTimingFunction/progress(at:)`).
    case extrapolatesTangents = "extrapolates"
    /// Clamps x into [0, 1] first (Skia, Android, Flutter since #185875, Core Animation;
    /// bezier-easing 3.2 after its linear short-cut).
    case clamps
    /// Continues the cubic itself beyond its ends (bezier-easing 2, Rive, Firefox: the end
    /// interval's Newton steps extrapolate x(t); WebKit's 2008 `UnitBezier` in pop and lottie:
    /// Newton from t = x, t clamped where it breaks off).
    case extrapolatesCubic = "extrapolates-cubic"
    /// Stays inside without clamping exactly (Framer Motion: the bisection pins t at 2⁻¹² or
    /// 1 − 2⁻¹², so y is near, not at, the end value).
    case saturates
    /// Returns x itself outside (0, 1) (Jetpack Compose, both versions).
    case passesThrough = "passes-through"
    /// Asserts in debug builds and is undefined in release (Flutter; may not terminate).
    case undefined
  }

  /// The output y.
  public enum Output: String, Hashable, Sendable, Codable {
    /// As computed (overshooting curves leave [0, 1]).
    case unclamped
    /// Clamped to the curve's own vertical extent over t ∈ [0, 1] (Compose).
    case clampedToCurveRange = "clamped-to-curve-range"
    /// Clamped to [0, 1].
    case clampedToUnit = "clamped-to-unit"
  }

  /// The arithmetic.
  public enum Precision: String, Hashable, Sendable, Codable {
    /// IEEE binary64 throughout.
    case double
    /// IEEE binary32 throughout (control points, tables and output rounded to float).
    case float32
    /// float32 values with some steps in double (Compose's root finder).
    case mixed
  }

  /// Whether the original refuses some valid curves or inputs (it throws where others answer).
  public enum Refusal: String, Hashable, Sendable, Codable {
    /// Answers every x ∈ [0, 1] of every curve the zoo accepts.
    case never
    /// Throws where its root finder accepts no root (Compose's closed form near a nearly
    /// quadratic x(t)): ``SolverError/refusedByOriginal(solver:x:reason:)``.
    case whereNoRootIsAccepted = "where-no-root-is-accepted"
    /// At some subnormal x (x < 2.2e-308) its scaled terms underflow and the answer is NaN or a
    /// t unrelated to x (bezier-easing 3.2: h² and m³ flush to 0; with m < 0 the trigonometric
    /// branch takes √m of a negative m and JavaScript's `Math.min` passes the NaN on; with m > 0
    /// the branch's −h/(m√m) overflows to ∞, is clamped to 1, and t = k/(2√m) = 1/2 for
    /// cubic-bezier(0, 5e-324, 5e-324, 0) at x = 5e-324, y = 0.125).
    case underflowsAtSubnormalInput = "underflows-at-subnormal-x"
  }

  /// Input outside [0, 1].
  public var input: Input
  /// The output.
  public var output: Output
  /// The arithmetic.
  public var precision: Precision
  /// Whether some valid inputs are refused.
  public var refusal: Refusal

  /// A policy.
  public init(input: Input, output: Output, precision: Precision, refusal: Refusal = .never) {
    self.input = input
    self.output = output
    self.precision = precision
    self.refusal = refusal
  }

  /// `input, output, precision` (and `refuses …` when it does), for tables.
  public var description: String {
    let base = "\(input.rawValue), \(output.rawValue), \(precision.rawValue)"
    return refusal == .never ? base : base + ", refuses \(refusal.rawValue)"
  }
}
