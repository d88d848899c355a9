import Curves

/// The animator at a wall time, and the calls that change it (``PropertyAnimator``'s rules).
extension PropertyAnimator {
  func segment(at s: Double) -> Segment { segments.last(where: { $0.start <= s }) ?? segments[0] }

  /// The wall time a running stretch reaches f = 1; nil for a paused one.
  static func end(of segment: Segment) -> Double? {
    guard segment.running else { return nil }
    switch segment.pace {
    case .cubic: return segment.start + (1 - segment.fraction) * segment.fullDuration
    case .spring(_, _, _, let length): return segment.start + length
    }
  }

  /// Running, paused, or inactive (ended) at wall time s.
  public func state(at s: Double) -> State {
    let segment = segment(at: s)
    guard let end = Self.end(of: segment) else { return .paused }
    if s < end { return .running }
    return pausesOnCompletion ? .paused : .inactive
  }

  /// `isReversed` at wall time s.
  public func isReversed(at s: Double) -> Bool { segment(at: s).reversed }

  /// `fractionComplete` at wall time s: the time fraction f, from the end while reversed; 1 once
  /// a run has ended.
  public func fractionComplete(at s: Double) -> Double {
    let segment = segment(at: s)
    guard let end = Self.end(of: segment) else { return segment.fraction }
    if s >= end { return 1 }
    let elapsed = max(s - segment.start, 0)
    switch segment.pace {
    case .cubic: return segment.fraction + elapsed / segment.fullDuration
    case .spring(_, _, _, let length): return segment.fraction + (1 - segment.fraction) * elapsed / length
    }
  }

  /// The progress u shown at wall time s: 0 at the start values, 1 at the end values (exactly,
  /// once a run has ended there).
  public func progress(at s: Double) -> Double {
    let segment = segment(at: s)
    if let end = Self.end(of: segment), s >= end { return Self.target(of: segment) }
    switch segment.pace {
    case .cubic(let curve):
      let f = fractionComplete(at: s)
      return curve.progress(at: segment.reversed ? 1 - f : f)
    case .spring(let motion, let from, let to, _):
      return from + (to - from) * motion.progress(at: max(s - segment.start, 0))
    }
  }

  /// du/ds at wall time s, progress per second, from s on: a spring's exactly; a cubic's slope
  /// N′ at the fraction (± for the frame) over D′, N′ by a central difference of 1e-7 in the
  /// fraction (one-sided at the ends; ~1e-9 relative); 0 while paused or after the end.
  public func velocity(at s: Double) -> Double {
    let segment = segment(at: s)
    guard let end = Self.end(of: segment), s < end else { return 0 }
    switch segment.pace {
    case .spring(let motion, let from, let to, _):
      return (to - from) * motion.velocity(at: max(s - segment.start, 0))
    case .cubic(let curve):
      let f = fractionComplete(at: s)
      let x = segment.reversed ? 1 - f : f
      let h = 1e-7
      let (a, b) = (max(x - h, 0), min(x + h, 1))
      let slope = (curve.progress(at: b) - curve.progress(at: a)) / (b - a)
      return (segment.reversed ? -slope : slope) / segment.fullDuration
    }
  }

  /// The wall time the animator stops running (it ends, or pauses on completion) unless a call
  /// comes first; nil while paused.
  public var restTime: Double? { Self.end(of: segments[segments.count - 1]) }

  /// The timing the animator runs at s: the cubic of its current stretch, else its own timing
  /// (a spring stretch is one of its own or a continuation's springs).
  func runningTiming(at s: Double) -> Timing {
    if case .cubic(let curve) = segment(at: s).pace { return .cubic(curve) }
    return timing
  }

  static func target(of segment: Segment) -> Double {
    if case .spring(_, _, let to, _) = segment.pace { return to }
    return segment.reversed ? 0 : 1
  }

  /// `pauseAnimation()` at s: a running animator stops where it is (with ``scrubsLinearly``, its
  /// pace becomes linear and f the progress shown); a paused one stays paused.
  ///
  /// - Throws: ``DriverError`` for a time that is not finite or before the last call, an
  ///   animator that has ended, or a running spring that does not scrub linearly.
  public mutating func pause(at s: Double) throws(DriverError) {
    guard try accept("pauseAnimation()", at: s) == .running else { return }
    segments.append(try paused(at: s))
  }

  /// `fractionComplete = x` at s, x in [0, 1], on a paused animator.
  ///
  /// - Throws: ``DriverError`` for x not finite or outside [0, 1], a bad time, or an animator
  ///   that is not paused (UIKit: "you can update the value of this property only while the
  ///   animator is paused").
  public mutating func setFractionComplete(_ x: Double, at s: Double) throws(DriverError) {
    guard x.isFinite, x >= 0, x <= 1 else {
      throw .invalidParameter("fractionComplete must be finite and in [0, 1], got \(x)")
    }
    guard try accept("fractionComplete = \(x)", at: s) == .paused else {
      throw .invalidParameter("fractionComplete = \(x) at \(s) s: the animator is running (pause it first)")
    }
    var segment = try paused(at: s)
    segment.fraction = x
    segments.append(segment)
  }

  /// `isReversed = reversed` at s. Paused: f is measured from the other end (nothing moves).
  /// Running: it pauses, flips and continues with the pace it runs (a cubic retraces its motion
  /// in the time it has run; a spring continues with the animator's own timing over that time).
  ///
  /// - Throws: ``DriverError`` for a bad time or an animator that has ended.
  public mutating func setReversed(_ reversed: Bool, at s: Double) throws(DriverError) {
    let state = try accept("isReversed = \(reversed)", at: s)
    let current = segment(at: s)
    guard current.reversed != reversed else { return }
    let u = progress(at: s)
    if state == .paused {
      var flipped = try paused(at: s)
      (flipped.reversed, flipped.fraction) = (reversed, 1 - flipped.fraction)
      segments.append(flipped)
      return
    }
    var flipped = current
    (flipped.start, flipped.running, flipped.reversed) = (s, false, reversed)
    flipped.fraction = 1 - fractionComplete(at: s)
    if case .cubic = current.pace {
      // The same curve measured from the other end shows the same progress at 1 − f: no solve,
      // which near a flat end (N′ → 0) would move f by ε/N′ and the end time with it.
      flipped.running = true
      segments.append(flipped)
      return
    }
    try resume(from: flipped, progress: u, timing: self.timing, durationFactor: 0, at: s)
  }

  /// `continueAnimation(withTimingParameters:durationFactor:)` at s on a paused animator: the
  /// new timing (nil: the animator's own) from the progress shown, for durationFactor × duration
  /// seconds (0: the time the animator has left).
  ///
  /// - Throws: ``DriverError`` for a factor that is not finite and ≥ 0, a bad time, an animator
  ///   that is not paused, a cubic asked to continue from a progress outside [0, 1] (a spring
  ///   paused past its end), or a spring timing that cannot run the remaining time.
  public mutating func continueAnimation(_ timing: Timing?, durationFactor: Double, at s: Double) throws(DriverError) {
    guard durationFactor.isFinite, durationFactor >= 0 else {
      throw .invalidParameter("durationFactor must be finite and ≥ 0, got \(durationFactor)")
    }
    guard try accept("continueAnimation", at: s) == .paused else {
      throw .invalidParameter("continueAnimation at \(s) s: the animator is running (pause it first)")
    }
    try resume(
      from: try paused(at: s), progress: progress(at: s), timing: timing ?? self.timing,
      durationFactor: durationFactor, at: s)
  }

  /// Checks a call's time and that the animator is active; returns its state.
  mutating func accept(_ call: String, at s: Double) throws(DriverError) -> State {
    guard s.isFinite else { throw .invalidParameter("\(call): times must be finite, got \(s)") }
    guard s >= lastCall else { throw .outOfOrder(event: call, previousTime: lastCall) }
    let state = state(at: s)
    guard state != .inactive else {
      throw .invalidParameter("\(call) at \(s) s: the animator has ended (inactive)")
    }
    lastCall = s
    return state
  }

  /// The paused stretch from s: the current one if paused (at f = 1 after a pause on
  /// completion), else a pause by the animator's rule.
  func paused(at s: Double) throws(DriverError) -> Segment {
    var segment = segment(at: s)
    let u = progress(at: s)
    let running = state(at: s) == .running
    let wasRun = Self.end(of: segment) != nil
    var isSpring = false
    if case .spring = segment.pace { isSpring = true }
    (segment.start, segment.running, segment.fraction) = (s, false, fractionComplete(at: s))
    guard wasRun else { return segment }
    // A pause now, or the pause at the end of a run (f = 1).
    if scrubsLinearly || isSpring && !running {
      // A linear pace, f remapped to the progress shown.
      segment.pace = .cubic(.linear)
      segment.fraction = segment.reversed ? 1 - u : u
    } else if isSpring {
      throw .invalidParameter(
        "pausing a running spring at \(s) s needs scrubsLinearly: a spring has no timing function to scrub along")
    }
    return segment
  }

  /// Runs on from the paused stretch `from`, showing `u`, with `timing`.
  mutating func resume(
    from paused: Segment, progress u: Double, timing: Timing, durationFactor k: Double, at s: Double
  ) throws(DriverError) {
    var next = paused
    (next.start, next.running) = (s, true)
    switch timing {
    case .cubic(let curve):
      let near = paused.reversed ? 1 - paused.fraction : paused.fraction
      guard let x = curve.time(forProgress: u, near: near) else {
        throw .invalidParameter("\(curve) cannot continue from progress \(u) (outside [0, 1]); continue with a spring")
      }
      next.fraction = paused.reversed ? 1 - x : x
      if k > 0, next.fraction < 1 { next.fullDuration = k * duration / (1 - next.fraction) }
      next.pace = .cubic(curve)
    case .spring:
      let length = k > 0 ? k * duration : (1 - paused.fraction) * paused.fullDuration
      let target: Double = paused.reversed ? 0 : 1
      if length > 0, u != target {
        next.pace = try Self.pace(timing, from: u, to: target, length: length)
      } else {
        (next.fraction, next.pace) = (1, .cubic(.linear))
      }
    }
    segments.append(next)
  }
}
