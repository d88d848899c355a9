import SolverBench
import SolverZoo

extension Results {
  /// One CSS step or linear easing function on one input order (`easings[]` of results.json,
  /// optional: written by `solvers` when `--curves` names one, and by the standard suite).
  struct EasingRow: ResultsRow {
    /// The easing as given (`steps(4, jump-end)`), or the suite's name for it.
    var easing: String
    /// `steps` or `linear` (`cubic` only for a cubic listed among them, never written today).
    var kind: String
    var order: InputOrder
    var samples: Int
    var medianNs: Double
    var p10Ns: Double
    var p90Ns: Double
    var allocsPerOp: Double?

    static let columns: [ResultsColumn<Self>] = [
      .init("easing") { .text($0.easing) }, .init("kind") { .text($0.kind) },
      .init("order") { .text($0.order.rawValue) },
      .init("samples") { .integer($0.samples) }, .init("medianNs") { .number($0.medianNs) },
      .init("p10Ns") { .number($0.p10Ns) },
      .init("p90Ns") { .number($0.p90Ns) }, .init("allocsPerOp") { .optionalNumber($0.allocsPerOp) },
    ]
  }
}
