import Curves

/// A session under ``CompletionModel/uikitAnimator``: a ``PropertyAnimator`` drives the
/// progress from the first event on.
extension InteractiveSession {
  init(
    transition: Transition, model: CompletionModel, begin: Double, completions: [Completion], clamps: [Clamp],
    driver: InteractiveDriver, running: Running
  ) {
    (self.transition, self.model, self.begin, self.clamps) = (transition, model, begin, clamps)
    (self.completions, completion) = (completions, completions[completions.count - 1])
    (self.driver, interactiveSpring, self.running) = (driver, nil, running)
  }

  /// The session of `steps` on an animator of the transition's duration, paused at 0 at the
  /// first event (``CompletionModel/uikitAnimator``'s rules).
  static func animatorSession(
    _ transition: Transition, steps: [Step], gesture: GestureSpecification, completionCurve: CubicTimingFunction,
    completionSpeed: Double, completionSpring: CompletionSpring?, setup: PropertyAnimator.Setup
  ) throws(DriverError) -> InteractiveSession {
    guard completionSpeed == 1 else {
      throw .invalidParameter(
        "the interruptible animator continues over the time it has left: give continueAnimation a durationFactor, "
          + "not a completionSpeed (\(completionSpeed))")
    }
    let duration = transition.duration
    let begin = steps[0].time
    var animator = try PropertyAnimator(
      duration: duration, timing: setup.timing, scrubsLinearly: setup.scrubsLinearly,
      pausesOnCompletion: setup.pausesOnCompletion, start: begin, running: false)
    var clamps: [Clamp] = []
    var completions: [Completion] = []
    // fractionComplete where the gesture took hold (0, or where a pause grabbed the animator).
    var base = 0.0
    var along: (distance: Double, velocity: Double, widths: Double)?
    func started(
      at s: Double, direction: Completion.Direction, release: String?, timing: PropertyAnimator.Timing,
      from u: Double, finger: Bool = false, velocityDriven: Bool = false
    ) {
      if let last = completions.indices.last, completions[last].interrupted == nil, completions[last].end > s {
        completions[last].interrupted = s
      }
      var motion = Completion.Motion.timeline
      if case .spring = timing { motion = .spring }
      completions.append(
        Completion(
          model: .uikitAnimator, direction: direction, release: release, start: s,
          duration: max((animator.restTime ?? s) - s, 0), fromProgress: u, motion: motion, curve: "\(timing)",
          gestureVelocity: finger ? along?.widths : nil, isVelocityDriven: velocityDriven))
    }
    for (i, step) in steps.enumerated() {
      let s = step.time
      var fraction: Double?
      let sign = animator.isReversed(at: s) ? -1.0 : 1.0
      switch step {
      case .update(let p, _):
        guard p.isFinite else { throw .invalidParameter("progress \(p) at event \(i) is not finite") }
        (fraction, along) = (p, nil)
      case .pan(let translation, let velocity, _):
        guard translation.x.isFinite, translation.y.isFinite, velocity.x.isFinite, velocity.y.isFinite else {
          throw .invalidParameter("the pan at event \(i) is not finite")
        }
        fraction = try base + sign * gesture.progress(ofPan: translation, model: .uikitAnimator)
        along = gesture.panReading(translation, velocity)
      case .pinch(let scale, let velocity, _):
        guard scale.isFinite, velocity.isFinite else {
          throw .invalidParameter("the pinch at event \(i) is not finite")
        }
        fraction = try base + sign * gesture.progress(ofPinch: scale, model: .uikitAnimator)
        let v = gesture.pinchEndScale < 1 ? -velocity : velocity
        along = (.nan, v, v / abs(1 - gesture.pinchEndScale))
      case .pause:
        try animator.pause(at: s)
        if let last = completions.indices.last, completions[last].interrupted == nil, completions[last].end > s {
          completions[last].interrupted = s
        }
        (base, along) = (animator.fractionComplete(at: s), nil)
      case .reverse(let reversed, _):
        let running = animator.state(at: s) == .running
        let u = animator.progress(at: s)
        try animator.setReversed(reversed, at: s)
        if running {
          started(
            at: s, direction: reversed ? .cancel : .finish, release: nil, timing: animator.runningTiming(at: s), from: u
          )
        } else {
          base = animator.fractionComplete(at: s)
        }
      case .continueAnimation(let timing, let factor, _):
        let u = animator.progress(at: s)
        try animator.continueAnimation(timing, durationFactor: factor, at: s)
        let direction: Completion.Direction = animator.isReversed(at: s) ? .cancel : .finish
        started(at: s, direction: direction, release: nil, timing: timing ?? setup.timing, from: u)
      case .finish, .cancel, .release:
        if case .cancel(.restart, _) = step {
          throw .invalidParameter(
            "event \(i): a restart cancel is a hand-written UIView.animate; the interruptible animator reverses instead"
          )
        }
        guard animator.state(at: s) == .paused else {
          throw .invalidParameter(
            "event \(i) at \(s) s: the animator is \(animator.state(at: s)): pause (grab) it first")
        }
        let u = animator.progress(at: s)
        let (direction, reason): (Completion.Direction, String?) =
          switch step {
          case .finish: (.finish, nil)
          case .cancel: (.cancel, nil)
          default:
            // (A detent between the ends is refused there: the animator runs to an end.)
            { (d: (Completion.Direction, String, detent: Double?)) in (d.0, d.1) }(
              try release(model: .uikitAnimator, gesture: gesture, progress: u, along: along))
          }
        let target: Double = direction == .finish ? 1 : 0
        try animator.setReversed(direction == .cancel, at: s)
        var timing = PropertyAnimator.Timing.cubic(completionCurve)
        if let completionSpring {
          let relative = completionSpring.relativeVelocity(progressVelocity: along?.widths ?? 0, from: u, to: target)
          timing = .spring(dampingRatio: completionSpring.dampingRatio, initialVelocity: relative)
        }
        try animator.continueAnimation(timing, durationFactor: 0, at: s)
        started(
          at: s, direction: direction, release: reason, timing: timing, from: u, finger: true,
          velocityDriven: completionSpring != nil
        )
      }
      if let raw = fraction {
        let clamped = min(max(raw, 0), 1)
        if clamped != raw { clamps.append(Clamp(step: i, time: s, progress: raw, clamped: clamped)) }
        guard animator.state(at: s) == .paused else {
          throw .invalidParameter(
            "event \(i) at \(s) s scrubs the animator while it is \(animator.state(at: s)): pause (grab) it first")
        }
        try animator.setFractionComplete(clamped, at: s)
      }
    }
    guard !completions.isEmpty, animator.restTime != nil else {
      throw .invalidParameter(
        "the script leaves the animator paused: end it with finish, cancel, release or continueAnimation")
    }
    var driver = try InteractiveDriver(for: transition)
    try driver.begin(at: begin)
    return InteractiveSession(
      transition: transition, model: .uikitAnimator, begin: begin, completions: completions, clamps: clamps,
      driver: driver, running: .animator(animator))
  }
}
