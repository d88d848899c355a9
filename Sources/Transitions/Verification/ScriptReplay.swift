import Curves
import Geometry

/// Replays an interactive script on a transition and checks how it completes: the scene must end
/// exactly at the start (after a cancel, with the cancel actions) or the end (after a finish),
/// and the completion is measured against the transition's own paths.
///
/// The completion follows a ``CompletionModel``. Two kinds of cancel, which two measures tell
/// apart:
/// - **rewind** (UIKit's, and any cancel that runs τ back): the ``InteractiveDriver``'s exact
///   rewind along the completion curve (<doc:InteractiveTransitionsAndTheExactRewind>): the views
///   run the forward motion backwards, so both the retrace deviation (distance from the paths)
///   and the time-reverse deviation (distance from the exact rewind, frame by frame) are ~0.
/// - **restart** (Hero's completions, and a hand-written UIKit cancel such as
///   `UIView.animate(withDuration: p·D)` back to the start values, `"cancel": "restart"`): a new
///   animation takes every property from its current value straight to its target, with the
///   transition's curve (its primary curve, else the completion curve, or Hero's default). A view
///   that moved along a curved path (an arc, a spring's overshoot, a multi-phase motion) leaves
///   that path; on a straight path it stays on it but keeps other times, which the time-reverse
///   measure shows (unless the transition's curve is the completion curve and every view moves on
///   one straight track: then the two draw the same frames, and both measures say so). A
///   hand-written restart lasts p·D/completionSpeed; Hero's lasts (1 − p)·D.
public enum ScriptReplay {
  /// One interactive event: a progress, a gesture, a pause, or the finish, cancel or release
  /// that ends the script.
  public typealias Event = InteractiveSession.Step

  /// The end state and the retrace deviation of one script.
  public struct Report: Hashable, Sendable {
    /// The script's name.
    public var name: String
    /// How it completed: model, direction (and the release's reason), start, length, curve.
    public var completion: InteractiveSession.Completion
    /// Each gesture progress outside [0, 1] that was clamped.
    public var clamps: [InteractiveSession.Clamp]
    /// The scene at the end against the expected start or final scene (tolerance 0: exact).
    public var endState: ReversalVerifier.Report
    /// The completion's largest distance from the transition's paths.
    public var retrace: ReversalVerifier.Report
    /// After a cancel: the completion's largest deviation, frame by frame, from UIKit's exact
    /// rewind from the same progress (tolerance ``ReversalVerifier/symmetryTolerance``); nil
    /// after a finish.
    public var timeReverse: ReversalVerifier.Report?
    /// The release's hand-off from the finger to the completion, when the last gesture event
    /// gave a velocity; nil otherwise (an `update` script, or a `finish` with no gesture).
    public var handoff: Handoff?
    /// Every release's hand-off in order, those of completions a `pause` grabbed first (the
    /// last is ``handoff`` when the last completion had a finger to hand over).
    public var handoffs: [Handoff] = []

    /// Whether the script ends where it should and, for each velocity-driven completion, hands
    /// the finger over continuously.
    public var passed: Bool { endState.passed && (handoff?.passed ?? true) && handoffs.allSatisfy(\.passed) }
  }

  /// The largest jump allowed at a hand-off, in progress (position) and in progress per second
  /// relative to the finger's speed (velocity): both sides are the same numbers through a few
  /// roundings (the spring's relative velocity is v/(target − p) times (target − p)), so 1e-9
  /// leaves room for the one-sided difference a curve completion's velocity is read with, and
  /// nothing for a dropped or changed velocity.
  public static let handoffTolerance = 1e-9

  /// Where the finger hands the progress to the completion: the jump in position and velocity.
  public struct Handoff: Hashable, Sendable {
    /// The release's wall time.
    public var time: Double
    /// The finger's velocity at the release, progress per second.
    public var gestureVelocity: Double
    /// The displayed progress's velocity as the completion starts (nil for a restart, whose
    /// scene is no moment of the transition).
    public var completionVelocity: Double?
    /// |progress after − progress before| at the release (nil for a restart).
    public var positionJump: Double?
    /// Whether the completion is a spring the finger's velocity should drive: then a velocity
    /// jump fails; a curve completion starts at its own slope, which is reported only.
    public var isVelocityDriven: Bool

    /// |completion velocity − finger velocity|, progress per second (nil for a restart).
    public var velocityJump: Double? { completionVelocity.map { abs($0 - gestureVelocity) } }

    /// The position is continuous, and so is the velocity when the completion is velocity-driven.
    public var passed: Bool {
      let tolerance = ScriptReplay.handoffTolerance
      let positionHolds = positionJump.map { $0 <= tolerance } ?? true
      guard isVelocityDriven else { return positionHolds }
      return positionHolds && (velocityJump.map { $0 <= tolerance * max(1, abs(gestureVelocity)) } ?? false)
    }
  }

  /// Replays `events` (begin implied at the first event's time) on `transition` under `model`,
  /// sampling the completion at `fps`.
  ///
  /// - Throws: ``DriverError`` for events the session refuses
  /// (``InteractiveSession/init(_:steps:model:gesture:completionCurve:completionSpeed:completionSpring:animator:)``).
  public static func replay(
    _ transition: Transition, name: String, events: [Event], model: CompletionModel = .uikit,
    gesture: GestureSpecification = GestureSpecification(container: Size(width: 390, height: 844)),
    completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1, fps: Double = 60
  ) throws(DriverError) -> Report {
    let session = try InteractiveSession(
      transition, steps: events, model: model, gesture: gesture, completionCurve: completionCurve,
      completionSpeed: completionSpeed)
    return replay(session, name: name, completionCurve: completionCurve, completionSpeed: completionSpeed, fps: fps)
  }

  /// Measures `session`'s completion at `fps`: its end state, its distance from the paths and,
  /// after a cancel, its distance from UIKit's exact rewind (with `completionCurve` and
  /// `completionSpeed`) from the same progress.
  public static func replay(
    _ session: InteractiveSession, name: String, completionCurve: CubicTimingFunction = .easeInEaseOut,
    completionSpeed: Double = 1,
    fps: Double = 60
  ) -> Report {
    let transition = session.transition
    let completion = session.completion
    let cancelled = completion.direction == .cancel
    var expected = cancelled ? transition.startScene : transition.finalScene
    if cancelled { transition.applyCancelActions(to: &expected) }
    if completion.direction == .settle {
      transition.sample(at: completion.targetProgress * transition.duration, into: &expected)
    }
    // The exact rewind from the same progress, which a cancel is measured against.
    var rewind: InteractiveDriver?
    // try?: the reference replays what the session already accepted (the same transition, completion curve and
    // speed, a finite time, progress in [0, 1]), so it does not fail; were it to, timeReverse stays nil (not measured).
    if cancelled,
      var reference = try? InteractiveDriver(
        for: transition, completionCurve: completionCurve, completionSpeed: completionSpeed)
    {
      let s = completion.start
      if (try? reference.begin(at: s)) != nil, (try? reference.update(progress: completion.fromProgress, at: s)) != nil,
        (try? reference.cancel(at: s)) != nil
      {
        rewind = reference
      }
    }
    var scene = transition.makeScene()
    // The completion, frame by frame, against the transition's paths.
    let trajectories = transition.initialViews.indices.map {
      Trajectory(transition, view: ViewID(index: $0), samples: PairCheck.pathSamples)
    }
    var worst = SceneDeviation.zero
    var worstFromRewind = SceneDeviation.zero
    var rewound = transition.makeScene()
    let length = completion.duration
    let frames = max(1, Int((length * fps).rounded(.up)))
    for k in 0...frames {
      let s = completion.start + min(Double(k) / fps, length)
      session.sample(at: s, into: &scene)
      for (i, trajectory) in trajectories.enumerated() {
        let (d, property) = trajectory.distance(to: scene.views[i])
        if SceneDeviation.isWorse(d, than: worst.magnitude) {
          worst = SceneDeviation(
            magnitude: d, view: ViewID(index: i), viewName: transition.viewNames[i], property: property, time: s)
        }
      }
      if let rewind {
        rewind.sample(transition, at: s, into: &rewound)
        let d = scene.deviation(
          from: rewound, pairs: scene.identityPairs, properties: ReversalVerifier.visualProperties, at: s)
        if d.isWorse(than: worstFromRewind) { worstFromRewind = d }
      }
    }
    session.sample(at: completion.end + 1, into: &scene)
    var handoffs: [Handoff] = []
    for (k, c) in session.completions.enumerated() {
      guard let velocity = c.gestureVelocity else { continue }
      let s = c.start
      // What the interaction showed as the finger lifted, after every event at that instant (a
      // pan may share the release's time): the completion's starting progress, as Hero displays
      // it (a millisecond short of the end, its seek margin).
      let duration = transition.duration
      let lifted = c.fromProgress * duration
      let before: Double? = c.model == .hero ? InteractiveSession.heroDisplayed(lifted, duration: duration) : lifted
      let after = session.time(at: s)
      let jump: Double? =
        if let before, let after { abs(after - before) / transition.duration } else { nil }
      let leaving = k == session.completions.count - 1 ? session.completionStartVelocity : session.startVelocity(of: c)
      handoffs.append(
        Handoff(
          time: s, gestureVelocity: velocity, completionVelocity: leaving, positionJump: jump,
          isVelocityDriven: c.isVelocityDriven))
    }
    let handoff = completion.gestureVelocity != nil ? handoffs.last : nil
    let end = scene.deviation(from: expected, pairs: scene.identityPairs, at: completion.end)
    return Report(
      name: name, completion: completion, clamps: session.clamps,
      endState: ReversalVerifier.Report(
        transition: transition.kind, operation: transition.operation, check: .scriptEndState, deviation: end,
        tolerance: 0),
      retrace: ReversalVerifier.Report(
        transition: transition.kind, operation: transition.operation, check: .scriptRetracesPath, deviation: worst,
        tolerance: PairCheck.pathTolerance),
      timeReverse: cancelled
        ? ReversalVerifier.Report(
          transition: transition.kind, operation: transition.operation, check: .scriptRewinds,
          deviation: worstFromRewind,
          tolerance: ReversalVerifier.symmetryTolerance)
        : nil,
      handoff: handoff, handoffs: handoffs)
  }

  /// A restart-style completion: every property animated from its value at the release straight
  /// to its start value (cancel, with the cancel actions) or its final value (finish).
  struct Restart: Sendable {
    var transition: Transition
    var from: Scene
    var to: Scene
    var start: Double
    var length: Double
    var curve: CubicTimingFunction

    /// A restart from what the driver shows at s, or from the transition at `displayedTime` when
    /// the model shows another time than the driver's (Hero's seek margin).
    init(
      _ transition: Transition, driver: InteractiveDriver, at s: Double, finishing: Bool, length: Double,
      curve: CubicTimingFunction, displayedTime: Double? = nil
    ) {
      self.transition = transition
      var scene = transition.makeScene()
      if let displayedTime {
        transition.sample(at: displayedTime, into: &scene)
      } else {
        driver.sample(transition, at: s, into: &scene)
      }
      from = scene
      var target = finishing ? transition.finalScene : transition.startScene
      if !finishing { transition.applyCancelActions(to: &target) }
      to = target
      start = s
      self.length = length
      self.curve = curve
    }

    /// The blend fraction at wall time s: the curve's progress over the restart's length.
    func progress(at s: Double) -> Double {
      let u = length > 0 && s < start + length ? min(max((s - start) / length, 0), 1) : 1
      return curve.progress(at: u)
    }

    func sample(at s: Double, into scene: inout Scene) {
      let q = progress(at: s)
      for i in scene.views.indices {
        let a = from.views[i], b = to.views[i]
        var v = q >= 1 ? b : a
        v.center = a.center.interpolated(to: b.center, fraction: q)
        v.size = a.size.interpolated(to: b.size, fraction: q)
        // Core Animation's rule, as a transform track has it (an end without a decomposition
        // shows the target at once).
        if let p = a.transform3D.affine, let r = b.transform3D.affine {
          v.transform = Track.transform(p, r, q)
        } else {
          let mixed = a.transform3D.interpolation(to: b.transform3D, fraction: q, using: .coreAnimation)
          v.transform3D = mixed.isDiscrete && q != 0 ? b.transform3D : mixed.transform
        }
        v.zPosition = a.zPosition.interpolated(to: b.zPosition, fraction: q)
        v.anchorPointZ = a.anchorPointZ.interpolated(to: b.anchorPointZ, fraction: q)
        v.alpha = a.alpha.interpolated(to: b.alpha, fraction: q)
        v.cornerRadius = a.cornerRadius.interpolated(to: b.cornerRadius, fraction: q)
        v.shadowOpacity = a.shadowOpacity.interpolated(to: b.shadowOpacity, fraction: q)
        v.tint = a.tint.interpolated(to: b.tint, fraction: q)
        if let ma = a.mask, let mb = b.mask {
          v.mask = CircleMask(
            center: ma.center.interpolated(to: mb.center, fraction: q),
            radius: ma.radius.interpolated(to: mb.radius, fraction: q))
        }
        scene.views[i] = v
      }
    }
  }
}
