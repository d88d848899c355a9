import Curves
import PropertyBased
import TestSupport
import TransitionTesting
import Testing
import Transitions

/// `PropertyAnimator`: `UIViewPropertyAnimator`'s pause, scrub, reversal, continuation and
/// pause on completion, against the rules written out.
@Suite struct PropertyAnimatorProperties {
  static let curves: [CubicTimingFunction] = [.easeInEaseOut, .easeOut, .easeIn, .standard, .linear]
  static let curve = Gen.int(in: 0...4).map { curves[$0] }
  /// Fractions aimed at the ends and the middle.
  static let fraction = Gen.oneOf(Gen.double(in: 0.001...0.999), Gen.always(0.5), Gen.double(in: 0.95...0.999_999))

  @Test func aRunningAnimatorFollowsItsCurveAndEndsExactly() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Gen.double(in: 0.1...2), Self.fraction) { n, d, f in
      let animator = try PropertyAnimator(duration: d, timing: .cubic(n), start: 1)
      let s = 1 + f * d
      #expect(abs(animator.progress(at: s) - n.progress(at: (s - 1) / d)) <= Tolerance.animatorProgress)
      #expect(abs(animator.fractionComplete(at: s) - f) <= Tolerance.animatorProgress)
      #expect(animator.state(at: s) == .running)
      #expect(animator.restTime == 1 + d)
      #expect(animator.state(at: 1 + d) == .inactive && animator.progress(at: 1 + d) == 1)
    }
  }

  @Test func aLinearPauseKeepsTheProgressAndScrubsLinearly() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Self.fraction, Gen.double(in: 0...1)) { n, f, x in
      var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(n))
      let s = f * 0.5
      let before = animator.progress(at: s)
      try animator.pause(at: s)
      #expect(abs(animator.progress(at: s) - before) <= Tolerance.animatorNoJump)
      #expect(animator.fractionComplete(at: s) == before, "fractionComplete reads the progress shown")
      #expect(animator.state(at: s + 10) == .paused && animator.progress(at: s + 10) == before)
      try animator.setFractionComplete(x, at: s + 0.1)
      #expect(animator.progress(at: s + 0.2) == x)
    }
  }

  @Test func aTimedPauseKeepsTheFractionAndScrubsAlongTheCurve() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Self.fraction, Gen.double(in: 0...1)) { n, f, x in
      var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(n), scrubsLinearly: false)
      try animator.pause(at: f * 0.5)
      #expect(abs(animator.fractionComplete(at: 1) - f) <= Tolerance.animatorProgress)
      try animator.setFractionComplete(x, at: 1)
      #expect(abs(animator.progress(at: 1) - n.progress(at: x)) <= Tolerance.animatorProgress)
    }
  }

  @Test func continuingFromAScrubRemapsTheCurveWithoutAJump() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Gen.double(in: 0.01...0.99)) { n, x in
      var animator = try PropertyAnimator(duration: 0.4, timing: .cubic(n), running: false)
      try animator.setFractionComplete(x, at: 0.2)
      try animator.continueAnimation(nil, durationFactor: 0, at: 0.3)
      let resumed = try #require(n.time(forProgress: x))
      #expect(abs(animator.progress(at: 0.3 + 1e-12) - x) <= Tolerance.animatorNoJump)
      let end = try #require(animator.restTime)
      #expect(abs((end - 0.3) - (1 - resumed) * 0.4) <= Tolerance.animatorProgress, "the time it has left")
      let mid = 0.3 + (end - 0.3) / 2
      let f = resumed + (mid - 0.3) / 0.4
      #expect(abs(animator.progress(at: mid) - n.progress(at: f)) <= Tolerance.animatorProgress)
      #expect(animator.progress(at: end) == 1 && animator.state(at: end) == .inactive)
    }
  }

  @Test func aDurationFactorSetsTheRemainingTime() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Gen.double(in: 0.05...0.95), Gen.double(in: 0.01...3)) { n, f, k in
      var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(n))
      try animator.pause(at: f * 0.5)
      try animator.continueAnimation(.cubic(.easeOut), durationFactor: k, at: 1)
      let end = try #require(animator.restTime)
      #expect(abs((end - 1) - k * 0.5) <= Tolerance.animatorProgress * 10)
    }
  }

  @Test func reversingARunningAnimatorRetracesItsMotion() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Self.fraction, Gen.double(in: 0...1)) { n, f, back in
      try Self.checkReversal(n, f, back)
    }
  }

  /// Reversals CI drew where the old re-solve of f from the progress shown failed: near a flat
  /// end (N′ → 0) it moved f, and the end time, by ε/N′ (1.0002e-12 s here).
  @Test(arguments: [(CubicTimingFunction.easeInEaseOut, 0.9999772050405943, 0.0)])
  func reversingNearAFlatEndRetracesItsMotion(_ n: CubicTimingFunction, _ f: Double, _ back: Double) throws {
    try Self.checkReversal(n, f, back)
  }

  static func checkReversal(_ n: CubicTimingFunction, _ f: Double, _ back: Double) throws {
    var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(n))
    let s = f * 0.5
    let earlier = s * (1 - back)
    let shownEarlier = animator.progress(at: earlier)
    try animator.setReversed(true, at: s)
    #expect(animator.isReversed(at: s))
    #expect(abs(animator.progress(at: s + (s - earlier)) - shownEarlier) <= Tolerance.animatorProgress)
    let end = try #require(animator.restTime)
    #expect(abs(end - 2 * s) <= Tolerance.animatorProgress, "back over the time it has run")
    #expect(animator.progress(at: end) == 0 && animator.state(at: end) == .inactive)
  }

  @Test func reversingAPausedAnimatorFlipsTheFractionAndMovesNothing() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Self.fraction) { n, f in
      var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(n), scrubsLinearly: false)
      try animator.pause(at: f * 0.5)
      let shown = animator.progress(at: 1)
      try animator.setReversed(true, at: 1)
      #expect(abs(animator.fractionComplete(at: 1) - (1 - f)) <= Tolerance.animatorProgress)
      #expect(abs(animator.progress(at: 1) - shown) <= Tolerance.animatorProgress)
      try animator.continueAnimation(nil, durationFactor: 0, at: 2)
      let end = try #require(animator.restTime)
      #expect(abs((end - 2) - f * 0.5) <= Tolerance.animatorProgress * 10)
      #expect(animator.progress(at: end) == 0)
    }
  }

  @Test func aSpringContinuationCarriesItsRelativeVelocity() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.05...0.9), Gen.double(in: 0.3...1.5), Gen.double(in: -4...6)) { x, zeta, v in
      var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(.easeInEaseOut), running: false)
      try animator.setFractionComplete(x, at: 0)
      try animator.continueAnimation(.spring(dampingRatio: zeta, initialVelocity: v), durationFactor: 0.6, at: 0.1)
      // A second-order one-sided difference (the animator is paused before 0.1 s): its error is
      // h²·|u‴|/3 with |u‴| ≲ ω³·(1 + |v|/ω) ≈ 1e4·(1 + |v|) here, 3e-7·(1 + |v|) at h = 1e-5.
      let h = 1e-5
      let (u0, u1, u2) = (animator.progress(at: 0.1), animator.progress(at: 0.1 + h), animator.progress(at: 0.1 + 2 * h))
      let slope = (-3 * u0 + 4 * u1 - u2) / (2 * h)
      // UISpringTimingParameters' velocity is relative to the remaining distance, 1 − x.
      #expect(abs(slope - v * (1 - x)) <= 1e-5 * (1 + abs(v)), "ζ \(zeta)")
      #expect(animator.restTime == 0.1 + 0.3)
      #expect(animator.progress(at: 0.4) == 1 && animator.state(at: 0.4) == .inactive)
    }
  }

  @Test func pausingOnCompletionKeepsItActiveToRunBack() async throws {
    await checkProperty(count: propertyCases, input: Self.curve, Gen.double(in: 0...1)) { n, u in
      var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(n), pausesOnCompletion: true)
      #expect(animator.state(at: 0.5) == .paused && animator.fractionComplete(at: 0.5) == 1)
      #expect(animator.progress(at: 0.7) == 1)
      try animator.setReversed(true, at: 0.7)
      try animator.continueAnimation(nil, durationFactor: 0, at: 0.7)
      #expect(abs(animator.progress(at: 0.7 + u * 0.5) - n.progress(at: 1 - u)) <= Tolerance.animatorProgress)
      #expect(animator.state(at: 1.2) == .paused && animator.progress(at: 1.2) == 0)
    }
  }

  @Test(arguments: [
    "zero duration", "fraction while running", "fraction above 1", "continue while running",
    "after the end", "out of order", "negative factor", "spring paused without linear scrub", "NaN time",
  ])
  func badCallsAreTypedErrors(_ name: String) throws {
    var animator = try PropertyAnimator(duration: 0.5, timing: .cubic(.easeOut))
    let error = #expect(throws: DriverError.self, "\(name)") {
      switch name {
      case "zero duration": _ = try PropertyAnimator(duration: 0, timing: .cubic(.easeOut))
      case "fraction while running": try animator.setFractionComplete(0.5, at: 0.1)
      case "fraction above 1":
        try animator.pause(at: 0.1)
        try animator.setFractionComplete(1.5, at: 0.2)
      case "continue while running": try animator.continueAnimation(nil, durationFactor: 0, at: 0.1)
      case "after the end": try animator.pause(at: 0.6)
      case "out of order":
        try animator.pause(at: 0.3)
        try animator.setReversed(true, at: 0.2)
      case "negative factor":
        try animator.pause(at: 0.1)
        try animator.continueAnimation(nil, durationFactor: -1, at: 0.2)
      case "spring paused without linear scrub":
        var spring = try PropertyAnimator(
          duration: 0.5, timing: .spring(dampingRatio: 0.8, initialVelocity: 0), scrubsLinearly: false)
        try spring.pause(at: 0.1)
      default: try animator.pause(at: .nan)
      }
    }
    #expect(error.map { "\($0)".isEmpty } == false)
  }
}
