import Curves
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

@Suite struct MediaTimingProperties {
  static var layer: Generator<MediaTiming, some SendableSequenceType> {
    zip(Gen.double(in: -10...10), Gen.double(in: -5...5), Gen.double(in: -3...3)).compactMap { begin, offset, speed in
      try? MediaTiming(beginTime: begin, timeOffset: offset, speed: speed)
    }
  }

  static var animation: Generator<MediaTiming, some SendableSequenceType> {
    zip(Gen.double(in: -2...2), Gen.double(in: 0...3), Gen.double(in: 0.1...3), Gen.double(in: 0...4), Gen.bool, Gen<MediaTiming.FillMode>.case, Gen.double(in: 0.25...4))
      .compactMap { begin, offset, duration, repeats, reverses, fill, speed in
        try? MediaTiming(beginTime: begin, timeOffset: offset, speed: speed, duration: duration, repeatCount: repeats, autoreverses: reverses, fillMode: fill)
      }
  }

  @Test func localTimeIsAffineWithTheProductOfTheSpeeds() async throws {
    await checkProperty(count: propertyCases, input: Self.layer.array(of: 1...5), Gen.double(in: -100...100), Gen.double(in: 0.1...10)) { layers, t, dt in
      let animation = try MediaTiming(duration: 1)
      let chain = try TimingChain(layers + [animation])
      let a = try #require(chain.localTime(fromRoot: t)), b = try #require(chain.localTime(fromRoot: t + dt))
      let slope = layers.reduce(1.0) { $0 * $1.speed }
      #expect(chain.speedProduct == slope)
      let magnitude = 1 + abs(a) + abs(b) + abs(slope) * dt
      #expect(abs((b - a) - slope * dt) <= Tolerance.timingChainAffine * magnitude, "Δlocal \(b - a) vs \(slope * dt)")
    }
  }

  @Test func convertTimeRoundTrips() async throws {
    await checkProperty(count: propertyCases, input: Self.layer.array(of: 1...5), Gen.double(in: -100...100)) { layers, t in
      guard layers.allSatisfy({ abs($0.speed) > 1e-3 }) else { return }
      let chain = try TimingChain(layers + [try MediaTiming(duration: 1)])
      let local = try #require(chain.localTime(fromRoot: t))
      let back = try chain.rootTime(fromLocal: local)
      let magnitude: Double = 1 + abs(t) + abs(local)
      let bound: Double = Tolerance.timingChainRoundTripPerLevel * magnitude * Double(layers.count)
      #expect(abs(back - t) <= bound, "\(t) → \(local) → \(back)")
    }
  }

  @Test func convertingToTheParentAtSpeedZeroIsAnError() throws {
    let paused = try MediaTiming(speed: 0)
    #expect(throws: TimingError.self) { try paused.parentTime(fromLocal: 1) }
    let chain = try TimingChain([paused, try MediaTiming(duration: 1)])
    #expect(throws: TimingError.self) { try chain.rootTime(fromLocal: 1) }
  }

  @Test func pauseFreezesLocalTimeAndResumeIsContinuousAtEverySpeed() async throws {
    await checkProperty(count: propertyCases, input: Self.layer, Gen.double(in: -50...50), Gen.double(in: 0...20), Gen.double(in: -4...4)) { layer, pauseAt, pausedFor, speed in
      let before = layer.localTime(fromParent: pauseAt)
      let paused = layer.paused(atParentTime: pauseAt)
      #expect(paused.localTime(fromParent: pauseAt) == before)
      #expect(paused.localTime(fromParent: pauseAt + pausedFor) == before)  // frozen
      guard abs(speed) > 1e-3 else { return }
      let resumeAt = pauseAt + pausedFor
      let resumed = try paused.resumed(atParentTime: resumeAt, speed: speed)
      // No jump at the resume, then the new speed.
      #expect(abs(resumed.localTime(fromParent: resumeAt) - before) <= Tolerance.resumeContinuity * (1 + abs(before) + abs(resumeAt * speed)))
      let later = resumed.localTime(fromParent: resumeAt + 1)
      #expect(abs((later - resumed.localTime(fromParent: resumeAt)) - speed) <= Tolerance.resumedSlope * (1 + abs(later)))
    }
  }

  @Test func changingSpeedNeverJumps() async throws {
    await checkProperty(count: propertyCases, input: Self.layer, Gen.double(in: -50...50), Gen.double(in: -4...4)) { layer, at, speed in
      let changed = try layer.changingSpeed(to: speed, atParentTime: at)
      #expect(changed.localTime(fromParent: at) == layer.localTime(fromParent: at))
      #expect(changed.speed == speed)
    }
  }

  @Test func autoreversedIterationsAreSymmetric() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.1...3), Gen.double(in: 0...1), Gen.int(in: 0...3)) { duration, fraction, iteration in
      let animation = try MediaTiming(duration: duration, repeatCount: 4, autoreverses: true)
      let P = 2 * duration
      let forward = animation.state(atParentTime: Double(iteration) * P + fraction * duration)
      let backward = animation.state(atParentTime: Double(iteration) * P + P - fraction * duration)
      let a = try #require(forward.basicTime), b = try #require(backward.basicTime)
      #expect(abs(a - b) <= Tolerance.autoreverseMirror * (1 + Double(iteration) * P), "\(a) vs \(b)")
    }
  }

  @Test func theStateIsPeriodicWhileActive() async throws {
    await checkProperty(count: propertyCases, input: Self.animation, Gen.double(in: 0...1)) { animation, fraction in
      guard animation.repeatCount >= 2 else { return }
      let s = fraction * animation.period
      // Periodic as long as e = s + timeOffset has not wrapped around the active duration.
      guard s + animation.timeOffset + animation.period < animation.activeDuration else { return }
      let t1 = animation.beginTime + s / animation.speed
      let t2 = animation.beginTime + (s + animation.period) / animation.speed
      let a = animation.state(atParentTime: t1), b = animation.state(atParentTime: t2)
      guard a.phase == .active, b.phase == .active, let x = a.basicTime, let y = b.basicTime else { return }
      #expect(abs(x - y) <= Tolerance.periodicState * (1 + abs(t2)), "\(x) vs \(y)")
      #expect(x >= 0 && x <= animation.duration)
    }
  }

  @Test(arguments: [MediaTiming.FillMode.removed, .forwards, .backwards, .both])
  func fillModesDecideWhatIsInEffect(fill: MediaTiming.FillMode) throws {
    let animation = try MediaTiming(beginTime: 1, duration: 2, fillMode: fill)
    let before = animation.state(atParentTime: 0.5), during = animation.state(atParentTime: 2), after = animation.state(atParentTime: 3.5)
    #expect(before.phase == .before && during.phase == .active && after.phase == .after)
    #expect(during.inEffect && during.basicTime == 1 && during.iteration == 0)
    #expect(before.inEffect == (fill == .backwards || fill == .both))
    #expect(after.inEffect == (fill == .forwards || fill == .both))
    #expect(before.basicTime == (before.inEffect ? 0 : nil))
    #expect(after.basicTime == (after.inEffect ? 2 : nil))
    #expect(after.iteration == nil && before.iteration == nil)
  }

  @Test(arguments: [
    // (repeatCount, autoreverses, basic time exactly at the end of the active duration)
    (0.0, false, 2.0), (3.0, false, 2.0), (0.0, true, 0.0), (2.0, true, 0.0), (2.5, false, 1.0), (1.25, true, 1.0),
  ])
  func exactlyAtTheEndBasicTimeIsTheEndOfTheLastIteration(repeats: Double, reverses: Bool, expected: Double) throws {
    let animation = try MediaTiming(duration: 2, repeatCount: repeats, autoreverses: reverses, fillMode: .forwards)
    let end = animation.state(atParentTime: animation.activeDuration)
    #expect(end.phase == .after)
    #expect(end.basicTime == expected)
    // Just before the end, the active state approaches the same basic time.
    let justBefore = animation.state(atParentTime: animation.activeDuration - 1e-9)
    #expect(abs((justBefore.basicTime ?? .nan) - expected) <= Tolerance.justBeforeTheEnd)
  }

  @Test func timeOffsetWrapsByDefaultAndCanClip() throws {
    // A 3 s animation started 1 s in: wrap plays 1→3 then 0→1 and ends at 1; clip plays 1→3 and ends after 2 s.
    let wrap = try MediaTiming(timeOffset: 1, duration: 3, fillMode: .both)
    #expect(wrap.state(atParentTime: 0).basicTime == 1)
    #expect(wrap.state(atParentTime: 2.5).basicTime == 0.5)
    #expect(wrap.state(atParentTime: 2.5).phase == .active)
    #expect(wrap.state(atParentTime: 3).phase == .after)
    #expect(wrap.state(atParentTime: 3).basicTime == 1)
    let clip = try MediaTiming(timeOffset: 1, duration: 3, fillMode: .both, timeOffsetMode: .clip)
    #expect(clip.state(atParentTime: 1.5).basicTime == 2.5)
    #expect(clip.state(atParentTime: 2).phase == .after)
    #expect(clip.state(atParentTime: 2).basicTime == 3)
  }

  @Test func activeDurationFollowsRepeatCountOrRepeatDuration() throws {
    #expect(try MediaTiming(duration: 2).activeDuration == 2)
    #expect(try MediaTiming(duration: 2, autoreverses: true).activeDuration == 4)
    #expect(try MediaTiming(duration: 2, repeatCount: 1.5).activeDuration == 3)
    #expect(try MediaTiming(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
    #expect(try MediaTiming(duration: 2, repeatDuration: 7).activeDuration == 7)
    let forever = try MediaTiming(duration: 2, repeatCount: .infinity)
    #expect(forever.state(atParentTime: 1e6 + 0.5).phase == .active)
    #expect(forever.state(atParentTime: 1e6 + 0.5).basicTime == 0.5)
  }

  @Test func invalidTimingIsATypedError() {
    #expect(throws: TimingError.repeatCountAndRepeatDuration) { try MediaTiming(duration: 1, repeatCount: 2, repeatDuration: 3) }
    #expect(throws: TimingError.self) { try MediaTiming(duration: -1) }
    #expect(throws: TimingError.self) { try MediaTiming(speed: .nan) }
    #expect(throws: TimingError.self) { try MediaTiming(beginTime: .infinity) }
    #expect(throws: TimingError.self) { try MediaTiming(duration: 1, repeatCount: -1) }
    #expect(throws: TimingError.emptyChain) { try TimingChain([]) }
    #expect(throws: TimingError.animationWithoutDuration) { try TimingChain([MediaTiming.identity]) }
    #expect(throws: TimingError.self) { try MediaTiming.identity.resumed(atParentTime: 0, speed: 0) }
  }

  @Test func aGroupsTimingFunctionWarpsItsChildrensTime() throws {
    // Seed 002: ease-out on the group and on each child; the group's curve warps the child's
    // time, then the child applies its own curve to its basic time.
    let group = try MediaTiming(duration: 0.3)
    let child = try MediaTiming(duration: 0.3)
    let chain = try TimingChain([group, child], groupTimingFunctions: [.easeOut, nil])
    let t = 0.1
    let state = chain.state(atRootTime: t)
    let expected = 0.3 * CubicTimingFunction.easeOut.progress(at: t / 0.3)
    #expect(abs((state.basicTime ?? .nan) - expected) <= Tolerance.unitRounding)
    #expect(!chain.state(atRootTime: 0.5).inEffect)  // the group has ended and does not fill
    #expect(throws: TimingError.self) { try chain.rootTime(fromLocal: 0.1) }
  }
}
