import Curves
import Geometry

/// How a transition turns a timing curve and an elapsed fraction into progress. The default,
/// ``BuiltInProgress``, is `CubicTimingFunction.progress(at:)` (the curve's inverse table); the bench
/// substitutes any member of the solver zoo to time full transitions with it.
///
/// Implementations must give progress(at: 0) = 0 and progress(at: 1) = 1 and must not allocate
/// per call (sampling allocates nothing: <doc:TransitionsAsPureFunctionsOfTime>).
public protocol ProgressEvaluator {
  /// The progress of `curve`, the entry `index` of the transition's ``Transition/timingCurves``,
  /// at the elapsed fraction x ∈ [0, 1] (an evaluator that prepares per curve indexes its
  /// prepared table with `index`: no search per evaluation).
  mutating func progress(of curve: CubicTimingFunction, index: Int, at x: Double) -> Double
}

/// `CubicTimingFunction.progress(at:)`: what transitions use unless told otherwise.
public struct BuiltInProgress: ProgressEvaluator {
  // Zero-sized except under ThreadSanitizer, where it needs an address (SanitizerAddress).
  @usableFromInline var address = SanitizerAddress()

  /// The built-in evaluator (it has no state).
  @inlinable public init() {}

  /// `curve.progress(at: x)`; `index` is unused (the curve carries its own inverse table).
  @inlinable
  public mutating func progress(of curve: CubicTimingFunction, index: Int, at x: Double) -> Double {
    curve.progress(at: x)
  }
}

extension TransitionPhase {
  /// Progress at transition time t with a given evaluator for timing curves (springs are
  /// unaffected). The evaluator gets the curve with its index in the transition's table.
  @inlinable
  public func progress<E: ProgressEvaluator>(at t: Double, using evaluator: inout E) -> Double {
    let u = min(max((t - start) / duration, 0), 1)
    // Before the phase a step or linear() function reads its before flag (forward phases only).
    return isReversed
      ? 1 - forward(1 - u, before: false, using: &evaluator) : forward(u, before: t < start, using: &evaluator)
  }

  @inlinable
  func forward<E: ProgressEvaluator>(_ u: Double, before: Bool, using evaluator: inout E) -> Double {
    switch curve {
    case .easing(.cubic(let function)):
      return evaluator.progress(of: function, index: curveIndex, at: u)
    case .spring(let motion):
      return u >= 1 ? 1 : motion.progress(at: u * duration)
    case .keyframes(let track):
      return track.value(at: u)
    case .decay(let decay):
      return u >= 1 ? 1 : decay.progress(at: u * duration)
    case .easing(.steps(let steps)):
      return steps.progress(at: u, beforeFlag: before)
    case .easing(.linear(let linear)):
      return linear.progress(at: u, beforeFlag: before)
    case .easing(.path(let path)):
      return path.progress(at: u)
    }
  }
}
