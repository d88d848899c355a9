import Curves
import Geometry
import Transitions

/// One phase of a spec: when it runs and how its progress goes from 0 to 1.
public struct PhaseSpec: Codable, Hashable, Sendable {
  /// A name tracks can refer to (default: refer to the phase by its index).
  public var name: String?
  /// Seconds from the transition's start (default 0: `UIView.animate`'s delay).
  public var start: Double?
  /// Seconds (> 0). For a spring, its nominal duration: closed form before, the target from it on.
  /// Required, except for a decay phase, which lasts until its law rests unless it is given (then
  /// the flick is cut there, and snaps to where the law rests).
  public var duration: Double?
  /// The progress curve (default ease-in-ease-out, `UIView`'s default).
  public var timing: TimingSpec?
  /// Time-reversed: progress 1 − f(1 − u), for a phase that retraces another backwards.
  public var reversed: Bool?

  /// A phase from its parts (nil: the default).
  public init(
    name: String? = nil,
    start: Double? = nil,
    duration: Double?,
    timing: TimingSpec? = nil,
    reversed: Bool? = nil
  ) {
    self.name = name
    self.start = start
    self.duration = duration
    self.timing = timing
    self.reversed = reversed
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, start, duration, timing, reversed
  }
}

/// How a phase's progress moves: a cubic timing curve, a spring, keyframes, or a flick.
///
/// - a string: a preset name (`easeInEaseOut`, `ease-out`, `linear`, …) or
///   `cubic-bezier(x1, y1, x2, y2)`, `steps(…)` or `linear(…)`; or the array `[x1, y1, x2, y2]`
///   (kept as its `cubic-bezier(…)` text: ``CurveField``);
/// - `{"spring": {…}}` with exactly one parameter set: `{mass, stiffness, damping}`,
///   `{response, dampingRatio}` (optional `mass`), `{duration, bounce}` (SwiftUI) or
///   `{uikitDuration, dampingRatio}` (UIKit's `animate(withDuration:…usingSpringWithDamping:…)`),
///   and optional `initialVelocity` (progress per second); or `{"spring": "platform:key=value,…"}`,
///   a platform's spring in its own names (`swiftui:duration=0.5,bounce=0.3`,
///   `compose:dampingRatio=0.5,stiffness=400`: the text `transition-bench springs` and `eval`
///   read, `SpringParameters(parsing:)`);
/// - `{"keyframes": {"values": [0, 0.8, 1], "keyTimes": […], "mode": "linear", …}}`: progress
///   through keyframes (`CAKeyframeAnimation` on a number, with `timingFunctions`,
///   `timingFunction`, `tension`, `continuity`, `bias`);
/// - `{"decay": {"law": "uikit", "velocity": 1000, …}}`: a flick under a platform's decay law
///   (``DecaySpec``), progress 0 at the release and 1 where the law rests.
public enum TimingSpec: Codable, Hashable, Sendable {
  /// A cubic timing curve, as written.
  case cubic(String)
  /// A spring.
  case spring(SpringSpec)
  /// Keyframes.
  case keyframes(KeyframesSpec)
  /// A flick.
  case decay(DecaySpec)

  enum CodingKeys: String, CodingKey, CaseIterable { case spring, keyframes, decay }

  /// Decodes any of the three forms.
  public init(from decoder: any Decoder) throws {
    // try?: each form is tried in turn (curve text, then a spring or keyframes object); the last form's reader
    // reports errors.
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
      self = .cubic(text)
      return
    }
    // An array is a curve's control points [x1, y1, x2, y2] (CurveNotation; try?: a value that is
    // not an array is read as the object forms below, whose reader reports what is wrong).
    if (try? decoder.unkeyedContainer()) != nil {
      self = .cubic(try CurveNotation.decode(decoder))
      return
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    switch (c.contains(.spring), c.contains(.keyframes), c.contains(.decay)) {
    case (true, false, false): self = .spring(try c.decode(SpringSpec.self, forKey: .spring))
    case (false, true, false): self = .keyframes(try c.decode(KeyframesSpec.self, forKey: .keyframes))
    case (false, false, true): self = .decay(try c.decode(DecaySpec.self, forKey: .decay))
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            """
            a timing is a curve name, \"cubic-bezier(x1, y1, x2, y2)\", [x1, y1, x2, y2], {\"spring\": {…}} or \
            {\"keyframes\": {…}} or {\"decay\": {…}}
            """
        ))
    }
  }

  /// Encodes the form it was given in.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .cubic(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .spring(let spring):
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(spring, forKey: .spring)
    case .keyframes(let keyframes):
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(keyframes, forKey: .keyframes)
    case .decay(let decay):
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(decay, forKey: .decay)
    }
  }
}

/// A spring's parameters: exactly one set (see ``TimingSpec``), or a platform's spring as text.
public struct SpringSpec: Codable, Hashable, Sendable {
  /// A platform's spring as `platform:key=value,…` (`SpringParameters(parsing:)`, in
  /// SpringPlatforms: the notation `eval` and `transition-bench springs` read), written as the
  /// spring's value instead of an object; the keyed fields are then nil. A UIKit spring's text
  /// carries its own initial velocity.
  public var platformText: String?
  /// Mass (kg-like units; default 1 where a set allows it).
  public var mass: Double?
  /// Stiffness k.
  public var stiffness: Double?
  /// Damping c.
  public var damping: Double?
  /// SwiftUI's response (s).
  public var response: Double?
  /// Damping ratio ζ.
  public var dampingRatio: Double?
  /// SwiftUI's duration (s).
  public var duration: Double?
  /// SwiftUI's bounce.
  public var bounce: Double?
  /// UIKit's duration (s) for `usingSpringWithDamping`.
  public var uikitDuration: Double?
  /// Initial velocity in progress per second (UIKit's `initialSpringVelocity`).
  public var initialVelocity: Double?

  /// A spring from one parameter set (the reader checks that exactly one is given).
  public init(
    mass: Double? = nil,
    stiffness: Double? = nil,
    damping: Double? = nil,
    response: Double? = nil,
    dampingRatio: Double? = nil,
    duration: Double? = nil,
    bounce: Double? = nil,
    uikitDuration: Double? = nil,
    initialVelocity: Double? = nil
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.response = response
    self.dampingRatio = dampingRatio
    self.duration = duration
    self.bounce = bounce
    self.uikitDuration = uikitDuration
    self.initialVelocity = initialVelocity
  }

  /// A platform's spring as text (`swiftui:duration=0.5,bounce=0.3`).
  public init(platformText: String) {
    self.platformText = platformText
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case mass, stiffness, damping, response, dampingRatio, duration, bounce, uikitDuration, initialVelocity
  }

  /// Decodes a platform's text, or an object of one parameter set.
  public init(from decoder: any Decoder) throws {
    // try?: a value that is not a string is read as the object form below, whose reader reports
    // what is wrong.
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
      self.init(platformText: text)
      return
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      mass: try c.decodeIfPresent(Double.self, forKey: .mass),
      stiffness: try c.decodeIfPresent(Double.self, forKey: .stiffness),
      damping: try c.decodeIfPresent(Double.self, forKey: .damping),
      response: try c.decodeIfPresent(Double.self, forKey: .response),
      dampingRatio: try c.decodeIfPresent(Double.self, forKey: .dampingRatio),
      duration: try c.decodeIfPresent(Double.self, forKey: .duration),
      bounce: try c.decodeIfPresent(Double.self, forKey: .bounce),
      uikitDuration: try c.decodeIfPresent(Double.self, forKey: .uikitDuration),
      initialVelocity: try c.decodeIfPresent(Double.self, forKey: .initialVelocity))
  }

  /// Encodes the form it was given in: the text, or the keys given.
  public func encode(to encoder: any Encoder) throws {
    if let platformText {
      var single = encoder.singleValueContainer()
      try single.encode(platformText)
      return
    }
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodeIfPresent(mass, forKey: .mass)
    try c.encodeIfPresent(stiffness, forKey: .stiffness)
    try c.encodeIfPresent(damping, forKey: .damping)
    try c.encodeIfPresent(response, forKey: .response)
    try c.encodeIfPresent(dampingRatio, forKey: .dampingRatio)
    try c.encodeIfPresent(duration, forKey: .duration)
    try c.encodeIfPresent(bounce, forKey: .bounce)
    try c.encodeIfPresent(uikitDuration, forKey: .uikitDuration)
    try c.encodeIfPresent(initialVelocity, forKey: .initialVelocity)
  }
}

/// Keyframes of a number (a phase's progress), as `CAKeyframeAnimation` takes them.
public struct KeyframesSpec: Codable, Hashable, Sendable {
  /// The values (progress; usually from 0 to 1).
  public var values: [Double]
  /// Key times in [0, 1], one per value (default evenly spaced).
  public var keyTimes: [Double]?
  /// `linear` (default), `discrete`, `paced`, `cubic`, `cubicPaced`.
  public var mode: KeyframeTrack<Double>.Mode?
  /// One timing curve per segment: a cubic, or a CSS `steps(…)` or `linear(…)`.
  @CurveListField public var timingFunctions: [String]?
  /// A curve over the whole track, applied first (the same kinds).
  @CurveField public var timingFunction: String?
  /// Kochanek–Bartels tension per keyframe (cubic modes).
  public var tension: [Double]?
  /// Kochanek–Bartels continuity per keyframe.
  public var continuity: [Double]?
  /// Kochanek–Bartels bias per keyframe.
  public var bias: [Double]?

  /// Keyframes from their parts (nil: the default).
  public init(
    values: [Double],
    keyTimes: [Double]? = nil,
    mode: KeyframeTrack<Double>.Mode? = nil,
    timingFunctions: [String]? = nil,
    timingFunction: String? = nil,
    tension: [Double]? = nil,
    continuity: [Double]? = nil,
    bias: [Double]? = nil
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.mode = mode
    self.timingFunctions = timingFunctions
    self.timingFunction = timingFunction
    self.tension = tension
    self.continuity = continuity
    self.bias = bias
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case values, keyTimes, mode, timingFunctions, timingFunction, tension, continuity, bias
  }
}

extension KeyframeTrack.Mode: Codable {}
