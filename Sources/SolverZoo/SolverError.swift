import Curves

/// Why a solver could not be found, prepared or asked.
public enum SolverError: Error, Hashable, Sendable {
  /// A solver id that the zoo does not hold.
  case unknownSolver(String)
  /// A GSL call failed (a GSL-backed solver's workspace or iteration).
  case gsl(GSLError)
  /// A production port whose original refuses this input, with the refused x (nil when the
  /// curve itself is refused) and what the original does. The reason is a fixed text.
  case refusedByOriginal(solver: SolverID, x: Double?, reason: String)
}

extension SolverError: CustomStringConvertible {
  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .unknownSolver(let id):
      return "no solver has the id \"\(id)\"; known ids: \(SolverID.names.joined(separator: ", "))"
    case .gsl(let error):
      return "GSL failed: \(error)"
    case .refusedByOriginal(let solver, let x, let reason):
      return "\(solver) refuses \(x.map { "x = \($0)" } ?? "this curve"), as its original does: \(reason)"
    }
  }
}
