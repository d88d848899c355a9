import Geometry
import Specs
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// A spec's `matches`: two views of two screens, each in its own hierarchy, converted into the
/// container and morphed by a model; and the errors that name the views at fault.
@Suite struct MatchSpecTests {
  /// Two screens: a list scrolled by 120 with a card in a cell (under a 0.5 scale), and a detail
  /// with its header image; `extra` adds views, `match` is the match object.
  static func spec(_ match: String, extraViews: String = "", cardSize: String = "160, 120") -> String {
    """
    {"specVersion": 2, "name": "cardOpen", "operation": "push",
     "views": [
      {"name": "list", "bounds": [0, 120, 390, 844], "center": [195, 422]},
      {"name": "cell", "parent": "list", "frame": [20, 400, 320, 240], "transform": {"scale": [0.5, 0.5]}},
      {"name": "card", "parent": "cell", "bounds": [0, 0, \(cardSize)], "center": [100, 80], "cornerRadius": 12},
      {"name": "detail", "frame": [0, 0, 390, 844]},
      {"name": "header", "parent": "detail", "frame": [0, 0, 390, 300], "cornerRadius": 55}\(extraViews)],
     "phases": [{"duration": 0.5, "timing": "easeInEaseOut"}],
     "matches": [\(match)]}
    """
  }

  /// The card's frame in the container, by the layer tree's own conversion: the cell (320 × 240
  /// at (20, 400) of the list's content, scrolled by 120, scaled by ½ about its centre) holds the
  /// card's 160 × 120 bounds centred at (100, 80).
  static func cardFrame() throws -> Rect {
    var tree = LayerTree()
    let list = tree.add(Layer(bounds: Rect(x: 0, y: 120, width: 390, height: 844), position: Point(x: 195, y: 422)))
    let cell = tree.add(
      Layer(
        bounds: Rect(x: 0, y: 0, width: 320, height: 240), position: Point(x: 180, y: 520),
        transform: AffineTransform(scaleX: 0.5, y: 0.5)), parent: list)
    let card = tree.add(Layer(bounds: Rect(x: 0, y: 0, width: 160, height: 120), position: Point(x: 100, y: 80)), parent: cell)
    return try tree.convert(tree[card].bounds, from: card, to: nil)
  }

  /// Every model reads the two views where the layer tree puts them, and drives them from there:
  /// at t = 0 the from-view shows the converted card, at the end the to-view shows the header.
  @Test(arguments: ["heroMatch", "containerTransform", "viewTransition", "zoom", "matchedGeometry"])
  func theMatchStartsFromTheConvertedViews(model: String) throws {
    let loaded = try LoadedSpec.read(json: Self.spec(#"{"model": "\#(model)", "from": "card", "to": "header"}"#))
    let t = loaded.transition
    let card = try Self.cardFrame(), header = Rect(x: 0, y: 0, width: 390, height: 300)
    let (from, to) = (try #require(t.view(named: "card")), try #require(t.view(named: "header")))
    let start = t.scene(at: 0), end = t.scene(at: t.duration)
    let driven = model == "zoom" ? to : from
    #expect(Self.near(start[driven].frame, card), "\(model): \(start[driven].frame) against \(card)")
    #expect(Self.near(end[to].frame, header), "\(model): \(end[to].frame)")
    if model == "zoom" { #expect(start[to].cornerRadius == 12 && end[to].cornerRadius == 55) }
  }

  /// Within the spec's conversion rounding of every edge (``Tolerance/specStartGeometry``).
  static func near(_ a: Rect, _ b: Rect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
      abs($0) <= Tolerance.specStartGeometry
    }
  }

  static let bad: [(match: String, extraViews: String, cardSize: String, message: String)] = [
    (#"{"model": "morph", "from": "card", "to": "header"}"#, "", "160, 120", "unknown model \"morph\""),
    (#"{"model": "zoom", "from": "card", "to": "heder"}"#, "", "160, 120", "no view is named \"heder\""),
    (#"{"model": "zoom", "from": "card", "to": "card"}"#, "", "160, 120", "both are \"card\""),
    (#"{"model": "heroMatch", "from": "card", "to": "header", "scrim": "list"}"#, "", "160, 120", "heroMatch has no scrim view"),
    (#"{"model": "heroMatch", "from": "card", "to": "header", "fitMode": "width"}"#, "", "160, 120", "\"fitMode\" is not an option of the model heroMatch"),
    (#"{"model": "containerTransform", "from": "card", "to": "header", "fitMode": "wide"}"#, "", "160, 120", "\"wide\" is not one of auto, width, height"),
    (#"{"model": "containerTransform", "from": "card", "to": "header"}"#, "", "0, 120", "\"card\" has no area (0.0 × 120.0)"),
    (#"{"model": "viewTransition", "from": "card", "to": "header"}"#, "", "160, 0", "\"card\" has no area (160.0 × 0.0)"),
    (#"{"model": "zoom", "from": "tilted", "to": "header"}"#, #", {"name": "tilted", "frame": [0, 0, 200, 200], "transform": "perspective(50px) rotateX(80deg)"}"#, "160, 120", "\"tilted\" is partly at or behind the eye"),
    (#"{"model": "viewTransition", "from": "flat", "to": "header"}"#, #", {"name": "flat", "frame": [0, 0, 100, 100], "transform": {"scale": [0, 1]}}"#, "160, 120", "\"flat\"'s transform cannot be inverted"),
    (#"{"model": "heroMatch", "from": "tilted", "to": "header"}"#, #", {"name": "tilted", "frame": [0, 0, 100, 100], "transform": "rotateX(30deg)"}"#, "160, 120", "Hero animates a 2D transform; \"tilted\" has a 3D one"),
  ]

  /// A match that cannot be built is a SpecError at the match, naming the views and the reason.
  @Test(arguments: bad.indices)
  func aBadMatchNamesItsViews(index: Int) {
    let (match, extra, size, message) = Self.bad[index]
    let error = #expect(throws: SpecError.self) {
      try LoadedSpec.read(json: Self.spec(match, extraViews: extra, cardSize: size))
    }
    #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
    #expect(error?.description.contains("matches[0]") == true, "\(error?.description ?? "no error")")
  }

  /// A spec's match reads back from `spec`'s output exactly (the writer states the model's options
  /// in full and checks the views give the model).
  @Test func aMatchWritesBackToTheSameTransition() throws {
    let text = Self.spec(#"{"model": "containerTransform", "from": "card", "to": "header", "fadeMode": "through", "pathMotion": "arc"}"#)
    let t = try LoadedSpec.read(json: text).transition
    let described = try TransitionSpec(describing: t)
    let again = try described.transition()
    for time in [0, 0.1, 0.25, 0.4, 0.5] {
      #expect(again.scene(at: time).views == t.scene(at: time).views, "t = \(time)")
    }
    #expect(described.matches?.first?.fadeMode == "through" && described.matches?.first?.pathMotion == "arc")
  }
}
