import Curves
import Geometry

/// One interactive session from its first event to the end of its completion, under a
/// ``CompletionModel``: the transition time τ and the scene at any wall time s, the release's
/// decision, each clamp of a gesture's progress, and the completion's start, length and motion.
///
/// Events before the last drive the progress (``Step/update(_:at:)`` directly, or a gesture:
/// ``Step/pan(translation:velocity:at:)``, ``Step/pinch(scale:velocity:at:)``, mapped by the
/// ``GestureSpecification``); the last ends the interaction (``Step/finish(at:)``,
/// ``Step/cancel(_:at:)`` or ``Step/release(at:)``, which the model decides). While
/// interactive, τ = p·D from each event on (UIKit, Hero, Flutter), or τ = D·x(s) with x the
/// ``ProgressSpring`` chasing each progress (Android).
public struct InteractiveSession: Sendable {
  /// A progress outside [0, 1], a gesture's or an `update`'s, clamped to it (reported, not
  /// refused), as UIKit's and Hero's `update(_:)` clamp it.
  public struct Clamp: Hashable, Sendable {
    /// The step's index in the session.
    public var step: Int
    /// Its wall time.
    public var time: Double
    /// The progress the gesture gave.
    public var progress: Double
    /// The progress used, in [0, 1].
    public var clamped: Double

    /// A clamp of `progress` to `clamped` at step `step`, time `time`.
    public init(step: Int, time: Double, progress: Double, clamped: Double) {
      (self.step, self.time, self.progress, self.clamped) = (step, time, progress, clamped)
    }
  }

  enum Running: Sendable {
    /// UIKit's interruptible animator drives the progress from the first event on.
    case animator(PropertyAnimator)
    case driver
    case timeline(from: Double, to: Double, curve: CubicTimingFunction)
    case restart(ScriptReplay.Restart)
    case spring(ProgressSpring)
    /// A spring completion on the progress, from p to the target (``CompletionSpring``).
    case progressSpring(from: Double, to: Double, motion: SpringMotion)
  }

  /// The transition.
  public let transition: Transition
  /// The model.
  public let model: CompletionModel
  /// The first event's wall time.
  public let begin: Double
  /// The completion: the last one, which ends the session.
  public let completion: Completion
  /// Every completion in order: those a `pause` grabbed before they ended (each with its
  /// ``Completion/interrupted`` time), then ``completion``.
  public let completions: [Completion]
  /// Every clamp of a gesture's progress, in order.
  public let clamps: [Clamp]
  let driver: InteractiveDriver
  let interactiveSpring: ProgressSpring?
  let running: Running

  /// The wall time the completion ends.
  public var end: Double { completion.end }

  /// A session of `steps` (in time order, the last one starting the completion that ends it) on
  /// `transition`. Under ``CompletionModel/uikit`` and ``CompletionModel/uikitAnimator`` a
  /// `pause` right after a finish, cancel or release grabs that completion while it runs, and the
  /// events after it drive the progress again from there (a pan's translation counts from the
  /// grab); under `uikitAnimator`, `animator` sets the ``PropertyAnimator`` up and `reverse` and
  /// `continueAnimation` call it.
  ///
  /// - Throws: ``DriverError`` for no steps, a step out of order, a step after the end or no
  ///   end, a progress that is not finite (one outside [0, 1] is clamped and reported), `pause` or a
  ///   `restart` cancel under a model other than UIKit, a gesture the model cannot read (a
  ///   vertical pan or a pinch for Flutter's or Android's swipe), an Android release without a
  ///   pan (its rule reads the finger's distance), a `completionSpring` under a model other
  ///   than UIKit's or with a damping ratio that is not finite and > 0, a grab of a completion
  ///   that has ended or that `UIPercentDrivenInteractiveTransition` cannot pause (a spring, a
  ///   restart), `reverse` or `continueAnimation` outside `uikitAnimator`, and under it a
  ///   completion speed other than 1, a gesture while the animator runs (grab it first) or a
  ///   script that leaves it paused.
  public init(
    _ transition: Transition, steps: [Step], model: CompletionModel = .uikit, gesture: GestureSpecification,
    completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1,
    completionSpring: CompletionSpring? = nil, animator: PropertyAnimator.Setup = PropertyAnimator.Setup()
  ) throws(DriverError) {
    guard let first = steps.first else { throw .invalidParameter("a session needs events") }
    guard gesture.distance.isFinite, gesture.distance > 0 else {
      throw .invalidParameter("the gesture's distance must be finite and > 0, got \(gesture.distance)")
    }
    guard gesture.pinchEndScale.isFinite, gesture.pinchEndScale != 1 else {
      throw .invalidParameter("the pinch's end scale must be finite and not 1, got \(gesture.pinchEndScale)")
    }
    guard gesture.release.threshold.isFinite, gesture.release.flingVelocity.map({ $0.isFinite && $0 > 0 }) ?? true,
      gesture.release.projection.map({ $0.rate > 0 && $0.rate < 1 }) ?? true
    else {
      throw .invalidParameter(
        "the release rule needs a finite threshold, a fling velocity > 0 (or none) and a projection rate in (0, 1), "
          + "got \(gesture.release)"
      )
    }
    if let detents = gesture.release.detents {
      guard detents.count >= 2, detents.allSatisfy({ $0 >= 0 && $0 <= 1 }),
        zip(detents, detents.dropFirst()).allSatisfy(<)
      else {
        throw .invalidParameter("detents are two or more increasing progress values in [0, 1], got \(detents)")
      }
    }
    if gesture.release.projection != nil || gesture.release.detents != nil,
      model == .flutterCupertino || model == .androidPredictiveBack
    {
      throw .invalidParameter(
        "\(model.rawValue) decides a release by its own rule: a release projection or detents are the app's")
    }
    guard let last = steps.last, last.ends || model == .uikitAnimator else {
      throw .invalidParameter("a session ends with finish, cancel or release")
    }
    if let completionSpring {
      guard model.canGrabCompletions else {
        throw .invalidParameter(
          "a spring completion is UIKit's UISpringTimingParameters; \(model.rawValue) completes its own way")
      }
      guard completionSpring.dampingRatio.isFinite, completionSpring.dampingRatio > 0 else {
        throw .invalidParameter(
          "the completion spring's dampingRatio must be finite and > 0, got \(completionSpring.dampingRatio)")
      }
    }
    if model == .uikitAnimator {
      self = try Self.animatorSession(
        transition, steps: steps, gesture: gesture, completionCurve: completionCurve, completionSpeed: completionSpeed,
        completionSpring: completionSpring, setup: animator)
      return
    }
    let duration = transition.duration
    var driver = try InteractiveDriver(
      for: transition, completionCurve: completionCurve, completionSpeed: completionSpeed)
    try driver.begin(at: first.time)
    var spring = model == .androidPredictiveBack ? ProgressSpring(from: first.time) : nil
    var clamps: [Clamp] = []
    var progress = 0.0
    var gestureAlong: (distance: Double, velocity: Double, widths: Double)?
    var previous = first.time
    // The progress where the gesture took hold: 0, or where a pause grabbed a completion.
    var base = 0.0
    var completions: [Completion] = []
    for (i, step) in steps.enumerated() {
      let s = step.time
      guard s.isFinite else { throw .invalidParameter("event \(i) is at \(s) s: times must be finite") }
      guard s >= previous else { throw .outOfOrder(event: "\(step)", previousTime: previous) }
      previous = s
      if step.ends, i < steps.count - 1 {
        completions.append(
          try Self.grabbedCompletion(
            step, next: steps[i + 1], index: i, model: model, gesture: gesture, progress: progress,
            along: gestureAlong, spring: completionSpring, curve: completionCurve, speed: completionSpeed,
            driver: &driver))
        continue
      }
      var raw: Double?
      switch step {
      case .update(let p, _):
        // UIKit's and Hero's update(_:) clamp a progress outside [0, 1]; the clamp is reported.
        guard p.isFinite else { throw .invalidParameter("progress \(p) at event \(i) is not finite") }
        raw = p
        // A release after it reads no earlier gesture's distance or velocity.
        gestureAlong = nil
      case .pan(let translation, let velocity, _):
        guard translation.x.isFinite, translation.y.isFinite, velocity.x.isFinite, velocity.y.isFinite else {
          throw .invalidParameter("the pan at event \(i) is not finite")
        }
        raw = try base + gesture.progress(ofPan: translation, model: model)
        gestureAlong = gesture.panReading(translation, velocity)
      case .pinch(let scale, let velocity, _):
        guard scale.isFinite, velocity.isFinite else {
          throw .invalidParameter("the pinch at event \(i) is not finite")
        }
        raw = try base + gesture.progress(ofPinch: scale, model: model)
        let along = gesture.pinchEndScale < 1 ? -velocity : velocity
        gestureAlong = (.nan, along, along / abs(1 - gesture.pinchEndScale))
      case .pause:
        guard model == .uikit else {
          throw .invalidParameter("pause is UIKit's pauseInteractiveTransition(); \(model.rawValue) has none")
        }
        try driver.pause(at: s)
        (base, gestureAlong) = (driver.time(at: s) / duration, nil)
      case .reverse, .continueAnimation:
        throw .invalidParameter(
          "event \(i) is UIViewPropertyAnimator's (isReversed, continueAnimation): use the uikitAnimator model")
      case .cancel(.restart, _):
        guard model == .uikit else {
          throw .invalidParameter(
            "a restart cancel is UIKit's hand-written cancel; \(model.rawValue) completes its own way")
        }
      case .finish, .cancel, .release: break
      }
      if let raw {
        guard raw.isFinite else { throw .invalidParameter("the gesture at event \(i) gives progress \(raw)") }
        let clamped = min(max(raw, 0), 1)
        if clamped != raw { clamps.append(Clamp(step: i, time: s, progress: raw, clamped: clamped)) }
        progress = clamped
        if var running = spring {
          running.retarget(to: clamped, at: s)
          spring = running
        } else {
          try driver.update(progress: clamped, at: s)
        }
      }
    }
    let s = last.time
    let tau0 = spring.map { min(max($0.value(at: s), 0), 1) * duration } ?? driver.time(at: s)
    let p0 = tau0 / duration
    // The direction, and the release's reason.
    var direction: Completion.Direction
    var reason: String?
    var detent: Double?
    switch last {
    case .finish: direction = .finish
    case .cancel: direction = .cancel
    default:
      (direction, reason, detent) = try Self.release(
        model: model, gesture: gesture, progress: progress, along: gestureAlong)
    }
    let finishing = direction == .finish
    let target = direction == .settle ? detent ?? 0 : finishing ? 1.0 : 0.0
    let running: Running
    var motion = Completion.Motion.timeline
    var length = model.completionLength(
      finishing: finishing, progress: p0, duration: duration, completionSpeed: completionSpeed)
    if model == .uikit || model == .androidPredictiveBack {
      // The driver's own lengths, from τ₀ itself (p₀·D can differ from τ₀ by an ulp).
      length =
        (direction == .settle ? abs(target * duration - tau0) : finishing ? duration - tau0 : tau0) / completionSpeed
    }
    var curve = completionCurve
    var springText: String?
    switch model {
    // uikitAnimator sessions are built by animatorSession above and never reach this switch.
    case .uikit, .uikitAnimator:
      if let completionSpring, length > 0, !Self.isRestart(last) {
        let relative = completionSpring.relativeVelocity(
          progressVelocity: gestureAlong?.widths ?? 0, from: p0, to: target)
        do {
          let spring = try Spring(
            uikitDuration: length, dampingRatio: completionSpring.dampingRatio, initialVelocity: relative)
          let progress = try SpringMotion(spring: spring, progressVelocity: relative)
          (running, motion) = (.progressSpring(from: p0, to: target, motion: progress), .spring)
          springText =
            "spring(dampingRatio: \(completionSpring.dampingRatio), initialVelocity: \(relative), duration: \(length))"
        } catch {
          throw .invalidParameter("the completion spring cannot run this completion: \(error)")
        }
      } else if direction == .settle {
        // To the detent along the completion curve, over |detent − p|·D/speed.
        running = .timeline(from: tau0, to: target * duration, curve: completionCurve)
      } else if case .cancel(.restart, _) = last {
        curve = transition.primaryCurve ?? completionCurve
        let restart = ScriptReplay.Restart(
          transition, driver: driver, at: s, finishing: false, length: tau0 / completionSpeed, curve: curve)
        (running, motion) = (.restart(restart), .restart)
      } else {
        if finishing { try driver.finish(at: s) } else { try driver.cancel(at: s) }
        (running, motion) = (.driver, finishing ? .timeline : .rewind)
      }
    case .hero:
      curve = transition.primaryCurve ?? CompletionModel.heroDefaultCurve
      let restart = ScriptReplay.Restart(
        transition, driver: driver, at: s, finishing: finishing, length: length, curve: curve,
        displayedTime: Self.heroDisplayed(tau0, duration: duration))
      (running, motion) = (.restart(restart), .restart)
    case .flutterCupertino:
      curve = CompletionModel.flutterSettleCurve
      running = .timeline(from: tau0, to: finishing ? duration : 0, curve: curve)
    case .androidPredictiveBack:
      if finishing {
        running = .timeline(from: tau0, to: duration, curve: completionCurve)
      } else {
        var back = spring ?? ProgressSpring(at: p0, from: s)
        back.retarget(to: 0, at: s)
        length = back.restTime() - s
        (running, motion) = (.spring(back), .spring)
      }
    }
    let curveText =
      springText
      ?? (motion == .spring ? "spring(stiffness: \(ProgressSpring.androidStiffness), dampingRatio: 1)" : "\(curve)")
    self.transition = transition
    self.model = model
    begin = first.time
    self.clamps = clamps
    self.driver = driver
    interactiveSpring = spring
    self.running = running
    completion = Completion(
      model: model, direction: direction, release: reason, start: s, duration: length, fromProgress: p0, motion: motion,
      curve: curveText, gestureVelocity: gestureAlong?.widths, isVelocityDriven: completionSpring != nil,
      detent: detent)
    self.completions = completions + [completion]
  }
}
