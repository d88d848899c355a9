import Curves
import JSON
import Transitions

/// A timing in a spec: a cubic `curve` (a preset or `cubic-bezier(…)`) or a `spring`
/// (`UISpringTimingParameters(dampingRatio:initialVelocity:)`), at most one of them.
public struct AnimatorTimingSpec: Codable, Hashable, Sendable {
  /// A cubic timing function.
  @CurveField public var curve: String?
  /// A spring timing.
  public var spring: SpringTimingSpec?

  /// A timing from its parts.
  public init(curve: String? = nil, spring: SpringTimingSpec? = nil) { (self.curve, self.spring) = (curve, spring) }

  enum CodingKeys: String, CodingKey, CaseIterable { case curve, spring }

  /// The timing written, or nil when neither is given.
  func timing(at path: JSONPath) throws(SpecError) -> PropertyAnimator.Timing? {
    if curve != nil, spring != nil {
      throw SpecError(path, "give a curve or a spring, not both")
    }
    if let curve { return .cubic(try SpecCheck.curve(curve, path.key("curve"))) }
    if let spring {
      try SpecCheck.positive(spring.dampingRatio, path.key("spring").key("dampingRatio"))
      let v = spring.initialVelocity ?? 0
      try SpecCheck.finite(v, path.key("spring").key("initialVelocity"))
      return .spring(dampingRatio: spring.dampingRatio, initialVelocity: v)
    }
    return nil
  }
}

/// `{"dampingRatio": 0.8, "initialVelocity": 0}`: the velocity relative to the remaining distance.
public struct SpringTimingSpec: Codable, Hashable, Sendable {
  /// ζ, > 0.
  public var dampingRatio: Double
  /// The initial velocity relative to the remaining distance (default 0).
  public var initialVelocity: Double?

  /// A spring timing from its parts.
  public init(dampingRatio: Double, initialVelocity: Double? = nil) {
    (self.dampingRatio, self.initialVelocity) = (dampingRatio, initialVelocity)
  }

  enum CodingKeys: String, CodingKey, CaseIterable { case dampingRatio, initialVelocity }
}

/// A `continueAnimation` event: `{"curve": "easeOut", "durationFactor": 0.5}` or
/// `{"spring": {"dampingRatio": 0.7}}`; neither timing continues with the animator's own, and
/// the remaining time is durationFactor × duration (0 or absent: the time the animator has left).
public struct ContinueSpec: Codable, Hashable, Sendable {
  /// A cubic timing function.
  @CurveField public var curve: String?
  /// A spring timing.
  public var spring: SpringTimingSpec?
  /// ≥ 0 (default 0).
  public var durationFactor: Double?

  /// A continuation from its parts.
  public init(curve: String? = nil, spring: SpringTimingSpec? = nil, durationFactor: Double? = nil) {
    (self.curve, self.spring, self.durationFactor) = (curve, spring, durationFactor)
  }

  enum CodingKeys: String, CodingKey, CaseIterable { case curve, spring, durationFactor }

  func timing(at path: JSONPath) throws(SpecError) -> PropertyAnimator.Timing? {
    if let factor = durationFactor {
      try SpecCheck.finite(factor, path.key("durationFactor"))
      guard factor >= 0 else { throw SpecError(path.key("durationFactor"), "\(factor) is negative: give 0 or more") }
    }
    return try AnimatorTimingSpec(curve: curve, spring: spring).timing(at: path)
  }
}

/// The interruptible animator of `uikitAnimator` sessions: `{"curve": "linear",
/// "scrubsLinearly": true, "pausesOnCompletion": false}` (every field optional; a `spring` in
/// place of the curve).
public struct AnimatorSpec: Codable, Hashable, Sendable {
  /// The animator's own cubic timing (default linear: the transition plays as authored).
  @CurveField public var curve: String?
  /// Its own spring timing, in place of the curve.
  public var spring: SpringTimingSpec?
  /// `scrubsLinearly` (default true).
  public var scrubsLinearly: Bool?
  /// `pausesOnCompletion` (default false).
  public var pausesOnCompletion: Bool?

  /// An animator from its parts.
  public init(
    curve: String? = nil, spring: SpringTimingSpec? = nil, scrubsLinearly: Bool? = nil, pausesOnCompletion: Bool? = nil
  ) {
    (self.curve, self.spring, self.scrubsLinearly, self.pausesOnCompletion) =
      (curve, spring, scrubsLinearly, pausesOnCompletion)
  }

  enum CodingKeys: String, CodingKey, CaseIterable { case curve, spring, scrubsLinearly, pausesOnCompletion }

  /// The session's setup, read at `path`.
  func setup(at path: JSONPath) throws(SpecError) -> PropertyAnimator.Setup {
    let timing = try AnimatorTimingSpec(curve: curve, spring: spring).timing(at: path) ?? .cubic(.linear)
    if case .spring = timing, scrubsLinearly == false {
      throw SpecError(
        path.key("scrubsLinearly"), "a spring animator scrubs linearly: a spring has no timing function to scrub")
    }
    return PropertyAnimator.Setup(
      timing: timing, scrubsLinearly: scrubsLinearly ?? true, pausesOnCompletion: pausesOnCompletion ?? false)
  }
}
