import Curves
@testable import SolverZoo
import Testing
import Recordings
import Transitions

/// Branches of verdicts and rules that one-token changes left green (issue 25 §5): each test
/// here fails when its comparison is flipped, loosened or dropped (the commit says which).
@Suite struct ThresholdPinTests {
  /// The clock's jitter is the spread of the stamps around their fitted grid, at most one frame
  /// interval: beyond that a stamp would belong to another frame. Delays rising by 2 ms a frame
  /// to 30 ms and falling back (a tent no straight grid follows) spread about 30 ms, so the
  /// jitter is the interval itself; each step stays within ±12 % of 1/60 s, so no frame counts
  /// as dropped.
  @Test func theJitterIsAtMostOneFrameInterval() throws {
    let delays = (0..<31).map { k in 0.002 * Double(min(k, 30 - k)) }
    let clock = try RecordingClock(times: delays.enumerated().map { Double($0.offset) / 60 + $0.element })
    #expect(clock.droppedFrames == 0 && clock.jitter == clock.frameInterval, "\(clock)")
    #expect(abs(clock.frameInterval - 1.0 / 60) < 1e-3)
  }

  /// A `linear(…)` phase's designed jumps are its equal inputs with different outputs, on the
  /// transition's clock: `linear(0, 0.2 25%, 0.2 25%, 0.4 50%, 0.9 50%, 1)` over [1, 3] jumps by
  /// 0.5 at 2 s; the repeated (0.25, 0.2) is no jump.
  @Test(arguments: [false, true])
  func aLinearPhasesJumpsAreItsEqualInputsWithDifferentOutputs(reversed: Bool) throws {
    guard case .linear(let linear) = try EasingFunction(parsing: "linear(0, 0.2 25%, 0.2 25%, 0.4 50%, 0.9 50%, 1)") else {
      Issue.record("not a linear() easing")
      return
    }
    let phase = TransitionPhase(start: 1, duration: 2, curve: .easing(.linear(linear)), reversed: reversed)
    let jumps = phase.designedJumps
    #expect(jumps.count == 1 && jumps.first?.time == 2 && jumps.first.map { abs($0.size - 0.5) < 1e-15 } == true, "\(jumps)")
  }

  /// Android's rest needs both the value and the velocity below their thresholds
  /// (`SpringForce.isAtEquilibrium`). A spring retargeted to where it stands while moving at
  /// 0.47–0.79 progress per second (0.8 ms after a release from 0.5) never leaves the value's
  /// threshold (its overshoot, v₀/(ω·e), stays below 0.0075), so its rest is the moment its
  /// velocity falls below 0.46875 per second, not the retarget itself.
  @Test func androidsRestWaitsForTheVelocityToo() {
    var spring = ProgressSpring(at: 0.5, from: 0)
    spring.retarget(to: 0, at: 0)
    let (here, moving) = spring.state(at: 0.0008)
    #expect(abs(moving) > ProgressSpring.androidVelocityThreshold && abs(moving) < 0.79, "\(moving)")
    spring.retarget(to: here, at: 0.0008)
    let rest = spring.restTime()
    let (x, v) = spring.state(at: rest)
    #expect(rest > 0.0008 && abs(x - here) < ProgressSpring.androidValueThreshold, "rests at \(rest) s")
    #expect(abs(abs(v) - ProgressSpring.androidVelocityThreshold) < 1e-6, "velocity \(v) at \(rest) s")
  }

  /// `fastest`'s direct table keeps a row only when every check point is within a quarter of its
  /// target (the margin for the points between the checks): a quadratic the fit reproduces to
  /// rounding, checked against values offset by 0.24 or 0.26 of a target of 1.
  @Test(arguments: [(0.24, true), (0.26, false), (-0.26, false)])
  func aDirectRowNeedsEveryCheckWithinAQuarterOfItsTarget(offset: Double, kept: Bool) {
    let row = DirectTable.fit(value: { 0.5 * $0 * $0 + 0.25 }) { v in (v, 0.5 * v * v + 0.25 + offset, 1) }
    #expect((row != nil) == kept)
  }
}
