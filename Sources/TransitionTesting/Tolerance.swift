/// An absolute plus relative tolerance, with the reason it is what it is.
///
/// Two numbers agree when `|actual − expected| ≤ absolute + relative · max(|actual|, |expected|)`.
/// Equal infinities agree, and NaN agrees only with NaN (so a golden file can pin them).
/// Never used for `==`: exact laws are tested exactly.
public struct Tolerance: Sendable, CustomStringConvertible {
  /// The absolute part.
  public var absolute: Double
  /// The relative part, a multiple of max(|actual|, |expected|).
  public var relative: Double
  /// Why this tolerance is right for the comparisons that use it.
  public var reason: String

  /// A tolerance of `absolute` plus `relative` times the larger magnitude, and why.
  public init(absolute: Double, relative: Double = 0, reason: String) {
    self.absolute = absolute
    self.relative = relative
    self.reason = reason
  }

  /// Whether `actual` is within this tolerance of `expected`.
  public func accepts(_ actual: Double, _ expected: Double) -> Bool {
    if actual == expected { return true }
    if actual.isNaN || expected.isNaN { return actual.isNaN && expected.isNaN }
    if !actual.isFinite || !expected.isFinite { return false }
    return abs(actual - expected) <= absolute + relative * max(abs(actual), abs(expected))
  }

  /// The error allowed at magnitude `scale`, `absolute + relative · scale`: for a bound whose
  /// scale is not max(|actual|, |expected|) (the whole that parts add up to, a force, a vector's
  /// length). No special cases: the caller compares a finite error with it.
  public func bound(scale: Double) -> Double { absolute + relative * scale }

  /// `abs A, rel R` (for failure messages).
  public var description: String { "abs \(absolute), rel \(relative)" }
}

/// The unit roundoff of `Double`, u = 2⁻⁵³ ≈ 1.1e-16.
public let unitRoundoff = Double.ulpOfOne / 2

/// How many random cases each property draws by default
/// (at least 200: ARCHITECTURE.md, "Tests and goldens").
public let propertyCases = 200

extension Tolerance {
  /// Golden files and trace snapshots: written and read on machines that may differ in libm's
  /// last bit for sin, cos, atan2 and hypot (each correctly rounded to within 1 ulp), amplified
  /// by a few operations; any real change to a formula moves values by far more.
  public static let golden = Tolerance(
    absolute: 1e-12, relative: 1e-12,
    reason: "libm may differ by 1 ulp between machines; a few operations amplify it")
}
