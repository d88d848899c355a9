import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// A view's one stored transform is `layer.transform`; `transform` is UIKit's 2D view of it, and
/// the frame of a view turned in 3D is its projected bounding box.
@Suite struct ViewStateDepthTests {
  /// `UIView.transform` reads `CATransform3DGetAffineTransform(layer.transform)` and writes
  /// `CATransform3DMakeAffineTransform`, which drops every 3D entry.
  @Test func transformReadsTheAffinePartAndWritesAnEmbedding() async {
    await checkProperty(count: propertyCases, input: Geometry3DGen.any, GeometryGen.transform) { t, a in
      var v = ViewState(frame: Rect(x: 0, y: 0, width: 100, height: 50))
      v.transform3D = t
      #expect(v.transform == t.affinePart)
      #expect(v.hasDepth == !t.isAffine)
      v.transform = a
      #expect(v.transform3D == Transform3D(a))
      #expect(v.transform == a)
      #expect(!v.hasDepth)
    }
  }

  /// The frame of a view turned in 3D is the bounding box of its bounds drawn in its parent's
  /// plane, as a layer tree of the parent and the view computes it; a 2D transform keeps UIKit's
  /// frame exactly.
  @Test func aFrameIsTheLayersFrameInItsParentsPlane() async {
    await checkProperty(
      count: propertyCases, input: GeometryGen.rect, Geometry3DGen.withPerspective, Gen.double(in: -50...50), Gen.double(in: -50...50)
    ) { rect, t, z, anchorZ in
      var v = ViewState(frame: rect)
      v.transform3D = t
      v.zPosition = z
      v.anchorPointZ = anchorZ
      var tree = LayerTree3D()
      let parent = tree.add(Layer3D(bounds: Rect(x: 0, y: 0, width: 2000, height: 2000)))
      let layer = Layer3D(
        bounds: Rect(origin: .zero, size: v.size), position: v.center, zPosition: z, anchorPointZ: anchorZ, transform: t)
      #expect(v.layer3D == layer)
      let id = tree.add(layer, parent: parent)
      let expected = try tree.frame(of: id, in: parent)
      #expect(v.frame == expected)
      v.transform3D = Transform3D(v.transform)
      #expect(v.frame == Layer(bounds: Rect(origin: .zero, size: rect.size), position: v.center, transform: v.transform).frame)
    }
  }

  /// A zPosition or anchorPointZ alone, or a single-sided view, is depth; a 2D view is not.
  @Test func depthIsAnyThreeDimensionalProperty() {
    var v = ViewState(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(!v.hasDepth)
    v.zPosition = -1
    #expect(v.hasDepth)
    v.zPosition = 0
    v.anchorPointZ = 3
    #expect(v.hasDepth)
    v.anchorPointZ = 0
    v.isDoubleSided = false
    #expect(v.hasDepth)
  }

  /// The scene copies every view once a frame: the 3D fields cost 88 bytes a view, and the
  /// field order keeps the flags in the mask's spare bytes.
  @Test func aViewStaysTwoHundredFortyEightBytes() {
    #expect(MemoryLayout<ViewState>.stride == 248)
  }
}
