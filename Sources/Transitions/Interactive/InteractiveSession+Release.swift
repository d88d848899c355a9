import Curves

extension InteractiveSession {
  /// The release rule of `model`: finish, cancel or (to a detent) settle, why, and the detent.
  static func release(
    model: CompletionModel, gesture: GestureSpecification, progress p: Double,
    along: (distance: Double, velocity: Double, widths: Double)?
  ) throws(DriverError) -> (Completion.Direction, String, detent: Double?) {
    if let detents = gesture.release.detents {
      return try settle(detents, model: model, gesture: gesture, progress: p, along: along)
    }
    let (direction, reason) = try decide(model: model, gesture: gesture, progress: p, along: along)
    return (direction, reason, nil)
  }

  /// A release to the nearest detent (``ReleaseRule/detents``).
  static func settle(
    _ detents: [Double], model: CompletionModel, gesture: GestureSpecification, progress p: Double,
    along: (distance: Double, velocity: Double, widths: Double)?
  ) throws(DriverError) -> (Completion.Direction, String, detent: Double?) {
    func fmt(_ x: Double) -> String { "\((x * 1000).rounded() / 1000)" }
    let rule = gesture.release
    var forwards: Bool?
    var point = p
    var why = "progress \(fmt(p))"
    if let fling = rule.flingVelocity, let along, abs(along.velocity) >= fling {
      forwards = along.velocity > 0
      why = "fling \(fmt(along.velocity)) \(along.distance.isNaN ? "scale/s" : "pt/s") from \(fmt(p))"
    } else if let projection = rule.projection {
      point = try projection.projected(from: p, velocity: along?.widths ?? 0)
      why = "progress \(fmt(p)) projected by \(projection.formula.rawValue) at \(projection.rate) to \(fmt(point))"
    }
    let target = ReleaseRule.detent(detents, from: p, fling: forwards, nearest: point)
    let direction: Completion.Direction = target >= 1 ? .finish : target <= 0 ? .cancel : .settle
    guard direction != .settle || model == .uikit else {
      throw .invalidParameter(
        "\(why) goes to detent \(fmt(target)): settling between the ends is uikit's (\(model.rawValue) runs to an end)")
    }
    return (direction, "\(why): detent \(fmt(target))", direction == .settle ? target : nil)
  }

  /// Finish or cancel by `model`'s rule, and why.
  static func decide(
    model: CompletionModel, gesture: GestureSpecification, progress p: Double,
    along: (distance: Double, velocity: Double, widths: Double)?
  ) throws(DriverError) -> (Completion.Direction, String) {
    func fmt(_ x: Double) -> String { "\((x * 1000).rounded() / 1000)" }
    switch model {
    case .uikit, .hero, .uikitAnimator:
      let rule = gesture.release
      if let fling = rule.flingVelocity, let along, abs(along.velocity) >= fling {
        let v = along.velocity
        let unit = along.distance.isNaN ? "scale/s" : "pt/s"
        return v > 0
          ? (.finish, "fling \(fmt(v)) \(unit) forwards (≥ \(fmt(fling)))")
          : (.cancel, "fling \(fmt(v)) \(unit) backwards (≥ \(fmt(fling)))")
      }
      if let projection = rule.projection {
        let end = try projection.projected(from: p, velocity: along?.widths ?? 0)
        let how = "projected by \(projection.formula.rawValue) at \(projection.rate)"
        return end > rule.threshold
          ? (.finish, "progress \(fmt(p)) \(how) to \(fmt(end)) > \(fmt(rule.threshold))")
          : (.cancel, "progress \(fmt(p)) \(how) to \(fmt(end)) ≤ \(fmt(rule.threshold))")
      }
      return p > rule.threshold
        ? (.finish, "progress \(fmt(p)) > \(fmt(rule.threshold))")
        : (.cancel, "progress \(fmt(p)) ≤ \(fmt(rule.threshold))")
    case .flutterCupertino:
      let v = along?.widths ?? 0
      if abs(v) >= CompletionModel.flutterMinFlingVelocity {
        return v > 0
          ? (.finish, "fling \(fmt(v)) widths/s towards the pop")
          : (.cancel, "fling \(fmt(v)) widths/s away from the pop")
      }
      // Flutter stays when the route's value 1 − p is above one half.
      return 1 - p > 0.5
        ? (.cancel, "value \(fmt(1 - p)) > 0.5 (progress \(fmt(p)))")
        : (.finish, "value \(fmt(1 - p)) ≤ 0.5 (progress \(fmt(p)))")
    case .androidPredictiveBack:
      guard let along, along.distance.isFinite else {
        throw .invalidParameter("androidPredictiveBack decides a release from the finger's distance: give pan events")
      }
      if along.distance > GestureSpecification.androidTriggerDistance {
        return (
          .finish,
          """
          \(fmt(along.distance)) pt past the start > \(fmt(GestureSpecification.androidTriggerDistance)) pt (the \
          arrow is armed)
          """
        )
      }
      return (
        .cancel, "\(fmt(along.distance)) pt past the start ≤ \(fmt(GestureSpecification.androidTriggerDistance)) pt"
      )
    }
  }
}

extension InteractiveSession {
  /// A completion that the next event, a `pause`, grabs before it ends (``CompletionModel/uikit``:
  /// `pauseInteractiveTransition()` on a running curve completion): the driver runs it from the
  /// step's time, and the session goes on interactively from the progress it shows at the grab.
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` when the next event is not a `pause`, the model
  ///   cannot grab a completion, or the completion is a spring or a restart, which
  ///   `UIPercentDrivenInteractiveTransition`'s driver cannot pause (the interruptible animator,
  ///   ``CompletionModel/uikitAnimator``, can).
  static func grabbedCompletion(
    _ step: Step, next: Step, index i: Int, model: CompletionModel, gesture: GestureSpecification, progress: Double,
    along: (distance: Double, velocity: Double, widths: Double)?, spring: CompletionSpring?,
    curve: CubicTimingFunction, speed: Double, driver: inout InteractiveDriver
  ) throws(DriverError) -> Completion {
    guard case .pause = next else {
      throw .invalidParameter("event \(i) starts a completion: only a pause (a grab) may follow it")
    }
    guard model.canGrabCompletions else {
      throw .invalidParameter("event \(i + 1) grabs a completion: \(model.rawValue) completes its own way")
    }
    guard spring == nil, !isRestart(step) else {
      throw .invalidParameter(
        """
        event \(i + 1) grabs a \(spring == nil ? "restart" : "spring") completion, which \
        UIPercentDrivenInteractiveTransition cannot pause: use the uikitAnimator model
        """)
    }
    let s = step.time
    let direction: Completion.Direction
    var reason: String?
    switch step {
    case .finish: direction = .finish
    case .cancel: direction = .cancel
    default:
      let decision = try release(model: model, gesture: gesture, progress: progress, along: along)
      guard decision.0 != .settle else {
        throw .invalidParameter("event \(i + 1) grabs a completion to a detent, which the driver cannot pause")
      }
      (direction, reason) = (decision.0, decision.1)
    }
    let duration = driver.duration
    let tau0 = driver.time(at: s)
    let finishing = direction == .finish
    if finishing { try driver.finish(at: s) } else { try driver.cancel(at: s) }
    return Completion(
      model: model, direction: direction, release: reason, start: s,
      duration: (finishing ? duration - tau0 : tau0) / speed, fromProgress: tau0 / duration,
      motion: finishing ? .timeline : .rewind, curve: "\(curve)", gestureVelocity: along?.widths,
      interrupted: next.time)
  }
}
