import Curves
import SolverZoo

/// A solver of your own, timed and checked by ``SolverBenchmark`` beside the zoo's: the shape of
/// SolverZoo's `TimingSolver` without its closed identities (`SolverID`, `SolverFamily`), which
/// only the zoo's members have. Its prepared form is a `PreparedTimingSolver`, the zoo's own hot
/// path: `progress(forX:on:)` (or `parameter(forX:)`, which gives y(t) by default) for x in
/// [0, 1], and `parameter(forX:counting:)` for the iteration column (conforming to
/// `CountingTimingSolver` writes both from one generic solve).
///
/// ```swift
/// struct MySolver: BenchmarkedSolver {
///   var name: String { "my-newton" }
///   var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .double) }
///   func prepare(_ curve: CubicTimingFunction) -> MyPrepared { MyPrepared(curve.coefficients) }
/// }
/// ```
public protocol BenchmarkedSolver {
  /// The prepared form, specialised to one curve (the timed loop is specialised for it).
  associatedtype Prepared: PreparedTimingSolver

  /// A short name for the rows (`custom:<name>`): 1 to 32 letters, digits or '-'.
  var name: String { get }
  /// What it does at the ends and outside [0, 1], with its output, in what precision (the
  /// table's policy column).
  var policy: SolverPolicy { get }

  /// Does the per-curve work once.
  func prepare(_ curve: CubicTimingFunction) throws -> Prepared
}
