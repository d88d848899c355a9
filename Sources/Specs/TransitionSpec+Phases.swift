import Curves
import Geometry
import JSON
import SpringPlatforms
import Transitions

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
        guard names[name] == nil else {
          throw SpecError(phasePath.key("name"), "the phase name \"\(name)\" is used twice")
        }
        // Traces call an unnamed phase by its index and write phase.<name>.* CSV columns.
        guard !name.isEmpty, !name.allSatisfy(\.isNumber), !name.contains(","), !name.contains("\"") else {
          throw SpecError(
            phasePath.key("name"),
            """
            \"\(name)\" cannot name a phase: a name is not empty, not a number (unnamed phases are called by their \
            index) and has no comma or quote
            """
          )
        }
        names[name] = i
      }
      let curve = try Self.curve(spec.timing ?? .cubic("easeInEaseOut"), at: phasePath.key("timing"))
      let duration = try Self.duration(of: spec, curve: curve, at: phasePath)
      let start = spec.start ?? 0
      try SpecCheck.nonNegative(start, phasePath.key("start"))
      guard start + duration <= TransitionSpec.longestDuration else {
        let key = duration > TransitionSpec.longestDuration ? "duration" : "start"
        throw SpecError(
          phasePath.key(key),
          """
          the phase ends at \(start + duration) s; a transition here lasts at most \
          \(TransitionSpec.longestDuration) s
          """
        )
      }
      built.append(
        TransitionPhase(
          start: start, duration: duration, curve: curve, reversed: spec.reversed ?? false, name: spec.name))
    }
  }

  static func curve(_ timing: TimingSpec, at path: JSONPath) throws(SpecError) -> TransitionPhase.Curve {
    switch timing {
    case .cubic(let text): return .easing(try SpecCheck.easing(text, path))
    case .spring(let spec): return .spring(try spec.motion(at: path.key("spring")))
    case .keyframes(let spec): return .keyframes(try spec.track(at: path.key("keyframes")))
    case .decay(let spec): return .decay(try spec.progress(at: path.key("decay")))
    }
  }

  /// The phase's duration as given (> 0), or for a decay phase without one, when its law rests
  /// (``PhaseSpec/builtDuration()``).
  static func duration(of spec: PhaseSpec, curve: TransitionPhase.Curve, at path: JSONPath) throws(SpecError)
    -> Double
  {
    if let duration = spec.duration {
      try SpecCheck.positive(duration, path.key("duration"))
      return duration
    }
    guard case .decay(let decay) = curve else {
      throw SpecError(path, "a phase needs a \"duration\" (only a decay phase lasts until its law rests)")
    }
    let rest = decay.restTime
    guard rest.isFinite, rest > 0 else {
      throw SpecError(
        path.key("timing").key("decay"),
        rest > 0
          ? "this flick never rests under its law's rule: give the phase a \"duration\""
          : "this flick is at rest from its release (its speed is below the law's rest speed): it has no duration")
    }
    return rest
  }

  func index(_ reference: PhaseReference?, at path: JSONPath) throws(SpecError) -> Int {
    switch reference {
    case nil: return 0
    case .index(let i)?:
      guard built.indices.contains(i) else {
        throw SpecError(path, "phase \(i) does not exist; phases are 0…\(built.count - 1)")
      }
      return i
    case .name(let name)?:
      guard let i = names[name] else {
        throw SpecError(
          path, "no phase is named \"\(name)\"; named phases: \(names.keys.sorted().joined(separator: ", "))")
      }
      return i
    }
  }

  /// The single invertible curve the interactive rewind inverts: one phase with a cubic timing
  /// curve spanning the whole transition, not reversed.
  func primaryCurve(duration: Double) -> CubicTimingFunction? {
    guard built.count == 1, let phase = built.first, phase.start == 0, phase.duration == duration, !phase.isReversed,
      let curve = phase.curve.cubic
    else { return nil }
    return curve
  }
}

extension SpringSpec {
  /// The keys given, for `SpringParameterSet.read(_:)` (the one reader of keyed spring sets,
  /// which `eval` uses too).
  var given: [String: Double] {
    var given: [String: Double] = [:]
    for key in CodingKeys.allCases {
      let value: Double? =
        switch key {
        case .mass: mass
        case .stiffness: stiffness
        case .damping: damping
        case .response: response
        case .dampingRatio: dampingRatio
        case .duration: duration
        case .bounce: bounce
        case .uikitDuration: uikitDuration
        case .initialVelocity: initialVelocity
        }
      given[key.rawValue] = value
    }
    return given
  }

  /// The progress motion of exactly one parameter set (`SpringParameterSet`), or of a platform's
  /// text (`SpringParameters`, the one reader `eval` uses too).
  func motion(at path: JSONPath) throws(SpecError) -> SpringMotion {
    if let platformText { return try Self.motion(platformText: platformText, at: path) }
    do throws(SpringParameterSetError) {
      let reading = try SpringParameterSet.read(given)
      do {
        return try SpringMotion(spring: reading.spring, progressVelocity: reading.initialVelocity)
      } catch {
        throw SpringParameterSetError.invalid(error)
      }
    } catch {
      switch error {
      case .missing(let key, _): throw SpecError(path.key(key), "\(error)")
      case .invalid(.nonFinite(parameter: "initialVelocity", _)):
        throw SpecError(path.key("initialVelocity"), "\(error)")
      default: throw SpecError(path, "\(error)")
      }
    }
  }
}

extension SpringSpec {
  /// The progress motion of a platform's spring text: its `Spring` (the platform's own clamps
  /// applied) from rest, or with a UIKit spring's own initial velocity.
  static func motion(platformText text: String, at path: JSONPath) throws(SpecError) -> SpringMotion {
    do throws(CurveError) {
      let parameters = try SpringParameters(parsing: text)
      var velocity = 0.0
      if case .uikit(_, _, let v) = parameters { velocity = v }
      return try SpringMotion(spring: try parameters.spring(), progressVelocity: velocity)
    } catch {
      throw SpecError(path, "\(error)")
    }
  }
}

extension KeyframesSpec {
  /// The keyframe track of progress values.
  func track(at path: JSONPath) throws(SpecError) -> KeyframeTrack<Double> {
    for (i, v) in values.enumerated() { try SpecCheck.finite(v, path.key("values").index(i)) }
    // Cubics, or CSS step and linear() functions (CSS keyframes' per-keyframe easing).
    let curves = try timingFunctions.map { texts throws(SpecError) in
      try texts.enumerated().map { i, text throws(SpecError) in
        try SpecCheck.easing(text, path.key("timingFunctions").index(i))
      }
    }
    let overall = try timingFunction.map { text throws(SpecError) in
      try SpecCheck.easing(text, path.key("timingFunction"))
    }
    do {
      return try KeyframeTrack(
        values: values, keyTimes: keyTimes, mode: mode ?? .linear, easing: overall, easings: curves,
        tension: tension ?? [], continuity: continuity ?? [], bias: bias ?? [])
    } catch {
      throw SpecError(path, "\(error)")
    }
  }
}

extension PhaseSpec {
  /// How long the phase lasts once built: its ``duration``, or for a decay phase without one, until
  /// the platform's code calls its flick done (`DecayMotion.platformRestTime`: 3.797 s for a
  /// 1000 pt/s `uikit` flick at 0.998, whose speed then falls below 0.5 pt/s).
  ///
  /// - Throws: ``SpecError`` for a timing that does not build, a duration that is not > 0, a
  ///   missing duration on a phase that is not a decay, or a flick that never rests or is at rest
  ///   from its release.
  public func builtDuration() throws(SpecError) -> Double {
    let curve = try SpecPhases.curve(timing ?? .cubic("easeInEaseOut"), at: JSONPath.root.key("timing"))
    return try SpecPhases.duration(of: self, curve: curve, at: .root)
  }
}
