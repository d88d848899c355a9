import Curves
import Geometry
import JSON
import Transitions

/// How the interactive transition completes and which event scripts `check` replays.
public struct InteractiveSpec: Codable, Hashable, Sendable {
  /// The completion model (default `uikit`): how a release decides and how the completion runs
  /// (`CompletionModel`).
  public var model: CompletionModel?
  /// The completion curve (default ease-in-ease-out, `UIPercentDrivenInteractiveTransition`'s;
  /// `uikit` and `androidPredictiveBack` only).
  @CurveField public var completionCurve: String?
  /// > 0: completions run D/completionSpeed for the whole distance (default 1; `uikit` and
  /// `androidPredictiveBack` only).
  public var completionSpeed: Double?
  /// How gesture events become progress and how a release decides (default: a pan to the right
  /// across the container's width).
  public var gesture: GestureSpec?
  /// A spring completion carrying the finger's velocity (`uikit` and `uikitAnimator`;
  /// `CompletionSpring`), in place of the completion curve.
  public var completionSpring: CompletionSpringSpec?
  /// The interruptible animator's own timing and flags (`uikitAnimator` only).
  public var animator: AnimatorSpec?
  /// Scripts of events to replay and check.
  public var scripts: [ScriptSpec]?

  /// The interactive section from its parts (nil: the default).
  public init(
    model: CompletionModel? = nil, completionCurve: String? = nil, completionSpeed: Double? = nil,
    gesture: GestureSpec? = nil,
    scripts: [ScriptSpec]? = nil
  ) {
    (self.model, self.completionCurve, self.completionSpeed, self.gesture, self.scripts) = (
      model, completionCurve, completionSpeed, gesture, scripts
    )
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case model, completionCurve, completionSpeed, gesture, completionSpring, animator, scripts
  }
}

/// A gesture's reading: `{"direction": "right", "distance": 390, "pinchEndScale": 0,
/// "releaseThreshold": 0.5, "flingVelocity": 800}` (every field optional;
/// `GestureSpecification`).
public struct GestureSpec: Codable, Hashable, Sendable {
  /// The direction that advances the transition (default `right`).
  public var direction: GestureSpecification.Direction?
  /// Points of travel for progress 1 (default: the container's width, or height for `down` and
  /// `up`).
  public var distance: Double?
  /// A pinch's scale at progress 1 (default 0).
  public var pinchEndScale: Double?
  /// The app's release threshold on progress (default 0.5; `uikit` and `hero`).
  public var releaseThreshold: Double?
  /// The app's fling speed, points (or scale) per second (default none; `uikit` and `hero`).
  public var flingVelocity: Double?
  /// Decide on the projected progress: `{"formula": "wwdc", "rate": 0.998}` (every field
  /// optional; `ReleaseProjection`; `uikit`, `hero` and `uikitAnimator`).
  public var releaseProjection: ReleaseProjectionSpec?
  /// Progress values a release settles at, increasing in [0, 1] (`ReleaseRule.detents`; a detent
  /// between the ends is `uikit`'s).
  public var detents: [Double]?
  /// A rubber band between the finger and the progress, `{"dimension": 844, "coefficient": 0.55}`
  /// (`GestureSpecification.rubberBand`; pans under `uikit`, `hero` and `uikitAnimator`).
  public var rubberBand: RubberBandSpec?

  /// A gesture's reading from its parts (nil: the default).
  public init(
    direction: GestureSpecification.Direction? = nil, distance: Double? = nil, pinchEndScale: Double? = nil,
    releaseThreshold: Double? = nil,
    flingVelocity: Double? = nil, releaseProjection: ReleaseProjectionSpec? = nil, detents: [Double]? = nil,
    rubberBand: RubberBandSpec? = nil
  ) {
    (self.direction, self.distance, self.pinchEndScale, self.releaseThreshold, self.flingVelocity) =
      (direction, distance, pinchEndScale, releaseThreshold, flingVelocity)
    (self.releaseProjection, self.detents, self.rubberBand) = (releaseProjection, detents, rubberBand)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case direction, distance, pinchEndScale, releaseThreshold, flingVelocity, releaseProjection, detents, rubberBand
  }
}

/// A release projection: `{"formula": "wwdc", "rate": 0.998}` (`ReleaseProjection`; formulas
/// `wwdc`, `exact`, `flutter`, `reactSpring`).
public struct ReleaseProjectionSpec: Codable, Hashable, Sendable {
  /// The formula (default `wwdc`).
  public var formula: DecayProjection?
  /// The deceleration rate per millisecond, in (0, 1) (default 0.998).
  public var rate: Double?

  /// A projection from its parts.
  public init(formula: DecayProjection? = nil, rate: Double? = nil) { (self.formula, self.rate) = (formula, rate) }

  enum CodingKeys: String, CodingKey, CaseIterable { case formula, rate }

  /// The session's projection.
  public var projection: ReleaseProjection { ReleaseProjection(formula: formula ?? .wwdc, rate: rate ?? 0.998) }
}

/// A rubber band: `{"dimension": 844, "coefficient": 0.55}` (`RubberBand`: d the scroll view's
/// size along the pan, c UIKit's 0.55 by default).
public struct RubberBandSpec: Codable, Hashable, Sendable {
  /// d, points: the asymptote (the bounds size along the pan).
  public var dimension: Double
  /// c, in (0, 1] (default 0.55).
  public var coefficient: Double?

  /// A rubber band from its parts.
  public init(dimension: Double, coefficient: Double? = nil) {
    (self.dimension, self.coefficient) = (dimension, coefficient)
  }

  enum CodingKeys: String, CodingKey, CaseIterable { case dimension, coefficient }
}

/// A spring completion: `{"dampingRatio": 0.8}` hands the finger's velocity to
/// `UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: v/(target − p))`;
/// `"carryVelocity": false` starts it from rest (which `check` fails as a dropped velocity).
public struct CompletionSpringSpec: Codable, Hashable, Sendable {
  /// ζ, > 0.
  public var dampingRatio: Double
  /// Whether the finger's velocity is handed over (default true).
  public var carryVelocity: Bool?

  /// A spring completion of `dampingRatio`.
  public init(dampingRatio: Double, carryVelocity: Bool? = nil) {
    (self.dampingRatio, self.carryVelocity) = (dampingRatio, carryVelocity)
  }

  enum CodingKeys: String, CodingKey, CaseIterable { case dampingRatio, carryVelocity }

  /// The session's spring.
  public var spring: CompletionSpring {
    CompletionSpring(dampingRatio: dampingRatio, carriesVelocity: carryVelocity ?? true)
  }
}

/// One interactive session: events at times, ending in `finish`, `cancel` or `release`.
public struct ScriptSpec: Codable, Hashable, Sendable {
  /// A name for reports and for `trace --script` (default `script <index>`).
  public var name: String?
  /// This script's completion model, overriding the interactive section's.
  public var model: CompletionModel?
  /// This script's completion curve, overriding the interactive section's (a release that
  /// completes with another curve, as a gesture's velocity may choose).
  @CurveField public var completionCurve: String?
  /// This script's completion speed (> 0), overriding the interactive section's.
  public var completionSpeed: Double?
  /// This script's gesture reading, overriding the interactive section's.
  public var gesture: GestureSpec?
  /// This script's spring completion, overriding the interactive section's.
  public var completionSpring: CompletionSpringSpec?
  /// This script's animator, overriding the interactive section's (`uikitAnimator` only).
  public var animator: AnimatorSpec?
  /// The events, in time order. `begin` is implied at the first event's time.
  public var events: [EventSpec]

  /// A script of `events` (in time order, ending in a finish, a cancel or a release), with its
  /// own model, completion curve, speed and gesture reading when given.
  public init(
    name: String? = nil, model: CompletionModel? = nil, completionCurve: String? = nil, completionSpeed: Double? = nil,
    gesture: GestureSpec? = nil, events: [EventSpec]
  ) {
    (self.name, self.model, self.completionCurve, self.completionSpeed, self.gesture, self.events) =
      (name, model, completionCurve, completionSpeed, gesture, events)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, model, completionCurve, completionSpeed, gesture, completionSpring, animator, events
  }
}

/// One event: `{"at": 0.2, "update": 0.4}`, `{"at": 0.2, "pan": [120, 4], "velocity": [300, 0]}`,
/// `{"at": 0.2, "pinch": 0.7, "pinchVelocity": -1.5}`, `{"at": 0.5, "release": true}`,
/// `{"at": 0.5, "finish": true}`, `{"at": 0.5, "cancel": "rewind"}` or
/// `{"at": 0.5, "cancel": "restart"}`, `{"at": 0.3, "pause": true}`, and under `uikitAnimator`
/// `{"at": 0.4, "reverse": true}` and `{"at": 0.4, "continueAnimation": {"curve": "easeOut",
/// "durationFactor": 0}}` (exactly one of them).
public struct EventSpec: Codable, Hashable, Sendable {
  /// Wall time in seconds.
  public var at: Double
  /// Interactive progress in [0, 1].
  public var update: Double?
  /// A pan's translation since it began, `[dx, dy]` points in the container's space.
  public var pan: Point?
  /// The pan's velocity, `[vx, vy]` points per second (default `[0, 0]`).
  public var velocity: Point?
  /// A pinch's scale (1 at its start).
  public var pinch: Double?
  /// The pinch's velocity, scale per second (default 0).
  public var pinchVelocity: Double?
  /// The finger lifts: the completion model's release rule finishes or cancels.
  public var release: Bool?
  /// Complete to the end.
  public var finish: Bool?
  /// Cancel back to the start: `true`, the model's own cancel (`CompletionModel`); or, under
  /// `uikit`, a style: `rewind` (the driver's exact rewind along the completion curve,
  /// the Transitions article "Interactive transitions and the exact rewind", which `true` also
  /// means there) or `restart` (a hand-written cancel, a new animation from the current values
  /// straight back to the start values over p·D/completionSpeed, with the transition's primary
  /// curve, else the completion curve).
  public var cancel: CancelSpec?
  /// Freeze the transition's time (`uikit` and `uikitAnimator`): while interactive, or, after a
  /// release, finish or cancel, grabbing the running completion, which later gesture events
  /// move from where it was grabbed.
  public var pause: Bool?
  /// `isReversed` (`uikitAnimator` only).
  public var reverse: Bool?
  /// `continueAnimation(withTimingParameters:durationFactor:)` (`uikitAnimator` only).
  public var continueAnimation: ContinueSpec?

  /// An event at `at` seconds: give exactly one of `update`, `pan`, `pinch`, `release`, `finish`,
  /// `cancel`, `pause`.
  public init(
    at: Double, update: Double? = nil, pan: Point? = nil, velocity: Point? = nil, pinch: Double? = nil,
    pinchVelocity: Double? = nil,
    release: Bool? = nil, finish: Bool? = nil, cancel: CancelSpec? = nil, pause: Bool? = nil
  ) {
    (self.at, self.update, self.pan, self.velocity, self.pinch, self.pinchVelocity) = (
      at, update, pan, velocity, pinch, pinchVelocity
    )
    (self.release, self.finish, self.cancel, self.pause) = (release, finish, cancel, pause)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case at, update, pan, velocity, pinch, pinchVelocity, release, finish, cancel, pause, reverse, continueAnimation
  }

  /// The event as a session step (its timing read at `path`).
  func step(at path: JSONPath) throws(SpecError) -> InteractiveSession.Step {
    if let p = update { return .update(p, at: at) }
    if let pan { return .pan(translation: pan, velocity: velocity ?? .zero, at: at) }
    if let pinch { return .pinch(scale: pinch, velocity: pinchVelocity ?? 0, at: at) }
    if release != nil { return .release(at: at) }
    if finish != nil { return .finish(at: at) }
    if let cancel { return .cancel(cancel.style ?? .rewind, at: at) }
    if let reverse { return .reverse(reverse, at: at) }
    if let go = continueAnimation {
      let timing = try go.timing(at: path.key("continueAnimation"))
      return .continueAnimation(timing, durationFactor: go.durationFactor ?? 0, at: at)
    }
    return .pause(at: at)
  }
}

/// A cancel event's value: `true` (the model's own cancel) or a UIKit cancel style.
public enum CancelSpec: Codable, Hashable, Sendable {
  /// `true`: the completion model's own cancel.
  case model
  /// `"rewind"` or `"restart"` (`uikit` only).
  case style(CancelStyle)

  /// The style written, if any.
  public var style: CancelStyle? {
    if case .style(let style) = self { return style }
    return nil
  }

  /// Reads `true` or a style's name.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    // try?: a value that is not a Boolean is read as a style's name below, whose error is reported.
    if let flag = try? c.decode(Bool.self) {
      guard flag else {
        throw DecodingError.dataCorruptedError(
          in: c, debugDescription: "cancel is true (the model's cancel), \"rewind\" or \"restart\"; omit it otherwise")
      }
      self = .model
      return
    }
    self = .style(try c.decode(CancelStyle.self))
  }

  /// Writes `true` or the style's name.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    switch self {
    case .model: try c.encode(true)
    case .style(let style): try c.encode(style)
    }
  }
}
