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
      case .path(let path): return [("x", .array(path.inputs(forProgress: y).map(JSONValue.number)))]
      case .steps:
        throw EvalError(
          wrapping: CurveError.notInvertible(
            reason: "a step function holds each level over an interval and skips every value between"))
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
            throw EvalError.domain(
              """
              from == to needs {mass, stiffness, damping} (initialVelocity then in value units per second); the \
              other parameter sets define progress from 'from' to 'to'
              """
            )
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
        return [
          ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
          ("damping", .number(spring.damping)),
        ]
      }
      do {
        let expressed = try SpringParameters.expressing(spring, as: kind, initialVelocity: velocity)
        return [("spring", .string(expressed.text))]
          + zip(kind.keys, expressed.values).map { ($0, JSONValue.number($1)) }
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
          let rows = try PlatformSettling.all(
            for: spring, distance: distance, velocity: velocity * distance, android: android.thresholds,
            motionDuration: motionSnap(platform))
          guard let row = rows.first(where: { $0.rule == rule }) else {
            throw EvalError.domain("no settling rule \(rule.rawValue)")
          }
          func seconds(_ value: Double) -> JSONValue { value.isFinite ? .number(value) : .null }
          return [
            ("platformSays", seconds(row.platformSays)), ("basis", .string(row.basis.rawValue)),
            ("exactLastCrossing", seconds(row.exactLastCrossing)),
          ]
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
}
