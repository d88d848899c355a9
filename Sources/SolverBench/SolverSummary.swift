import Curves
import Foundation
import SolverZoo

/// One solver in one input order, over every curve of the run: the headline a user reads
/// first (`solverSummary[]` in results.json; the default table).
public struct SolverSummaryRow: ResultsRow, Sendable {
  /// The solver, floor, plugin or custom solver summarised.
  public var solver: SolverRowID
  /// The solver's family, as in ``SolverRow/family``.
  public var family: String
  /// The order the x were solved in (random or sorted).
  public var order: InputOrder
  /// Which x the timed loops read (``SolverRow/inputs``; nil in files written before the
  /// regimes, which all timed the repeated sets).
  public var inputs: InputRegime?
  /// How many curves the geometric means run over.
  public var curves: Int
  /// Geometric mean over the curves of the per-curve median ns per solve.
  public var medianNs: Double
  /// Geometric mean of the per-curve ratios to the baseline (above 1 is faster).
  public var ratioToBaseline: Double
  /// Geometric mean of the per-curve ratios to the scalar floor (`floor-scalar`; in files
  /// before schemaVersion 3, to the vectorised floor).
  public var ratioToFloor: Double
  /// Geometric mean of the per-curve ratios to the vectorised floor (`floor`; nil before
  /// schemaVersion 3).
  public var ratioToVectorFloor: Double?
  /// The largest |y − y_ref| over every curve and x.
  public var maxAbsErr: Double
  /// Curves on which every x met the condition-aware target (`SolverAccuracy`).
  public var curvesMeetingTarget: Int
  /// Solves that fell back to bisection, summed over the curves (null for a solver that has no
  /// fallback).
  public var fallbacks: Int?
  /// The largest allocations per solve over the curves (null when not measured).
  public var allocsPerOp: Double?
  /// The mean over the curves of the branch mispredictions per solve (null where the counter is
  /// unavailable).
  public var branchMissesPerSolve: Double? = nil
  /// `SolverPolicy`'s description ("–" for the floors).
  public var policy: String
  /// The build that measured the row: "native" (`-target-cpu native`, what `scripts/bench`
  /// builds) or "baseline" (the portable default), so that rows of two builds, copied or merged
  /// apart from their file, are never compared silently (nil before schemaVersion 3).
  public var build: String?

  /// The columns of results.json's `solverSummary[]` and the CSV, in order.
  public static let columns: [ResultsColumn<Self>] = [
    .init("solver") { .text($0.solver.description) }, .init("family") { .text($0.family) },
    .init("order") { .text($0.order.rawValue) }, .init("inputs") { .optionalText($0.inputs?.rawValue) },
    .init("curves") { .integer($0.curves) }, .init("medianNs") { .number($0.medianNs) },
    .init("ratioToBaseline") { .number($0.ratioToBaseline) }, .init("ratioToFloor") { .number($0.ratioToFloor) },
    .init("ratioToVectorFloor") { .optionalNumber($0.ratioToVectorFloor) },
    .init("maxAbsErr") { .number($0.maxAbsErr) }, .init("curvesMeetingTarget") { .integer($0.curvesMeetingTarget) },
    .init("fallbacks") { .optionalInteger($0.fallbacks) }, .init("allocsPerOp") { .optionalNumber($0.allocsPerOp) },
    .init("branchMissesPerSolve") { .optionalNumber($0.branchMissesPerSolve) },
    .init("policy") { .text($0.policy) }, .init("build") { .optionalText($0.build) },
  ]
}

extension SolverSummaryRow {
  /// The regime the row's solves were timed in: ``inputs``, or `repeated` for a row of a file
  /// written before the regimes.
  public var regime: InputRegime { inputs ?? .repeated }

  /// One summary row per solver, regime and order, fastest first within each regime and order
  /// (in the order the rows first have them; the floors included,
  /// as the yardsticks); a plugin's policy is the one its table states, a custom solver's the one
  /// given to `SolverBenchmark.add`. `build` is recorded in every row (this binary's target CPU
  /// unless told).
  public static func summarize(
    _ rows: [SolverRow], policies: [SolverRowID: SolverPolicy] = [:], build: String = BenchBuild.current.targetCPU
  ) -> [SolverSummaryRow] {
    var summary: [SolverSummaryRow] = []
    for group in rows.map(\.group).uniqued() {
      let ofOrder = rows.filter { $0.group == group }
      let order = group.order
      var lines: [SolverSummaryRow] = []
      for solver in ofOrder.map(\.solver).uniqued() {
        let r = ofOrder.filter { $0.solver == solver }
        let fallbacks = r.compactMap(\.fallbacks)
        let allocations = r.compactMap(\.allocsPerOp)
        let misses = r.compactMap(\.branchMissesPerSolve)
        lines.append(
          SolverSummaryRow(
            solver: solver, family: r[0].family, order: order, inputs: r[0].inputs, curves: r.count,
            medianNs: geometricMean(r.map(\.medianNs)),
            ratioToBaseline: geometricMean(r.map(\.ratioToBaseline)),
            ratioToFloor: geometricMean(r.map(\.ratioToFloor)),
            ratioToVectorFloor: r.allSatisfy { $0.ratioToVectorFloor != nil }
              ? geometricMean(r.compactMap(\.ratioToVectorFloor)) : nil,
            maxAbsErr: r.map(\.maxAbsErr).max() ?? 0, curvesMeetingTarget: r.filter(\.meetsAccuracyTarget).count,
            fallbacks: fallbacks.isEmpty ? nil : fallbacks.reduce(0, +),
            allocsPerOp: allocations.count == r.count ? allocations.max() : nil,
            branchMissesPerSolve: misses.count == r.count ? misses.reduce(0, +) / Double(r.count) : nil,
            policy: solver.id?.solver.policy.description ?? policies[solver]?.description ?? "–", build: build))
      }
      summary += lines.sorted { $0.medianNs < $1.medianNs }
    }
    return summary
  }

  /// exp(mean(log v)); NaN for no values or a non-positive one.
  package static func geometricMean(_ values: [Double]) -> Double {
    guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else { return .nan }
    return Foundation.exp(values.map { Foundation.log($0) }.reduce(0, +) / Double(values.count))
  }
}

/// A regime and an order: the rows a summary, a table block or a target set is computed over.
public struct RowGroup: Hashable, Sendable, CustomStringConvertible {
  /// The regime.
  public var inputs: InputRegime
  /// The order.
  public var order: InputOrder

  /// The group of `inputs` and `order`.
  public init(_ inputs: InputRegime, _ order: InputOrder) {
    self.inputs = inputs
    self.order = order
  }

  /// "random order, fresh inputs".
  public var description: String { "\(order.rawValue) order, \(inputs.rawValue) inputs" }
}

extension SolverRow {
  /// The row's regime and order.
  public var group: RowGroup { RowGroup(regime, order) }
}

extension SolverSummaryRow {
  /// The row's regime and order.
  public var group: RowGroup { RowGroup(regime, order) }
}
