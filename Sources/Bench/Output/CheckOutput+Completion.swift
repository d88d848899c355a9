import Transitions

extension CheckOutput {
  /// How one script completed (``InteractiveSession/Completion``) and the end state it reached.
  struct Completion: Encodable {
    struct EndState: Encodable {
      var scene: String
      var maxDeviation: Double
      var passed: Bool

      enum CodingKeys: String, CodingKey, CaseIterable { case scene, maxDeviation, passed }
    }

    struct Clamp: Encodable {
      var event: Int
      var at: Double
      var progress: Double
      var clamped: Double

      enum CodingKeys: String, CodingKey, CaseIterable { case event, at, progress, clamped }
    }

    var script: String
    var transition: String
    var operation: String
    var model: String
    var direction: String
    var release: String?
    var start: Double
    var duration: Double
    var end: Double
    var fromProgress: Double
    var motion: String
    var curve: String
    var endState: EndState
    var clamps: [Clamp]
    var handoff: Handoff?
    var handoffs: [Handoff]

    /// The finger's hand-off to the completion (``ScriptReplay/Handoff``), progress per second.
    struct Handoff: Encodable {
      var time: Double
      var gestureVelocity: Double
      var completionVelocity: Double?
      var velocityJump: Double?
      var positionJump: Double?
      var velocityDriven: Bool
      var passed: Bool

      enum CodingKeys: String, CodingKey, CaseIterable {
        case time, gestureVelocity, completionVelocity, velocityJump, positionJump, velocityDriven, passed
      }

      /// Every key, null where a restart has no velocity or position to compare.
      func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(time, forKey: .time)
        try c.encode(gestureVelocity, forKey: .gestureVelocity)
        try c.encode(completionVelocity, forKey: .completionVelocity)
        try c.encode(velocityJump, forKey: .velocityJump)
        try c.encode(positionJump, forKey: .positionJump)
        try c.encode(velocityDriven, forKey: .velocityDriven)
        try c.encode(passed, forKey: .passed)
      }
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
      case script, transition, operation, model, direction, release, start, duration, end, fromProgress, motion, curve,
        endState, clamps, handoff, handoffs
    }

    /// Every key, `release` null when the script finishes or cancels itself.
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(script, forKey: .script)
      try c.encode(transition, forKey: .transition)
      try c.encode(operation, forKey: .operation)
      try c.encode(model, forKey: .model)
      try c.encode(direction, forKey: .direction)
      try c.encode(release, forKey: .release)
      try c.encode(start, forKey: .start)
      try c.encode(duration, forKey: .duration)
      try c.encode(end, forKey: .end)
      try c.encode(fromProgress, forKey: .fromProgress)
      try c.encode(motion, forKey: .motion)
      try c.encode(curve, forKey: .curve)
      try c.encode(endState, forKey: .endState)
      try c.encode(clamps, forKey: .clamps)
      try c.encode(handoff, forKey: .handoff)
      try c.encode(handoffs, forKey: .handoffs)
    }

    init(_ report: ScriptReplay.Report) {
      let c = report.completion
      script = report.name
      transition = report.endState.transition.rawValue
      operation = report.endState.operation.rawValue
      model = c.model.rawValue
      direction = c.direction.rawValue
      release = c.release
      start = c.start
      duration = c.duration
      end = c.end
      fromProgress = c.fromProgress
      motion = c.motion.rawValue
      curve = c.curve
      endState = EndState(
        scene: c.direction == .finish ? "final" : c.direction == .cancel ? "start" : "detent \(c.targetProgress)",
        maxDeviation: report.endState.deviation.magnitude,
        passed: report.endState.passed)
      clamps = report.clamps.map { Clamp(event: $0.step, at: $0.time, progress: $0.progress, clamped: $0.clamped) }
      func row(_ h: ScriptReplay.Handoff) -> Handoff {
        Handoff(
          time: h.time, gestureVelocity: h.gestureVelocity, completionVelocity: h.completionVelocity,
          velocityJump: h.velocityJump, positionJump: h.positionJump, velocityDriven: h.isVelocityDriven,
          passed: h.passed)
      }
      handoff = report.handoff.map(row)
      handoffs = report.handoffs.map(row)
    }
  }
}
