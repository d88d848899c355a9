import Curves

/// `UIViewPropertyAnimator`'s interruptible model on one progress value u (0 at the start
/// values, 1 at the end values), as a value whose events fully determine u and
/// `fractionComplete` at any wall time s.
///
/// The animator keeps a time fraction f (`fractionComplete`, measured from the start, or from
/// the end while ``isReversed(at:)``) that runs at 1/D′ per second, and a pace N that maps it to
/// progress: u = N(f), or u = N(1 − f) reversed, so a reversal runs back through the same timing
/// function. D′ starts as the animator's ``duration``. What each call does, from Apple's
/// documentation, the `UIViewPropertyAnimator.h` header and WWDC 2016 session 216 ("Advances in
/// UIKit Animations and Transitions") and WWDC 2017 session 230 ("Advanced Animations with
/// UIKit"):
/// - ``pause(at:)`` (`pauseAnimation()`): f stops. With ``scrubsLinearly`` (the default) the
///   pace becomes linear and f is remapped to the progress shown, so nothing jumps ("to keep
///   progress stable", 2017); without it the timing function stays and f is kept.
/// - ``setFractionComplete(_:at:)`` (paused only): f = x; u follows the pace in force, so a
///   linear scrub moves the values by x itself ("the fraction of progress towards the end value",
///   2016).
/// - ``setReversed(_:at:)`` (`isReversed`): a paused animator measures f from the other end
///   (f ← 1 − f, nothing moves); a running one pauses, flips and continues with its own timing
///   and its remaining time, so it retraces its motion back over the time it has run ("literally
///   reversing right back through the timing function", 2016; the velocity jumps, "like hitting
///   a brick wall").
/// - ``continueAnimation(_:durationFactor:at:)`` (paused only): the new timing (nil: the
///   animator's own, 2016) continues from the progress shown. A cubic remaps f to the time at
///   which it shows that progress (the root nearest the paused f), so u is continuous and only
///   its rate changes; a spring (`UISpringTimingParameters`, which "always animate from their
///   current presentation value", 2017) runs from u to the target, its initial velocity relative
///   to the remaining distance. The remaining time is durationFactor × ``duration`` (the
///   header: "the remaining time for the animation … as if the animation was started from its
///   current position with a new duration"), or, for a factor of 0, the time the animator has
///   left, (1 − f)·D′ ("whatever remaining time it has left", 2017). A cubic keeps the new D′ for
///   later runs.
/// - At f = 1 a running animator ends: inactive at its end (or start, reversed) position, or,
///   with ``pausesOnCompletion``, paused there, so that it can be reversed and continued.
///
/// Not modelled: the animator's blending of one timing into the next beyond this remapping
/// (the documentation's "may transition from the previous timing curve to the new timing curve
/// over time"), delays, several animation blocks, and durations that Open Radar 35743469
/// reports as longer than durationFactor × duration after some scrubs.
public struct PropertyAnimator: Hashable, Sendable {
  /// The animator's timing: `UICubicTimingParameters` or `UISpringTimingParameters`.
  public enum Timing: Hashable, Sendable, CustomStringConvertible {
    /// A cubic Bézier timing function.
    case cubic(CubicTimingFunction)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the velocity relative to the
    /// remaining distance (progress per second ÷ (target − u)).
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// `cubic-bezier(…)` or `spring(dampingRatio: ζ, initialVelocity: v)`.
    public var description: String {
      switch self {
      case .cubic(let curve): "\(curve)"
      case .spring(let zeta, let v): "spring(dampingRatio: \(zeta), initialVelocity: \(v))"
      }
    }
  }

  /// `UIViewAnimatingState`, with its active state told apart as running or paused.
  public enum State: String, Hashable, Sendable, CaseIterable {
    /// Active and running.
    case running
    /// Active and paused (`isRunning` false): scrubbable, reversible, continuable.
    case paused
    /// Finished (`UIViewAnimatingState.inactive`): no call is accepted.
    case inactive
  }

  /// How the progress moves within one stretch.
  enum Pace: Hashable, Sendable {
    /// u = N(f) forwards, N(1 − f) reversed.
    case cubic(CubicTimingFunction)
    /// u = from + (to − from)·motion(s − start), over `length` seconds.
    case spring(SpringMotion, from: Double, to: Double, length: Double)
  }

  /// One stretch between two calls.
  struct Segment: Hashable, Sendable {
    var start: Double
    var running: Bool
    /// f at `start`.
    var fraction: Double
    /// D′, seconds per unit of f.
    var fullDuration: Double
    var reversed: Bool
    var pace: Pace
  }

  /// How an interactive session's animator is made (``CompletionModel/uikitAnimator``): its own
  /// timing (default linear, so the transition plays as authored), `scrubsLinearly` and
  /// `pausesOnCompletion`.
  public struct Setup: Hashable, Sendable {
    /// The animator's own timing.
    public var timing: Timing
    /// `scrubsLinearly` (default true).
    public var scrubsLinearly: Bool
    /// `pausesOnCompletion` (default false).
    public var pausesOnCompletion: Bool

    /// A setup from its parts.
    public init(timing: Timing = .cubic(.linear), scrubsLinearly: Bool = true, pausesOnCompletion: Bool = false) {
      (self.timing, self.scrubsLinearly, self.pausesOnCompletion) = (timing, scrubsLinearly, pausesOnCompletion)
    }
  }

  /// The animator's duration (`duration`), seconds.
  public let duration: Double
  /// Its own timing (`timingParameters`).
  public let timing: Timing
  /// `scrubsLinearly` (default true).
  public let scrubsLinearly: Bool
  /// `pausesOnCompletion` (default false).
  public let pausesOnCompletion: Bool
  var segments: [Segment]
  var lastCall: Double

  /// An animator of `duration` seconds (finite, > 0) and `timing`, started at wall time `start`
  /// (`startAnimation()`) or, with `running` false, paused at fraction 0 (an interactive
  /// transition's animator, which the gesture scrubs from its first event).
  ///
  /// - Throws: ``DriverError/invalidParameter(_:)`` for a duration or start that is not finite
  ///   or not > 0, a spring whose damping ratio is not > 0 or whose velocity is not finite, or a
  ///   paused spring animator that does not scrub linearly (a spring has no timing function to
  ///   scrub along).
  public init(
    duration: Double, timing: Timing, scrubsLinearly: Bool = true, pausesOnCompletion: Bool = false,
    start: Double = 0, running: Bool = true
  ) throws(DriverError) {
    guard duration.isFinite, duration > 0 else {
      throw .invalidParameter("the animator's duration must be finite and > 0, got \(duration)")
    }
    guard start.isFinite else { throw .invalidParameter("the animator's start time must be finite, got \(start)") }
    (self.duration, self.timing, self.scrubsLinearly, self.pausesOnCompletion) =
      (duration, timing, scrubsLinearly, pausesOnCompletion)
    lastCall = start
    segments = []
    if running {
      let pace = try Self.pace(timing, from: 0, to: 1, length: duration)
      segments = [
        Segment(start: start, running: true, fraction: 0, fullDuration: duration, reversed: false, pace: pace)
      ]
    } else {
      if case .spring = timing, !scrubsLinearly {
        throw .invalidParameter("a paused spring animator scrubs linearly: a spring has no timing function to scrub")
      }
      let pace = scrubsLinearly ? Pace.cubic(.linear) : try Self.pace(timing, from: 0, to: 1, length: duration)
      segments = [
        Segment(start: start, running: false, fraction: 0, fullDuration: duration, reversed: false, pace: pace)
      ]
    }
  }

  static func pace(_ timing: Timing, from u: Double, to target: Double, length: Double) throws(DriverError) -> Pace {
    switch timing {
    case .cubic(let curve): return .cubic(curve)
    case .spring(let zeta, let v):
      guard zeta.isFinite, zeta > 0, v.isFinite else {
        throw .invalidParameter("a spring timing needs a finite dampingRatio > 0 and a finite velocity, got \(timing)")
      }
      do {
        let spring = try Spring(uikitDuration: length, dampingRatio: zeta, initialVelocity: v)
        return .spring(try SpringMotion(spring: spring, progressVelocity: v), from: u, to: target, length: length)
      } catch {
        throw .invalidParameter("the spring timing cannot run \(length) s: \(error)")
      }
    }
  }
}
