import Curves
import Foundation
@testable import SolverBench
import SolverZoo
import Testing

/// The suite's targets for `fastest` against the `skia` port (issue 25 §2), computed from one
/// run's per-curve rows: the presets' geometric mean, the lowest curve but `linear`, and
/// `linear`'s time ratio, each with its threshold pinned at the boundary.
@Suite struct FastestTargetsTests {
  static func row(
    _ solver: SolverRowID, _ curve: String, _ order: InputOrder = .random, inputs: InputRegime = .fresh, ns: Double
  ) -> SolverRow {
    SolverRow(
      solver: solver, family: "production", curve: curve, order: order, inputs: inputs, samples: 100, medianNs: ns, p10Ns: ns, p90Ns: ns,
      ratioToBaseline: 1, ratioToFloor: 1, maxAbsErr: 0, meanAbsErr: 0, meetsAccuracyTarget: true, meanIterations: 1, allocsPerOp: 0)
  }

  /// fastest at 1 ns everywhere, skia at `skia[curve]` ns (5 ns where not given) and the scalar
  /// floor at `floor` ns, in random order on fresh inputs; and a sorted run and a repeated-input
  /// run in which skia is as fast as fastest and the floor ten times faster (which must not count).
  static func rows(skia: [String: Double], floor: Double = 0.8) -> [SolverRow] {
    let curves = SolverInputs.allCurves.map(\.name)
    var rows: [SolverRow] = []
    for curve in curves {
      rows.append(row(.solver(.fastest), curve, ns: 1))
      rows.append(row(.solver(.skia), curve, ns: skia[curve] ?? 5))
      rows.append(row(.scalarFloor, curve, ns: floor))
      for (order, inputs) in [(InputOrder.sorted, InputRegime.fresh), (.random, .repeated)] {
        rows.append(row(.solver(.fastest), curve, order, inputs: inputs, ns: 1))
        rows.append(row(.solver(.skia), curve, order, inputs: inputs, ns: 1))
        rows.append(row(.scalarFloor, curve, order, inputs: inputs, ns: 0.1))
      }
      rows.append(row(.solver(.browser), curve, ns: 0.5))
    }
    return rows
  }

  @Test func theFourMeasuresComeFromOneOrderAndRegimesRows() throws {
    // Presets other than linear at 4× and 16× alternately, linear at 0.8 ns of skia's 1.
    var skia: [String: Double] = ["linear": 1.25]
    for (k, name) in CubicTimingFunction.presets.map(\.name).dropFirst().enumerated() { skia[name] = k.isMultiple(of: 2) ? 4 : 16 }
    skia["stress(0.05,1,0.95,0)"] = 2.5
    let targets = try #require(FastestTargets(Self.rows(skia: skia), order: .random))
    #expect(targets.order == .random && targets.inputs == .fresh)
    // Nine presets: four at 4, four at 16, linear at 1.25: exp((4 ln 4 + 4 ln 16 + ln 1.25) / 9).
    let expected = Foundation.exp((4 * Foundation.log(4.0) + 4 * Foundation.log(16.0) + Foundation.log(1.25)) / 9)
    #expect(targets.presets == 9 && abs(targets.presetGeometricMean - expected) <= 1e-15 * expected)
    #expect(targets.lowest.curve == "stress(0.05,1,0.95,0)" && targets.lowest.ratio == 2.5)
    #expect(targets.linearTimeRatio == 0.8)
    #expect(targets.floorRatio.map { abs($0 - 1.25) <= 1e-15 } == true, "fastest 1 ns over the floor's 0.8")
    #expect(targets.meetsPresetMean && targets.meetsLowest && targets.meetsLinear == true && targets.meetsFloor == true)
    // The sorted run and the repeated run, where skia equals fastest and the floor is ten times
    // faster, miss every target but linear's.
    for (order, inputs) in [(InputOrder.sorted, InputRegime.fresh), (.random, .repeated)] {
      let other = try #require(FastestTargets(Self.rows(skia: skia), order: order, inputs: inputs))
      #expect(other.presetGeometricMean == 1 && !other.meetsPresetMean && !other.meetsLowest && other.meetsLinear == true)
      #expect(other.floorRatio.map { abs($0 - 10) <= 1e-14 } == true && other.meetsFloor == false)
    }
  }

  /// `linear` is left out of the lowest curve: Skia returns x there.
  @Test func linearIsNotTheLowestCurve() throws {
    let targets = try #require(FastestTargets(Self.rows(skia: ["linear": 0.5]), order: .random))
    #expect(targets.lowest.curve != "linear" && targets.lowest.ratio == 5)
    #expect(targets.linearTimeRatio == 2 && targets.meetsLinear == false)
  }

  /// Each threshold at its boundary: met exactly at it, missed one ulp on the wrong side.
  @Test func eachThresholdHoldsAtItsBoundary() throws {
    var targets = try #require(FastestTargets(Self.rows(skia: [:]), order: .random))
    targets.presetGeometricMean = 4
    #expect(targets.meetsPresetMean)
    targets.presetGeometricMean = Double(4).nextDown
    #expect(!targets.meetsPresetMean)
    targets.lowest.ratio = 2
    #expect(targets.meetsLowest)
    targets.lowest.ratio = Double(2).nextDown
    #expect(!targets.meetsLowest)
    targets.linearTimeRatio = 1.2
    #expect(targets.meetsLinear == true)
    targets.linearTimeRatio = Double(1.2).nextUp
    #expect(targets.meetsLinear == false)
    targets.floorRatio = 1.3
    #expect(targets.meetsFloor == true)
    targets.floorRatio = Double(1.3).nextUp
    #expect(targets.meetsFloor == false)
  }

  /// Without the floor's rows the floor target is not stated (nil, and no line in the table).
  @Test func withoutTheFloorTheFloorTargetIsNotStated() throws {
    let rows = Self.rows(skia: [:]).filter { $0.solver != .scalarFloor }
    let targets = try #require(FastestTargets(rows, order: .random))
    #expect(targets.floorRatio == nil && targets.meetsFloor == nil && !targets.text.contains("floor-scalar"))
    #expect(try #require(FastestTargets(Self.rows(skia: [:]), order: .random)).text.contains("floor-scalar ns"))
  }

  /// Without both solvers on the same curves there is nothing to state; the table then says nothing.
  @Test func aRunWithoutBothSolversHasNoTargets() throws {
    let all = Self.rows(skia: [:])
    #expect(FastestTargets(all.filter { $0.solver != .solver(.skia) }, order: .random) == nil)
    #expect(FastestTargets(all.filter { !($0.solver == .solver(.skia) && $0.curve == "sharp") }, order: .random) == nil)
    #expect(FastestTargets(all.filter { $0.curve == "linear" }, order: .random) == nil)
    #expect(SolverTable.text(all, baseline: .browser).contains("(random order, fresh inputs, this run only)"))
    let repeated = try #require(FastestTargets(all, order: .random, inputs: .repeated))
    #expect(!repeated.isJudged && repeated.text.contains("(random order, repeated inputs, this run only; the targets are stated for fresh inputs: not judged here)"))
    #expect(!repeated.text.contains(" yes\n") && !repeated.text.hasSuffix(" yes") && !repeated.text.contains(" no\n"), "no verdict on repeated inputs: \(repeated.text)")
    #expect(SolverTable.text(all, baseline: .browser).contains("(random order, repeated inputs, this run only; "))
    #expect(!SolverTable.text(all.filter { $0.solver != .solver(.skia) }, baseline: .browser).contains("against the skia port"))
  }
}
