import Curves
import Geometry
import JSON
import SolverZoo
import SpringPlatforms

extension EvalTime {
  // MARK: Springs

  /// How a spring was written: one of the keyed sets (``SpringParameterSet``, read by the
  /// library's one reader, as spec files read them) or a platform's text (`spring`).
  enum SpringSet: Equatable {
    case keyed(SpringParameterSet)
    case platform

    static let platformName = "spring (platform:key=value,…)"
  }

  /// Motion's snap time when `spring` is a duration-defined Motion spring (done at its duration,
  /// clamped to [0.01, 10] s), else nil. `parameters` is the platform text already read.
  static func motionSnap(_ parameters: SpringParameters?) -> Double? {
    guard case .motionDuration(let duration, _)? = parameters else { return nil }
    return min(max(duration, 0.01), 10)
  }

  /// Exactly one parameter set, plus the optional initial velocity; the platform text, when the
  /// spring was written as one.
  static func springParameters(_ f: inout EvalFields) throws(EvalError) -> (
    Spring, SpringSet, Double, SpringParameters?
  ) {
    if f.has("spring") {
      let keyed = SpringParameterSet.sets(selectedBy: SpringParameterSet.keys.filter { f.has($0) })
      guard keyed.isEmpty else {
        let names = keyed.map(\.rawValue) + [SpringSet.platformName]
        throw EvalError(
          kind: .invalidValue,
          message: "exactly one spring parameter set is allowed, got \(names.joined(separator: " and "))")
      }
      guard let text = try f.string("spring") else { throw EvalError.missing("spring", "platform:key=value,…") }
      do {
        let parameters = try SpringParameters(parsing: text)
        if case .uikit(_, _, let v) = parameters {
          guard !f.has("initialVelocity") else {
            throw EvalError.invalid(
              "initialVelocity",
              "a uikit spring carries its own initialVelocity (\(v)); give it once, inside \"spring\"")
          }
          return (try parameters.spring(), .platform, v, parameters)
        }
        return (try parameters.spring(), .platform, try f.optionalNumber("initialVelocity") ?? 0, parameters)
      } catch let error as EvalError {
        throw error
      } catch {
        throw EvalError(wrapping: error)
      }
    }
    var given: [String: Double] = [:]
    for key in SpringParameterSet.keys {
      if let value = try f.optionalNumber(key) { given[key] = value }
    }
    do throws(SpringParameterSetError) {
      let reading = try SpringParameterSet.read(given)
      return (reading.spring, .keyed(reading.set), reading.initialVelocity, nil)
    } catch {
      switch error {
      case .noSet:
        let all = SpringParameterSet.listed + ", " + SpringSet.platformName
        throw .missing("stiffness", "a spring parameter set: one of \(all)")
      case .severalSets(let sets):
        throw EvalError(
          kind: .invalidValue,
          message: "exactly one spring parameter set is allowed, got \(sets.map(\.rawValue).joined(separator: " and "))"
        )
      case .missing(let key, _): throw .missing(key, "a number")
      case .foreign(let key, _): throw .invalid(key, "\(error)")
      case .invalid(let curveError): throw EvalError(wrapping: curveError)
      }
    }
  }

  // MARK: Media timing

  static func mediaTiming(_ value: JSONValue, name: String) throws(EvalError) -> MediaTiming {
    var f = try EvalFields.object(value, name: name)
    let fill = try f.choice("fillMode", of: MediaTiming.FillMode.self) ?? .removed
    let mode = try f.choice("timeOffsetMode", of: MediaTiming.TimeOffsetMode.self) ?? .wrap
    do {
      let timing = try MediaTiming(
        beginTime: try f.optionalNumber("beginTime") ?? 0,
        timeOffset: try f.optionalNumber("timeOffset") ?? 0,
        speed: try f.optionalNumber("speed") ?? 1,
        duration: try f.optionalNumber("duration") ?? 0,
        repeatCount: try f.optionalNumber("repeatCount") ?? 0,
        repeatDuration: try f.optionalNumber("repeatDuration") ?? 0,
        autoreverses: try f.bool("autoreverses") ?? false,
        fillMode: fill,
        timeOffsetMode: mode)
      try f.checkAllUsed()
      return timing
    } catch {
      throw EvalError(wrapping: error)
    }
  }

  // MARK: Keyframes

  /// The keyframe modes' names, made once (a key path over the generic cases costs more than
  /// the rest of a keyframes line).
  static let keyframeModes = KeyframeTrack<Double>.Mode.allCases.map(\.rawValue)

  static func keyframes(_ f: inout EvalFields) throws(EvalError) -> Result {
    guard case .array(let items) = try f.require("values", "an array of numbers or of points [x, y]"), !items.isEmpty
    else {
      throw .invalid("values", "expected a non-empty array of numbers or of points [x, y]")
    }
    let modes = keyframeModes
    guard let modeName = try f.choice("mode", modes), let mode = KeyframeTrack<Double>.Mode(rawValue: modeName) else {
      throw .missing("mode", "one of \(modes.joined(separator: ", "))")
    }
    let paced = mode == .paced || mode == .cubicPaced
    let keyTimes = try f.numberArray("keyTimes")
    var functions: [EasingFunction]?
    if let raw = f.raw("timingFunctions") {
      guard case .array(let list) = raw else { throw .invalid("timingFunctions", "expected an array of curves") }
      var curves: [EasingFunction] = []
      curves.reserveCapacity(list.count)
      for (i, item) in list.enumerated() { curves.append(try f.easing(item, name: "timingFunctions[\(i)]")) }
      functions = curves
    }
    let tension = try f.numberArray("tension") ?? []
    let continuity = try f.numberArray("continuity") ?? []
    let bias = try f.numberArray("bias") ?? []
    let x = try f.number("x")
    guard x.isFinite else { throw .domain("x = \(x): the fraction must be finite") }
    /// The mode for another value type (the same cases for every value type).
    func modeFor<V: Interpolatable>(_: V.Type) -> KeyframeTrack<V>.Mode {
      guard let converted = KeyframeTrack<V>.Mode(rawValue: mode.rawValue) else {
        preconditionFailure("keyframe modes are the same for every value type")
      }
      return converted
    }
    func evaluate<V: Interpolatable>(_ values: [V]) throws(EvalError) -> V {
      do {
        let track = try KeyframeTrack(
          values: values, keyTimes: paced ? nil : keyTimes, mode: modeFor(V.self),
          easing: nil, easings: functions, tension: tension, continuity: continuity, bias: bias)
        return track.value(at: x)
      } catch {
        throw EvalError(wrapping: error)
      }
    }
    if case .array = items[0] {
      var points: [Point] = []
      for (i, item) in items.enumerated() { points.append(try EvalFields.point(item, name: "values[\(i)]")) }
      return [("value", .point(try evaluate(points)))]
    }
    var numbers: [Double] = []
    for (i, item) in items.enumerated() {
      guard case .number(let v, _) = item else {
        throw .invalid("values[\(i)]", "expected a number like values[0], got \(item.kind)")
      }
      numbers.append(v)
    }
    return [("value", .number(try evaluate(numbers)))]
  }
}
