import Curves
import SnapshotTesting
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

/// Every preset's progress at x = k/100, k = 0…100 (ARCHITECTURE.md, "Tests and goldens"), as a
/// golden table, plus the
/// stress curves, so that a change in any solver path or preset shows as a diff.
/// Re-record only with `scripts/update-goldens`, and explain the change in the commit.
@Suite struct TimingPresetGoldenTests {
  static func table(_ curves: [(name: String, curve: CubicTimingFunction)]) -> GoldenJSON {
    var entries: [String: GoldenJSON] = [:]
    for (name, curve) in curves {
      entries[name] = [
        "controlPoints": .numbers([curve.x1, curve.y1, curve.x2, curve.y2]),
        "progress": .numbers((0...100).map { curve.progress(at: Double($0) / 100) }),
      ]
    }
    return .object(entries)
  }

  @Test func presetsAt101Points() {
    assertSnapshot(of: Self.table(CubicTimingFunction.presets), as: .numericJSON(tolerance: .golden), named: "presets")
  }

  @Test func stressCurvesAt101Points() {
    assertSnapshot(of: Self.table(SolverInputs.stressCurves), as: .numericJSON(tolerance: .golden), named: "stress")
  }
}
