import Curves
import SpringPlatforms

/// What `springs` reports for one spring: the spring, the same spring in every platform's
/// parameters, each platform's settling time beside the exact last crossing, and the platforms'
/// frame integrators against the closed form. Encoded as the `--format json` output (a contract:
/// keys documented in the README).
struct SpringReport: Codable {
  /// One parameter set: its values, or why the kind cannot express this spring.
  struct Expression: Codable {
    var kind: String
    var text: String?
    var error: String?
  }

  /// One platform's settling rule.
  struct Settling: Codable {
    var rule: String
    var platformSays: Double?
    var basis: String
    var displacementThreshold: Double
    var velocityThreshold: Double?
    var exactLastCrossing: Double?
    var difference: Double?
  }

  /// One integrator at one frame rate.
  struct Integrator: Codable {
    var integrator: String
    var hz: Double
    /// null: unbounded (the integrator blew up or a Float platform overflowed).
    var largestDeviation: Double?
    var at: Double
    var largestWithDroppedFrames: Double?
    var droppedFrames: Int
  }

  var spec: String
  var mass: Double, stiffness: Double, damping: Double, dampingRatio: Double, response: Double
  var regime: String
  var distance: Double, velocity: Double
  var overshoot: Double
  var period: Double?
  var parameters: [Expression]
  var settling: [Settling]
  var integrators: [Integrator]

  init(_ parameters: SpringParameters, distance: Double, velocity: Double, android: AndroidSpring.Property = .pixels)
    throws(CurveError)
  {
    let spring = try parameters.spring()
    let motion = try SpringMotion(spring: spring, progressVelocity: velocity / distance)
    spec = parameters.text
    (mass, stiffness, damping, dampingRatio, response) = (
      spring.mass, spring.stiffness, spring.damping, spring.dampingRatio, spring.response
    )
    regime = spring.regime.rawValue
    (self.distance, self.velocity) = (distance, velocity)
    overshoot = motion.overshoot
    period = motion.period
    self.parameters = SpringParameters.Kind.allCases.map { kind in
      do {
        return Expression(
          kind: kind.rawValue,
          text: try SpringParameters.expressing(spring, as: kind, initialVelocity: velocity / distance).text, error: nil
        )
      } catch {
        return Expression(kind: kind.rawValue, text: nil, error: "\(error)")
      }
    }
    settling = try PlatformSettling.all(
      for: parameters, distance: distance, velocity: velocity, android: android.thresholds
    ).map { row in
      Settling(
        rule: row.rule.rawValue, platformSays: row.platformSays.finite, basis: row.basis.rawValue,
        displacementThreshold: row.displacementThreshold, velocityThreshold: row.velocityThreshold,
        exactLastCrossing: row.exactLastCrossing.finite, difference: row.difference.finite)
    }
    let duration = min(30, (try motion.settlingDuration()).clampedToFinite(5) + 0.5)
    let runs: [(SpringIntegrator, Double)] = [
      (.rebound, 60), (.compose, 60), (.android, 60), (.semiImplicitEuler, 60), (.semiImplicitEuler, 120),
    ]
    integrators = try runs.map { (integrator, hz) throws(CurveError) in
      let d = try IntegratorDeviation(
        integrator, spring: spring, distance: distance, velocity: velocity, hz: hz, duration: duration)
      return Integrator(
        integrator: integrator.rawValue, hz: hz, largestDeviation: d.largest.finite, at: d.time,
        largestWithDroppedFrames: d.largestWithDroppedFrames.finite, droppedFrames: d.droppedFrames)
    }
  }
}

extension Double {
  /// nil for ±infinity (JSON has no infinity: "never" is null).
  var finite: Double? { isFinite ? self : nil }
  /// self if finite, else `fallback`.
  func clampedToFinite(_ fallback: Double) -> Double { isFinite ? self : fallback }
}
