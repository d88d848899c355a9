import CGSL

/// A GSL root-finding workspace (`gsl_root_fsolver` or `gsl_root_fdfsolver`) for one algorithm,
/// owned: allocated at init, freed on deinit. The one workspace type behind
/// ``GSLBracketingSolver`` and ``GSLDerivativeSolver`` (and the GSL timing solvers, which hold
/// one of those); their iteration loops are in `RootIteration.swift`.
///
/// Not `Sendable`: GSL's workspace is mutable C memory, so use one per thread. Create it once
/// and solve many times; a solve allocates nothing.
public final class GSLRootSolver<Method: GSLRootMethod> {
  /// The algorithm this solver runs.
  public let method: Method
  /// GSL's workspace.
  let workspace: UnsafeMutablePointer<Method.Workspace>

  /// Allocates GSL's workspace for `method`.
  ///
  /// - Throws: ``GSLError`` with `GSL_ENOMEM` if GSL cannot allocate it.
  public init(_ method: Method) throws(GSLError) {
    GSL.installErrorHandler()
    self.method = method
    guard let workspace = method.allocateWorkspace() else {
      throw GSLError(
        status: .noMemory, operation: Method.allocatorName, reason: GSL.takeReason(GSLStatus.noMemory.rawValue))
    }
    self.workspace = workspace
  }

  deinit {
    Method.free(workspace)
  }
}

/// A family of GSL root-finding algorithms: its C workspace type, how to allocate one for an
/// algorithm and how to free it.
public protocol GSLRootMethod: Hashable, Sendable, CaseIterable {
  /// GSL's workspace struct (`gsl_root_fsolver` or `gsl_root_fdfsolver`).
  associatedtype Workspace
  /// The allocating GSL function's name, for error messages.
  static var allocatorName: String { get }
  /// A new workspace for this algorithm, or nil when GSL cannot allocate it.
  func allocateWorkspace() -> UnsafeMutablePointer<Workspace>?
  /// Frees a workspace from ``allocateWorkspace()``.
  static func free(_ workspace: UnsafeMutablePointer<Workspace>)
}

/// GSL's bracketing root finders (`gsl_root_fsolver`): keep an interval on which the function
/// changes sign and shrink it until it is small enough. Always converge on a valid bracket.
public typealias GSLBracketingSolver = GSLRootSolver<GSLBracketingMethod>

/// GSL's derivative-based root polishers (`gsl_root_fdfsolver`): refine a single guess. Fast
/// (quadratic for Newton near a simple root) but not guaranteed to converge.
public typealias GSLDerivativeSolver = GSLRootSolver<GSLDerivativeMethod>

/// The bracketing algorithms (GSL manual, "One-dimensional Root-Finding", "Root Bracketing
/// Algorithms").
public enum GSLBracketingMethod: String, GSLRootMethod {
  /// Halves the bracket each step: linear convergence, one function evaluation per step.
  case bisection
  /// Regula falsi: the secant through the bracket's ends, with bisection fallback.
  case falsePosition
  /// Brent–Dekker: inverse quadratic interpolation guarded by bisection.
  case brent

  /// `gsl_root_fsolver_alloc`.
  public static var allocatorName: String { "gsl_root_fsolver_alloc" }

  /// `gsl_root_fsolver_alloc` for this algorithm.
  public func allocateWorkspace() -> UnsafeMutablePointer<gsl_root_fsolver>? {
    switch self {
    case .bisection: gsl_root_fsolver_alloc(cgsl_root_fsolver_bisection())
    case .falsePosition: gsl_root_fsolver_alloc(cgsl_root_fsolver_falsepos())
    case .brent: gsl_root_fsolver_alloc(cgsl_root_fsolver_brent())
    }
  }

  /// `gsl_root_fsolver_free`.
  public static func free(_ workspace: UnsafeMutablePointer<gsl_root_fsolver>) { gsl_root_fsolver_free(workspace) }
}

/// The derivative-based algorithms (GSL manual, "Root Finding Algorithms using Derivatives").
public enum GSLDerivativeMethod: String, GSLRootMethod {
  /// xₙ₊₁ = xₙ − f(xₙ)/f′(xₙ).
  case newton
  /// Newton with the derivative estimated from the last two iterates (GSL evaluates the true
  /// derivative once, at the start).
  case secant
  /// Newton accelerated with Aitken's Δ² (GSL's spelling: "steffenson").
  case steffenson

  /// `gsl_root_fdfsolver_alloc`.
  public static var allocatorName: String { "gsl_root_fdfsolver_alloc" }

  /// `gsl_root_fdfsolver_alloc` for this algorithm.
  public func allocateWorkspace() -> UnsafeMutablePointer<gsl_root_fdfsolver>? {
    switch self {
    case .newton: gsl_root_fdfsolver_alloc(cgsl_root_fdfsolver_newton())
    case .secant: gsl_root_fdfsolver_alloc(cgsl_root_fdfsolver_secant())
    case .steffenson: gsl_root_fdfsolver_alloc(cgsl_root_fdfsolver_steffenson())
    }
  }

  /// `gsl_root_fdfsolver_free`.
  public static func free(_ workspace: UnsafeMutablePointer<gsl_root_fdfsolver>) { gsl_root_fdfsolver_free(workspace) }
}
