/// A transition sampled at a frame rate: per frame, the state of every view
/// (<doc:TransitionsAsPureFunctionsOfTime>). The
/// golden tests, the CLI's `trace` and the report use it.
///
/// Frames are at t = k/fps for k = 0…⌊fps·D⌋, plus t = D when that is not already a frame; or,
/// sampled at given times (``init(_:times:)``, `trace --at`), at exactly those times, with fps 0.
public struct Trace: Hashable, Sendable {
  /// The scene at one time.
  public struct Frame: Hashable, Sendable {
    /// Seconds from the transition's start.
    public var time: Double
    /// Every view's state, in the transition's view order.
    public var views: [ViewState]

    /// A frame.
    public init(time: Double, views: [ViewState]) {
      self.time = time
      self.views = views
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
  /// The frames, in time order.
  public let frames: [Frame]

  /// A trace from its parts (for traces read from a file or recorded elsewhere).
  ///
  /// - Precondition: every frame has one state per view name.
  public init(kind: TransitionKind, operation: TransitionOperation, duration: Double, fps: Double, viewNames: [String], frames: [Frame]) {
    precondition(frames.allSatisfy { $0.views.count == viewNames.count }, "one state per view in every frame")
    self.kind = kind
    self.operation = operation
    self.duration = duration
    self.fps = fps
    self.viewNames = viewNames
    self.frames = frames
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
    var times = (0...Int((fps * transition.duration + 1e-9).rounded(.down))).map { Double($0) / fps }
    if let last = times.last, last < transition.duration { times.append(transition.duration) }
    var scene = transition.makeScene()
    frames = times.map { t in
      transition.sample(at: t, into: &scene)
      return Frame(time: t, views: scene.views)
    }
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
    var scene = transition.makeScene()
    frames = times.map { t in
      transition.sample(at: t, into: &scene)
      return Frame(time: t, views: scene.views)
    }
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
