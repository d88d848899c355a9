import Foundation
import Geometry
import Testing
import Transitions

/// The catalogue's page turn: the page turns about its left edge, which never moves; its right
/// edge rises toward the viewer; its back shows, and is drawn (the page is double-sided), once
/// the page's plane has passed the eye; the page underneath never moves; no corner ever reaches
/// the eye.
@Suite struct CataloguePageTurnTests {
  @Test(arguments: [TransitionOperation.push, .pop])
  func thePageTurnsAboutItsFixedLeftEdgeAndShowsItsBackOncePastTheEye(operation: TransitionOperation) {
    let turn = Catalogue.pageTurn(operation)
    let H = TransitionContext.standard.height
    let page = operation == .push ? 0 : 1
    var scene = turn.makeScene()
    let D = turn.duration
    let under = turn.projection(of: turn.scene(at: 0).views[1 - page])
    for k in 0...60 {
      let t = D * Double(k) / 60
      turn.sample(at: t, into: &scene)
      let p = turn.projection(of: scene.views[page])
      #expect(!p.isClipped && p.vertexCount == 4 && !p.isHidden, "t = \(t)")
      // The hinge: both left corners stay exactly where the page's left edge is.
      for (vertex, y) in [(0, 0.0), (3, H)] {
        #expect(abs(p[vertex: vertex].x) < 1e-9 && abs(p[vertex: vertex].y - y) < 1e-9, "t = \(t): \(p[vertex: vertex])")
      }
      // The back shows once the page's plane has turned past the eye, W/2 to the right of the
      // hinge and d in front of the screen: at atan(d / (W/2)) ≈ 79°, before 90°, as in any
      // perspective (the turn is read from the page's matrix: m11 = cos θ, m13 = −sin θ).
      let m = scene.views[page].transform3D
      let turned = abs(atan2(-m.m13, m.m11)), pastTheEye = atan2(Catalogue.eyeDistance, 195)
      if turned > pastTheEye + 1e-6 { #expect(p.showsBackFace, "t = \(t), \(turned)") }
      if turned < pastTheEye - 1e-6 { #expect(!p.showsBackFace, "t = \(t), \(turned)") }
      #expect(turn.projection(of: scene.views[1 - page]) == under, "t = \(t): the page underneath moved")
    }
    // While the page is raised its free edge comes toward the viewer: drawn taller than the hinge.
    turn.sample(at: D / 2, into: &scene)
    let p = turn.projection(of: scene.views[page])
    #expect(p[vertex: 2].y - p[vertex: 1].y > H * 1.2, "\(p[vertex: 1]) \(p[vertex: 2])")
    // Push ends with the page over to the left, off the screen; pop ends with it on the screen.
    turn.sample(at: D, into: &scene)
    let end = turn.projection(of: scene.views[page]).frame
    if operation == .push { #expect(end.maxX < 1e-9, "\(end)") } else { #expect(abs(end.minX) < 1e-9 && abs(end.maxX - 390) < 1e-9, "\(end)") }
  }
}
