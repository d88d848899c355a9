import Curves

extension TransitionPhase {
  /// The first transition time, in **seconds from the transition's start**, at which the phase
  /// shows progress `progress`; nil when it never does.
  ///
  /// The curves' own inverses answer in their own units: `CubicTimingFunction.time(forProgress:)`
  /// gives the elapsed-time *fraction* x ∈ [0, 1] (the `CAMediaTimingFunction` domain) and
  /// `SpringMotion.time(forProgress:)` seconds from the spring's start. This answers for
  /// the phase on the transition's clock, t = start + D·u, where u is the smallest phase fraction
  /// whose progress is `progress`:
  /// - a timing curve f: u = f⁻¹(p), the smallest root (an overshooting curve can show p up to
  ///   three times); reversed, g(u) = 1 − f(1 − u), so u = 1 − x for the **largest** root x of
  ///   f(x) = 1 − p;
  /// - a spring: the first passage s of 1 + q(s) = p if s < D; else D when p lies within the snap
  ///   at the nominal end, the jump from x(D⁻) to 1 (the jump passes every progress between, at
  ///   that instant); else nil;
  /// - a decay: the flick's first passage of x₀ + p·d (`DecayProgress.time(forProgress:)`) if
  ///   before D, else D within the snap, as a spring.
  ///
  /// `progress(at: time(forProgress: p))` is p to within the curve's inversion accuracy
  /// (`CubicTimingFunction.times(forProgress:)`) scaled by the phase, or exactly 1 at a
  /// spring's snap.
  ///
  /// - Throws: `CurveError.nonFinite(parameter:value:)` for a NaN or infinite progress;
  ///   `CurveError.notInvertible(reason:)` for a reversed spring (its first time is the
  ///   forward spring's last passage before D, which is not computed) and for a keyframe curve
  ///   (its overall and per-segment timing functions and cubic segments compose into a curve
  ///   with no exact inverse here); `CurveError.gsl(_:)` if GSL fails.
  public func time(forProgress progress: Double) throws(CurveError) -> Double? {
    guard progress.isFinite else { throw .nonFinite(parameter: "progress", value: progress) }
    switch curve {
    case .easing(.cubic(let function)):
      if !isReversed {
        return function.time(forProgress: progress).map { start + duration * $0 }
      }
      return function.times(forProgress: 1 - progress).last.map { start + duration * (1 - $0) }
    case .spring(let motion):
      guard !isReversed else {
        throw .notInvertible(
          reason:
            """
            a reversed spring phase shows progress p first at the forward spring's last passage of 1 − p before its \
            duration, which is not computed
            """
        )
      }
      if let passage = try motion.time(forProgress: progress), passage < duration {
        return start + passage
      }
      let beforeSnap = motion.progress(at: duration)
      return progress >= min(beforeSnap, 1) && progress <= max(beforeSnap, 1) ? end : nil
    case .decay(let decay):
      guard !isReversed else {
        throw .notInvertible(
          reason:
            """
            a reversed decay phase shows progress p first at the flick's last passage of 1 − p before its duration, \
            which is not computed
            """
        )
      }
      if let passage = decay.time(forProgress: progress), passage < duration {
        return start + passage
      }
      let beforeSnap = decay.progress(at: duration)
      return progress >= min(beforeSnap, 1) && progress <= max(beforeSnap, 1) ? end : nil
    case .keyframes:
      throw .notInvertible(
        reason:
          """
          a keyframe progress curve composes its timing functions and segments into a curve this library does not \
          invert
          """
      )
    case .easing(.steps):
      throw .notInvertible(
        reason:
          """
          a step function holds each level over an interval and skips every value between: no single time shows a \
          progress
          """
      )
    case .easing(.linear(let linear)):
      if !isReversed { return linear.time(forProgress: progress).map { start + duration * $0 } }
      return linear.lastTime(forProgress: 1 - progress).map { start + duration * (1 - $0) }
    case .easing(.path(let path)):
      if !isReversed { return path.time(forProgress: progress).map { start + duration * $0 } }
      return path.lastTime(forProgress: 1 - progress).map { start + duration * (1 - $0) }
    }
  }
}
