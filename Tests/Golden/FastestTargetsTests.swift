import Curves
import Foundation
@testable import SolverBench
import SolverZoo
import Testing

/// The suite's targets for `fastest` against the `skia` port (issue 25 §2), computed from one
/// run's per-curve rows: the presets' geometric mean, the lowest curve but `linear`, and
/// `linear`'s time ratio, each with its threshold pinned at the boundary.
@Suite struct FastestTargetsTests {
  static func row(_ solver: SolverID, _ curve: String, _ order: InputOrder = .random, ns: Double) -> SolverRow {
    SolverRow(
      solver: .solver(solver), family: "production", curve: curve, order: order, samples: 100, medianNs: ns, p10Ns: ns, p90Ns: ns,
      ratioToBaseline: 1, ratioToFloor: 1, maxAbsErr: 0, meanAbsErr: 0, meetsAccuracyTarget: true, meanIterations: 1, allocsPerOp: 0)
  }

  /// fastest at 1 ns everywhere, skia at `skia[curve]` ns (4 ns where not given), in random
  /// order, and a sorted run in which skia is as fast as fastest (which must not count).
  static func rows(skia: [String: Double]) -> [SolverRow] {
    let curves = SolverInputs.allCurves.map(\.name)
    var rows: [SolverRow] = []
    for curve in curves {
      rows.append(row(.fastest, curve, ns: 1))
      rows.append(row(.skia, curve, ns: skia[curve] ?? 4))
      rows.append(row(.fastest, curve, .sorted, ns: 1))
      rows.append(row(.skia, curve, .sorted, ns: 1))
      rows.append(row(.browser, curve, ns: 0.5))
    }
    return rows
  }

  @Test func theThreeMeasuresComeFromOneOrdersRows() throws {
    // Presets other than linear at 2× and 8× alternately, linear at 0.8 ns of skia's 1.
    var skia: [String: Double] = ["linear": 1.25]
    for (k, name) in CubicTimingFunction.presets.map(\.name).dropFirst().enumerated() { skia[name] = k.isMultiple(of: 2) ? 2 : 8 }
    skia["stress(0.05,1,0.95,0)"] = 1.6
    let targets = try #require(FastestTargets(Self.rows(skia: skia), order: .random))
    // Nine presets: four at 2, four at 8, linear at 1.25: exp((4 ln 2 + 4 ln 8 + ln 1.25) / 9).
    let expected = Foundation.exp((4 * Foundation.log(2.0) + 4 * Foundation.log(8.0) + Foundation.log(1.25)) / 9)
    #expect(targets.presets == 9 && abs(targets.presetGeometricMean - expected) <= 1e-15 * expected)
    #expect(targets.lowest.curve == "stress(0.05,1,0.95,0)" && targets.lowest.ratio == 1.6)
    #expect(targets.linearTimeRatio == 0.8)
    #expect(targets.meetsPresetMean && targets.meetsLowest && targets.meetsLinear == true)
    // The sorted run, where skia equals fastest, misses every target.
    let sorted = try #require(FastestTargets(Self.rows(skia: skia), order: .sorted))
    #expect(sorted.presetGeometricMean == 1 && !sorted.meetsPresetMean && !sorted.meetsLowest && sorted.meetsLinear == true)
  }

  /// `linear` is left out of the lowest curve: Skia returns x there.
  @Test func linearIsNotTheLowestCurve() throws {
    let targets = try #require(FastestTargets(Self.rows(skia: ["linear": 0.5]), order: .random))
    #expect(targets.lowest.curve != "linear" && targets.lowest.ratio == 4)
    #expect(targets.linearTimeRatio == 2 && targets.meetsLinear == false)
  }

  /// Each threshold at its boundary: met exactly at it, missed one ulp on the wrong side.
  @Test func eachThresholdHoldsAtItsBoundary() throws {
    var targets = try #require(FastestTargets(Self.rows(skia: [:]), order: .random))
    targets.presetGeometricMean = 3
    #expect(targets.meetsPresetMean)
    targets.presetGeometricMean = Double(3).nextDown
    #expect(!targets.meetsPresetMean)
    targets.lowest.ratio = 1.5
    #expect(targets.meetsLowest)
    targets.lowest.ratio = Double(1.5).nextDown
    #expect(!targets.meetsLowest)
    targets.linearTimeRatio = 1.2
    #expect(targets.meetsLinear == true)
    targets.linearTimeRatio = Double(1.2).nextUp
    #expect(targets.meetsLinear == false)
  }

  /// Without both solvers on the same curves there is nothing to state; the table then says nothing.
  @Test func aRunWithoutBothSolversHasNoTargets() throws {
    let all = Self.rows(skia: [:])
    #expect(FastestTargets(all.filter { $0.solver != .solver(.skia) }, order: .random) == nil)
    #expect(FastestTargets(all.filter { !($0.solver == .solver(.skia) && $0.curve == "sharp") }, order: .random) == nil)
    #expect(FastestTargets(all.filter { $0.curve == "linear" }, order: .random) == nil)
    #expect(SolverTable.text(all, baseline: .browser).contains("fastest against the skia port (random order"))
    #expect(!SolverTable.text(all.filter { $0.solver != .solver(.skia) }, baseline: .browser).contains("against the skia port"))
  }
}
