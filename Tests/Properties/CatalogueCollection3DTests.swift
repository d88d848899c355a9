import Geometry
import Testing
import Transitions

/// The 3D collection: every cell starts tipped back (its top edge away, so drawn narrower than its
/// bottom edge), tips up steadily, and ends flat in its list row, exactly the 2D collection's
/// frame; the perspective never clips a cell.
@Suite struct CatalogueCollection3DTests {
  @Test(arguments: [1, 12, 100])
  func everyCellTipsUpIntoItsListRow(cells: Int) {
    let tilted = Catalogue.collection3D(cells: cells), flat = Catalogue.collection(cells: cells)
    var scene = tilted.makeScene()
    let D = tilted.duration
    var previous = Array(repeating: 0.0, count: cells)
    for k in 0...30 {
      let t = D * Double(k) / 30
      tilted.sample(at: t, into: &scene)
      for i in 0..<cells {
        let p = tilted.projection(of: scene.views[i])
        #expect(!p.isClipped && !p.isHidden && !p.showsBackFace, "cell \(i) at \(t)")
        // Top edge over bottom edge: below 1 while tipped back, growing to 1.
        let ratio = (p[vertex: 1].x - p[vertex: 0].x) / (p[vertex: 2].x - p[vertex: 3].x)
        if k < 30 { #expect(ratio < 1, "cell \(i) at \(t): \(ratio)") }
        #expect(ratio > previous[i] - 1e-12, "cell \(i) at \(t): \(ratio) after \(previous[i])")
        previous[i] = ratio
      }
    }
    let end = flat.scene(at: D)
    for i in 0..<cells {
      let f = tilted.projection(of: scene.views[i]).frame, g = end.views[i].frame
      #expect(abs(f.minX - g.minX) < 1e-9 && abs(f.minY - g.minY) < 1e-9 && abs(f.width - g.width) < 1e-9 && abs(f.height - g.height) < 1e-9, "cell \(i): \(f) \(g)")
    }
  }
}
