/// What one or more solves cost: iterations of the solver's main loop and evaluations of the
/// curve (x(t) or x′(t) each count one).
public struct SolveStats: Hashable, Sendable {
  public var solves = 0
  public var iterations = 0
  public var evaluations = 0

  public init() {}

  /// Mean iterations per solve.
  public var meanIterations: Double { solves == 0 ? 0 : Double(iterations) / Double(solves) }
  /// Mean curve evaluations per solve.
  public var meanEvaluations: Double { solves == 0 ? 0 : Double(evaluations) / Double(solves) }
}

/// Counts work inside a solver's algorithm. The algorithms are written once, generic over the
/// counter: ``NoCount`` compiles to nothing, ``SolveStats`` counts.
public protocol SolveCounter {
  mutating func countIteration()
  mutating func countEvaluations(_ n: Int)
}

/// The counter that counts nothing (the fast path).
@frozen
public struct NoCount: SolveCounter {
  @inlinable public init() {}
  @inlinable @inline(__always) public mutating func countIteration() {}
  @inlinable @inline(__always) public mutating func countEvaluations(_ n: Int) {}
}

extension SolveStats: SolveCounter {
  @inlinable public mutating func countIteration() { iterations += 1 }
  @inlinable public mutating func countEvaluations(_ n: Int) { evaluations += n }
}
