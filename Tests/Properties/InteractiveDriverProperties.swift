import Curves
import Geometry
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting
import Transitions

@Suite struct InteractiveDriverProperties {
  static let slide = Catalogue.slide(.pop)

  @Test func theRewindShowsTheCompletionCurve() async throws {
    // Cancel at p₀: the displayed progress follows y₀·(1 − c(s/R)) exactly (through f⁻¹).
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.05...1), Gen.double(in: 0.25...4), Gen.double(in: 0...1)) { p0, speed, u in
      var driver = try InteractiveDriver(for: Self.slide, completionCurve: .easeOut, completionSpeed: speed)
      try driver.begin(at: 0)
      try driver.update(progress: p0, at: 0.1)
      try driver.cancel(at: 0.2)
      let R = p0 * Self.slide.duration / speed
      let y0 = CubicTimingFunction.easeInEaseOut.progress(at: p0)
      let expected = y0 * (1 - CubicTimingFunction.easeOut.progress(at: u))
      #expect(abs(driver.displayedProgress(at: 0.2 + u * R) - expected) <= Tolerance.interactiveRewindProgress, "p₀ \(p0), u \(u)")
    }
  }

  @Test func aLinearTimeRewindWouldFailThatCheck() throws {
    // Running τ linearly back (the fallback for transitions without an invertible curve) shows a
    // different motion on a non-linear curve: the rewind test above would catch such a driver.
    let p0 = 0.8, u = 0.3
    let c = CubicTimingFunction.easeOut, f = CubicTimingFunction.easeInEaseOut
    let linearTau = p0 * (1 - c.progress(at: u))
    let shownByLinear = f.progress(at: linearTau)
    let expected = f.progress(at: p0) * (1 - c.progress(at: u))
    #expect(abs(shownByLinear - expected) > 0.01)
    // And the fallback really is what a driver without a primary curve does.
    var driver = try InteractiveDriver(duration: 0.5, primaryCurve: nil, completionCurve: c)
    try driver.begin(at: 0)
    try driver.update(progress: p0, at: 0)
    try driver.cancel(at: 0)
    #expect(abs(driver.time(at: u * p0 * 0.5) / 0.5 - linearTau) <= Tolerance.unitRounding)
  }

  /// One interactive session replayed by a frame loop: at each frame, the events whose time has
  /// come are handed to the driver (with their own timestamps, as gesture events arrive), then
  /// the scene is sampled. Returns the frame times and, per frame, the driver's time, state,
  /// displayed progress and the sampled scene.
  static func replay(_ events: [(Double, Event)], frames: [Double]) throws -> [Double: (Double, InteractiveDriver.State, Double, Scene)] {
    var driver = try InteractiveDriver(for: slide, completionCurve: .easeOut, completionSpeed: 1.5)
    var pending = events[...]
    var scene = slide.makeScene()
    var seen: [Double: (Double, InteractiveDriver.State, Double, Scene)] = [:]
    for s in frames {
      while let (at, event) = pending.first, at <= s {
        switch event {
        case .begin: try driver.begin(at: at)
        case .update(let p): try driver.update(progress: p, at: at)
        case .finish: try driver.finish(at: at)
        case .cancel: try driver.cancel(at: at)
        case .reverse: try driver.reverse(at: at)
        }
        pending = pending.dropFirst()
      }
      driver.sample(slide, at: s, into: &scene)
      seen[s] = (driver.time(at: s), driver.state(at: s), driver.displayedProgress(at: s), scene)
    }
    return seen
  }

  enum Event { case begin, update(Double), finish, cancel, reverse }

  /// A driver stepped at 60 Hz, at 120 Hz and on a schedule with random dropped frames (new
  /// draws each run) is in the same state at every shared time, bit for bit, with updates, a
  /// finish or a cancel, and a reverse at times on neither grid.
  @Test func theStateAtAWallTimeDoesNotDependOnTheFrameRate() async throws {
    let times = Gen.double(in: 0.0013...0.0160).array(of: 6)
    let progress = Gen.double(in: 0...1).array(of: 4)
    await checkProperty(count: propertyCases, input: times, progress, Gen.bool, Gen.bool, Gen.int(in: 0...Int.max)) { gaps, ps, cancel, reverse, seed in
      // Event times: cumulative gaps scaled so the session spans ~0.4 s, off both grids.
      var at = 0.01 + gaps[0]
      var events: [(Double, Event)] = [(at, .begin)]
      for (k, p) in ps.enumerated() {
        at += gaps[(k + 1) % gaps.count] * 5
        events.append((at, .update(p)))
      }
      at += gaps[5] * 3
      events.append((at, cancel ? .cancel : .finish))
      // A reverse while the completion runs (it lasts the remaining fraction of the duration
      // over the completion speed, 1.5): 0.4 of the way, never after the driver has finished.
      let remaining = (cancel ? ps[3] : 1 - ps[3]) * Self.slide.duration / 1.5
      if reverse, remaining > 1e-3 { events.append((at + 0.4 * remaining, .reverse)) }
      let at60 = (0...90).map { Double($0) / 60 }
      let at120 = (0...180).map { Double($0) / 120 }
      var generator = SeededGenerator(seed: UInt64(seed))
      let dropped = at60.filter { $0 == 0 || Int.random(in: 0..<3, using: &generator) > 0 }
      let a = try Self.replay(events, frames: at60)
      let b = try Self.replay(events, frames: at120)
      let c = try Self.replay(events, frames: dropped)
      for s in at60 {
        let (t60, state60, shown60, scene60) = try #require(a[s])
        let (t120, state120, shown120, scene120) = try #require(b[s])
        #expect(t60 == t120 && state60 == state120 && shown60 == shown120 && scene60.views == scene120.views, "60 vs 120 Hz at \(s)")
        if let (t, state, shown, scene) = c[s] {
          #expect(t60 == t && state60 == state && shown60 == shown && scene60.views == scene.views, "dropped frames at \(s)")
        }
      }
    }
  }

  @Test func finishCancelAndReverseNeverJump() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1), Gen.double(in: 0.3...1)) { p, reverseAfter in
      for cancel in [true, false] {
        var driver = try InteractiveDriver(for: Self.slide, completionSpeed: 1.5)
        try driver.begin(at: 0)
        try driver.update(progress: p, at: 0.1)
        if cancel { try driver.cancel(at: 0.2) } else { try driver.finish(at: 0.2) }
        let reverseAt = 0.2 + reverseAfter * 0.1
        if driver.state(at: reverseAt) == .finishing || driver.state(at: reverseAt) == .cancelling {
          try driver.reverse(at: reverseAt)
          #expect(abs(driver.time(at: reverseAt) - driver.time(at: reverseAt - 1e-12)) <= Tolerance.interactiveNoJump)
        }
        #expect(abs(driver.time(at: 0.2) - driver.time(at: 0.2 - 1e-12)) <= Tolerance.interactiveNoJump, "jump at the release, p \(p)")
        let end = driver.time(at: 100)
        #expect(end == 0 || end == Self.slide.duration)
      }
    }
  }

  @Test func randomGesturesEndExactlyAtTheStartOrTheEnd() async throws {
    let transition = Catalogue.slide(.pop)
    let interaction = Interaction.slideEdgePan
    await checkProperty(count: propertyCases, input: Gen.double(in: -300...300).array(of: 1...30), Gen.double(in: 0.005...0.05)) { steps, dt in
      var x = 0.0
      let gesture = steps.enumerated().map { i, step -> GestureSample in
        x += step
        return GestureSample(time: Double(i) * dt, translation: Point(x: x, y: 0), location: Point(x: 10 + abs(x), y: 400))
      }
      guard let driver = try InteractiveDriver.replay(gesture, interaction: interaction, transition: transition) else { return }
      var scene = transition.makeScene()
      driver.sample(transition, at: gesture.last!.time + 10, into: &scene)
      let finished = driver.state(at: gesture.last!.time + 10) == .finished
      #expect(scene.views == (finished ? transition.finalScene.views : transition.startScene.views))
      #expect(finished == (interaction.progress(gesture.last!, .standard) > 0.5))
    }
  }

  @Test func theSeedsInteractionRules() {
    let c = TransitionContext.standard
    let upper = GestureSample(time: 0, translation: Point(x: 0, y: 0), location: Point(x: 100, y: 200))
    let lower = GestureSample(time: 0.5, translation: Point(x: 0, y: 2110), location: Point(x: 100, y: 700))
    #expect(Interaction.bottomSpringPop.canBegin(upper, c))
    #expect(!Interaction.bottomSpringPop.canBegin(lower, c))
    #expect(Interaction.bottomSpringPop.progress(lower, c) == 2110.0 / 844 / 5)
    #expect(Interaction.bottomSpringPop.finishesOnRelease(lower, 0.5, c))
    #expect(!Interaction.bottomSpringPop.finishesOnRelease(upper, 0.9, c))
    #expect(Interaction.slideEdgePan.progress(GestureSample(time: 0, translation: Point(x: -65, y: 0), location: .zero), c) == 0.5)
    #expect(Interaction.customContainer.finishesOnRelease(upper, 0.31, c))
    #expect(!Interaction.customContainer.finishesOnRelease(upper, 0.3, c))
    #expect(InteractiveDriver.springVelocity(gestureVelocity: 600, remainingDistance: 300) == 2)
  }

  @Test func theCustomContainerIsDrivenThroughMediaTiming() throws {
    // The paused layer's local time is the transition time: scrubbing sets timeOffset = p·D.
    let container = Catalogue.customContainer(.tabRight)
    for p in [0.0, 0.25, 0.6, 1.0] {
      let layer = try Catalogue.customContainerLayerTiming(progress: p, duration: container.duration)
      let chain = try TimingChain([layer, try MediaTiming(duration: container.duration, fillMode: .both)])
      let basic = try #require(chain.state(atRootTime: 123.4).basicTime)
      #expect(basic == p * container.duration || (p == 1 && basic == container.duration))
      #expect(container.scene(at: basic)[Catalogue.ContainerView.newTab].tint == CubicTimingFunction.easeInEaseOut.progress(at: p))
    }
    // A progress that gives no finite local time is refused, never answered with a running layer.
    #expect(throws: TimingError.nonFinite(parameter: "localTime", value: .infinity)) {
      try Catalogue.customContainerLayerTiming(progress: .infinity, duration: container.duration)
    }
  }

  @Test func invalidDriverUseIsATypedError() throws {
    #expect(throws: DriverError.self) { try InteractiveDriver(duration: 0.5, primaryCurve: nil, completionSpeed: 0) }
    #expect(throws: DriverError.self) { try InteractiveDriver(duration: 0, primaryCurve: nil) }
    var driver = try InteractiveDriver(for: Self.slide)
    #expect(throws: DriverError.self) { try driver.update(progress: 0.5, at: 0) }
    try driver.begin(at: 1)
    #expect(throws: DriverError.self) { try driver.update(progress: 0.5, at: 0.5) }  // out of order
    #expect(throws: DriverError.self) { try driver.update(progress: .nan, at: 2) }
    try driver.finish(at: 2)
    #expect(throws: DriverError.self) { try driver.cancel(at: 2.1) }
    #expect(throws: DriverError.self) { try driver.begin(at: 3) }
  }

  @Test func photoZoomCancelShowsTheRealImageAgain() throws {
    let dismiss = Catalogue.photoZoom(.dismiss)
    var driver = try InteractiveDriver(for: dismiss)
    try driver.begin(at: 0)
    try driver.update(progress: 0.4, at: 0.1)
    try driver.cancel(at: 0.2)
    var scene = dismiss.makeScene()
    driver.sample(dismiss, at: 5, into: &scene)
    #expect(scene[Catalogue.PhotoZoomView.snapshot].isHidden && !scene[Catalogue.PhotoZoomView.viewerImage].isHidden)  // snapshot hidden, viewer image shown
    #expect(scene[Catalogue.PhotoZoomView.viewer].alpha == 1)
  }
}

/// At the very instant a completion ends, τ is exactly D (finish) or 0 (cancel): the elapsed
/// fraction (s − start)/length can round just below 1 there, which showed τ an ulp short of the
/// end (a view at x = 584.9999999999999 instead of 585 on the last frame of a replay).
@Suite struct InteractiveDriverEndInstantProperties {
  @Test func aCompletionIsExactlyAtItsTargetWhenItEnds() async throws {
    let slide = Catalogue.slide(.pop)
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1), Gen.double(in: 0.25...4), Gen.double(in: 0...10)) { p, speed, start in
      for finishing in [true, false] {
        var driver = try InteractiveDriver(for: slide, completionSpeed: speed)
        try driver.begin(at: 0)
        try driver.update(progress: p, at: 0)
        let tau = driver.time(at: start)
        if finishing { try driver.finish(at: start) } else { try driver.cancel(at: start) }
        let end = start + (finishing ? slide.duration - tau : tau) / speed
        #expect(driver.time(at: end) == (finishing ? slide.duration : 0), "p \(p), speed \(speed), start \(start), finishing \(finishing)")
      }
    }
  }
}
