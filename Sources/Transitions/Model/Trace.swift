/// A transition sampled at a frame rate: per frame, the state of every view
/// (<doc:TransitionsAsPureFunctionsOfTime>). The
/// golden tests, the CLI's `trace` and the report use it.
///
/// Frames are at t = k/fps for k = 0…⌊fps·D⌋, plus t = D when that is not already a frame; or,
/// sampled at given times (``init(_:times:)``, `trace --at`), at exactly those times, with fps 0.
/// Each frame also holds every phase's time fraction and progress, so a trace answers "how far
/// is the fade at 0.3 s" as well as "where is the card".
public struct Trace: Hashable, Sendable {
  /// The scene at one time.
  public struct Frame: Hashable, Sendable {
    /// Seconds from the transition's start.
    public var time: Double
    /// Every view's state, in the transition's view order.
    public var views: [ViewState]
    /// Every phase's fraction and progress at ``time``, in ``Trace/phases`` order (empty for a
    /// trace read from a schema-1 file, which has no phases, and in a script's trace while a
    /// restart completion runs, which is no moment of the transition).
    public var phases: [PhaseSample]
    /// In a script's trace (``Trace/script``): the transition time τ at this wall time
    /// (`InteractiveSession.reportedTime(at:)`: during a Hero restart, Hero's own clock; nil
    /// during a hand-written UIKit restart). Nil in other traces.
    public var transitionTime: Double?
    /// In a script's trace: how far the running completion has come, 0 to 1
    /// (`InteractiveSession.completionProgress(at:)`); nil while interactive and in other traces.
    public var completionProgress: Double?

    /// A frame.
    public init(
      time: Double, views: [ViewState], phases: [PhaseSample] = [], transitionTime: Double? = nil,
      completionProgress: Double? = nil
    ) {
      self.time = time
      self.views = views
      self.phases = phases
      self.transitionTime = transitionTime
      self.completionProgress = completionProgress
    }
  }

  /// One phase of the sampled transition: its name and where it sits on the timeline.
  public struct Phase: Hashable, Sendable {
    /// The phase's name (a spec phase's `name`), or its index on the timeline as text.
    public var name: String
    /// Seconds from the transition's start.
    public var start: Double
    /// Seconds.
    public var duration: Double

    /// A phase's description.
    public init(name: String, start: Double, duration: Double) {
      (self.name, self.start, self.duration) = (name, start, duration)
    }
  }

  /// One phase at one time.
  public struct PhaseSample: Hashable, Sendable {
    /// The phase's time elapsed, (t − start)/duration clamped to [0, 1]
    /// (``TransitionPhase/fraction(at:)``; `UIViewPropertyAnimator.fractionComplete`).
    public var fraction: Double
    /// The phase's progress through its curve (``TransitionPhase/progress(at:)``): what its
    /// tracks interpolate with; a spring's may overshoot 1.
    public var progress: Double

    /// A sample.
    public init(fraction: Double, progress: Double) {
      (self.fraction, self.progress) = (fraction, progress)
    }
  }

  /// The transition's kind.
  public let kind: TransitionKind
  /// Its operation.
  public let operation: TransitionOperation
  /// Its duration D in seconds.
  public let duration: Double
  /// The frame rate sampled at; 0 for a trace sampled at given times.
  public let fps: Double
  /// The views' names, in table order.
  public let viewNames: [String]
  /// The transition's phases, in timeline order (empty for a trace read from a schema-1 file).
  public let phases: [Phase]
  /// The interactive script replayed (``init(_:script:fps:)``), whose frames are at wall times
  /// from its first event to the end of its completion; nil for a trace on the transition's
  /// clock.
  public let script: String?
  /// The frames, in time order.
  public let frames: [Frame]
  /// The container the views are drawn in, with the sublayer transform (perspective) they are
  /// seen through; nil when the transition does not say.
  public let container: TransitionContainer?
  /// Whether the trace has depth: a container with a sublayer transform, or a view in some frame
  /// with ``ViewState/hasDepth``. Found once when the trace is made; it decides the schema (3
  /// with depth, else 2, which every reader of schema 2 reads) and the columns of every row.
  public let hasDepth: Bool

  /// A trace from its parts (for traces read from a file or recorded elsewhere).
  ///
  /// - Precondition: every frame has one state per view name, and either one sample per phase
  ///   or none.
  public init(
    kind: TransitionKind, operation: TransitionOperation, duration: Double, fps: Double, viewNames: [String],
    phases: [Phase] = [],
    script: String? = nil, frames: [Frame], container: TransitionContainer? = nil
  ) {
    precondition(frames.allSatisfy { $0.views.count == viewNames.count }, "one state per view in every frame")
    precondition(
      frames.allSatisfy { $0.phases.isEmpty || $0.phases.count == phases.count }, "one sample per phase in every frame")
    self.kind = kind
    self.operation = operation
    self.duration = duration
    self.fps = fps
    self.viewNames = viewNames
    self.phases = phases
    self.script = script
    self.frames = frames
    self.container = container
    hasDepth = Self.hasDepth(frames, container: container)
  }

  /// The phases of `transition` as a trace names them.
  static func phases(of transition: Transition) -> [Phase] {
    transition.phases.enumerated().map { i, phase in
      Phase(name: phase.name ?? "\(i)", start: phase.start, duration: phase.duration)
    }
  }

  /// The frame of `transition` at `t`, sampled into `scene`.
  static func frame(of transition: Transition, at t: Double, scene: inout Scene) -> Frame {
    transition.sample(at: t, into: &scene)
    return Frame(time: t, views: scene.views, phases: phaseSamples(of: transition, at: t))
  }

  /// Every phase of `transition` at transition time `t`.
  static func phaseSamples(of transition: Transition, at t: Double) -> [PhaseSample] {
    transition.phases.map { PhaseSample(fraction: $0.fraction(at: t), progress: $0.progress(at: t)) }
  }

  /// Frame times start + k/fps for k = 0…⌊fps·(end − start)⌋, plus `end` itself when that is
  /// not already one.
  static func frameTimes(from start: Double, to end: Double, fps: Double) -> [Double] {
    var times = (0...Int((fps * (end - start) + 1e-9).rounded(.down))).map { start + Double($0) / fps }
    if let last = times.last, last < end { times.append(end) }
    return times
  }

  /// Samples `transition` at `fps` frames per second.
  ///
  /// - Precondition: fps > 0.
  public init(_ transition: Transition, fps: Double = 60) {
    precondition(fps > 0 && fps.isFinite, "fps must be > 0")
    kind = transition.kind
    operation = transition.operation
    duration = transition.duration
    self.fps = fps
    viewNames = transition.viewNames
    phases = Self.phases(of: transition)
    script = nil
    container = transition.container
    var scene = transition.makeScene()
    frames = Self.frameTimes(from: 0, to: transition.duration, fps: fps).map { t in
      Self.frame(of: transition, at: t, scene: &scene)
    }
    hasDepth = Self.hasDepth(frames, container: container)
  }

  /// Samples `transition` at exactly `times` (seconds from its start, in the order given):
  /// any moment, not only a frame of some rate. Its ``fps`` is 0.
  ///
  /// - Throws: ``TraceTimeError`` for a time that is not finite or lies outside [0, D], or for
  ///   no time at all.
  public init(_ transition: Transition, times: [Double]) throws(TraceTimeError) {
    guard !times.isEmpty else { throw .noTimes }
    for (index, t) in times.enumerated() where !(t.isFinite && t >= 0 && t <= transition.duration) {
      throw .outOfRange(index: index, time: t, duration: transition.duration)
    }
    kind = transition.kind
    operation = transition.operation
    duration = transition.duration
    fps = 0
    viewNames = transition.viewNames
    phases = Self.phases(of: transition)
    script = nil
    container = transition.container
    var scene = transition.makeScene()
    frames = times.map { t in Self.frame(of: transition, at: t, scene: &scene) }
    hasDepth = Self.hasDepth(frames, container: container)
  }

  /// Replays an interactive session frame by frame at `fps`, named `script`: frames at wall times
  /// s = begin + k/fps up to the completion's end, plus the end itself, each holding the scene
  /// the session shows, τ(s) and, where τ is defined, every phase at τ.
  ///
  /// - Precondition: fps > 0.
  public init(_ session: InteractiveSession, script: String, fps: Double = 60) {
    precondition(fps > 0 && fps.isFinite, "fps must be > 0")
    self.init(
      session, script: script, fps: fps, times: Self.frameTimes(from: session.begin, to: session.end, fps: fps))
  }

  /// Replays an interactive session at exactly the wall times `times` (`trace --script --at`),
  /// named `script`, with fps 0: each frame as ``init(_:script:fps:)`` makes it.
  public init(_ session: InteractiveSession, script: String, times: [Double]) {
    self.init(session, script: script, fps: 0, times: times)
  }

  init(_ session: InteractiveSession, script: String, fps: Double, times: [Double]) {
    let transition = session.transition
    kind = transition.kind
    operation = transition.operation
    duration = transition.duration
    self.fps = fps
    viewNames = transition.viewNames
    phases = Self.phases(of: transition)
    self.script = script
    container = transition.container
    var scene = transition.makeScene()
    frames = times.map { s in Self.frame(of: session, at: s, scene: &scene) }
    hasDepth = Self.hasDepth(frames, container: container)
  }

  /// The session's frame at wall time s: its scene, τ as the platform reports it, the
  /// completion's progress and, where the scene is a moment of the transition (not a restart's
  /// blend), every phase at τ.
  static func frame(of session: InteractiveSession, at s: Double, scene: inout Scene) -> Frame {
    session.sample(at: s, into: &scene)
    let samples = session.time(at: s).map { phaseSamples(of: session.transition, at: $0) } ?? []
    return Frame(
      time: s, views: scene.views, phases: samples, transitionTime: session.reportedTime(at: s),
      completionProgress: session.completionProgress(at: s))
  }
}

/// Why a trace cannot be sampled at the times asked for.
public enum TraceTimeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No time was given.
  case noTimes
  /// A time (the `index`-th given) that is not a finite number in [0, D].
  case outOfRange(index: Int, time: Double, duration: Double)

  /// What is wrong and what is allowed.
  public var description: String {
    switch self {
    case .noTimes: "no time to sample at: give at least one"
    case .outOfRange(let index, let time, let duration):
      "time \(index + 1), \(time) s, is not within the transition's 0…\(duration) s"
    }
  }
}
