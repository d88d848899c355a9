import SolverBench
import SolverZoo

extension Results {
  /// One easing function (CSS's steps and linear, a path as an easing, or a path through an
  /// engine's port) on one input order (`easings[]` of results.json, optional: written by
  /// `solvers` when `--curves` names one, and by the standard suite).
  struct EasingRow: ResultsRow {
    /// The easing as given (`steps(4, jump-end)`), or the suite's name for it.
    var easing: String
    /// `steps`, `linear` or `path` (`cubic` only for a cubic listed among them, never written today).
    var kind: String
    var order: InputOrder
    /// Which x the timed loop read (as ``SolverRow/inputs``; nil in files written before the
    /// regimes, which all timed the repeated sets).
    var inputs: InputRegime? = nil
    var samples: Int
    /// The regime: ``inputs``, or `repeated` for a row of a file written before the regimes.
    var regime: InputRegime { inputs ?? .repeated }
    var medianNs: Double
    var p10Ns: Double
    var p90Ns: Double
    var allocsPerOp: Double?
    /// A port's worst |port(x) − exact(x)| over the inputs; null for a row that is its own
    /// definition (the CSS functions, the exact path). Added within schemaVersion 3.
    var maxAbsErr: Double? = nil

    static let columns: [ResultsColumn<Self>] = [
      .init("easing") { .text($0.easing) }, .init("kind") { .text($0.kind) },
      .init("order") { .text($0.order.rawValue) }, .init("inputs") { .optionalText($0.inputs?.rawValue) },
      .init("samples") { .integer($0.samples) }, .init("medianNs") { .number($0.medianNs) },
      .init("p10Ns") { .number($0.p10Ns) },
      .init("p90Ns") { .number($0.p90Ns) }, .init("allocsPerOp") { .optionalNumber($0.allocsPerOp) },
      .init("maxAbsErr") { .optionalNumber($0.maxAbsErr) },
    ]
  }
}
