import Curves
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// `TransitionPhase.time(forProgress:)`: seconds on the transition's clock, the first time the
/// phase shows a progress.
@Suite struct PhaseInversionProperties {
  /// Phase starts and durations: 0, dyadic and arbitrary starts; durations from 50 ms to 3 s.
  static let clock = zip(Gen.double(in: 0...2), Gen.double(in: 0.05...3))

  @Test func aTimingPhaseShowsTheProgressFirstAtItsTime() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve, Self.clock, Gen.bool, Gen.double(in: -0.3...1.3)) {
      curve, clock, reversed, p in
      let phase = TransitionPhase(start: clock.0, duration: clock.1, curve: .timing(curve), reversed: reversed)
      let found = try phase.time(forProgress: p)
      Self.expectFirst(phase, p, found)
    }
  }

  @Test func aWellConditionedTimingPhaseShowsTheProgressAtItsTime() async {
    await checkProperty(count: propertyCases, input: CurveGen.monotoneCurve, Self.clock, Gen.bool, Gen.double(in: 0...1)) {
      curve, clock, reversed, p in
      let phase = TransitionPhase(start: clock.0, duration: clock.1, curve: .timing(curve), reversed: reversed)
      guard let t = try phase.time(forProgress: p) else {
        Issue.record("\(curve) reversed \(reversed): a monotone phase has no time for \(p)")
        return
      }
      #expect(t >= phase.start && t <= phase.end)
      let h = 1e-7 * phase.duration
      let slope = (phase.progress(at: min(t + h, phase.end)) - phase.progress(at: max(t - h, phase.start))) / (2e-7)
      guard slope <= 1000 else { return }
      #expect(abs(phase.progress(at: t) - p) <= Tolerance.phaseInversionProgress, "\(curve) reversed \(reversed): progress(\(t)) = \(phase.progress(at: t)) ≠ \(p)")
    }
  }

  @Test func aSpringPhaseShowsTheProgressFirstAtItsTimeOrAtItsSnap() async {
    await checkProperty(count: propertyCases, input: SpringGen.motion, Self.clock, Gen.double(in: -0.3...1.5)) { motion, clock, p in
      let phase = TransitionPhase(start: clock.0, duration: clock.1, curve: .spring(motion))
      let found = try phase.time(forProgress: p)
      Self.expectFirst(phase, p, found)
      guard let t = found else { return }
      if t < phase.end {
        #expect(abs(phase.progress(at: t) - p) <= Tolerance.firstPassageProgress)
      } else {
        // At the snap: p lies between x(D⁻) and 1, the jump the phase makes at its end.
        let before = motion.progress(at: phase.duration)
        #expect(p >= min(before, 1) - Tolerance.firstPassageProgress && p <= max(before, 1) + Tolerance.firstPassageProgress)
      }
    }
  }

  /// No grid time before the answer shows the progress crossed (the phase's progress minus p
  /// keeps the sign it starts with, touching allowed), and a phase with no answer never crosses
  /// it on the grid (a spring's snap at its end counts as crossing).
  static func expectFirst(_ phase: TransitionPhase, _ p: Double, _ found: Double?, file: StaticString = #filePath) {
    let n = 400
    let first = phase.progress(at: phase.start) - p
    let startSign = abs(first) <= Tolerance.firstPassageProgress ? 0 : (first < 0 ? -1 : 1)
    if let t = found {
      #expect(t >= phase.start && t <= phase.end, "\(t) outside [\(phase.start), \(phase.end)]")
      if startSign == 0 { return }
      for k in 0..<n {
        let s = phase.start + (t - phase.start) * Double(k) / Double(n)
        guard s < t - 1e-9 * phase.duration else { break }
        let d = phase.progress(at: s) - p
        if abs(d) > Tolerance.firstPassageProgress {
          #expect((d < 0 ? -1 : 1) == startSign, "\(phase.curve) reversed \(phase.isReversed): progress \(p) is crossed at \(s), before \(t)")
        }
      }
    } else if startSign != 0 {
      for k in 0...n {
        let s = phase.start + phase.duration * Double(k) / Double(n)
        let d = phase.progress(at: s) - p
        if abs(d) > Tolerance.firstPassageProgress {
          #expect((d < 0 ? -1 : 1) == startSign, "\(phase.curve) reversed \(phase.isReversed): no time, but progress \(p) is crossed by \(s)")
        }
      }
    }
  }

  @Test(arguments: [
    (CubicTimingFunction.easeInEaseOut, false, 0.5, 0.65),  // symmetric: the middle of 0.5 … 0.8
    (.linear, false, 0.25, 0.575),
    (.linear, true, 0.25, 0.575),                          // reversed linear is linear
    (.easeInEaseOut, false, 0, 0.5),                       // progress 0 at the start
    (.easeInEaseOut, true, 1, 0.8),                        // and 1 at the end, reversed too
  ])
  func timesOnTheTransitionsClock(curve: CubicTimingFunction, reversed: Bool, p: Double, expected: Double) throws {
    let phase = TransitionPhase(start: 0.5, duration: 0.3, curve: .timing(curve), reversed: reversed)
    let t = try #require(try phase.time(forProgress: p))
    #expect(abs(t - expected) <= 4 * Double.ulpOfOne, "\(t)")
  }

  /// g(u) = 1 − f(1 − u) shows p first where f shows 1 − p last: on an overshooting f, which
  /// passes 1.05 on its way up (its peak is ≈ 1.081) and again on its way back to 1, a reversed phase shows −0.05 first at
  /// 1 − (the later root).
  @Test func aReversedPhaseUsesTheLastRootOfTheForwardCurve() throws {
    let overshoot = try CubicTimingFunction(x1: 0.5, y1: -0.5, x2: 0.5, y2: 1.5)
    let reversed = TransitionPhase(start: 0, duration: 1, curve: .timing(overshoot), reversed: true)
    let roots = Array(overshoot.times(forProgress: 1.05))
    try #require(roots.count == 2, "\(roots)")
    let t = try #require(try reversed.time(forProgress: -0.05))
    #expect(abs(t - (1 - roots[1])) <= 4 * Double.ulpOfOne, "roots \(roots), t \(t)")
  }

  @Test func aSpringReachesAProgressInsideItsSnapAtItsEnd() throws {
    // ζ = 1: approaches 1 without reaching it; the snap at D = 0.3 s jumps the rest of the way.
    let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
    let motion = try SpringMotion(spring: spring, progressVelocity: 0)
    let phase = TransitionPhase(start: 1, duration: 0.3, curve: .spring(motion))
    let before = motion.progress(at: 0.3)
    #expect(try phase.time(forProgress: (before + 1) / 2) == 1.3)
    #expect(try phase.time(forProgress: 1) == 1.3)
    #expect(try phase.time(forProgress: 1.01) == nil)
    let t = try #require(try phase.time(forProgress: before / 2))
    #expect(t > 1 && t < 1.3)
  }

  @Test func refusals() throws {
    let motion = try SpringMotion(spring: Spring(mass: 1, stiffness: 100, damping: 10), progressVelocity: 0)
    let track = try KeyframeTrack(values: [0.0, 0.4, 1])
    let phases = [
      TransitionPhase(start: 0, duration: 1, curve: .spring(motion), reversed: true),
      TransitionPhase(start: 0, duration: 1, curve: .keyframes(track)),
    ]
    for phase in phases {
      #expect {
        _ = try phase.time(forProgress: 0.5)
      } throws: { error in
        guard case .notInvertible = error as? CurveError else { return false }
        return true
      }
    }
    let linear = TransitionPhase(start: 0, duration: 1, curve: .timing(.linear))
    for p in [Double.nan, .infinity, -.infinity] {
      do {
        _ = try linear.time(forProgress: p)
        Issue.record("progress \(p) was accepted")
      } catch {
        guard case .nonFinite(let parameter, _) = error, parameter == "progress" else {
          Issue.record("\(error)")
          continue
        }
      }
    }
  }
}
