import Curves
import SpringPlatforms

/// What `decay` reports for one flick: the four projections of it, and every platform's law for
/// it (where the exact law comes to rest and when, where the platform's code stops and when, and
/// how far the platform's frames stray from the exact law). Encoded as the `--format json`
/// output (a contract: keys documented in the README).
struct DecayReport: Codable {
  /// One projection formula's distance.
  struct Projection: Codable {
    var formula: String
    var distance: Double
  }

  /// One law.
  struct Law: Codable {
    var law: String
    /// The parameters used (defaults filled in), in the law's order.
    var parameters: [String: Double]
    /// Where the exact law comes to rest.
    var destination: Double
    /// When it does, in seconds; null when it only approaches its destination.
    var duration: Double?
    /// The velocity the law leaves with, per second (Motion's inertia: power·v/τ).
    var startVelocity: Double
    /// Where the platform's code stops, and when (its duration or rest rule; null: never).
    var platformDestination: Double
    var platformRestTime: Double?
    /// The largest |platform − exact| position over the frames up to the later rest, and the
    /// frame's time.
    var largestFrameError: Double
    var at: Double

    enum CodingKeys: String, CodingKey {
      case law, parameters, destination, duration, startVelocity, platformDestination, platformRestTime
      case largestFrameError, at
    }

    /// Every key always present: an endless duration or rest is `null`, not absent.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(law, forKey: .law)
      try container.encode(parameters, forKey: .parameters)
      try container.encode(destination, forKey: .destination)
      try container.encode(duration, forKey: .duration)
      try container.encode(startVelocity, forKey: .startVelocity)
      try container.encode(platformDestination, forKey: .platformDestination)
      try container.encode(platformRestTime, forKey: .platformRestTime)
      try container.encode(largestFrameError, forKey: .largestFrameError)
      try container.encode(at, forKey: .at)
    }
  }

  var from: Double
  var velocity: Double
  var hz: Double
  var projections: [Projection]
  var laws: [Law]

  /// The flick through every law `laws` names, with `parameters` shared by key (each law takes
  /// the keys it knows: `density`, `ppi`, `min`, `max`, …).
  init(from: Double, velocity: Double, laws: [DecayLaw], parameters: [String: Double], hz: Double, rate: Double)
    throws(CurveError)
  {
    self.from = from
    self.velocity = velocity
    self.hz = hz
    projections = try DecayProjection.allCases.map { formula throws(CurveError) in
      Projection(formula: formula.rawValue, distance: try formula.distance(velocity: velocity, rate: rate))
    }
    var rows: [Law] = []
    for law in laws {
      let keys = Set(law.parameters.map(\.key))
      let given = parameters.filter { keys.contains($0.key) }
      let motion = try law.motion(from: from, velocity: velocity, parameters: given)
      var used: [String: Double] = [:]
      for parameter in law.parameters {
        if let value = given[parameter.key] ?? parameter.defaultValue { used[parameter.key] = value }
      }
      let horizon = max(
        motion.duration.isFinite ? motion.duration : 0, motion.platformRestTime.isFinite ? motion.platformRestTime : 0)
      let frames = Int(min((horizon * hz).rounded(.up) + 1, 1e6))
      var worst = (error: 0.0, at: 0.0)
      for frame in 0...frames {
        let t = Double(frame) / hz
        let error = abs(motion.platformSample(at: t).position - motion.position(at: t))
        if error > worst.error { worst = (error, t) }
      }
      rows.append(
        Law(
          law: law.rawValue, parameters: used, destination: motion.destination,
          duration: motion.duration.isFinite ? motion.duration : nil, startVelocity: motion.velocity(at: 0),
          platformDestination: motion.platformDestination,
          platformRestTime: motion.platformRestTime.isFinite ? motion.platformRestTime : nil,
          largestFrameError: worst.error, at: worst.at))
    }
    self.laws = rows
  }
}
