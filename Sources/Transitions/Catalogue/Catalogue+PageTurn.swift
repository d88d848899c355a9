import Curves
import Geometry

extension Catalogue {
  /// How long the page turn takes by default, in seconds: a **project choice** (a turn travels
  /// twice the flip's arc about an edge instead of the centre).
  public static let pageTurnDuration = 0.6

  /// #12 **Page turn**: push and pop as the page of a book, the seed demos' page turn (UIKit's
  /// `UIPageViewController` with `.pageCurl` curls a page; this is its rigid fold, without the
  /// curl). The page turns half a turn about its left edge, through the container's
  /// perspective (``eyeDistance``, which must exceed how far the raised edge comes toward the
  /// viewer: W, 390 pt):
  /// - push: the page is the from-view (on top), turning 0 → −180° about y (its right edge
  ///   rises toward the viewer and goes over to the left), uncovering the to-view underneath;
  /// - pop: the page is the to-view, turning back −180° → 0 over the from-view.
  ///
  /// The page is double-sided: past 90° its back shows (the storyboard marks it). The hinge is
  /// the transform `translate3d(−W/2, 0, 0) rotate3d(0, 1, 0, θ) translate3d(W/2, 0, 0)` about
  /// the view's centre, animated function by function (CSS's rule, Core Animation's
  /// `transform.rotation.y` about a moved anchor point): the two translations stay exactly
  /// constant, so the left edge stays exactly where it is, and the half turn keeps its direction
  /// (one matrix cannot: ±180° are the same matrix).
  ///
  /// Duration ``pageTurnDuration`` and easeInEaseOut are **project choices**. With a
  /// point-symmetric curve, pop with its roles swapped is push run backwards.
  public static func pageTurn(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    duration: Double = pageTurnDuration, curve: CubicTimingFunction = .easeInEaseOut
  ) -> Transition {
    typealias V = PairView
    let pop = operation == .pop
    let page = pop ? V.to : V.from
    var views = [ViewState(frame: context.fromStart, zIndex: 0), ViewState(frame: context.toFinal, zIndex: 0)]
    views[page.rawValue].zIndex = 1
    let half = context.width / 2
    func hinge(_ angle: Double) -> TransformList {
      TransformList([
        .translate(Vector3D(x: -half, y: 0, z: 0)), .rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: angle),
        .translate(Vector3D(x: half, y: 0, z: 0)),
      ])
    }
    let (start, end) = pop ? (-Double.pi, 0.0) : (0.0, -Double.pi)
    views[page.rawValue].transform3D = hinge(start).matrix
    let tracks = [Track(view: page, .transform3D(TransformAnimation(from: hinge(start), to: hinge(end))), phase: 0)]
    return Transition(
      kind: .pageTurn, operation: pop ? .pop : .push, duration: duration, views: V.self, initialViews: views,
      phases: [TransitionPhase(start: 0, duration: duration, curve: .timing(curve))], tracks: tracks,
      primaryCurve: curve,
      container: .perspective(bounds: context.container, eyeDistance: eyeDistance))
  }
}
