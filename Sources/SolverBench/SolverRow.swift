import SolverZoo

/// One solver on one curve in one input order (results.json's `solvers[]`, the CSV columns, the
/// per-curve rows of the table).
public struct SolverRow: ResultsRow, Sendable {
  /// The solver, floor, plugin or custom solver measured.
  public var solver: SolverRowID
  /// The solver's family: `SolverFamily`'s raw value (`gsl-bracketing`, `browser`, …), or `floor`,
  /// `plugin` or `custom` for the rows that are no zoo solver.
  public var family: String
  /// The curve: a preset's name or `cubic-bezier(x1, y1, x2, y2)`.
  public var curve: String
  /// The order the x were solved in (random or sorted).
  public var order: InputOrder
  /// Which x the timed loop read: `fresh` (windows of a pool of 2²⁰ draws) or `repeated` (the
  /// fixed sets on every pass); nil in files written before the regimes, which all timed the
  /// repeated sets (``regime``).
  public var inputs: InputRegime?
  /// How many x one pass of the row's loop solved (a window; the accuracy columns judge the
  /// fixed sets, the same number in the bench's runs).
  public var samples: Int
  /// The median over the timed batches of ns per solve.
  public var medianNs: Double
  /// The 10th percentile over the timed batches of ns per solve.
  public var p10Ns: Double
  /// The 90th percentile over the timed batches of ns per solve.
  public var p90Ns: Double
  /// The baseline's medianNs / this medianNs on the same curve and order (above 1 is faster).
  public var ratioToBaseline: Double
  /// This medianNs / the scalar floor's (`floor-scalar`): what the solve costs beyond one
  /// evaluation of each polynomial in the same loop shape (schemaVersion 3; in older files,
  /// against the vectorised floor).
  public var ratioToFloor: Double
  /// This medianNs / the vectorised floor's (`floor`): beside `ratioToFloor`, what a loop the
  /// compiler can vectorise would reach (nil in files before schemaVersion 3).
  public var ratioToVectorFloor: Double? = nil
  /// The largest |y − y_ref| over the x, against `reference`.
  public var maxAbsErr: Double
  /// The mean |y − y_ref| over the x.
  public var meanAbsErr: Double
  /// Whether every x met the condition-aware target (`SolverAccuracy`).
  public var meetsAccuracyTarget: Bool
  /// The mean iterations per solve as the solver counts them (`SolveStats`); 2 for the floors (two
  /// polynomial evaluations), NaN for a plugin, which cannot count.
  public var meanIterations: Double
  /// Heap allocations per solve in the timed loop (nil when not measured: the counter's
  /// positive control failed or the counter is not preloaded; never 0 for "not measured").
  public var allocsPerOp: Double?
  /// Solves that fell back to bisection (the GSL polishers); nil for solvers without one.
  public var fallbacks: Int? = nil
  /// Branch mispredictions per solve in the timed loop, counted by the processor over four
  /// passes after the timing (`perf_event_open`); nil where the counter is unavailable (n/a,
  /// never 0) and in files written before it.
  public var branchMissesPerSolve: Double? = nil

  /// The regime the row was timed in: ``inputs``, or `repeated` for a row of a file written
  /// before the regimes.
  public var regime: InputRegime { inputs ?? .repeated }

  /// The columns of results.json's `solvers[]` and the CSV, in order.
  public static let columns: [ResultsColumn<Self>] = [
    .init("solver") { .text($0.solver.description) }, .init("family") { .text($0.family) },
    .init("curve") { .text($0.curve) },
    .init("order") { .text($0.order.rawValue) }, .init("inputs") { .optionalText($0.inputs?.rawValue) },
    .init("samples") { .integer($0.samples) },
    .init("medianNs") { .number($0.medianNs) },
    .init("p10Ns") { .number($0.p10Ns) }, .init("p90Ns") { .number($0.p90Ns) },
    .init("ratioToBaseline") { .number($0.ratioToBaseline) },
    .init("ratioToFloor") { .number($0.ratioToFloor) },
    .init("ratioToVectorFloor") { .optionalNumber($0.ratioToVectorFloor) },
    .init("maxAbsErr") { .number($0.maxAbsErr) },
    .init("meanAbsErr") { .number($0.meanAbsErr) }, .init("meetsAccuracyTarget") { .flag($0.meetsAccuracyTarget) },
    .init("meanIterations") { .number($0.meanIterations) }, .init("allocsPerOp") { .optionalNumber($0.allocsPerOp) },
    .init("fallbacks") { .optionalInteger($0.fallbacks) },
    .init("branchMissesPerSolve") { .optionalNumber($0.branchMissesPerSolve) },
  ]
}
