import RealModule

/// A critically damped spring on a progress value that chases a target which may change at any
/// moment, keeping its value and velocity: Android's `BackProgressAnimator`, which feeds each
/// back event's progress to `SpringAnimation.animateToFinalPosition` (stiffness 1500, damping
/// ratio 1, mass 1: `SpringForce.STIFFNESS_MEDIUM`, `DAMPING_RATIO_NO_BOUNCY`;
/// aosp-mirror/platform_frameworks_base at 06f8f85bc82bd90f039b8c33b0e354a821bd770f,
/// core/java/android/window/BackProgressAnimator.java, lines 87–106).
///
/// With ω = √stiffness, after a retarget to g at time s₀ from value x₀ and velocity v₀:
/// x(s) = g + (A + B·Δ)·e^(−ωΔ), v(s) = (B − ω·(A + B·Δ))·e^(−ωΔ),
/// where Δ = s − s₀, A = x₀ − g
/// and B = v₀ + ω·A: the closed form Android's `SpringForce.updateValues` steps per frame.
/// Evaluated here at any time; Android advances it once per frame in floats and, when the
/// target changes mid-frame, runs half the frame towards each target, so its values differ from
/// these by the frame's share of a retarget.
public struct ProgressSpring: Hashable, Sendable {
  /// One stretch of motion towards a target.
  struct Segment: Hashable, Sendable {
    var start: Double
    var value: Double
    var velocity: Double
    var target: Double
  }

  /// ω = √stiffness, rad/s (mass 1).
  public let omega: Double
  var segments: [Segment]

  /// Android's settling thresholds: `SpringForce.isAtEquilibrium` with the animator's value
  /// threshold 0.75 (`MIN_VISIBLE_CHANGE_PIXELS` 1 × `THRESHOLD_MULTIPLIER` 0.75) and velocity
  /// threshold 0.75 × 62.5 (`VELOCITY_THRESHOLD_MULTIPLIER` 1000/16), in units of progress × 100
  /// (`SCALE_FACTOR`): 0.0075 and 0.46875 in progress.
  public static let androidValueThreshold = 0.0075, androidVelocityThreshold = 0.46875
  /// `SpringForce.STIFFNESS_MEDIUM`.
  public static let androidStiffness = 1500.0

  /// A spring at rest at `value` from time `start`, with `stiffness` (> 0; Android's 1500).
  public init(at value: Double = 0, from start: Double, stiffness: Double = ProgressSpring.androidStiffness) {
    omega = stiffness.squareRoot()
    segments = [Segment(start: start, value: value, velocity: 0, target: value)]
  }

  /// Changes the target at time `s` (not before the last change), keeping value and velocity.
  public mutating func retarget(to target: Double, at s: Double) {
    let (x, v) = state(at: s)
    segments.append(Segment(start: max(s, segments[segments.count - 1].start), value: x, velocity: v, target: target))
  }

  /// Value and velocity at time s (before the first segment: its start state).
  public func state(at s: Double) -> (value: Double, velocity: Double) {
    let segment = segments.last(where: { $0.start <= s }) ?? segments[0]
    let dt = max(s - segment.start, 0)
    let a = segment.value - segment.target
    let b = segment.velocity + omega * a
    let decay = Double.exp(-omega * dt)
    return (segment.target + (a + b * dt) * decay, (b - omega * (a + b * dt)) * decay)
  }

  /// The value at time s.
  public func value(at s: Double) -> Double { state(at: s).value }

  /// The first time at or after the last retarget when the spring is at rest by Android's test,
  /// |x − target| < `valueThreshold` and |v| < `velocityThreshold`: found on a 0.5 ms grid and
  /// refined by bisection to 1e-9 s (the condition is checked per frame on a device, so its rest
  /// comes at the first frame at or after this time). Within 60 s of the retarget (a critically
  /// damped spring of stiffness ≥ 1 rests long before).
  public func restTime(
    valueThreshold: Double = androidValueThreshold, velocityThreshold: Double = androidVelocityThreshold
  ) -> Double {
    let last = segments[segments.count - 1]
    func rests(_ s: Double) -> Bool {
      let (x, v) = state(at: s)
      return abs(x - last.target) < valueThreshold && abs(v) < velocityThreshold
    }
    if rests(last.start) { return last.start }
    let step = 0.0005
    var before = last.start
    var k = 1.0
    while k * step <= 60 {
      let s = last.start + k * step
      if rests(s) {
        var (lo, hi) = (before, s)
        while hi - lo > 1e-9 {
          let mid = (lo + hi) / 2
          if rests(mid) { hi = mid } else { lo = mid }
        }
        return hi
      }
      before = s
      k += 1
    }
    return last.start + 60
  }
}
