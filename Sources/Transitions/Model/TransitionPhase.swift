import Curves
import Geometry

/// One phase on a transition's timeline: when it runs and how its progress goes from 0 to 1.
public struct TransitionPhase: Sendable {
  /// How progress moves through the phase.
  public enum Curve: Sendable {
    /// An easing over the phase's duration, as CSS and Core Animation name one (`EasingFunction`):
    /// a cubic timing curve (`CAMediaTimingFunction`, evaluated through the transition's curve
    /// table), CSS's `steps(…)` (progress jumps between levels; before the phase starts the
    /// before flag is set, so a delayed `jump-start` still shows 0, as a CSS transition's delay
    /// does) or CSS's `linear(…)` (straight lines between control points).
    case easing(EasingFunction)
    /// A spring (progress motion from 0 to 1) evaluated in closed form before the phase's
    /// nominal duration D and equal to 1 from D on: the snap |x(D⁻) − 1| is the only jump there.
    case spring(SpringMotion)
    /// Progress through keyframes of a number over the phase's duration (`CAKeyframeAnimation`
    /// on a scalar, its own timing functions included), evaluated with the built-in solver.
    case keyframes(KeyframeTrack<Double>)
    /// A flick after the finger lifts (`DecayProgress`: a platform's decay law, normalised to
    /// progress 0 at the release and 1 where the law rests), evaluated exactly before the phase's
    /// duration and equal to 1 from it on, as a spring: the snap is the part of the flick left.
    case decay(DecayProgress)

    /// A cubic timing curve over the phase's duration: `.easing(.cubic(curve))`.
    public static func timing(_ curve: CubicTimingFunction) -> Curve { .easing(.cubic(curve)) }

    /// The cubic timing curve, when the easing is one.
    public var cubic: CubicTimingFunction? {
      if case .easing(.cubic(let curve)) = self { return curve }
      return nil
    }
  }

  /// Seconds from the transition's start.
  public var start: Double
  /// Seconds (> 0).
  public var duration: Double
  /// The progress curve.
  public var curve: Curve
  /// Time-reversed: progress g(u) = 1 − f(1 − u), so a track from B to A retraces the forward
  /// motion from A to B backwards (a spring's snap then moves to the phase's start).
  public var isReversed: Bool
  /// A name for traces and reports (a spec phase's `name`); nil: the phase is called by its
  /// index on the transition's timeline.
  public var name: String?
  /// A timing curve's index in the transition's curve table (−1 for springs, or before the
  /// phase belongs to a transition), set by `Transition`.
  @usableFromInline var curveIndex = -1

  /// A phase from `start` seconds into the transition, lasting `duration` seconds, driven by
  /// `curve`, time-reversed when `reversed`, called `name` in traces (nil: by its index).
  ///
  /// - Precondition: `duration` > 0.
  public init(start: Double, duration: Double, curve: Curve, reversed: Bool = false, name: String? = nil) {
    precondition(duration > 0, "a phase needs a duration > 0")
    self.start = start
    self.duration = duration
    self.curve = curve
    isReversed = reversed
    self.name = name
  }

  /// The fraction of the phase's time elapsed at transition time t, (t − start)/duration clamped
  /// to [0, 1] (`UIViewPropertyAnimator.fractionComplete`: time, before the curve).
  public func fraction(at t: Double) -> Double {
    min(max((t - start) / duration, 0), 1)
  }

  /// The end of the phase, start + duration.
  public var end: Double { start + duration }

  /// Progress at transition time t: 0 before the phase, 1 after it; a timing curve's progress
  /// is `CubicTimingFunction.progress(at:)` (``BuiltInProgress``, through the one evaluation
  /// ``progress(at:using:)``).
  @inlinable
  public func progress(at t: Double) -> Double {
    var evaluator = BuiltInProgress()
    return progress(at: t, using: &evaluator)
  }

  /// For a spring or decay phase, |x(D⁻) − 1|: the jump at its nominal end (at its start when
  /// reversed), as a fraction of the distance. 0 for timing curves.
  public var snap: Double {
    switch curve {
    case .spring(let motion): abs(motion.progress(at: duration) - 1)
    case .decay(let decay): abs(decay.progress(at: duration) - 1)
    default: 0
    }
  }

  /// When the snap happens (the phase's end, or its start when reversed); nil for timing curves.
  public var snapTime: Double? {
    switch curve {
    case .spring, .decay: isReversed ? start : end
    default: nil
    }
  }

  /// The jumps its curve makes on purpose, on the transition's clock, each with its size as a
  /// fraction of the distance: a step function's levels (at start + k·duration/n, every one
  /// 1/jumps), a `linear(…)` function's equal inputs (the difference of their outputs). Empty for
  /// the continuous curves (a spring's snap is ``snap``).
  public var designedJumps: [(time: Double, size: Double)] {
    func clock(_ u: Double) -> Double { start + duration * (isReversed ? 1 - u : u) }
    switch curve {
    case .easing(.steps(let steps)):
      let size = 1 / Double(steps.jumps)
      return (0...steps.steps).map { (clock(Double($0) / Double(steps.steps)), size) }
    case .easing(.linear(let linear)):
      return zip(linear.points, linear.points.dropFirst()).compactMap { a, b in
        a.input == b.input && a.output != b.output && a.input >= 0 && a.input <= 1
          ? (clock(a.input), abs(b.output - a.output)) : nil
      }
    default:
      return []
    }
  }
}
