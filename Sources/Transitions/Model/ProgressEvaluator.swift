import Curves

/// How a transition turns a timing curve and an elapsed fraction into progress. The default,
/// ``BuiltInProgress``, is `CubicTimingFunction.progress(at:)` (the `fastest` solver); the bench
/// substitutes any member of the solver zoo to time full transitions with it.
///
/// Implementations must give progress(at: 0) = 0 and progress(at: 1) = 1 and must not allocate
/// per call (the per-frame rule of DESIGN.md §6).
public protocol ProgressEvaluator {
  /// The progress of `curve` at the elapsed fraction x ∈ [0, 1].
  mutating func progress(of curve: CubicTimingFunction, at x: Double) -> Double
}

/// `CubicTimingFunction.progress(at:)`: what transitions use unless told otherwise.
public struct BuiltInProgress: ProgressEvaluator {
  @inlinable public init() {}

  @inlinable
  public mutating func progress(of curve: CubicTimingFunction, at x: Double) -> Double {
    curve.progress(at: x)
  }
}

extension TransitionPhase {
  /// Progress at transition time t with a given evaluator for timing curves (springs are
  /// unaffected).
  @inlinable
  public func progress<E: ProgressEvaluator>(at t: Double, using evaluator: inout E) -> Double {
    let u = min(max((t - start) / duration, 0), 1)
    return isReversed ? 1 - forward(1 - u, using: &evaluator) : forward(u, using: &evaluator)
  }

  @inlinable
  func forward<E: ProgressEvaluator>(_ u: Double, using evaluator: inout E) -> Double {
    switch curve {
    case .timing(let function):
      return evaluator.progress(of: function, at: u)
    case .spring(let motion):
      return u >= 1 ? 1 : motion.progress(at: u * duration)
    }
  }
}

extension Transition {
  /// Every distinct cubic timing curve the transition evaluates (phase curves and child
  /// curves), for evaluators that prepare per curve.
  public var timingCurves: [CubicTimingFunction] {
    var curves: [CubicTimingFunction] = []
    for phase in phases {
      if case .timing(let function) = phase.curve, !curves.contains(function) { curves.append(function) }
    }
    for track in tracks {
      if let child = track.childCurve, !curves.contains(child) { curves.append(child) }
    }
    return curves
  }
}
