import Curves
import SolverZoo
import Testing
import TestSupport
import Specs
import Transitions

/// Comparisons whose one-token change (a dropped condition, `<` for `<=`) once left the whole
/// suite green (issue 25, point 5): each is pinned here by a case that falls on the other side.
@Suite struct VerdictBranchTests {
  static func move(_ name: String, from a: [Double], to b: [Double]) throws -> Transition {
    try TransitionSpec.read(json: """
      {"specVersion": 2, "name": "\(name)", "operation": "custom", "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": \(a)}],
       "phases": [{"duration": 0.5, "timing": "linear"}], "tracks": [{"view": "card", "property": "center", "to": \(b)}]}
      """).transition()
  }

  /// A reverse that stays on the forward's path but stops half way: its path retraces, its end
  /// states do not hand off, so it is not reversible (PairCheck's second branch needs both; with
  /// `path.passed` alone it would be called path-reversible).
  @Test func aPathThatRetracesButStopsShortIsNotPathReversible() throws {
    let forward = try Self.move("go", from: [100, 100], to: [300, 100])
    let reverse = try Self.move("back", from: [300, 100], to: [200, 100])
    let report = PairCheck.check(forward: forward, reverse: reverse, roles: [ViewID(index: 0)])
    #expect(report.pathSymmetry.passed && !report.endStates.passed, "\(report)")
    #expect(report.verdict == .notReversible)
    // Going all the way back is path-reversible at least: the branch is reachable.
    let home = PairCheck.check(forward: forward, reverse: try Self.move("back", from: [300, 100], to: [100, 100]), roles: [ViewID(index: 0)])
    #expect(home.verdict <= .pathReversible)
  }

  /// Flutter's and Compose's bisection stops when |x − x(mid)| < 0.001, strictly. On the curve
  /// (0, 0, 0, 1), x(t) = t³, and at x = 2⁻⁹ + fl(0.001) the third midpoint, 0.125, is exactly
  /// 0.001 away (2⁻⁹ + fl(0.001) is a double): a strict bound goes on to 0.15625; with `<=` it
  /// would stop at 0.125 and answer y(0.125).
  @Test func theSharedBisectionStopsStrictlyInsideItsBound() throws {
    let curve = try CubicTimingFunction(x1: 0, y1: 0, x2: 0, y2: 1)
    let x = 0.001953125 + 0.001
    #expect(x - 0.001953125 == 0.001, "the crafted x is exactly 0.001 from x(0.125)")
    // y at a midpoint m, in the originals' operation order.
    func y(_ m: Double) -> Double { 3 * 0 * (1 - m) * (1 - m) * m + 3 * 1 * (1 - m) * m * m + m * m * m }
    #expect(try SolverID.flutter.progress(of: curve, at: x) == y(0.15625))
    #expect(y(0.15625) != y(0.125))
  }

  /// A forward whose phases add up to 0.1 + 0.2 = 0.30000000000000004 s and a reverse of 0.3 s
  /// share their duration (within `ReversalVerifier.durationTolerance`): the pair is checked,
  /// each at the same fraction of its own duration. PairCheck accepted them while the time
  /// symmetry's precondition demanded equal durations, so `check` on such a pair crashed.
  @Test func aPairWhoseDurationsDifferOnlyByRoundingIsChecked() throws {
    func spec(_ phase: String, from a: Double, to b: Double) throws -> Transition {
      try TransitionSpec.read(json: """
        {"specVersion": 2, "name": "m", "operation": "custom", "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": [\(a), 100]}],
         "phases": [\(phase)], "tracks": [{"view": "card", "property": "center", "to": [\(b), 100]}]}
        """).transition()
    }
    let forward = try spec(#"{"start": 0.1, "duration": 0.2, "timing": "linear"}"#, from: 100, to: 300)
    let reverse = try spec(#"{"duration": 0.3, "timing": "linear"}"#, from: 300, to: 100)
    #expect(forward.duration != reverse.duration && abs(forward.duration - reverse.duration) <= ReversalVerifier.durationTolerance)
    let report = PairCheck.check(forward: forward, reverse: reverse, roles: [ViewID(index: 0)])
    #expect(report.timeSymmetry.deviation.magnitude.isFinite, "compared, not refused as of different durations: \(report.timeSymmetry)")
    #expect(!report.timeSymmetry.passed, "the forward waits 0.1 s first, the reverse does not: not time-symmetric")
  }

  /// A NaN deviation is the worst there is: kept over any number (and over zero), so a check
  /// whose scene went NaN fails instead of reporting the largest finite deviation it saw.
  @Test(arguments: [
    (Double.nan, 5.0, true), (5.0, .nan, false), (.nan, .nan, false), (1.0, 0.0, true), (0.0, 0.0, false), (.nan, 0.0, true),
    (.infinity, 1e300, true),
  ])
  func aNaNDeviationIsWorseThanAnyNumber(d: Double, worst: Double, isWorse: Bool) {
    #expect(SceneDeviation.isWorse(d, than: worst) == isWorse)
  }
}
