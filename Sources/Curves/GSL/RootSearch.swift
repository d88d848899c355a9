/// When an iterative root search may stop, and how long it may try.
///
/// GSL's tests: a bracketing search stops when its interval [lo, hi] satisfies
/// `|hi − lo| < absolute + relative · min(|lo|, |hi|)` (`gsl_root_test_interval`); a polishing
/// search stops when successive iterates satisfy `|xₙ − xₙ₋₁| < absolute + relative · |xₙ|`
/// (`gsl_root_test_delta`).
public struct RootSearch: Hashable, Sendable {
  /// The absolute part of the tolerance (≥ 0).
  public var absoluteTolerance: Double
  /// The relative part of the tolerance (≥ 0).
  public var relativeTolerance: Double
  /// The most iterations to try before failing with `GSL_EMAXITER` (≥ 1).
  public var maxIterations: Int

  /// A stopping rule. Defaults: absolute 1e-15, relative 0, 200 iterations (bisection on an
  /// interval of length 1 needs about 50 to reach 1e-15).
  public init(absoluteTolerance: Double = 1e-15, relativeTolerance: Double = 0, maxIterations: Int = 200) {
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.maxIterations = maxIterations
  }
}

/// The outcome of a successful root search.
public struct RootResult: Hashable, Sendable {
  /// The best estimate of the root.
  public var root: Double
  /// How many iterations the solver took.
  public var iterations: Int
}
