import Curves
import Geometry

extension Catalogue {
  /// How far the 3D collection's cells are tipped back when the change starts: 60° about x, a
  /// **project choice**.
  public static let collectionTilt = Double.pi / 3

  /// #13 **3D collection layout transition**: the collection's grid-to-list change (#9, the same
  /// frames) in which every cell also tips up from ``collectionTilt`` about its horizontal
  /// centre line (its top edge away from the viewer) to flat, seen through the container's
  /// perspective (``eyeDistance``). Each cell's tilt is one matrix track (`transform` from the
  /// tilt to identity, Core Animation's interpolation: decomposition, quaternion slerp,
  /// recomposition), the costly 3D path, for every cell in every frame: the benchmark's 3D scale
  /// case, from 1 to 100,000 cells (the catalogue lists it with 12). 0.5 s, easeInEaseOut.
  public static func collection3D(cells count: Int, context: TransitionContext = .standard, duration: Double = 0.5)
    -> Transition
  {
    precondition(count >= 1, "a layout transition needs at least one cell")
    let tilt = Transform3D(rotationAngle: collectionTilt, x: 1, y: 0, z: 0)
    var views: [ViewState] = []
    var tracks: [Track] = []
    views.reserveCapacity(count)
    tracks.reserveCapacity(3 * count)
    // One animation for every cell: the ends are shared, and so is their prepared decomposition.
    let tipUp = TransformAnimation(from: tilt, to: .identity)
    for i in 0..<count {
      let (grid, list) = collectionLayouts(cell: i, context: context)
      var view = ViewState(frame: grid, zIndex: i)
      view.transform3D = tilt
      views.append(view)
      tracks += Track.frame(ViewID(index: i), from: grid, to: list, phase: 0)
      tracks.append(Track(view: ViewID(index: i), .transform3D(tipUp), phase: 0))
    }
    return Transition(
      kind: .collection3D, operation: .custom, duration: duration, viewNames: (0..<count).map { "cell\($0)" },
      initialViews: views, phases: [TransitionPhase(start: 0, duration: duration, curve: .timing(.easeInEaseOut))],
      tracks: tracks,
      primaryCurve: .easeInEaseOut, container: .perspective(bounds: context.container, eyeDistance: eyeDistance))
  }
}
