import Curves
import Geometry

extension Catalogue {
  /// #11 **Cube**: a tab switch as a turning cube, the seed demos' "cube between tabs" (UIKit
  /// has no public cube; apps imitate the undocumented `CATransition` type `"cube"`). The two
  /// screens are neighbouring faces of a cube W deep; the cube turns a quarter
  /// turn about its vertical axis, W/2 behind the screen, through the container's perspective
  /// (``eyeDistance``).
  ///
  /// Each face is full screen, single-sided (a face turned away shows the cube's inside, which
  /// a cube hides), with `anchorPointZ = −W/2` and `zPosition = −W/2`: its transform turns it
  /// about the axis W/2 behind it, and at rest it lies at z = 0. Each turns as one matrix track
  /// (`transform` from identity to a quarter turn, interpolated by Core Animation's rule: a
  /// quarter turn has one shortest path, unlike the flip's half turn):
  /// - tab right (the next tab comes in from the right): from-view 0 → −90° about y (to the
  ///   cube's left side), to-view +90° → 0 (from its right side);
  /// - tab left: from-view 0 → +90°, to-view −90° → 0.
  ///
  /// Duration 0.5 s and easeInEaseOut are **project choices**, as for the slide's tab switch.
  /// With a point-symmetric curve, tab left with its roles swapped is tab right run backwards.
  public static func cube(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    duration: Double = 0.5, curve: CubicTimingFunction = .easeInEaseOut
  ) -> Transition {
    typealias V = PairView
    let depth = -context.width / 2
    var views = [ViewState(frame: context.fromStart, zIndex: 0), ViewState(frame: context.toFinal, zIndex: 1)]
    for v in V.allCases {
      views[v.rawValue].isDoubleSided = false
      views[v.rawValue].anchorPointZ = depth
      views[v.rawValue].zPosition = depth
    }
    // Tab right: the to-face comes from the right side (+90° about y puts a face's centre at
    // x = +W/2 from the axis), the from-face leaves to the left side.
    let quarter = operation == .tabLeft ? -Double.pi / 2 : Double.pi / 2
    func turn(_ angle: Double) -> Transform3D { Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0) }
    views[V.to.rawValue].transform3D = turn(quarter)
    let tracks = [
      Track(view: V.from, .transform3D(TransformAnimation(from: .identity, to: turn(-quarter))), phase: 0),
      Track(view: V.to, .transform3D(TransformAnimation(from: turn(quarter), to: .identity)), phase: 0),
    ]
    return Transition(
      kind: .cube, operation: operation == .tabLeft ? .tabLeft : .tabRight, duration: duration, views: V.self,
      initialViews: views,
      phases: [TransitionPhase(start: 0, duration: duration, curve: .timing(curve))], tracks: tracks,
      primaryCurve: curve,
      container: .perspective(bounds: context.container, eyeDistance: eyeDistance))
  }
}
