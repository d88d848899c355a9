/// Where an animation is at a moment: the results of the media-timing model.
public struct MediaTimingState: Hashable, Sendable {
  /// The time in the animation's parent space (the layer's local time).
  public var localTime: Double
  /// The animation's active local time (localTime − beginTime)·speed + timeOffset, before wrapping.
  public var activeTime: Double
  /// The 0-based iteration, or nil outside the active interval.
  public var iteration: Int?
  /// Seconds into the iteration after wrapping and mirroring, before any timing function; nil
  /// when the animation is not in effect.
  public var basicTime: Double?
  /// Before, during or after the active interval.
  public var phase: Phase
  /// Whether the animation is applied (active, or filling).
  public var inEffect: Bool

  /// The phase of an animation relative to its active interval.
  public enum Phase: String, Hashable, Sendable, Codable {
    /// With s = (tₚ − beginTime)·speed: `before` when s < 0; `after` when s reaches the active
    /// duration (wrap mode) or s + timeOffset does (clip mode); `active` otherwise. See
    /// ``MediaTiming/state(atParentTime:)``.
    case before, active, after
  }
}

extension MediaTiming {
  /// The animation's state at parent time tₚ (<doc:MediaTimingModel>).
  ///
  /// With s = (tₚ − beginTime)·speed the time since the begin, and e = s + timeOffset:
  /// - phase: before if s < 0; after if s ≥ active duration (wrap mode) or e ≥ active duration
  ///   (clip mode); active otherwise;
  /// - wrap mode plays e modulo the active duration; clip mode plays e as is;
  /// - iteration = ⌊e/P⌋ and u = e − iteration·P; with autoreverses the second half mirrors:
  ///   basic = P − u for u > duration, else u;
  /// - exactly at the end (and after it, when filling forwards) basic time is the end of the
  ///   last iteration: duration, or 0 after an autoreversed whole iteration, or the fraction
  ///   reached by a fractional repeat;
  /// - before the begin, when filling backwards, basic time is the start state (e at s = 0).
  ///
  /// The caller applies the animation's timing function to basic/duration after mirroring.
  public func state(atParentTime parentTime: Double) -> MediaTimingState {
    let activeTime = localTime(fromParent: parentTime)
    let s = (parentTime - beginTime) * speed
    let total = activeDuration
    let e = s + timeOffset
    let phase: MediaTimingState.Phase
    if s < 0 {
      phase = .before
    } else if timeOffsetMode == .wrap ? s >= total : e >= total {
      phase = .after
    } else {
      phase = .active
    }
    let inEffect: Bool
    switch phase {
    case .active: inEffect = true
    case .before: inEffect = fillMode == .backwards || fillMode == .both
    case .after: inEffect = fillMode == .forwards || fillMode == .both
    }
    guard inEffect else {
      return MediaTimingState(
        localTime: parentTime, activeTime: activeTime, iteration: nil, basicTime: nil, phase: phase, inEffect: false)
    }
    switch phase {
    case .active:
      let played = playedTime(e, total: total)
      let (iteration, basic) = basicTime(atPlayed: played)
      return MediaTimingState(
        localTime: parentTime, activeTime: activeTime, iteration: iteration, basicTime: basic, phase: .active,
        inEffect: true)
    case .before:
      let start = playedTime(timeOffset, total: total)
      return MediaTimingState(
        localTime: parentTime, activeTime: activeTime, iteration: nil, basicTime: basicTime(atPlayed: start).basic,
        phase: .before, inEffect: true)
    case .after:
      // The end of the last iteration: wrap mode ends where the offset began, clip mode at the end.
      var end = total
      if timeOffsetMode == .wrap, total.isFinite, timeOffset != 0 {
        end = Self.positiveRemainder(total + timeOffset, total)
        if end == 0 { end = total }
      }
      return MediaTimingState(
        localTime: parentTime, activeTime: activeTime, iteration: nil, basicTime: endBasicTime(atPlayed: end),
        phase: .after, inEffect: true)
    }
  }

  /// e wrapped into [0, total) in wrap mode, clamped at 0 in clip mode.
  func playedTime(_ e: Double, total: Double) -> Double {
    if timeOffsetMode == .clip { return max(e, 0) }
    if total.isFinite { return Self.positiveRemainder(e, total) }
    return e >= 0 ? e : Self.positiveRemainder(e, period)
  }

  /// Iteration and basic time at played time p ∈ [0, total).
  func basicTime(atPlayed p: Double) -> (iteration: Int, basic: Double) {
    let P = period
    let iteration = max(0, (p / P).rounded(.down))
    let u = p - iteration * P
    let basic = autoreverses && u > duration ? P - u : u
    return (Int(min(iteration, Double(Int.max / 2))), min(max(basic, 0), duration))
  }

  /// Basic time at a played time that ends an iteration (p ∈ (0, total]): the end of the
  /// iteration that p closes, not the start of the next.
  func endBasicTime(atPlayed p: Double) -> Double {
    let P = period
    let iteration = max(0, (p / P).rounded(.up) - 1)
    let u = p - iteration * P
    let basic = autoreverses && u > duration ? P - u : u
    return min(max(basic, 0), duration)
  }

  static func positiveRemainder(_ a: Double, _ b: Double) -> Double {
    let r = a.truncatingRemainder(dividingBy: b)
    return r < 0 ? r + b : r
  }
}
