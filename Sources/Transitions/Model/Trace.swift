/// A transition sampled at a frame rate: per frame, the state of every view (DESIGN.md §4). The
/// golden tests, the CLI's `trace` and the report use it.
///
/// Frames are at t = k/fps for k = 0…⌊fps·D⌋, plus t = D when that is not already a frame.
public struct Trace: Sendable {
  public struct Frame: Sendable {
    public var time: Double
    public var views: [ViewState]
  }

  public let kind: TransitionKind
  public let operation: TransitionOperation
  public let duration: Double
  public let fps: Double
  public let viewNames: [String]
  public let frames: [Frame]

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
