import Curves
import JSON
import SpringPlatforms

/// The flick operations of `eval`: a decay law at a time and its inverse, the rubber band and its
/// inverse, and the four projections of a flick (the Curves and SpringPlatforms DocC articles).
enum EvalDecay {
  static let operations: [String: EvalOperation] = [
    "decay": { (f: inout EvalFields) throws(EvalError) in
      let motion = try law(&f)
      let t = try f.number("t")
      guard t.isFinite, t >= 0 else { throw .domain("t = \(t): a decay is evaluated at a finite t ≥ 0 s") }
      if try f.bool("platform") == true {
        let sample = motion.platformSample(at: t)
        return [
          ("position", .number(sample.position)), ("velocity", .number(sample.velocity)),
          ("destination", .number(motion.platformDestination)),
        ]
      }
      let sample = motion.sample(at: t)
      return [
        ("position", .number(sample.position)), ("velocity", .number(sample.velocity)),
        ("destination", .number(motion.destination)),
      ]
    },
    "decay.inverse": { (f: inout EvalFields) throws(EvalError) in
      let motion = try law(&f)
      let x = try f.number("position")
      guard x.isFinite else { throw .domain("position = \(x): a decay passes finite positions only") }
      guard let t = motion.time(toReach: x) else {
        throw EvalError(
          kind: .notInvertible,
          message: """
            the flick from \(motion.origin) at \(motion.initialVelocity) never reaches \(x): it comes to rest at \
            \(motion.destination)\(motion.duration.isFinite ? "" : " only as t → ∞")
            """)
      }
      return [("t", .number(t))]
    },
    "rubberBand": { (f: inout EvalFields) throws(EvalError) in
      let band = try rubberBand(&f)
      let x = try f.number("x")
      guard x.isFinite else { throw .domain("x = \(x): a drag must be finite") }
      return [("value", .number(band.offset(forDrag: x)))]
    },
    "rubberBand.inverse": { (f: inout EvalFields) throws(EvalError) in
      let band = try rubberBand(&f)
      let value = try f.number("value")
      do {
        return [("x", .number(try band.drag(forOffset: value)))]
      } catch {
        guard value.isFinite else { throw EvalError(wrapping: error) }
        throw EvalError(kind: .notInvertible, message: "\(error)")
      }
    },
    "project": { (f: inout EvalFields) throws(EvalError) in
      let velocity = try f.number("velocity")
      let rate = try f.optionalNumber("rate") ?? 0.998
      guard let formula = try f.choice("formula", of: DecayProjection.self) else {
        throw .missing("formula", "one of \(DecayProjection.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      do {
        return [("distance", .number(try formula.distance(velocity: velocity, rate: rate)))]
      } catch {
        throw EvalError(wrapping: error)
      }
    },
  ]

  /// The law, its origin, velocity and parameters (each the law's own key, read as a number).
  static func law(_ f: inout EvalFields) throws(EvalError) -> any DecayMotion {
    guard let law = try f.choice("law", of: DecayLaw.self) else {
      throw .missing("law", "one of \(DecayLaw.listed)")
    }
    let origin = try f.number("from")
    let velocity = try f.number("velocity")
    var values: [String: Double] = [:]
    for parameter in law.parameters {
      if let value = try f.optionalNumber(parameter.key) {
        values[parameter.key] = value
      } else if parameter.isRequired {
        throw .missing(parameter.key, "the \(law.rawValue) law's \(parameter.key) (a number)")
      }
    }
    do {
      return try law.motion(from: origin, velocity: velocity, parameters: values)
    } catch {
      throw EvalError(wrapping: error)
    }
  }

  static func rubberBand(_ f: inout EvalFields) throws(EvalError) -> RubberBand {
    let dimension = try f.number("dimension")
    let coefficient = try f.optionalNumber("coefficient") ?? RubberBand.uikitCoefficient
    do {
      return try RubberBand(dimension: dimension, coefficient: coefficient)
    } catch {
      throw EvalError(wrapping: error)
    }
  }
}
