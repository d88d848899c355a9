import Geometry

/// A keyframe animation's value over a time fraction: `CAKeyframeAnimation` with `values`,
/// `keyTimes`, `timingFunctions`, `calculationMode` and the Kochanek–Bartels `tensionValues`,
/// `continuityValues` and `biasValues`.
///
/// The track takes a **time fraction** f ∈ [0, 1] (the media-timing model turns a media time
/// into one), never a media time. Evaluation (<doc:PathsAndKeyframes>):
/// 1. the overall `timingFunction` maps f (then the result is clamped to [0, 1] for the lookup);
/// 2. the key times locate the segment [kᵢ, kᵢ₊₁] and the local fraction u;
/// 3. the segment's timing function maps u (linear and cubic modes);
/// 4. the segment interpolates: linear, or cubic Hermite with Kochanek–Bartels tangents.
///
/// Modes:
/// - `linear`: straight interpolation between consecutive values.
/// - `discrete`: keyTimes has one more entry than values; value i holds on [kᵢ, kᵢ₊₁).
/// - `paced`: key times from cumulative segment lengths (`KeyframeVector.vectorLength` of the
///   differences), so the speed is constant; given keyTimes and timing functions are ignored.
/// - `cubic`: Kochanek–Bartels (Catmull-Rom when tension, continuity and bias are all 0).
/// - `cubicPaced`: cubic with paced key times.
///
/// Paced and cubic modes need a `KeyframeVector` (numbers, points, sizes, rects); transforms
/// support linear and discrete only.
public struct KeyframeTrack<Value: Interpolatable>: Sendable {
  /// The calculation mode (`CAAnimationCalculationMode`).
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// `CAAnimationCalculationMode` `.linear`, `.discrete`, `.paced`, `.cubic` and `.cubicPaced`,
    /// each as the type's documentation describes; the raw values are the case names.
    case linear, discrete, paced, cubic, cubicPaced
  }

  /// The values.
  public let values: [Value]
  /// The key times in effect (computed for the paced modes and when none were given).
  public let keyTimes: [Double]
  /// The calculation mode.
  public let mode: Mode
  /// The easing applied to the whole track's fraction first (nil: linear): a cubic
  /// (`CAKeyframeAnimation.timingFunction`) or a CSS step or linear() function.
  public let easing: EasingFunction?
  /// One easing per segment (nil: linear): cubics (`timingFunctions`) or CSS step and linear()
  /// functions, as CSS keyframes' per-keyframe `animation-timing-function`.
  public let easings: [EasingFunction]?
  /// ``easing`` when it is a cubic (`CAMediaTimingFunction`), else nil.
  public var timingFunction: CubicTimingFunction? { easing?.cubic }
  /// ``easings`` when every one is a cubic, else nil.
  public var timingFunctions: [CubicTimingFunction]? {
    guard let easings else { return nil }
    let cubics = easings.compactMap(\.cubic)
    return cubics.count == easings.count ? cubics : nil
  }
  /// For the cubic modes: Hermite evaluation and the tangents out of and into each keyframe.
  let cubic: CubicSegments?

  struct CubicSegments: Sendable {
    var outgoing: [Value]
    var incoming: [Value]
    var hermite: @Sendable (Value, Value, Value, Value, Double) -> Value
  }

  /// A track over `values`.
  ///
  /// Kochanek–Bartels (cubic modes), with tension t, continuity c and bias b per keyframe
  /// (missing entries count as 0; source: Kochanek and Bartels, "Interpolating Splines with Local
  /// Tension, Continuity, and Bias Control", SIGGRAPH 1984), with dᵢ⁻ = Pᵢ − Pᵢ₋₁ and
  /// dᵢ⁺ = Pᵢ₊₁ − Pᵢ:
  /// ```
  /// outgoing Tᵢ = (1−t)(1+c)(1+b)/2·dᵢ⁻ + (1−t)(1−c)(1−b)/2·dᵢ⁺
  /// incoming Tᵢ = (1−t)(1−c)(1+b)/2·dᵢ⁻ + (1−t)(1+c)(1−b)/2·dᵢ⁺
  /// ```
  /// scaled for non-uniform key times by 2Δᵢ/(Δᵢ₋₁ + Δᵢ) (outgoing) and 2Δᵢ₋₁/(Δᵢ₋₁ + Δᵢ)
  /// (incoming), Δᵢ = kᵢ₊₁ − kᵢ, which keeps dP/df continuous at the key times. At the ends the
  /// tangent is the one-sided difference times (1 − t). All zeros give Catmull-Rom:
  /// Tᵢ = (Pᵢ₊₁ − Pᵢ₋₁)/2 for uniform key times.
  ///
  /// - Throws: ``CurveError/invalidKeyframes(reason:)`` for an empty `values`; key times of the
  ///   wrong count, out of [0, 1], decreasing, or not from 0 to 1; timing functions of the wrong
  ///   count; tension/continuity/bias longer than the values or not finite; or a paced or cubic
  ///   mode for a value type without `Interpolatable.vectorOperations` (transforms).
  public init(
    values: [Value], keyTimes: [Double]? = nil, mode: Mode = .linear,
    timingFunction: CubicTimingFunction? = nil, timingFunctions: [CubicTimingFunction]? = nil,
    tension: [Double] = [], continuity: [Double] = [], bias: [Double] = []
  ) throws(CurveError) {
    try self.init(
      values: values, keyTimes: keyTimes, mode: mode, easing: timingFunction.map(EasingFunction.cubic),
      easings: timingFunctions?.map(EasingFunction.cubic), tension: tension, continuity: continuity, bias: bias)
  }

  /// A track over `values` whose easings may be CSS step and linear() functions as well as
  /// cubics (CSS keyframes); otherwise as
  /// ``init(values:keyTimes:mode:timingFunction:timingFunctions:tension:continuity:bias:)``.
  public init(
    values: [Value], keyTimes: [Double]? = nil, mode: Mode = .linear,
    easing: EasingFunction?, easings: [EasingFunction]?,
    tension: [Double] = [], continuity: [Double] = [], bias: [Double] = []
  ) throws(CurveError) {
    let timingFunction = easing, timingFunctions = easings
    var effectiveKeyTimes = mode == .paced || mode == .cubicPaced ? nil : keyTimes
    var cubic: CubicSegments?
    if mode != .linear && mode != .discrete {
      guard let ops = Value.vectorOperations else {
        throw .invalidKeyframes(
          reason:
            """
            mode \(mode.rawValue) needs values with a length (numbers, points, sizes, rects); \(Value.self) \
            supports linear and discrete
            """
        )
      }
      for (name, array) in [("tension", tension), ("continuity", continuity), ("bias", bias)] {
        guard array.count <= values.count else {
          throw .invalidKeyframes(reason: "\(name) has \(array.count) entries for \(values.count) keyframes")
        }
        if let bad = array.first(where: { !$0.isFinite }) {
          throw .invalidKeyframes(reason: "\(name) contains \(bad): entries must be finite")
        }
      }
      if mode == .paced || mode == .cubicPaced {
        effectiveKeyTimes = Self.pacedKeyTimes(values, ops)
      }
      if mode == .cubic || mode == .cubicPaced, values.count > 1 {
        if let given = effectiveKeyTimes { try Self.validate(keyTimes: given) }
        let times = effectiveKeyTimes ?? (0..<values.count).map { Double($0) / Double(values.count - 1) }
        guard times.count == values.count else {
          throw .invalidKeyframes(
            reason: "\(mode.rawValue) needs \(values.count) key times for \(values.count) values, got \(times.count)")
        }
        cubic = Self.kochanekBartels(values, ops, keyTimes: times, tension: tension, continuity: continuity, bias: bias)
      }
    }
    try self.init(
      validating: values, keyTimes: effectiveKeyTimes, mode: mode, timingFunction: timingFunction,
      timingFunctions: timingFunctions, cubic: cubic)
  }

  init(
    validating values: [Value], keyTimes given: [Double]?, mode: Mode,
    timingFunction: EasingFunction?, timingFunctions: [EasingFunction]?, cubic: CubicSegments?
  ) throws(CurveError) {
    guard !values.isEmpty else { throw .invalidKeyframes(reason: "values is empty") }
    let expected = mode == .discrete ? values.count + 1 : values.count
    // For the paced modes `given` holds the computed key times (the caller's are ignored).
    let keyTimes: [Double]
    if let given {
      guard given.count == expected else {
        throw .invalidKeyframes(
          reason: "\(mode.rawValue) needs \(expected) key times for \(values.count) values, got \(given.count)")
      }
      try Self.validate(keyTimes: given)
      keyTimes = given
    } else {
      keyTimes = expected == 1 ? [0] : (0..<expected).map { Double($0) / Double(expected - 1) }
    }
    if let timingFunctions, mode != .paced, mode != .cubicPaced {
      let segments = max(values.count - 1, 0)
      guard timingFunctions.count == segments || (mode == .discrete) else {
        throw .invalidKeyframes(
          reason: "\(segments) segments need \(segments) timing functions, got \(timingFunctions.count)")
      }
    }
    self.values = values
    self.keyTimes = keyTimes
    self.mode = mode
    easing = timingFunction
    easings = mode == .paced || mode == .cubicPaced ? nil : timingFunctions
    self.cubic = cubic
  }

  static func validate(keyTimes: [Double]) throws(CurveError) {
    for (i, k) in keyTimes.enumerated() {
      guard k.isFinite, k >= 0, k <= 1 else {
        throw .invalidKeyframes(reason: "key time \(i) = \(k) is outside [0, 1]")
      }
      if i > 0, k < keyTimes[i - 1] {
        throw .invalidKeyframes(reason: "key times must not decrease: key time \(i) = \(k) < \(keyTimes[i - 1])")
      }
    }
    if keyTimes.count > 1 {
      guard keyTimes.first == 0, keyTimes.last == 1 else {
        throw .invalidKeyframes(
          reason: "key times must start at 0 and end at 1, got \(keyTimes.first ?? .nan)…\(keyTimes.last ?? .nan)")
      }
    }
  }

  /// The value at time fraction `fraction` (see the type's documentation for the steps).
  /// Fractions outside [0, 1] (and a NaN, as 0) are clamped for the lookup.
  public func value(at fraction: Double) -> Value {
    var f = easing?.progress(at: fraction) ?? fraction
    f = f.isNaN ? 0 : min(max(f, 0), 1)
    if values.count == 1 { return values[0] }
    if mode == .discrete {
      // The last key time whose start is ≤ f; f = 1 holds the last value.
      var i = 0
      while i + 1 < values.count && keyTimes[i + 1] <= f { i += 1 }
      return values[i]
    }
    // Segment i with keyTimes[i] ≤ f ≤ keyTimes[i + 1].
    var i = 0
    while i + 2 < keyTimes.count && keyTimes[i + 1] <= f { i += 1 }
    let span = keyTimes[i + 1] - keyTimes[i]
    var u = span > 0 ? (f - keyTimes[i]) / span : 1
    u = min(max(u, 0), 1)
    if let functions = easings { u = functions[i].progress(at: u) }
    if let cubic {
      return cubic.hermite(values[i], cubic.outgoing[i], values[i + 1], cubic.incoming[i + 1], u)
    }
    return values[i].interpolated(to: values[i + 1], fraction: u)
  }
}
