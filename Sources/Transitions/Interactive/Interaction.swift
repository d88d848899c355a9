import Curves
import Geometry

/// One sample of a recorded gesture: `UIPanGestureRecognizer`'s translation and location in the
/// container at a time.
public struct GestureSample: Hashable, Sendable {
  /// When the sample was taken, in seconds, on the same wall clock as the driver's event times
  /// (``InteractiveDriver/replay(_:interaction:transition:context:completionCurve:completionSpeed:)``
  /// uses it as each event's time).
  public var time: Double
  /// The pan's translation since the touch went down, in points in the container's space
  /// (`UIPanGestureRecognizer.translation(in:)`).
  public var translation: Point
  /// The touch's location in the container, in points (`UIGestureRecognizer.location(in:)`).
  public var location: Point

  /// A sample at `time` seconds, stored as given (nothing is validated).
  public init(time: Double, translation: Point, location: Point) {
    self.time = time
    self.translation = translation
    self.location = location
  }
}

/// How a gesture drives a transition: whether it may begin, its progress, and whether release
/// finishes or cancels.
public struct Interaction: Sendable {
  /// Whether a gesture may begin the transition, judged on its first sample
  /// (`UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)`).
  public var canBegin: @Sendable (GestureSample, TransitionContext) -> Bool
  /// The interactive progress for a sample, as a fraction of the transition
  /// (`UIPercentDrivenInteractiveTransition.update(_:)`'s `percentComplete`). The driver clamps it
  /// to [0, 1] and rejects NaN and infinities with ``DriverError/invalidParameter(_:)``.
  public var progress: @Sendable (GestureSample, TransitionContext) -> Double
  /// Whether releasing at a sample finishes (true) or cancels (false) the transition, given the
  /// progress this interaction computed for that sample (as computed, before the driver's clamp).
  public var finishesOnRelease: @Sendable (GestureSample, Double, TransitionContext) -> Bool

  /// An interaction from its three rules, stored as given.
  public init(
    canBegin: @escaping @Sendable (GestureSample, TransitionContext) -> Bool,
    progress: @escaping @Sendable (GestureSample, TransitionContext) -> Double,
    finishesOnRelease: @escaping @Sendable (GestureSample, Double, TransitionContext) -> Bool
  ) {
    self.canBegin = canBegin
    self.progress = progress
    self.finishesOnRelease = finishesOnRelease
  }

  /// Navigation edge-pan pop for Slide (seed demo): progress |tx|/(W/3) clamped to [0, 1],
  /// finish if > 0.5.
  public static let slideEdgePan = Interaction(
    canBegin: { _, _ in true },
    progress: { g, c in min(max(abs(g.translation.x) / (c.width / 3), 0), 1) },
    finishesOnRelease: { _, p, _ in p > 0.5 })

  /// Bottom spring's interactive pop (seed 003): only if the touch begins in the upper half;
  /// progress = ty/H/5 (the seed's formula, clamped to [0, 1]); finishes on release only if the
  /// touch is in the lower half.
  public static let bottomSpringPop = Interaction(
    canBegin: { g, c in g.location.y <= c.height / 2 },
    progress: { g, c in min(max(g.translation.y / c.height / 5, 0), 1) },
    finishesOnRelease: { g, _, c in g.location.y >= c.height / 2 })

  /// The custom container's pan (seed demo): progress |tx|/W, finish if > 0.3.
  public static let customContainer = Interaction(
    canBegin: { _, _ in true },
    progress: { g, c in min(max(abs(g.translation.x) / c.width, 0), 1) },
    finishesOnRelease: { _, p, _ in p > 0.3 })
}

extension InteractiveDriver {
  /// Replays a recorded gesture: begin at the first sample (if the interaction allows it), one
  /// update per sample, then finish or cancel at the last sample's time by the release rule.
  /// Returns nil when the gesture may not begin the transition.
  public static func replay(
    _ gesture: [GestureSample], interaction: Interaction, transition: Transition,
    context: TransitionContext = .standard,
    completionCurve: CubicTimingFunction = .easeInEaseOut, completionSpeed: Double = 1
  ) throws(DriverError) -> InteractiveDriver? {
    guard let first = gesture.first, interaction.canBegin(first, context) else { return nil }
    var driver = try InteractiveDriver(
      for: transition, completionCurve: completionCurve, completionSpeed: completionSpeed)
    try driver.begin(at: first.time)
    var progress = 0.0
    for sample in gesture {
      progress = interaction.progress(sample, context)
      try driver.update(progress: progress, at: sample.time)
    }
    let last = gesture[gesture.count - 1]
    if interaction.finishesOnRelease(last, progress, context) {
      try driver.finish(at: last.time)
    } else {
      try driver.cancel(at: last.time)
    }
    return driver
  }
}

extension Catalogue {
  /// The custom container's layer timing at an interactive progress: paused (speed 0) with
  /// timeOffset = progress × duration, so its local time is the transition time (seed 000).
  ///
  /// - Throws: `TimingError.nonFinite(parameter:value:)` when progress × duration is not finite
  ///   (a paused layer needs a finite local time; no running layer is given instead).
  public static func customContainerLayerTiming(progress: Double, duration: Double) throws(TimingError) -> MediaTiming {
    try MediaTiming.identity.scrubbed(toLocalTime: progress * duration)
  }
}
