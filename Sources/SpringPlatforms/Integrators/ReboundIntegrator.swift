import Curves

/// Rebound's `Spring.advance` (facebookarchive/rebound `rebound-core/src/main/java/com/facebook/
/// rebound/Spring.java` @4edf0b2c89), frame by frame, with its known quirks reproduced:
///
/// - fixed RK4 steps of 1 ms (`SOLVER_TIMESTEP_SEC`) on a = tension·(end − x) − friction·v,
///   driven by a time accumulator; a frame longer than 64 ms (`MAX_DELTA_TIME_SEC`) is clamped,
///   and the rest of it is lost: a dropped frame makes the motion lag for good;
/// - the first RK4 stage evaluates the force at the previous step's last-stage position
///   (`tempPosition`), not at the current position;
/// - time left in the accumulator is "interpolated" by blending the current state with the state
///   one step earlier (current·α + previous·(1 − α), α = leftover/1 ms), and the blend
///   overwrites the integrator's state;
/// - at rest (|v| ≤ 0.005 and |end − x| ≤ 0.005, absolute) the spring snaps to its end value.
///
/// Frame intervals are whole milliseconds divided by 1000, as `BaseSpringSystem.loop` receives
/// them (`SystemClock.uptimeMillis` on Android). In double arithmetic 0.016 − 15·0.001 < 0.001, so
/// a 16 ms frame runs 15 steps the first time and every later frame lags the exact motion by
/// 1 ms. Rebound's own tests (`SpringTest.java` @d7ef89e180: tension 230.2, friction 19,
/// thresholds 1e-4, 16 ms frames) pin the positions this reproduces bit for bit.
public struct ReboundIntegrator: SpringFrameIntegrator {
  static let step = 0.001, longestFrame = 0.064
  let tension: Double, friction: Double, end: Double
  let restSpeed: Double, restDisplacement: Double
  var current = (position: 0.0, velocity: 0.0)
  var previous = (position: 0.0, velocity: 0.0)
  var temporary = (position: 0.0, velocity: 0.0)
  var accumulator = 0.0
  var lastMillis = 0.0
  var wasAtRest = false
  /// How many frames have advanced the spring (Rebound's `onSpringUpdate` calls).
  public private(set) var updates = 0

  /// Rebound's spring for `spring` (tension k/m, friction c/m) with Java's rest thresholds 0.005.
  public init(spring: Spring, target: Double, velocity: Double) {
    self.init(spring: spring, target: target, velocity: velocity, restThreshold: ReboundSpring.restThreshold)
  }

  /// Rebound's spring with both rest thresholds (speed and displacement) set to `restThreshold`.
  public init(spring: Spring, target: Double, velocity: Double, restThreshold: Double) {
    tension = spring.stiffness / spring.mass
    friction = spring.damping / spring.mass
    end = target
    restSpeed = restThreshold
    restDisplacement = restThreshold
    current.velocity = velocity
  }

  /// The value at the last frame.
  public var position: Double { current.position }
  /// The velocity at the last frame.
  public var velocity: Double { current.velocity }

  /// Whether the spring is at rest (Rebound's `isAtRest`).
  public var isAtRest: Bool {
    abs(current.velocity) <= restSpeed && abs(end - current.position) <= restDisplacement
  }

  /// `loop(elapsedMillis)` then `advance(elapsed/1000)` for the whole milliseconds since the
  /// last frame.
  public mutating func advance(to time: Double) {
    let now = (time * 1000).rounded(.down)
    let elapsed = (now - lastMillis) / 1000
    lastMillis = now
    advance(by: elapsed)
  }

  /// Rebound's `Spring.advance(realDeltaTime)`.
  public mutating func advance(by realDeltaTime: Double) {
    var atRest = isAtRest
    if atRest && wasAtRest { return }
    accumulator += min(realDeltaTime, Self.longestFrame)
    let h = Self.step
    var (p, v) = current
    var (tp, tv) = temporary
    while accumulator >= h {
      accumulator -= h
      if accumulator < h { previous = (p, v) }
      let aVelocity = v, aAcceleration = tension * (end - tp) - friction * v
      tp = p + aVelocity * h * 0.5
      tv = v + aAcceleration * h * 0.5
      let bVelocity = tv, bAcceleration = tension * (end - tp) - friction * tv
      tp = p + bVelocity * h * 0.5
      tv = v + bAcceleration * h * 0.5
      let cVelocity = tv, cAcceleration = tension * (end - tp) - friction * tv
      tp = p + cVelocity * h
      tv = v + cAcceleration * h
      let dVelocity = tv, dAcceleration = tension * (end - tp) - friction * tv
      let dxdt = 1.0 / 6.0 * (aVelocity + 2.0 * (bVelocity + cVelocity) + dVelocity)
      let dvdt = 1.0 / 6.0 * (aAcceleration + 2.0 * (bAcceleration + cAcceleration) + dAcceleration)
      p += dxdt * h
      v += dvdt * h
    }
    temporary = (tp, tv)
    current = (p, v)
    if accumulator > 0 {
      let alpha = accumulator / h
      current = (
        current.position * alpha + previous.position * (1 - alpha),
        current.velocity * alpha + previous.velocity * (1 - alpha)
      )
    }
    if isAtRest {
      current = (end, 0)
      atRest = true
    }
    updates += 1
    wasAtRest = atRest
  }
}
