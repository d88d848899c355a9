/// A transition sampled at a frame rate: per frame, the state of every view
/// (<doc:TransitionsAsPureFunctionsOfTime>). The
/// golden tests, the CLI's `trace` and the report use it.
///
/// Frames are at t = k/fps for k = 0…⌊fps·D⌋, plus t = D when that is not already a frame.
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
  /// The frame rate sampled at.
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
}
