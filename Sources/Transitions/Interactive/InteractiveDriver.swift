import Curves

/// The interactive-transition state machine (`UIPercentDrivenInteractiveTransition`), as a value
/// whose events fully determine the transition time τ at any wall time s: 60 Hz, 120 Hz and
/// dropped frames read the same state at the same s.
///
/// - `begin`, then `update(progress:)`: while interactive, τ = progress·D.
/// - `finish`: from progress p, runs (1 − p)·D/completionSpeed seconds along the completion
///   curve c to τ = D.
/// - `cancel` (the **rewind**, <doc:InteractiveTransitionsAndTheExactRewind>): from time
///   fraction p₀ showing y₀ = f(p₀) (f the
///   transition's primary timing curve), runs R = p₀·D/completionSpeed seconds; at elapsed s it
///   shows y(s) = y₀·(1 − c(s/R)) and sets τ(s) = D·f⁻¹(y(s)), so the displayed motion follows the
///   completion curve. Of the roots of f(x) = y it takes the largest not after p₀, which is the
///   branch continuous with p₀ (it can jump only where no continuous branch reaches y, at an
///   extremum of an overshooting f). Without a single invertible primary curve (several phases,
///   a spring) τ(s) = p₀·D·(1 − c(s/R)), documented as such.
/// - `pause` freezes τ; `reverse` flips a running completion at its current τ by the same rules.
public struct InteractiveDriver: Sendable {
  /// What the driver is doing.
  public enum State: Hashable, Sendable {
    /// `idle` before ``InteractiveDriver/begin(at:)``; `interactive` after `begin` or `update`;
    /// `paused` after `pause`; `finishing` or `cancelling` while a completion runs; `finished` or
    /// `cancelled` from the moment it reaches τ = D or τ = 0. The last two are final: no event is
    /// accepted after them.
    case idle, interactive, paused, finishing, cancelling, finished, cancelled
  }

  /// An input event.
  public enum Event: Hashable, Sendable {
    /// The gesture begins at this wall time (seconds): τ = 0, interactive.
    case begin(at: Double)
    /// The interactive progress, already clamped to [0, 1], from this wall time (seconds) on.
    case update(progress: Double, at: Double)
    /// τ freezes at this wall time (seconds), from the interactive state or a running completion.
    case pause(at: Double)
    /// A completion towards τ = D starts at this wall time (seconds).
    case finish(at: Double)
    /// A rewind towards τ = 0 starts at this wall time (seconds).
    case cancel(at: Double)
    /// A running completion turns round at this wall time (seconds).
    case reverse(at: Double)

    var time: Double {
      switch self {
      case .begin(let s), .update(_, let s), .pause(let s), .finish(let s), .cancel(let s), .reverse(let s): s
      }
    }
  }

  /// The transition's duration D.
  public let duration: Double
  /// f, the curve the rewind inverts (nil: the linear fallback).
  public let primaryCurve: CubicTimingFunction?
  /// c, the completion curve (UIKit's default: ease-in-ease-out).
  public let completionCurve: CubicTimingFunction
  /// > 0: completions run D/completionSpeed for the whole distance.
  public let completionSpeed: Double
  /// The events so far, in time order.
  public private(set) var events: [Event] = []

  /// A driver for a transition of `duration`.
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for duration ≤ 0 or completionSpeed ≤ 0 (or
  ///   non-finite).
  public init(
    duration: Double, primaryCurve: CubicTimingFunction?, completionCurve: CubicTimingFunction = .easeInEaseOut,
    completionSpeed: Double = 1
  ) throws(DriverError) {
    guard duration.isFinite, duration > 0 else {
      throw .invalidParameter("duration must be finite and > 0, got \(duration)")
    }
    guard completionSpeed.isFinite, completionSpeed > 0 else {
      throw .invalidParameter("completionSpeed must be finite and > 0, got \(completionSpeed)")
    }
    self.duration = duration
    self.primaryCurve = primaryCurve
    self.completionCurve = completionCurve
    self.completionSpeed = completionSpeed
  }

  /// A driver for `transition`, with its primary curve.
  public init(
    for transition: Transition, completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1
  ) throws(DriverError) {
    try self.init(
      duration: transition.duration, primaryCurve: transition.primaryCurve, completionCurve: completionCurve,
      completionSpeed: completionSpeed)
  }

  /// Begins the interaction at wall time `s`, in seconds: τ = 0 and the state becomes
  /// interactive (`UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:)`).
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a non-finite `s`;
  ///   ``DriverError/outOfOrder(event:previousTime:)`` when `s` is earlier than the last
  ///   event (equal times are allowed, and apply in the order recorded);
  ///   ``DriverError/invalidEvent(event:state:)`` unless the driver is idle.
  public mutating func begin(at s: Double) throws(DriverError) { try record(.begin(at: s)) }
  /// Sets the interactive progress at wall time `s`, in seconds: τ = progress·D from then on
  /// (`UIPercentDrivenInteractiveTransition.update(_:)`).
  /// Progress is clamped to [0, 1].
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a non-finite progress or `s`;
  ///   ``DriverError/outOfOrder(event:previousTime:)`` when `s` is earlier than the last event;
  ///   ``DriverError/invalidEvent(event:state:)`` unless the driver is interactive or paused.
  public mutating func update(progress: Double, at s: Double) throws(DriverError) {
    guard progress.isFinite else { throw .invalidParameter("progress must be finite, got \(progress)") }
    try record(.update(progress: min(max(progress, 0), 1), at: s))
  }
  /// Freezes τ at its value at wall time `s` (`pauseInteractiveTransition()`), from the
  /// interactive state or during a finish or a rewind.
  ///
  /// From paused, ``update(progress:at:)``, ``finish(at:)`` or ``cancel(at:)`` continue; a
  /// completion then starts afresh from the frozen τ (the completion curve restarts at its
  /// beginning, at rest for the default ease-in-ease-out curve). ``reverse(at:)`` is not accepted
  /// while paused.
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a non-finite `s`;
  ///   ``DriverError/outOfOrder(event:previousTime:)`` when `s` is earlier than the last
  ///   event (equal times are allowed, and apply in the order recorded);
  ///   ``DriverError/invalidEvent(event:state:)`` unless the driver is interactive,
  ///   finishing or cancelling.
  public mutating func pause(at s: Double) throws(DriverError) { try record(.pause(at: s)) }
  /// Starts the completion at wall time `s` (`finishInteractiveTransition()`): from the current
  /// τ₀, τ runs to D in (D − τ₀)/completionSpeed seconds as τ₀ + (D − τ₀)·c(u), u the elapsed
  /// fraction of that time. At τ₀ = D the driver is finished at once.
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a non-finite `s`;
  ///   ``DriverError/outOfOrder(event:previousTime:)`` when `s` is earlier than the last
  ///   event (equal times are allowed, and apply in the order recorded);
  ///   ``DriverError/invalidEvent(event:state:)`` unless the driver is interactive or paused.
  public mutating func finish(at s: Double) throws(DriverError) { try record(.finish(at: s)) }
  /// Starts the rewind at wall time `s` (`cancelInteractiveTransition()`): from p₀ = τ₀/D it
  /// runs p₀·D/completionSpeed seconds back to τ = 0 by the rule in the type's documentation, so
  /// the displayed progress follows the completion curve. At τ₀ = 0 the driver is cancelled at
  /// once.
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a non-finite `s`;
  ///   ``DriverError/outOfOrder(event:previousTime:)`` when `s` is earlier than the last
  ///   event (equal times are allowed, and apply in the order recorded);
  ///   ``DriverError/invalidEvent(event:state:)`` unless the driver is interactive or paused.
  public mutating func cancel(at s: Double) throws(DriverError) { try record(.cancel(at: s)) }
  /// Turns a running completion round at wall time `s`, from its current τ: a finish becomes a
  /// rewind by ``cancel(at:)``'s rule, and a rewind becomes a finish by ``finish(at:)``'s rule.
  /// Each starts afresh, so the completion curve restarts and τ's rate of change may jump at `s`.
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a non-finite `s`;
  ///   ``DriverError/outOfOrder(event:previousTime:)`` when `s` is earlier than the last
  ///   event (equal times are allowed, and apply in the order recorded);
  ///   ``DriverError/invalidEvent(event:state:)`` unless the driver is finishing or cancelling.
  public mutating func reverse(at s: Double) throws(DriverError) { try record(.reverse(at: s)) }

  /// Appends an event after checking its time and that the state machine allows it.
  mutating func record(_ event: Event) throws(DriverError) {
    guard event.time.isFinite else { throw .invalidParameter("event times must be finite") }
    if let last = events.last, event.time < last.time {
      throw .outOfOrder(event: "\(event)", previousTime: last.time)
    }
    let state = self.state(at: event.time)
    let allowed: Bool
    switch event {
    case .begin: allowed = state == .idle
    case .update: allowed = state == .interactive || state == .paused
    case .pause: allowed = state == .interactive || state == .finishing || state == .cancelling
    case .finish, .cancel: allowed = state == .interactive || state == .paused
    case .reverse: allowed = state == .finishing || state == .cancelling
    }
    guard allowed else { throw .invalidEvent(event: "\(event)", state: state) }
    events.append(event)
  }

  /// The mode in force after the events up to (and including) those at or before s.
  enum Mode {
    case idle
    case interactive(progress: Double)
    case paused(tau: Double)
    case finishing(start: Double, tau: Double, length: Double)
    case cancelling(start: Double, fraction: Double, shown: Double, length: Double)
    case finished
    case cancelled
  }

  func mode(at s: Double) -> Mode {
    var mode = Mode.idle
    for event in events where event.time <= s {
      let t = event.time
      let tau = Self.tau(of: mode, at: t, driver: self)
      switch event {
      case .begin: mode = .interactive(progress: 0)
      case .update(let p, _): mode = .interactive(progress: p)
      case .pause: mode = .paused(tau: tau)
      case .finish: mode = finishing(from: tau, at: t)
      case .cancel: mode = cancelling(from: tau, at: t)
      case .reverse:
        if case .finishing = mode { mode = cancelling(from: tau, at: t) } else { mode = finishing(from: tau, at: t) }
      }
    }
    return mode
  }

  func finishing(from tau: Double, at s: Double) -> Mode {
    let length = (duration - tau) / completionSpeed
    return length > 0 ? .finishing(start: s, tau: tau, length: length) : .finished
  }

  func cancelling(from tau: Double, at s: Double) -> Mode {
    let p0 = tau / duration
    let length = p0 * duration / completionSpeed
    guard length > 0 else { return .cancelled }
    return .cancelling(start: s, fraction: p0, shown: primaryCurve?.progress(at: p0) ?? p0, length: length)
  }

  static func tau(of mode: Mode, at s: Double, driver d: InteractiveDriver) -> Double {
    switch mode {
    case .idle, .cancelled: return 0
    case .finished: return d.duration
    case .interactive(let p): return p * d.duration
    case .paused(let tau): return tau
    case .finishing(let start, let tau, let length):
      // At or after the end (as state(at:) sees it), exactly D: (s − start)/length can round
      // below 1 at s = start + length.
      let u = (s - start) / length
      if u >= 1 || s >= start + length { return d.duration }
      return tau + (d.duration - tau) * d.completionCurve.progress(at: max(u, 0))
    case .cancelling(let start, let p0, let y0, let length):
      let u = (s - start) / length
      if u >= 1 || s >= start + length { return 0 }
      let c = d.completionCurve.progress(at: max(u, 0))
      guard let f = d.primaryCurve else { return p0 * d.duration * (1 - c) }
      let y = y0 * (1 - c)
      let roots = f.times(forProgress: y)
      let branch = roots.last(where: { $0 <= p0 * (1 + 1e-12) + 1e-15 }) ?? roots.first ?? p0 * (1 - c)
      return d.duration * branch
    }
  }

  /// τ, the transition time to show at wall time s.
  public func time(at s: Double) -> Double {
    Self.tau(of: mode(at: s), at: s, driver: self)
  }

  /// The state at wall time s.
  public func state(at s: Double) -> State {
    switch mode(at: s) {
    case .idle: return .idle
    case .interactive: return .interactive
    case .paused: return .paused
    case .finishing(let start, _, let length): return s >= start + length ? .finished : .finishing
    case .cancelling(let start, _, _, let length): return s >= start + length ? .cancelled : .cancelling
    case .finished: return .finished
    case .cancelled: return .cancelled
    }
  }

  /// The progress shown at wall time s through the primary curve (τ/D without one).
  public func displayedProgress(at s: Double) -> Double {
    let fraction = time(at: s) / duration
    return primaryCurve?.progress(at: fraction) ?? fraction
  }

  /// The scene at wall time s: the transition at τ(s), plus its cancel actions once a cancel
  /// has returned to the start.
  public func sample(_ transition: Transition, at s: Double, into scene: inout Scene) {
    transition.sample(at: time(at: s), into: &scene)
    if state(at: s) == .cancelled { transition.applyCancelActions(to: &scene) }
  }

  /// A gesture's velocity handed to a completion spring, normalised by the remaining distance:
  /// points per second ÷ remaining points = progress per second (what
  /// `UISpringTimingParameters(initialVelocity:)` expects).
  public static func springVelocity(gestureVelocity: Double, remainingDistance: Double) -> Double {
    remainingDistance == 0 ? 0 : gestureVelocity / remainingDistance
  }
}

/// Why a driver call was refused.
public enum DriverError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A value that must be finite and in range is not (duration, completionSpeed, a progress or an
  /// event time); the string says which value and what is allowed.
  case invalidParameter(String)
  /// An event (described as text) earlier than the previous event, at `previousTime` seconds:
  /// events must come in time order; equal times are allowed.
  case outOfOrder(event: String, previousTime: Double)
  /// An event (described as text) that the state machine does not accept in `state`, the
  /// driver's state at the event's time (for example `finish` while idle, or anything once
  /// finished or cancelled).
  case invalidEvent(event: String, state: InteractiveDriver.State)

  /// A one-line message naming the event or parameter and what went wrong.
  public var description: String {
    switch self {
    case .invalidParameter(let reason): "invalid driver parameter: \(reason)"
    case .outOfOrder(let event, let previous):
      "\(event) comes before the previous event at \(previous): events must be in time order"
    case .invalidEvent(let event, let state): "\(event) is not allowed while the driver is \(state)"
    }
  }
}
