import Curves
import Geometry

extension Catalogue {
  /// How far the catalogue's 3D transitions put the eye from the screen, in points: the
  /// container's `sublayerTransform.m34 = −1/1000`. A **project choice**: UIKit documents no
  /// perspective for its flips. It must exceed how far a corner comes toward the viewer (half the
  /// width, 195 pt, for a flip), or part of a view would be behind the eye.
  public static let eyeDistance = 1000.0

  /// #10 **Flip**: `UIModalTransitionStyle.flipHorizontal` and `UIView.transition(from:to:…)` with
  /// `.transitionFlipFromRight` / `.transitionFlipFromLeft`, the seed demos' card flip. Apple's
  /// documentation of `flipHorizontal`: presenting, "the current view initiates a horizontal 3D
  /// flip from right-to-left, resulting in the revealing of the new view as if it were on the
  /// back of the previous view"; dismissing, "the flip occurs from left-to-right, returning to
  /// the original view".
  ///
  /// Both views are full screen and single-sided (`isDoubleSided = false`), seen through the
  /// container's perspective (``eyeDistance``). Each turns about its vertical centre line,
  /// function by function (`transform.rotation.y`, so the half turn has its direction):
  /// - present (from the right, the right edge toward the viewer): from-view 0 → −180°, to-view
  ///   +180° → 0, so the to-view starts turned away, hidden, and shows once past 90°;
  /// - dismiss (from the left): from-view 0 → +180°, to-view −180° → 0.
  ///
  /// Duration 0.5 s and easeInEaseOut are **project choices** (UIKit's modal flip takes about
  /// that; the caller chooses for `UIView.transition`). With a point-symmetric curve, dismiss with
  /// its roles swapped is present run backwards.
  public static func flip(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    duration: Double = 0.5, curve: CubicTimingFunction = .easeInEaseOut
  ) -> Transition {
    typealias V = PairView
    var views = [ViewState(frame: context.fromStart, zIndex: 0), ViewState(frame: context.toFinal, zIndex: 1)]
    // Right to left on present (the right edge comes forward: a negative turn about y).
    let turn = operation == .dismiss ? Double.pi : -Double.pi
    func rotateY(_ angle: Double) -> TransformList {
      TransformList([.rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: angle)])
    }
    for v in V.allCases { views[v.rawValue].isDoubleSided = false }
    views[V.to.rawValue].transform3D = rotateY(-turn).matrix
    let tracks = [
      Track(view: V.from, .transform3D(TransformAnimation(from: rotateY(0), to: rotateY(turn))), phase: 0),
      Track(view: V.to, .transform3D(TransformAnimation(from: rotateY(-turn), to: rotateY(0))), phase: 0),
    ]
    return Transition(
      kind: .flip, operation: operation == .dismiss ? .dismiss : .present, duration: duration, views: V.self,
      initialViews: views,
      phases: [TransitionPhase(start: 0, duration: duration, curve: .timing(curve))], tracks: tracks,
      primaryCurve: curve,
      container: .perspective(bounds: context.container, eyeDistance: eyeDistance))
  }
}
