import Curves
import Geometry

extension InteractiveSession {
  /// One event of a session, at a wall time in seconds.
  public enum Step: Hashable, Sendable {
    /// The progress, in [0, 1], from this time on.
    case update(Double, at: Double)
    /// A pan's translation since it began and its velocity (points, points per second), in the
    /// container's space (`UIPanGestureRecognizer.translation(in:)`, `velocity(in:)`).
    case pan(translation: Point, velocity: Point, at: Double)
    /// A pinch's scale and its velocity (scale per second, `UIPinchGestureRecognizer`).
    case pinch(scale: Double, velocity: Double, at: Double)
    /// Freeze (`pauseInteractiveTransition()`; UIKit only).
    case pause(at: Double)
    /// Complete to the end.
    case finish(at: Double)
    /// Cancel back to the start, in a style (`restart`: UIKit only).
    case cancel(CancelStyle, at: Double)
    /// The finger lifts: the model's release rule finishes or cancels.
    case release(at: Double)
    /// `isReversed` (``CompletionModel/uikitAnimator`` only): a running completion retraces its
    /// motion; a paused animator measures `fractionComplete` from the other end.
    case reverse(Bool, at: Double)
    /// `continueAnimation(withTimingParameters:durationFactor:)` on the paused animator
    /// (``CompletionModel/uikitAnimator`` only; nil timing: the animator's own).
    case continueAnimation(PropertyAnimator.Timing?, durationFactor: Double, at: Double)

    /// The step's wall time.
    public var time: Double {
      switch self {
      case .update(_, let s), .pan(_, _, let s), .pinch(_, _, let s), .pause(let s), .finish(let s), .cancel(_, let s),
        .release(let s), .reverse(_, let s), .continueAnimation(_, _, let s):
        s
      }
    }

    /// Whether the step starts a completion.
    var ends: Bool {
      switch self {
      case .finish, .cancel, .release, .continueAnimation: true
      default: false
      }
    }
  }
}
