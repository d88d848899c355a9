import Geometry
import TestSupport
import Testing
import TransitionTesting

/// `Layer.frame` and `Layer.setFrame` against Apple's documented layer geometry
/// (`Reference/layer-frame.json`, which states its source and tolerance).
@Suite struct LayerFrameReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var layer: Layer
    var frame: Rect
    var testDescription: String { name }
  }

  static func cases() throws -> [Case] {
    let file = try ReferenceFile(named: "layer-frame.json")
    return try file.cases.map { json in
      func numbers(_ key: String) throws -> [Double] {
        guard let values = json[key]?.arrayValue?.compactMap(\.numberValue) else {
          throw GoldenJSONError(message: "case needs \(key)", offset: 0)
        }
        return values
      }
      let b = try numbers("bounds"), p = try numbers("position"), a = try numbers("anchorPoint")
      let t = try numbers("transform"), f = try numbers("frame")
      let layer = Layer(
        bounds: Rect(x: b[0], y: b[1], width: b[2], height: b[3]),
        position: Point(x: p[0], y: p[1]),
        anchorPoint: Point(x: a[0], y: a[1]),
        transform: AffineTransform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]))
      return Case(name: json["name"]?.stringValue ?? "?", layer: layer, frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]))
    }
  }

  @Test func theReferenceFileLoads() throws {
    let file = try ReferenceFile(named: "layer-frame.json")
    #expect(file.cases.count >= 2)
    #expect(file.source.contains("Core Animation Programming Guide"))
  }

  @Test(arguments: try cases())
  func frameMatchesAppleGeometry(c: Case) throws {
    let tolerance = try ReferenceFile(named: "layer-frame.json").tolerance
    expectApproximatelyEqual(c.layer.frame, c.frame, tolerance: tolerance)
  }

  @Test(arguments: try cases())
  func settingTheDocumentedFrameRestoresThePosition(c: Case) throws {
    // Start from a moved, resized copy and set the documented frame: bounds size and position
    // come back exactly (every value is a small binary fraction).
    var moved = c.layer
    moved.position = Point(x: -1, y: 7)
    moved.bounds.size = Size(width: 3, height: 9)
    try moved.setFrame(c.frame)
    #expect(moved.position == c.layer.position)
    #expect(moved.bounds == c.layer.bounds)
  }
}
