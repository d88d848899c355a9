import Curves
import Geometry

/// Replays an interactive script on a transition and checks how it completes: the scene must end
/// exactly at the start (after a cancel, with the cancel actions) or the end (after a finish),
/// and the completion is measured against the transition's own paths.
///
/// Two cancel styles, which two measures tell apart:
/// - **rewind**: the ``InteractiveDriver``'s exact rewind along the completion curve
///   (<doc:InteractiveTransitionsAndTheExactRewind>): the views run the forward motion
///   backwards, so both the retrace deviation (distance
///   from the paths) and the time-reverse deviation (distance from the exact rewind, frame by
///   frame) are ~0.
/// - **restart**: what Hero and many libraries do: at the cancel, a new animation takes every
///   property from its current value straight to its start value over p·D/completionSpeed with
///   the transition's curve (its primary curve, else the completion curve). A view that moved
///   along a curved path (an arc, a spring's overshoot, a multi-phase motion) leaves that path;
///   on a straight path it stays on it but keeps other times, which the time-reverse measure
///   shows (unless the transition's curve is the completion curve and every view moves on one
///   straight track: then the two styles draw the same frames, and both measures say so).
public enum ScriptReplay {
  /// One interactive event.
  public enum Event: Hashable, Sendable {
    /// Interactive progress at a wall time.
    case update(Double, at: Double)
    /// Freeze at a wall time.
    case pause(at: Double)
    /// Complete to the end.
    case finish(at: Double)
    /// Cancel back to the start in a style.
    case cancel(CancelStyle, at: Double)

    var time: Double {
      switch self {
      case .update(_, let s), .pause(let s), .finish(let s), .cancel(_, let s): s
      }
    }
  }

  /// The end state and the retrace deviation of one script.
  public struct Report: Hashable, Sendable {
    /// The script's name.
    public var name: String
    /// The scene at the end against the expected start or final scene (tolerance 0: exact).
    public var endState: ReversalVerifier.Report
    /// The completion's largest distance from the transition's paths.
    public var retrace: ReversalVerifier.Report
    /// After a cancel: the completion's largest deviation, frame by frame, from the exact rewind
    /// (tolerance ``ReversalVerifier/symmetryTolerance``); nil after a finish.
    public var timeReverse: ReversalVerifier.Report?
  }

  /// Replays `events` (begin implied at the first event's time) on `transition`, sampling the
  /// completion at `fps`.
  ///
  /// - Throws: ``DriverError`` for events the interactive state machine refuses.
  public static func replay(
    _ transition: Transition, name: String, events: [Event], completionCurve: CubicTimingFunction = .easeInEaseOut,
    completionSpeed: Double = 1, fps: Double = 60
  ) throws(DriverError) -> Report {
    var driver = try InteractiveDriver(for: transition, completionCurve: completionCurve, completionSpeed: completionSpeed)
    guard let first = events.first else { throw .invalidParameter("a script needs events") }
    try driver.begin(at: first.time)
    var restartAt: Double?
    var cancelled = false
    // The same script with every cancel a rewind: the exact time reverse a cancel is held to.
    var rewind = driver
    for event in events {
      switch event {
      case .update(let p, let s):
        try driver.update(progress: p, at: s)
        try rewind.update(progress: p, at: s)
      case .pause(let s):
        try driver.pause(at: s)
        try rewind.pause(at: s)
      case .finish(let s):
        try driver.finish(at: s)
        try rewind.finish(at: s)
      case .cancel(let style, let s):
        cancelled = true
        if style == .restart { restartAt = s } else { try driver.cancel(at: s) }
        try rewind.cancel(at: s)
      }
    }
    let completionStart = events.last?.time ?? first.time
    var expected = cancelled ? transition.startScene : transition.finalScene
    if cancelled { transition.applyCancelActions(to: &expected) }
    var scene = transition.makeScene()
    let restart = restartAt.map { s in Restart(transition, driver: driver, at: s, curve: transition.primaryCurve ?? completionCurve, speed: completionSpeed) }
    let length = restart?.length ?? (transition.duration / completionSpeed)
    func sample(_ s: Double) {
      if let restart { restart.sample(at: s, into: &scene) } else { driver.sample(transition, at: s, into: &scene) }
    }
    // The completion, frame by frame, against the transition's paths.
    let trajectories = transition.initialViews.indices.map { Trajectory(transition, view: ViewID(index: $0), samples: PairCheck.pathSamples) }
    var worst = SceneDeviation.zero
    var worstFromRewind = SceneDeviation.zero
    var rewound = transition.makeScene()
    let frames = max(1, Int((length * fps).rounded(.up)))
    for k in 0...frames {
      let s = completionStart + min(Double(k) / fps, length)
      sample(s)
      for (i, trajectory) in trajectories.enumerated() {
        let (d, property) = trajectory.distance(to: scene.views[i])
        if d > worst.magnitude { worst = SceneDeviation(magnitude: d, view: ViewID(index: i), viewName: transition.viewNames[i], property: property, time: s) }
      }
      if cancelled {
        rewind.sample(transition, at: s, into: &rewound)
        let d = scene.deviation(from: rewound, pairs: scene.identityPairs, properties: ReversalVerifier.visualProperties, at: s)
        if d.magnitude > worstFromRewind.magnitude { worstFromRewind = d }
      }
    }
    sample(completionStart + length + 1)
    let end = scene.deviation(from: expected, pairs: scene.identityPairs, at: completionStart + length)
    return Report(
      name: name,
      endState: ReversalVerifier.Report(transition: transition.kind, operation: transition.operation, check: .scriptEndState, deviation: end, tolerance: 0),
      retrace: ReversalVerifier.Report(
        transition: transition.kind, operation: transition.operation, check: .scriptRetracesPath, deviation: worst, tolerance: PairCheck.pathTolerance),
      timeReverse: cancelled
        ? ReversalVerifier.Report(
          transition: transition.kind, operation: transition.operation, check: .scriptRewinds, deviation: worstFromRewind,
          tolerance: ReversalVerifier.symmetryTolerance)
        : nil)
  }

  /// A restart-style cancel: every property animated from its value at the cancel straight to its
  /// start value.
  struct Restart {
    var transition: Transition
    var from: Scene
    var to: Scene
    var start: Double
    var length: Double
    var curve: CubicTimingFunction

    init(_ transition: Transition, driver: InteractiveDriver, at s: Double, curve: CubicTimingFunction, speed: Double) {
      self.transition = transition
      var scene = transition.makeScene()
      let tau = driver.time(at: s)
      driver.sample(transition, at: s, into: &scene)
      from = scene
      var target = transition.startScene
      transition.applyCancelActions(to: &target)
      to = target
      start = s
      length = tau / speed
      self.curve = curve
    }

    func sample(at s: Double, into scene: inout Scene) {
      let u = length > 0 ? min(max((s - start) / length, 0), 1) : 1
      let q = curve.progress(at: u)
      for i in scene.views.indices {
        let a = from.views[i], b = to.views[i]
        var v = q >= 1 ? b : a
        v.center = a.center.interpolated(to: b.center, fraction: q)
        v.size = a.size.interpolated(to: b.size, fraction: q)
        v.transform = a.transform.interpolated(to: b.transform, fraction: q)
        v.alpha = a.alpha.interpolated(to: b.alpha, fraction: q)
        v.cornerRadius = a.cornerRadius.interpolated(to: b.cornerRadius, fraction: q)
        v.shadowOpacity = a.shadowOpacity.interpolated(to: b.shadowOpacity, fraction: q)
        v.tint = a.tint.interpolated(to: b.tint, fraction: q)
        if let ma = a.mask, let mb = b.mask { v.mask = CircleMask(center: ma.center.interpolated(to: mb.center, fraction: q), radius: ma.radius.interpolated(to: mb.radius, fraction: q)) }
        scene.views[i] = v
      }
    }
  }
}
