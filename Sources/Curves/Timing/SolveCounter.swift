/// What one or more solves cost: iterations of the solver's main loop and evaluations of the
/// curve (x(t) or x′(t) each count one).
public struct SolveStats: Hashable, Sendable {
  /// Solves counted (`PreparedTimingSolver/parameter(forX:counting:)` adds one per call).
  public var solves = 0
  /// Iterations of the solvers' main loops.
  public var iterations = 0
  /// Curve evaluations: x(t) and x′(t) count one each.
  public var evaluations = 0
  /// Solves that abandoned their method for a safe one (the GSL polishers' bisection fallback).
  public var fallbacks = 0

  /// No solves, iterations or evaluations.
  public init() {}

  /// Mean iterations per solve.
  public var meanIterations: Double { solves == 0 ? 0 : Double(iterations) / Double(solves) }
  /// Mean curve evaluations per solve.
  public var meanEvaluations: Double { solves == 0 ? 0 : Double(evaluations) / Double(solves) }
}

/// Counts work inside a solver's algorithm. The algorithms are written once, generic over the
/// counter: ``NoCount`` compiles to nothing, ``SolveStats`` counts.
public protocol SolveCounter {
  /// Records one iteration of the solver's main loop.
  mutating func countIteration()
  /// Records `n` curve evaluations (x(t) and x′(t) count one each).
  mutating func countEvaluations(_ n: Int)
  /// Records that this solve fell back from its method to a safe one (bisection).
  mutating func countFallback()
}

extension SolveCounter {
  /// Does nothing (counters that do not track fallbacks).
  @inlinable @inline(__always) public mutating func countFallback() {}
}

/// The counter that counts nothing (the fast path). It is zero-sized except under
/// ThreadSanitizer, where its ``SanitizerAddress`` gives it the address an `inout` needs.
@frozen
public struct NoCount: SolveCounter {
  @usableFromInline var address = SanitizerAddress()

  /// The counter that counts nothing (it has no state).
  @inlinable public init() {}
  /// Does nothing.
  @inlinable @inline(__always) public mutating func countIteration() {}
  /// Does nothing.
  @inlinable @inline(__always) public mutating func countEvaluations(_ n: Int) {}
}

extension SolveStats: SolveCounter {
  /// Adds one to ``iterations``.
  @inlinable public mutating func countIteration() { iterations += 1 }
  /// Adds `n` to ``evaluations``.
  @inlinable public mutating func countEvaluations(_ n: Int) { evaluations += n }
  /// Adds one to ``fallbacks``.
  @inlinable public mutating func countFallback() { fallbacks += 1 }
}
