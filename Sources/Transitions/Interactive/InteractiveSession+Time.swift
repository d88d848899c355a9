import Curves

/// The session at a wall time: τ, the scene, and the velocity its completion starts with.
extension InteractiveSession {
  /// What Hero shows for τ while interactive: its `seek(timePassed:)` clamps each animation's
  /// time offset to its duration − 0.001 s (HeroTransitions/Hero
  /// `Sources/Animator/HeroCoreAnimationViewContext.swift` @d7a72e13, line 431; 0.01 s before
  /// 21763ad, 2017), so `update(1)` on a 0.35 s transition shows 0.349 s. Modelled on the
  /// transition's whole duration (exact for a single phase and for the phase that ends last; an
  /// earlier phase's own 1 ms cap is not).
  static func heroDisplayed(_ tau: Double, duration: Double) -> Double {
    min(tau, max(duration - CompletionModel.heroSeekMargin, 0))
  }

  static func isRestart(_ step: Step) -> Bool {
    if case .cancel(.restart, _) = step { return true }
    return false
  }

  /// The displayed progress's velocity (per second) as the completion starts: the spring's
  /// initial velocity exactly, else the one-sided difference of τ over the first microsecond (or
  /// thousandth of the completion); nil for a restart, whose scene is no moment of the transition.
  public var completionStartVelocity: Double? {
    let duration = transition.duration
    if case .animator(let animator) = running { return animator.velocity(at: completion.start) }
    if case .progressSpring(let from, let to, let motion) = running {
      return (to - from) * motion.initialVelocity / -motion.initialDisplacement
    }
    let s = completion.start
    guard completion.duration > 0, let start = time(at: s) else { return nil }
    let h = min(1e-6, completion.duration / 1000)
    guard let next = time(at: s + h) else { return nil }
    return (next - start) / h / duration
  }

  /// The displayed progress's velocity (per second) as an earlier completion, one a `pause`
  /// grabbed, starts: the animator's exactly, else the one-sided difference of τ over the first
  /// microsecond (or thousandth of the completion, before its grab).
  public func startVelocity(of earlier: Completion) -> Double? {
    if case .animator(let animator) = running { return animator.velocity(at: earlier.start) }
    let s = earlier.start
    let span = min(earlier.duration, (earlier.interrupted ?? .infinity) - s)
    guard span > 0, let start = time(at: s) else { return nil }
    let h = min(1e-6, span / 1000)
    guard let next = time(at: s + h) else { return nil }
    return (next - start) / h / transition.duration
  }

  /// τ, the transition time shown at wall time s; nil while a restart completion runs (its
  /// scene blends values and is no moment of the transition).
  public func time(at s: Double) -> Double? {
    let duration = transition.duration
    if case .animator(let animator) = running { return animator.progress(at: s) * duration }
    if s < completion.start {
      if let spring = interactiveSpring { return min(max(spring.value(at: s), 0), 1) * duration }
      return model == .hero ? Self.heroDisplayed(driver.time(at: s), duration: duration) : driver.time(at: s)
    }
    switch running {
    case .animator: return nil
    case .driver:
      // From the end on, exactly the target, whatever the driver's rounding.
      if s >= completion.end { return completion.targetProgress * duration }
      return driver.time(at: s)
    case .restart: return nil
    case .timeline(let from, let to, let curve):
      // From the end on, exactly the target ((s − start)/duration can round below 1 there).
      let u = completion.duration > 0 ? (s - completion.start) / completion.duration : 1
      return u >= 1 || s >= completion.end ? to : from + (to - from) * curve.progress(at: max(u, 0))
    case .spring(let spring):
      return s >= completion.end ? 0 : min(max(spring.value(at: s), 0), 1) * duration
    case .progressSpring(let from, let to, let motion):
      // From the end on, exactly the target; an overshoot past either end of the transition is
      // held there (τ stays in [0, D], as a percent-driven transition's fraction does).
      if s >= completion.end { return to * duration }
      let progress = from + (to - from) * motion.progress(at: s - completion.start)
      return min(max(progress, 0), 1) * duration
    }
  }

  /// The transition time the platform reports at wall time s: ``time(at:)``, or, while a Hero
  /// restart runs, Hero's own clock (`HeroTransition.progress` × D, which `HeroProgressRunner`
  /// advances linearly from p to 1, or back to 0, over the completion's length; the scene is then
  /// a blend of values, not that moment). Nil during a hand-written UIKit restart, whose
  /// transition context keeps no clock.
  public func reportedTime(at s: Double) -> Double? {
    if let tau = time(at: s) { return tau }
    guard model == .hero else { return nil }
    let duration = transition.duration
    let from = completion.fromProgress
    let target = completion.targetProgress
    let u = completion.duration > 0 ? min(max((s - completion.start) / completion.duration, 0), 1) : 1
    return (u >= 1 ? target : from + (target - from) * u) * duration
  }

  /// How far the completion running at wall time s has come, 0 at its start and 1 at its end:
  /// the fraction of the way from the progress it started from to its target (a spring's
  /// overshoot reads beyond 1), or, for a restart, its blend fraction (the curve's progress).
  /// Nil while interactive, and for a completion that starts at its target.
  public func completionProgress(at s: Double) -> Double? {
    guard let current = completions.last(where: { $0.start <= s }) else { return nil }
    if let cut = current.interrupted, s >= cut { return nil }
    if case .restart(let restart) = running, current == completion { return restart.progress(at: s) }
    let target = current.targetProgress
    guard target != current.fromProgress, let tau = time(at: s) else { return nil }
    return (tau / transition.duration - current.fromProgress) / (target - current.fromProgress)
  }

  /// The scene at wall time s: the transition at τ(s) (or the restart's blend), with the cancel
  /// actions once a cancel has ended.
  public func sample(at s: Double, into scene: inout Scene) {
    if case .restart(let restart) = running, s >= completion.start {
      restart.sample(at: s, into: &scene)
      return
    }
    transition.sample(at: time(at: s) ?? 0, into: &scene)
    if s >= completion.end, completion.direction == .cancel { transition.applyCancelActions(to: &scene) }
  }
}
