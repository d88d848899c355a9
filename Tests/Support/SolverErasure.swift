import Curves
import SolverZoo

/// A prepared solver behind an existential, for tests that loop over every ``SolverID`` (the
/// bench opens the existential once per row instead; tests do not care about the call cost).
public struct AnyPreparedSolver: PreparedTimingSolver {
  private var solve: (Double) throws(SolverError) -> Double
  private var solveCounting: (Double, inout SolveStats) throws(SolverError) -> Double
  private var deliver: (Double, CurveCoefficients) throws(SolverError) -> Double

  init<P: PreparedTimingSolver>(_ prepared: P) {
    let box = Box(prepared)
    solve = { x throws(SolverError) in
      do { return try box.value.parameter(forX: x) } catch { throw Self.solverError(error) }
    }
    solveCounting = { x, stats throws(SolverError) in
      do { return try box.value.parameter(forX: x, counting: &stats) } catch { throw Self.solverError(error) }
    }
    deliver = { x, curve throws(SolverError) in
      do { return try box.value.progress(forX: x, on: curve) } catch { throw Self.solverError(error) }
    }
  }

  /// The zoo's solvers throw `Never` or `SolverError`.
  private static func solverError(_ error: some Error) -> SolverError {
    guard let error = error as? SolverError else { preconditionFailure("a zoo solver threw \(error)") }
    return error
  }

  public mutating func parameter(forX x: Double) throws(SolverError) -> Double { try solve(x) }
  public mutating func parameter(forX x: Double, counting stats: inout SolveStats) throws(SolverError) -> Double {
    try solveCounting(x, &stats)
  }
  public mutating func progress(forX x: Double, on curve: CurveCoefficients) throws(SolverError) -> Double {
    try deliver(x, curve)
  }

  private final class Box<P: PreparedTimingSolver> {
    var value: P
    init(_ value: P) { self.value = value }
  }
}

extension SolverID {
  /// This id's solver prepared for `curve`, behind ``AnyPreparedSolver``.
  public func prepareErased(_ curve: CubicTimingFunction) throws(SolverError) -> AnyPreparedSolver {
    try visit(Prepare(curve: curve))
  }

  private struct Prepare: SolverVisitor {
    var curve: CubicTimingFunction
    func visit<Solver: TimingSolver>(_ solver: Solver) throws(SolverError) -> AnyPreparedSolver {
      AnyPreparedSolver(try solver.prepare(curve))
    }
  }
}
