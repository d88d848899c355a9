import Curves
import Geometry
import JSON

/// The spec's phases resolved: names to indices, timings to curves.
struct SpecPhases {
  var built: [TransitionPhase]
  var names: [String: Int]

  init(_ specs: [PhaseSpec], at path: JSONPath) throws(SpecError) {
    guard !specs.isEmpty else { throw SpecError(path, "a transition needs at least one phase") }
    built = []
    names = [:]
    for (i, spec) in specs.enumerated() {
      let phasePath = path.index(i)
      if let name = spec.name {
        guard names[name] == nil else { throw SpecError(phasePath.key("name"), "the phase name \"\(name)\" is used twice") }
        names[name] = i
      }
      try SpecCheck.positive(spec.duration, phasePath.key("duration"))
      let start = spec.start ?? 0
      try SpecCheck.nonNegative(start, phasePath.key("start"))
      guard start + spec.duration <= TransitionSpec.longestDuration else {
        let key = spec.duration > TransitionSpec.longestDuration ? "duration" : "start"
        throw SpecError(phasePath.key(key), "the phase ends at \(start + spec.duration) s; a transition here lasts at most \(TransitionSpec.longestDuration) s")
      }
      let curve = try Self.curve(spec.timing ?? .cubic("easeInEaseOut"), duration: spec.duration, at: phasePath.key("timing"))
      built.append(TransitionPhase(start: start, duration: spec.duration, curve: curve, reversed: spec.reversed ?? false))
    }
  }

  static func curve(_ timing: TimingSpec, duration: Double, at path: JSONPath) throws(SpecError) -> TransitionPhase.Curve {
    switch timing {
    case .cubic(let text): return .timing(try SpecCheck.curve(text, path))
    case .spring(let spec): return .spring(try spec.motion(at: path.key("spring")))
    case .keyframes(let spec): return .keyframes(try spec.track(at: path.key("keyframes")))
    }
  }

  func index(_ reference: PhaseReference?, at path: JSONPath) throws(SpecError) -> Int {
    switch reference {
    case nil: return 0
    case .index(let i)?:
      guard built.indices.contains(i) else { throw SpecError(path, "phase \(i) does not exist; phases are 0…\(built.count - 1)") }
      return i
    case .name(let name)?:
      guard let i = names[name] else {
        throw SpecError(path, "no phase is named \"\(name)\"; named phases: \(names.keys.sorted().joined(separator: ", "))")
      }
      return i
    }
  }

  /// The single invertible curve the interactive rewind inverts: one phase with a cubic timing
  /// curve spanning the whole transition, not reversed.
  func primaryCurve(duration: Double) -> CubicTimingFunction? {
    guard built.count == 1, let phase = built.first, phase.start == 0, phase.duration == duration, !phase.isReversed,
      case .timing(let curve) = phase.curve
    else { return nil }
    return curve
  }
}

extension SpringSpec {
  /// The progress motion of exactly one parameter set.
  func motion(at path: JSONPath) throws(SpecError) -> SpringMotion {
    let sets: [(name: String, present: Bool)] = [
      ("{mass, stiffness, damping}", stiffness != nil || damping != nil),
      ("{response, dampingRatio}", response != nil),
      ("{duration, bounce}", duration != nil || bounce != nil),
      ("{uikitDuration, dampingRatio}", uikitDuration != nil),
    ]
    let chosen = sets.filter(\.present)
    guard chosen.count == 1 else {
      throw SpecError(path, "a spring takes exactly one parameter set: \(sets.map(\.name).joined(separator: ", ")) (optional initialVelocity)")
    }
    func need(_ value: Double?, _ key: String) throws(SpecError) -> Double {
      guard let value else { throw SpecError(path.key(key), "\(chosen[0].name) needs \(key)") }
      return value
    }
    let velocity = initialVelocity ?? 0
    try SpecCheck.finite(velocity, path.key("initialVelocity"))
    do {
      let spring: Spring
      if stiffness != nil || damping != nil {
        guard response == nil, dampingRatio == nil else { throw SpecError(path, "{mass, stiffness, damping} takes no response or dampingRatio") }
        spring = try Spring(mass: mass ?? 1, stiffness: try need(stiffness, "stiffness"), damping: try need(damping, "damping"))
      } else if response != nil {
        spring = try Spring(response: try need(response, "response"), dampingRatio: try need(dampingRatio, "dampingRatio"), mass: mass ?? 1)
      } else if duration != nil || bounce != nil {
        guard mass == nil, dampingRatio == nil else { throw SpecError(path, "{duration, bounce} takes no mass or dampingRatio") }
        spring = try Spring(duration: try need(duration, "duration"), bounce: try need(bounce, "bounce"))
      } else {
        spring = try Spring(uikitDuration: try need(uikitDuration, "uikitDuration"), dampingRatio: try need(dampingRatio, "dampingRatio"), initialVelocity: velocity, mass: mass ?? 1)
      }
      return try SpringMotion(spring: spring, progressVelocity: velocity)
    } catch let error as SpecError {
      throw error
    } catch {
      throw SpecError(path, "\(error)")
    }
  }
}

extension KeyframesSpec {
  /// The keyframe track of progress values.
  func track(at path: JSONPath) throws(SpecError) -> KeyframeTrack<Double> {
    for (i, v) in values.enumerated() { try SpecCheck.finite(v, path.key("values").index(i)) }
    let curves = try timingFunctions.map { texts throws(SpecError) in
      try texts.enumerated().map { i, text throws(SpecError) in try SpecCheck.curve(text, path.key("timingFunctions").index(i)) }
    }
    let overall = try timingFunction.map { text throws(SpecError) in try SpecCheck.curve(text, path.key("timingFunction")) }
    do {
      return try KeyframeTrack(
        values: values, keyTimes: keyTimes, mode: mode ?? .linear, timingFunction: overall, timingFunctions: curves,
        tension: tension ?? [], continuity: continuity ?? [], bias: bias ?? [])
    } catch {
      throw SpecError(path, "\(error)")
    }
  }
}
