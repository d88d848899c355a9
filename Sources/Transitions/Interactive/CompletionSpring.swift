import Curves

/// A spring completion, as UIKit runs one: `UIPercentDrivenInteractiveTransition.timingCurve` (or
/// a `UIViewPropertyAnimator`) set to `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
///
/// The completion lasts what a curve completion would, L = (1 − p)·D/speed to finish or p·D/speed
/// to cancel, and runs the progress from p to its target along the spring UIKit fits to that
/// duration (`Spring(uikitDuration:dampingRatio:initialVelocity:)`: settled to 1e-3 by L). The
/// initial velocity is relative to the remaining distance, as UIKit takes it: the finger's
/// progress per second divided by (target − p), so the progress leaves the release at exactly the
/// finger's velocity. With ``carriesVelocity`` false the spring starts from rest (what an app that
/// forgets the velocity shows): `check` fails that hand-off.
public struct CompletionSpring: Hashable, Sendable {
  /// ζ, > 0.
  public var dampingRatio: Double
  /// Whether the finger's velocity is handed to the spring (default true).
  public var carriesVelocity: Bool

  /// A spring completion of `dampingRatio`, handed the finger's velocity unless
  /// `carriesVelocity` is false.
  public init(dampingRatio: Double, carriesVelocity: Bool = true) {
    (self.dampingRatio, self.carriesVelocity) = (dampingRatio, carriesVelocity)
  }

  /// The relative initial velocity for a completion from p to `target` when the finger moves at
  /// `progressVelocity` per second: v/(target − p), 0 without a remaining distance or when the
  /// velocity is not carried.
  public func relativeVelocity(progressVelocity v: Double, from p: Double, to target: Double) -> Double {
    guard carriesVelocity, target != p, v.isFinite else { return 0 }
    return v / (target - p)
  }
}
