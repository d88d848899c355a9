/// One element of a timing hierarchy: the `CAMediaTiming` properties of a layer or an animation.
///
/// Defaults are Core Animation's: beginTime 0, timeOffset 0, speed 1, duration 0, repeatCount 0,
/// repeatDuration 0, autoreverses false, fillMode removed. An element with duration 0 is a layer
/// (it only maps time); one with a duration is an animation (or an animation group).
///
/// Local time from the parent's time tₚ (<doc:MediaTimingModel>):
/// ```
/// t = (tₚ − beginTime)·speed + timeOffset
/// ```
/// For an animation, the period is P = duration·(autoreverses ? 2 : 1) and the active duration
/// is repeatDuration if set, else repeatCount·P if set (fractional and infinite allowed), else P.
public struct MediaTiming: Hashable, Sendable {
  /// Where the element starts in its parent's time (`beginTime`).
  public var beginTime: Double
  /// Added to the local time (`timeOffset`); for an animation it wraps around the active
  /// duration by default (see ``timeOffsetMode``).
  public var timeOffset: Double
  /// The rate of local time relative to the parent's (`speed`); 0 freezes it.
  public var speed: Double
  /// One iteration's length in seconds (`duration`); 0 for a layer.
  public var duration: Double
  /// How many periods to play (`repeatCount`; fractional and `.infinity` allowed; 0: unset).
  public var repeatCount: Double
  /// How long to repeat, in seconds (`repeatDuration`; 0: unset).
  public var repeatDuration: Double
  /// Whether each iteration plays forwards then backwards (`autoreverses`).
  public var autoreverses: Bool
  /// Whether the animation is in effect before its begin and after its end (`fillMode`).
  public var fillMode: FillMode
  /// How an animation's timeOffset treats the end of the active duration.
  public var timeOffsetMode: TimeOffsetMode

  /// `CAMediaTimingFillMode`.
  public enum FillMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Only in effect while active.
    case removed
    /// Also after the end, holding the end state.
    case forwards
    /// Also before the begin, showing the start state.
    case backwards
    /// Both.
    case both
  }

  /// How an animation-level timeOffset meets the end of the active duration.
  public enum TimeOffsetMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// Core Animation's behaviour: the animation starts `timeOffset` in, reaches the end, wraps
    /// to the start and ends where it began (the active duration is unchanged).
    case wrap
    /// The offset only shifts the start: the animation ends early, `timeOffset` before its end.
    case clip
  }

  /// A timing element, validated.
  ///
  /// - Throws: ``TimingError/nonFinite(parameter:value:)`` for NaN or infinite values (except
  ///   repeatCount, which may be `.infinity`); ``TimingError/outOfRange(parameter:value:allowed:)``
  ///   for a negative duration, repeatCount or repeatDuration;
  ///   ``TimingError/repeatCountAndRepeatDuration`` when both are > 0.
  public init(
    beginTime: Double = 0, timeOffset: Double = 0, speed: Double = 1, duration: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed, timeOffsetMode: TimeOffsetMode = .wrap
  ) throws(TimingError) {
    for (name, value) in [
      ("beginTime", beginTime), ("timeOffset", timeOffset), ("speed", speed), ("duration", duration),
      ("repeatDuration", repeatDuration),
    ] where !value.isFinite {
      throw .nonFinite(parameter: name, value: value)
    }
    guard !repeatCount.isNaN else { throw .nonFinite(parameter: "repeatCount", value: repeatCount) }
    guard duration >= 0 else {
      throw .outOfRange(parameter: "duration", value: duration, allowed: "duration must be ≥ 0 (0 for a layer)")
    }
    guard repeatCount >= 0 else {
      throw .outOfRange(parameter: "repeatCount", value: repeatCount, allowed: "repeatCount must be ≥ 0")
    }
    guard repeatDuration >= 0 else {
      throw .outOfRange(parameter: "repeatDuration", value: repeatDuration, allowed: "repeatDuration must be ≥ 0")
    }
    guard !(repeatCount > 0 && repeatDuration > 0) else { throw .repeatCountAndRepeatDuration }
    self.beginTime = beginTime
    self.timeOffset = timeOffset
    self.speed = speed
    self.duration = duration
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.timeOffsetMode = timeOffsetMode
  }

  /// A layer's default timing: local time equals parent time.
  public static let identity = MediaTiming(uncheckedBeginTime: 0, timeOffset: 0, speed: 1)

  init(uncheckedBeginTime beginTime: Double, timeOffset: Double, speed: Double) {
    self.beginTime = beginTime
    self.timeOffset = timeOffset
    self.speed = speed
    duration = 0
    repeatCount = 0
    repeatDuration = 0
    autoreverses = false
    fillMode = .removed
    timeOffsetMode = .wrap
  }

  /// Local time from parent time: (tₚ − beginTime)·speed + timeOffset (`convertTime(_:from:)`).
  @inlinable
  public func localTime(fromParent parentTime: Double) -> Double {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// Parent time from local time: (t − timeOffset)/speed + beginTime (`convertTime(_:to:)`).
  ///
  /// - Throws: ``TimingError/notInvertible(reason:)`` at speed 0 (every parent time maps to the
  ///   same local time).
  public func parentTime(fromLocal localTime: Double) throws(TimingError) -> Double {
    guard speed != 0 else {
      throw .notInvertible(reason: "speed is 0: local time \(localTime) does not determine a parent time")
    }
    return (localTime - timeOffset) / speed + beginTime
  }

  /// P = duration·(autoreverses ? 2 : 1).
  public var period: Double { duration * (autoreverses ? 2 : 1) }

  /// repeatDuration if set, else repeatCount·P if set, else P (∞ for an infinite repeatCount).
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return repeatCount * period }
    return period
  }
}
