import Curves

/// A prepared solver behind an existential, for tests that loop over every ``SolverID`` (the
/// bench opens the existential once per row instead; tests do not care about the call cost).
public struct AnyPreparedSolver: PreparedTimingSolver {
  private var solve: (Double) throws(CurveError) -> Double
  private var solveCounting: (Double, inout SolveStats) throws(CurveError) -> Double
  private var deliver: (Double, CurveCoefficients) throws(CurveError) -> Double

  init<P: PreparedTimingSolver>(_ prepared: P) {
    let box = Box(prepared)
    solve = { x throws(CurveError) in
      do { return try box.value.parameter(forX: x) } catch { throw Self.curveError(error) }
    }
    solveCounting = { x, stats throws(CurveError) in
      do { return try box.value.parameter(forX: x, counting: &stats) } catch { throw Self.curveError(error) }
    }
    deliver = { x, curve throws(CurveError) in
      do { return try box.value.progress(forX: x, on: curve) } catch { throw Self.curveError(error) }
    }
  }

  /// The zoo's solvers throw `Never` or `CurveError`.
  private static func curveError(_ error: some Error) -> CurveError {
    guard let error = error as? CurveError else { preconditionFailure("a zoo solver threw \(error)") }
    return error
  }

  public mutating func parameter(forX x: Double) throws(CurveError) -> Double { try solve(x) }
  public mutating func parameter(forX x: Double, counting stats: inout SolveStats) throws(CurveError) -> Double {
    try solveCounting(x, &stats)
  }
  public mutating func progress(forX x: Double, on curve: CurveCoefficients) throws(CurveError) -> Double {
    try deliver(x, curve)
  }

  private final class Box<P: PreparedTimingSolver> {
    var value: P
    init(_ value: P) { self.value = value }
  }
}

extension SolverID {
  /// This id's solver prepared for `curve`, behind ``AnyPreparedSolver``.
  public func prepareErased(_ curve: CubicTimingFunction) throws(CurveError) -> AnyPreparedSolver {
    try visit(Prepare(curve: curve))
  }

  private struct Prepare: SolverVisitor {
    var curve: CubicTimingFunction
    func visit<Solver: TimingSolver>(_ solver: Solver) throws(CurveError) -> AnyPreparedSolver {
      AnyPreparedSolver(try solver.prepare(curve))
    }
  }
}
