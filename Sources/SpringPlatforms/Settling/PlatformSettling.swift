import Curves

/// When each platform calls a spring settled, beside the exact last crossing of the same
/// thresholds (as the Curves article "Springs, exactly"
/// defines it: analytic extrema and GSL Brent).
///
/// A platform's answer is either an **estimate** from a formula (SwiftUI's `settlingDuration`,
/// Compose's duration estimate, Motion's 50 ms duration search) or an **observation** on display
/// frames (Android, Flutter and Rebound stop at the first frame at which their rest test holds).
/// Both can be earlier or later than the last crossing; ``difference`` says by how much.
public struct PlatformSettling: Hashable, Sendable {
  /// The platforms whose settling rules are reproduced, plus our exact rule.
  public enum Rule: String, CaseIterable, Hashable, Sendable {
    /// SwiftUI `Spring.settlingDuration` (``SwiftUISpring/settlingDuration(_:epsilon:)``):
    /// |x − target| < 0.001 of the distance, from rest.
    case swiftUI = "swiftui"
    /// Compose's estimated duration with the Float visibility threshold 0.01 (value units).
    case compose
    /// Android `SpringAnimation` with a property's thresholds (pixels, 0.75 and 46.875 per second,
    /// by default).
    case android
    /// Motion's `calcGeneratorDuration` with its rest thresholds for the distance (a
    /// duration-defined spring: done at its duration).
    case motion
    /// Flutter `SpringSimulation.isDone` with the default tolerance 1e-3 (value units).
    case flutter
    /// Rebound's rest test, 0.005 for speed and displacement, on its RK4 integrator.
    case rebound
    /// The exact definition (the Curves article "Springs, exactly"):
    /// 1e-3 of the distance and 1e-3 of the distance per second.
    case exact
  }

  /// The rule.
  public let rule: Rule
  /// When the platform says the spring has settled, in seconds (`.infinity`: never).
  public let platformSays: Double
  /// Where ``platformSays`` comes from.
  public let basis: Basis

  /// Where a settling time comes from.
  public enum Basis: String, Hashable, Sendable {
    /// A formula or a coarse search (SwiftUI, Compose, Motion).
    case estimate
    /// The first display frame at which the platform's rest test holds (Android, Flutter, Rebound).
    case frames
    /// The exact last crossing itself (our rule).
    case exact
  }
  /// The displacement threshold, in value units.
  public let displacementThreshold: Double
  /// The velocity threshold, in value units per second (nil: the rule does not test velocity).
  public let velocityThreshold: Double?
  /// The last time the exact motion exceeds the same thresholds, in seconds.
  public let exactLastCrossing: Double

  /// ``platformSays`` − ``exactLastCrossing``: positive when the platform keeps animating after
  /// the motion has settled, negative when it stops (and snaps) before.
  public var difference: Double { platformSays - exactLastCrossing }

  /// Every rule for a spring given in a platform's parameters: as
  /// ``all(for:distance:velocity:hz:android:motionDuration:)``, and a Motion spring defined by its
  /// duration (`motion:duration,bounce`) is done at that duration (Motion's snap, clamped to
  /// [0.01, 10] s), not by its rest thresholds.
  public static func all(
    for parameters: SpringParameters, distance: Double, velocity: Double = 0, hz: Double = 60,
    android: AndroidSpring.Thresholds = .pixels
  ) throws(CurveError) -> [PlatformSettling] {
    let snap: Double? =
      if case .motionDuration(let duration, _) = parameters { min(max(duration, 0.01), 10) } else { nil }
    return try all(
      for: try parameters.spring(), distance: distance, velocity: velocity, hz: hz, android: android,
      motionDuration: snap)
  }

  /// Every rule for `spring` moving `distance` value units from `velocity` (value units per
  /// second), frame rules observed on a `hz` display; Android with the thresholds of the animated
  /// property (pixels by default); Motion by its rest thresholds, or done at `motionDuration` for a
  /// duration-defined spring.
  ///
  /// - Throws: `CurveError` for a zero or non-finite distance (or one beyond 1e30, where the
  ///   Float platforms overflow), a non-finite velocity, hz ≤ 0.
  public static func all(
    for spring: Spring, distance: Double, velocity: Double = 0, hz: Double = 60,
    android pixels: AndroidSpring.Thresholds = .pixels,
    motionDuration: Double? = nil
  ) throws(CurveError) -> [PlatformSettling] {
    guard distance.isFinite, distance != 0, abs(distance) <= 1e30 else {
      throw .outOfRange(
        parameter: "distance", value: distance,
        allowed: "the distance must be finite, non-zero and at most 1e30 in magnitude")
    }
    guard velocity.isFinite, abs(velocity) <= 1e30 else {
      throw .outOfRange(
        parameter: "velocity", value: velocity, allowed: "the velocity must be finite and at most 1e30 in magnitude")
    }
    let d = abs(distance)
    let motion = try SpringMotion(spring: spring, progressVelocity: velocity / distance)
    let fromRest = try SpringMotion(spring: spring, progressVelocity: 0)
    /// The exact last crossing of thresholds given in value units.
    func exact(_ m: SpringMotion, _ displacement: Double, _ speed: Double?) throws(CurveError) -> Double {
      let q = try m.displacementSettlingDuration(epsilon: displacement / d)
      guard let speed else { return q }
      return max(q, try m.velocitySettlingDuration(epsilon: speed / d))
    }
    let horizon = min(60, max(2, 3 * (try motion.settlingDuration()).clampedFinite(to: 20)))
    let clock = try FrameClock.regular(hz: hz, until: horizon)
    var rows: [PlatformSettling] = []
    rows.append(
      PlatformSettling(
        rule: .swiftUI, platformSays: try SwiftUISpring.settlingDuration(spring), basis: .estimate,
        displacementThreshold: 1e-3 * d, velocityThreshold: nil, exactLastCrossing: try exact(fromRest, 1e-3 * d, nil)))
    let compose = ComposeSpring.animationDuration(spring, distance: distance, velocity: velocity)
    rows.append(
      PlatformSettling(
        rule: .compose, platformSays: compose, basis: .estimate,
        displacementThreshold: ComposeSpring.floatVisibilityThreshold, velocityThreshold: nil,
        exactLastCrossing: try exact(motion, ComposeSpring.floatVisibilityThreshold, nil)))
    rows.append(
      PlatformSettling(
        rule: .android,
        platformSays: firstRest(
          AndroidIntegrator(spring: spring, target: distance, velocity: velocity, thresholds: pixels), clock
        ) { $0.isAtRest },
        basis: .frames, displacementThreshold: pixels.value, velocityThreshold: pixels.velocity,
        exactLastCrossing: try exact(motion, pixels.value, pixels.velocity)))
    let rest = MotionSpring.restThresholds(distance: distance)
    let motionSpeed = spring.dampingRatio < 1 ? rest.speed : nil
    let motionSays: Double
    if let motionDuration {
      motionSays = motionDuration
    } else {
      motionSays = try MotionSpring.generatorDuration(spring, distance: distance, velocity: velocity)
    }
    rows.append(
      PlatformSettling(
        rule: .motion, platformSays: motionSays,
        basis: .estimate, displacementThreshold: rest.delta, velocityThreshold: motionSpeed,
        exactLastCrossing: try exact(motion, rest.delta, motionSpeed)))
    let tolerance = FlutterSpring.defaultTolerance
    rows.append(
      PlatformSettling(
        rule: .flutter, platformSays: FlutterSpring.completion(motion, distance: distance, clock: clock),
        basis: .frames, displacementThreshold: tolerance, velocityThreshold: tolerance,
        exactLastCrossing: try exact(motion, tolerance, tolerance)))
    let threshold = ReboundSpring.restThreshold
    rows.append(
      PlatformSettling(
        rule: .rebound,
        platformSays: firstRest(ReboundIntegrator(spring: spring, target: distance, velocity: velocity), clock) {
          $0.isAtRest
        },
        basis: .frames, displacementThreshold: threshold, velocityThreshold: threshold,
        exactLastCrossing: try exact(motion, threshold, threshold)))
    let ours = try motion.settlingDuration()
    rows.append(
      PlatformSettling(
        rule: .exact, platformSays: ours, basis: .exact,
        displacementThreshold: 1e-3 * d, velocityThreshold: 1e-3 * d, exactLastCrossing: ours))
    return rows
  }

  /// The first frame of `clock` after which `atRest` holds, or `.infinity`.
  static func firstRest<Integrator: SpringFrameIntegrator>(
    _ integrator: Integrator, _ clock: FrameClock, atRest: (Integrator) -> Bool
  ) -> Double {
    var state = integrator
    for time in clock.times.dropFirst() {
      state.advance(to: time)
      if atRest(state) { return time }
    }
    return .infinity
  }
}

extension Double {
  /// self if finite, else `limit`; and at most `limit`.
  func clampedFinite(to limit: Double) -> Double { isFinite ? Swift.min(self, limit) : limit }
}
