import SolverZoo

/// One solver on one curve in one input order (results.json's `solvers[]`, the CSV columns, the
/// per-curve rows of the table).
public struct SolverRow: ResultsRow, Sendable {
  public var solver: SolverRowID
  public var family: String
  public var curve: String
  public var order: InputOrder
  public var samples: Int
  public var medianNs: Double
  public var p10Ns: Double
  public var p90Ns: Double
  public var ratioToBaseline: Double
  /// This medianNs / the scalar floor's (`floor-scalar`): what the solve costs beyond one
  /// evaluation of each polynomial in the same loop shape (schemaVersion 3; in older files,
  /// against the vectorised floor).
  public var ratioToFloor: Double
  /// This medianNs / the vectorised floor's (`floor`): beside `ratioToFloor`, what a loop the
  /// compiler can vectorise would reach (nil in files before schemaVersion 3).
  public var ratioToVectorFloor: Double? = nil
  public var maxAbsErr: Double
  public var meanAbsErr: Double
  public var meetsAccuracyTarget: Bool
  public var meanIterations: Double
  public var allocsPerOp: Double?
  /// Solves that fell back to bisection (the GSL polishers); nil for solvers without one.
  public var fallbacks: Int? = nil

  public static let columns: [ResultsColumn<Self>] = [
    .init("solver") { .text($0.solver.description) }, .init("family") { .text($0.family) }, .init("curve") { .text($0.curve) },
    .init("order") { .text($0.order.rawValue) }, .init("samples") { .integer($0.samples) }, .init("medianNs") { .number($0.medianNs) },
    .init("p10Ns") { .number($0.p10Ns) }, .init("p90Ns") { .number($0.p90Ns) }, .init("ratioToBaseline") { .number($0.ratioToBaseline) },
    .init("ratioToFloor") { .number($0.ratioToFloor) }, .init("ratioToVectorFloor") { .optionalNumber($0.ratioToVectorFloor) },
    .init("maxAbsErr") { .number($0.maxAbsErr) },
    .init("meanAbsErr") { .number($0.meanAbsErr) }, .init("meetsAccuracyTarget") { .flag($0.meetsAccuracyTarget) },
    .init("meanIterations") { .number($0.meanIterations) }, .init("allocsPerOp") { .optionalNumber($0.allocsPerOp) },
    .init("fallbacks") { .optionalInteger($0.fallbacks) },
  ]
}
