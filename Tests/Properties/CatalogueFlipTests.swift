import Geometry
import Testing
import Transitions

/// The catalogue's 3D flip as Apple documents `flipHorizontal`: presenting flips right to left
/// (the right edge comes toward the viewer), dismissing left to right; one face shows at a time,
/// and no corner ever reaches the eye.
@Suite struct CatalogueFlipTests {
  @Test(arguments: [TransitionOperation.present, .dismiss])
  func oneFaceShowsAtATimeAndTheLeadingEdgeComesForward(operation: TransitionOperation) {
    let flip = Catalogue.flip(operation)
    var scene = flip.makeScene()
    let D = flip.duration
    for k in 0...60 {
      let t = D * Double(k) / 60
      flip.sample(at: t, into: &scene)
      let from = flip.projection(of: scene.views[0]), to = flip.projection(of: scene.views[1])
      #expect(!from.isClipped && !to.isClipped, "t = \(t)")
      if t < D / 2 - 1e-9 { #expect(!from.isHidden && to.isHidden, "t = \(t): only the from-view shows") }
      if t > D / 2 + 1e-9 { #expect(from.isHidden && !to.isHidden, "t = \(t): only the to-view shows") }
    }
    // A quarter of the way, the edge that comes forward is drawn taller than the other.
    flip.sample(at: D / 4, into: &scene)
    let p = flip.projection(of: scene.views[0])
    let left = p[vertex: 3].y - p[vertex: 0].y, right = p[vertex: 2].y - p[vertex: 1].y
    if operation == .present { #expect(right > left, "present flips right to left: \(left) \(right)") } else { #expect(left > right, "dismiss flips left to right: \(left) \(right)") }
  }
}
