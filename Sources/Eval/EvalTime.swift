import Curves
import Geometry
import JSON
import SolverZoo
import SpringPlatforms

/// The time-model operations of `eval`: timing curves and their inverse, springs, media timing
/// and keyframes (the Curves, SolverZoo and SpringPlatforms DocC articles).
enum EvalTime {
  typealias Result = [(String, JSONValue)]

  static let operations: [String: EvalOperation] = [
    "timing": { (f: inout EvalFields) throws(EvalError) in
      let read = try f.timingCurve("curve")
      let x = try f.number("x")
      guard !x.isNaN else { throw .domain("x is NaN: a timing function needs a time fraction") }
      let beforeFlag = try f.bool("beforeFlag") ?? false
      let easing: EasingFunction
      switch read {
      case .easing(let known): easing = known
      case .points(let points):
        // A curve met for the first time: answered without its table unless a solver is named.
        let float32 = try f.bool("float32") == true
        guard f.has("solver") else { return [("y", .number((float32 ? points.float32 : points).progress(at: x)))] }
        easing = .cubic(CubicTimingFunction(points))
      }
      guard var curve = easing.cubic else {
        // steps() and linear(): the CSS algorithms, with the before flag; no solver to choose.
        for key in ["solver", "float32"] where f.has(key) {
          throw .invalid(key, "\(key) chooses how a cubic is solved; \(easing) is evaluated by CSS's own algorithm")
        }
        return [("y", .number(easing.progress(at: x, beforeFlag: beforeFlag)))]
      }
      if try f.bool("float32") == true { curve = curve.float32 }
      guard let name = try f.string("solver") else { return [("y", .number(curve.progress(at: x)))] }
      guard let id = SolverID(rawValue: name) else {
        throw .invalid("solver", "unknown solver \"\(name)\"; solvers: \(SolverID.names.joined(separator: ", "))")
      }
      do {
        guard let session = f.session else { return [("y", .number(try id.progress(of: curve, at: x)))] }
        return [("y", .number(try session.prepared(id, for: curve).progress(at: x)))]
      } catch {
        throw EvalError(wrapping: error)  // a GSL failure is the `gsl` kind
      }
    },
    "timing.inverse": { (f: inout EvalFields) throws(EvalError) in
      let easing = try f.easing("curve")
      let y = try f.number("y")
      guard y.isFinite else { throw .domain("y = \(y): progress must be finite") }
      switch easing {
      case .cubic(let curve): return [("x", .array(curve.times(forProgress: y).map(JSONValue.number)))]
      case .linear(let linear): return [("x", .array(linear.inputs(forProgress: y).map(JSONValue.number)))]
      case .steps: throw EvalError(wrapping: CurveError.notInvertible(reason: "a step function holds each level over an interval and skips every value between"))
      }
    },
    "spring": { (f: inout EvalFields) throws(EvalError) in
      let from = try f.number("from")
      let to = try f.number("to")
      let t = try f.number("t")
      guard from.isFinite, to.isFinite else { throw .domain("from and to must be finite") }
      guard t.isFinite, t >= 0 else { throw .domain("t = \(t): a spring is evaluated at a finite t ≥ 0 s") }
      let (spring, set, velocity, _) = try springParameters(&f)
      let motion: SpringMotion
      do {
        if from == to {
          guard set == .keyed(.massStiffnessDamping) else {
            throw EvalError.domain("from == to needs {mass, stiffness, damping} (initialVelocity then in value units per second); the other parameter sets define progress from 'from' to 'to'")
          }
          motion = try SpringMotion(spring: spring, initialDisplacement: 0, initialVelocity: velocity)
          return [("value", .number(to + motion.displacement(at: t))), ("velocity", .number(motion.velocity(at: t)))]
        }
        motion = try SpringMotion(spring: spring, progressVelocity: velocity)
      } catch {
        throw EvalError(wrapping: error)
      }
      return [
        ("value", .number(motion.value(from: from, to: to, at: t))),
        ("velocity", .number(motion.valueVelocity(from: from, to: to, at: t))),
      ]
    },
    "spring.convert": { (f: inout EvalFields) throws(EvalError) in
      let (spring, _, velocity, _) = try springParameters(&f)
      guard let kind = try f.choice("as", of: SpringParameters.Kind.self) else {
        return [("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping))]
      }
      do {
        let expressed = try SpringParameters.expressing(spring, as: kind, initialVelocity: velocity)
        return [("spring", .string(expressed.text))] + zip(kind.keys, expressed.values).map { ($0, JSONValue.number($1)) }
      } catch {
        throw EvalError(wrapping: error)
      }
    },
    "spring.settling": { (f: inout EvalFields) throws(EvalError) in
      let (spring, _, velocity, platform) = try springParameters(&f)
      if let rule = try f.choice("rule", of: PlatformSettling.Rule.self) {
        let distance = try f.optionalNumber("distance") ?? 1
        let android = try f.choice("androidProperty", of: AndroidSpring.Property.self) ?? .pixels
        do {
          let rows = try PlatformSettling.all(for: spring, distance: distance, velocity: velocity * distance, android: android.thresholds, motionDuration: motionSnap(platform))
          guard let row = rows.first(where: { $0.rule == rule }) else { throw EvalError.domain("no settling rule \(rule.rawValue)") }
          func seconds(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }
          return [("platformSays", seconds(row.platformSays)), ("basis", .string(row.basis.rawValue)),
                  ("exactLastCrossing", seconds(row.exactLastCrossing))]
        } catch {
          throw EvalError(wrapping: error)
        }
      }
      let epsilon = try f.optionalNumber("epsilon") ?? 1e-3
      do {
        let motion = try SpringMotion(spring: spring, progressVelocity: velocity)
        let duration = try motion.settlingDuration(epsilon: epsilon)
        return [("duration", .number(duration))]
      } catch {
        throw EvalError(wrapping: error)
      }
    },
    "mediaTiming": { (f: inout EvalFields) throws(EvalError) in
      guard case .array(let items) = try f.require("chain", "an array of timing objects, outermost first") else {
        throw .invalid("chain", "expected an array of timing objects, outermost first")
      }
      let parentTime = try f.number("parentTime")
      guard parentTime.isFinite else { throw .domain("parentTime = \(parentTime): it must be finite") }
      var elements: [MediaTiming] = []
      for (i, item) in items.enumerated() {
        elements.append(try mediaTiming(item, name: "chain[\(i)]"))
      }
      let chain: TimingChain
      do { chain = try TimingChain(elements) } catch { throw EvalError(wrapping: error) }
      let state = chain.state(atRootTime: parentTime)
      return [
        ("localTime", .number(state.localTime)),
        ("activeTime", .number(state.activeTime)),
        ("iteration", state.iteration.map { .number(Double($0)) } ?? .null),
        ("basicTime", state.basicTime.map(JSONValue.number) ?? .null),
        ("phase", .string(state.phase.rawValue)),
        ("inEffect", .bool(state.inEffect)),
      ]
    },
    "keyframes": { (f: inout EvalFields) throws(EvalError) in try keyframes(&f) },
  ]

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
  static func springParameters(_ f: inout EvalFields) throws(EvalError) -> (Spring, SpringSet, Double, SpringParameters?) {
    let keyed = SpringParameterSet.sets(selectedBy: SpringParameterSet.keys.filter { f.has($0) })
    let all = SpringParameterSet.listed + ", " + SpringSet.platformName
    if f.has("spring") {
      guard keyed.isEmpty else {
        let names = keyed.map(\.rawValue) + [SpringSet.platformName]
        throw EvalError(kind: .invalidValue, message: "exactly one spring parameter set is allowed, got \(names.joined(separator: " and "))")
      }
      guard let text = try f.string("spring") else { throw EvalError.missing("spring", "platform:key=value,…") }
      do {
        let parameters = try SpringParameters(parsing: text)
        if case .uikit(_, _, let v) = parameters {
          guard !f.has("initialVelocity") else {
            throw EvalError.invalid("initialVelocity", "a uikit spring carries its own initialVelocity (\(v)); give it once, inside \"spring\"")
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
      case .noSet: throw .missing("stiffness", "a spring parameter set: one of \(all)")
      case .severalSets(let sets):
        throw EvalError(kind: .invalidValue, message: "exactly one spring parameter set is allowed, got \(sets.map(\.rawValue).joined(separator: " and "))")
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

  static func keyframes(_ f: inout EvalFields) throws(EvalError) -> Result {
    guard case .array(let items) = try f.require("values", "an array of numbers or of points [x, y]") , !items.isEmpty else {
      throw .invalid("values", "expected a non-empty array of numbers or of points [x, y]")
    }
    let modes = KeyframeTrack<Double>.Mode.allCases.map(\.rawValue)
    guard let modeName = try f.choice("mode", modes), let mode = KeyframeTrack<Double>.Mode(rawValue: modeName) else {
      throw .missing("mode", "one of \(modes.joined(separator: ", "))")
    }
    let paced = mode == .paced || mode == .cubicPaced
    let keyTimes = try f.numberArray("keyTimes")
    var functions: [EasingFunction]?
    if let raw = f.raw("timingFunctions") {
      guard case .array(let list) = raw else { throw .invalid("timingFunctions", "expected an array of curves") }
      var curves: [EasingFunction] = []
      for (i, item) in list.enumerated() { curves.append(try EvalFields.easing(item, name: "timingFunctions[\(i)]")) }
      functions = curves
    }
    let tension = try f.numberArray("tension") ?? []
    let continuity = try f.numberArray("continuity") ?? []
    let bias = try f.numberArray("bias") ?? []
    let x = try f.number("x")
    guard x.isFinite else { throw .domain("x = \(x): the fraction must be finite") }
    /// The mode for another value type (the same cases for every value type).
    func modeFor<V: Interpolatable>(_: V.Type) -> KeyframeTrack<V>.Mode {
      guard let converted = KeyframeTrack<V>.Mode(rawValue: mode.rawValue) else { preconditionFailure("keyframe modes are the same for every value type") }
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
      guard case .number(let v, _) = item else { throw .invalid("values[\(i)]", "expected a number like values[0], got \(item.kind)") }
      numbers.append(v)
    }
    return [("value", .number(try evaluate(numbers)))]
  }
}
