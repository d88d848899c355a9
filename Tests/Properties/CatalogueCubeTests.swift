import Geometry
import Testing
import Transitions

/// The catalogue's cube: the two screens are neighbouring faces that keep their shared edge
/// through the whole turn, the next tab comes in from the side it is on, a face at rest fills
/// the screen, and no corner ever reaches the eye.
@Suite struct CatalogueCubeTests {
  @Test(arguments: [TransitionOperation.tabRight, .tabLeft])
  func theFacesKeepTheirSharedEdgeAndTheNextTabComesFromItsSide(operation: TransitionOperation) {
    let cube = Catalogue.cube(operation)
    let W = TransitionContext.standard.width, H = TransitionContext.standard.height
    var scene = cube.makeScene()
    let D = cube.duration
    var previous = operation == .tabRight ? W : 0
    for k in 0...60 {
      let t = D * Double(k) / 60
      cube.sample(at: t, into: &scene)
      let from = cube.projection(of: scene.views[0]), to = cube.projection(of: scene.views[1])
      #expect(!from.isClipped && !to.isClipped && from.vertexCount == 4 && to.vertexCount == 4, "t = \(t)")
      // Tab right: the from-face's right edge is the to-face's left edge (tab left: the other
      // way round), in the picture as on the cube.
      let (leaving, coming) = operation == .tabRight ? ((from, 1, 2), (to, 0, 3)) : ((from, 0, 3), (to, 1, 2))
      for (a, b) in [(leaving.1, coming.1), (leaving.2, coming.2)] {
        let p = leaving.0[vertex: a], q = coming.0[vertex: b]
        #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9, "t = \(t): the shared edge splits: \(p) \(q)")
      }
      // The shared edge sweeps across the screen, from the side the next tab comes from.
      let edge = leaving.0[vertex: leaving.1].x
      if operation == .tabRight { #expect(edge <= previous + 1e-9, "t = \(t)") } else { #expect(edge >= previous - 1e-9, "t = \(t)") }
      previous = edge
      // A face turned away shows the cube's inside: it is hidden, never drawn.
      #expect(from.showsBackFace == from.isHidden && to.showsBackFace == to.isHidden, "t = \(t)")
    }
    // A quarter of the way the edge is still on the side the next tab comes from.
    cube.sample(at: D / 4, into: &scene)
    let p = cube.projection(of: scene.views[0])
    let edge = operation == .tabRight ? p[vertex: 1].x : p[vertex: 0].x
    #expect(operation == .tabRight ? edge > W / 2 : edge < W / 2, "\(edge)")
    // At rest the visible face is the screen itself, and the other is edge-on and hidden.
    for (t, shown) in [(0.0, 0), (D, 1)] {
      cube.sample(at: t, into: &scene)
      let face = cube.projection(of: scene.views[shown]), other = cube.projection(of: scene.views[1 - shown])
      #expect(!face.isHidden && other.isHidden, "t = \(t)")
      let f = face.frame
      #expect(abs(f.minX) < 1e-9 && abs(f.minY) < 1e-9 && abs(f.width - W) < 1e-9 && abs(f.height - H) < 1e-9, "t = \(t): \(f)")
    }
  }
}
