import Curves

/// One solver prepared for one curve, answering any x exactly as ``SolverID/progress(of:at:)``
/// answers it: each answer starts from a copy of the state the preparation made, so no answer
/// can depend on the ones before, whatever a solver keeps in its prepared state. What a caller
/// that answers many single x on few curves keeps instead of preparing again (`eval`'s session).
///
/// The solver's concrete type is erased behind a closure: a call costs an indirect call and a
/// copy of the prepared state, which shares its tables (they are classes or copy on write) and,
/// for the GSL solvers, its workspace: like a prepared solver, it is not `Sendable` (one per
/// thread).
public struct PreparedProgress {
  /// The solver.
  public let solver: SolverID
  /// The curve it was prepared for.
  public let curve: CubicTimingFunction
  private let answer: (Double) throws(SolverError) -> Double

  init(solver: SolverID, curve: CubicTimingFunction, answer: @escaping (Double) throws(SolverError) -> Double) {
    self.solver = solver
    self.curve = curve
    self.answer = answer
  }

  /// y at x, as ``SolverID/progress(of:at:)`` gives it.
  ///
  /// - Throws: ``SolverError`` when the solver's original refuses the input.
  public func progress(at x: Double) throws(SolverError) -> Double {
    try answer(x)
  }
}

extension SolverID {
  /// This solver prepared once for `curve` (see ``PreparedProgress``).
  ///
  /// - Throws: ``SolverError`` when the solver cannot be prepared for the curve (a GSL failure).
  public func prepared(for curve: CubicTimingFunction) throws(SolverError) -> PreparedProgress {
    try visit(Prepare(id: self, curve: curve))
  }

  /// The visitor behind ``prepared(for:)``.
  struct Prepare: SolverVisitor {
    var id: SolverID
    var curve: CubicTimingFunction

    func visit<Solver: TimingSolver>(_ solver: Solver) throws(SolverError) -> PreparedProgress {
      let state = try solver.prepare(curve)
      let curve = self.curve
      return PreparedProgress(solver: id, curve: curve) { x throws(SolverError) in
        var copy = state
        do {
          return try curve.progress(at: x, using: &copy)
        } catch let error as SolverError {
          throw error
        } catch {
          preconditionFailure("\(Solver.self) failed with \(error), which is not a SolverError")
        }
      }
    }
  }
}
