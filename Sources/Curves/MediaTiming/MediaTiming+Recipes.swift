extension MediaTiming {
  // The pause/resume recipes of Apple's Technical Q&A QA1673 and the seed's custom container,
  // as operations on a layer's timing that never make its local time jump.

  /// Paused at parent time tₚ: speed 0 and timeOffset = the local time at tₚ, so local time
  /// stays where it was (`layer.speed = 0; layer.timeOffset = convertTime(now, from: nil)`).
  public func paused(atParentTime parentTime: Double) -> MediaTiming {
    var copy = self
    copy.timeOffset = localTime(fromParent: parentTime)
    copy.speed = 0
    return copy
  }

  /// Resumed at parent time tₚ with speed s: timeOffset 0 and beginTime = tₚ − paused/s, so local
  /// time continues from where it was paused (`paused` is the current local time).
  ///
  /// - Throws: ``TimingError/outOfRange(parameter:value:allowed:)`` for s = 0 or non-finite s
  ///   (use ``paused(atParentTime:)`` to stop).
  public func resumed(atParentTime parentTime: Double, speed newSpeed: Double = 1) throws(TimingError) -> MediaTiming {
    guard newSpeed.isFinite, newSpeed != 0 else {
      throw .outOfRange(parameter: "speed", value: newSpeed, allowed: "resuming needs a finite, non-zero speed")
    }
    let paused = localTime(fromParent: parentTime)
    var copy = self
    copy.speed = newSpeed
    copy.timeOffset = 0
    copy.beginTime = parentTime - paused / newSpeed
    return copy
  }

  /// The same local time at tₚ, running at `newSpeed` from then on (0 pauses): beginTime = tₚ
  /// and timeOffset = the local time at tₚ.
  ///
  /// - Throws: ``TimingError/nonFinite(parameter:value:)`` for a non-finite speed.
  public func changingSpeed(to newSpeed: Double, atParentTime parentTime: Double) throws(TimingError) -> MediaTiming {
    guard newSpeed.isFinite else { throw .nonFinite(parameter: "speed", value: newSpeed) }
    var copy = self
    copy.timeOffset = localTime(fromParent: parentTime)
    copy.beginTime = parentTime
    copy.speed = newSpeed
    return copy
  }

  /// Paused at a chosen local time (scrubbing: `speed = 0; timeOffset = fraction·duration`).
  public func scrubbed(toLocalTime localTime: Double) throws(TimingError) -> MediaTiming {
    guard localTime.isFinite else { throw .nonFinite(parameter: "localTime", value: localTime) }
    var copy = self
    copy.speed = 0
    copy.timeOffset = localTime
    return copy
  }
}
