import Curves
import MySolver
import SolverBench
import SolverZoo
import Testing

/// The team's solver held to what the bench holds the zoo's own solvers to: the condition-aware
/// accuracy target on every preset at every x of the bench's fixed sets (a quick run's 256),
/// through the same measurement the bench uses.
@Test func halleyMeetsTheTargetOnEveryPreset() throws {
  var bench = SolverBenchmark(curves: CubicTimingFunction.presets, solvers: [.browser], orders: [.random], samples: 256, quick: true)
  try bench.add(HalleySolver())
  let report = try bench.run()
  let mine = try #require(report.summary.first { $0.solver == .custom("my-halley") })
  #expect(mine.curvesMeetingTarget == CubicTimingFunction.presets.count, "\(report.table)")
  #expect(mine.maxAbsErr < 1e-12)
  #expect(mine.policy == "clamps, unclamped, double")
  #expect(report.table.contains("custom:my-halley"))
}
