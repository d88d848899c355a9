/// Every solver of DESIGN.md §3, by id: the thirteen members of the nine families.
public enum SolverZoo {
  /// The solvers in a fixed order: GSL bracketing, GSL derivative, GSL cubic, the browser
  /// engines, ours, the reference.
  public static let all: [any TimingSolver] = [
    GSLBracketingTimingSolver(.bisection),
    GSLBracketingTimingSolver(.falsePosition),
    GSLBracketingTimingSolver(.brent),
    GSLDerivativeTimingSolver(.newton),
    GSLDerivativeTimingSolver(.secant),
    GSLDerivativeTimingSolver(.steffenson),
    GSLCubicSolver(),
    BrowserSolver(),
    LegacyNewton8Solver(),
    FirefoxSolver(),
    ClosedFormSolver(),
    FastestSolver(),
    ReferenceSolver(),
  ]

  /// The ids, in the order of ``all``.
  public static var ids: [String] { all.map(\.id) }

  /// The solver with this id.
  ///
  /// - Throws: ``CurveError/unknownSolver(_:)`` naming the known ids.
  public static func solver(id: String) throws(CurveError) -> any TimingSolver {
    guard let solver = all.first(where: { $0.id == id }) else { throw .unknownSolver(id) }
    return solver
  }
}
