import Curves

/// The interactive-transition state machine (`UIPercentDrivenInteractiveTransition`), as a value
/// whose events fully determine the transition time τ at any wall time s: 60 Hz, 120 Hz and
/// dropped frames read the same state at the same s.
///
/// - `begin`, then `update(progress:)`: while interactive, τ = progress·D.
/// - `finish`: from progress p, runs (1 − p)·D/completionSpeed seconds along the completion
///   curve c to τ = D.
/// - `cancel` (the **rewind**, DESIGN.md §4): from time fraction p₀ showing y₀ = f(p₀) (f the
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
    case idle, interactive, paused, finishing, cancelling, finished, cancelled
  }

  /// An input event.
  public enum Event: Hashable, Sendable {
    case begin(at: Double)
    case update(progress: Double, at: Double)
    case pause(at: Double)
    case finish(at: Double)
    case cancel(at: Double)
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
  public init(duration: Double, primaryCurve: CubicTimingFunction?, completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1) throws(DriverError) {
    guard duration.isFinite, duration > 0 else { throw .invalidParameter("duration must be finite and > 0, got \(duration)") }
    guard completionSpeed.isFinite, completionSpeed > 0 else { throw .invalidParameter("completionSpeed must be finite and > 0, got \(completionSpeed)") }
    self.duration = duration
    self.primaryCurve = primaryCurve
    self.completionCurve = completionCurve
    self.completionSpeed = completionSpeed
  }

  /// A driver for `transition`, with its primary curve.
  public init(for transition: Transition, completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1) throws(DriverError) {
    try self.init(duration: transition.duration, primaryCurve: transition.primaryCurve, completionCurve: completionCurve, completionSpeed: completionSpeed)
  }

  public mutating func begin(at s: Double) throws(DriverError) { try record(.begin(at: s)) }
  /// Progress is clamped to [0, 1].
  public mutating func update(progress: Double, at s: Double) throws(DriverError) {
    guard progress.isFinite else { throw .invalidParameter("progress must be finite, got \(progress)") }
    try record(.update(progress: min(max(progress, 0), 1), at: s))
  }
  public mutating func pause(at s: Double) throws(DriverError) { try record(.pause(at: s)) }
  public mutating func finish(at s: Double) throws(DriverError) { try record(.finish(at: s)) }
  public mutating func cancel(at s: Double) throws(DriverError) { try record(.cancel(at: s)) }
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
      let u = (s - start) / length
      if u >= 1 { return d.duration }
      return tau + (d.duration - tau) * d.completionCurve.progress(at: max(u, 0))
    case .cancelling(let start, let p0, let y0, let length):
      let u = (s - start) / length
      if u >= 1 { return 0 }
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
  case invalidParameter(String)
  case outOfOrder(event: String, previousTime: Double)
  case invalidEvent(event: String, state: InteractiveDriver.State)

  public var description: String {
    switch self {
    case .invalidParameter(let reason): "invalid driver parameter: \(reason)"
    case .outOfOrder(let event, let previous): "\(event) comes before the previous event at \(previous): events must be in time order"
    case .invalidEvent(let event, let state): "\(event) is not allowed while the driver is \(state)"
    }
  }
}
