import Foundation
import Geometry
import Testing
import Transitions

/// The Transitions article "Shared elements": every figure it prints in bold is recomputed here
/// from the models, and must appear in the article as written (a changed model, or an article
/// edited without its numbers, fails).
@Suite struct SharedElementsArticleTests {
  static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/Transitions/Documentation.docc/SharedElements.md")

  static func f(_ format: String, _ values: Double...) -> String { String(format: format, arguments: values) }

  static func figures() throws -> [(String, String)] {
    let card = Rect(x: 16, y: 300, width: 358, height: 240), header = Rect(x: 0, y: 0, width: 390, height: 300)
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let hero = HeroMatch(
      from: try .init(position: Point(x: card.midX, y: card.midY), size: card.size),
      to: try .init(position: Point(x: header.midX, y: header.midY), size: header.size))
    let material = try ContainerTransform(start: card, end: screen, fitMode: .width)
    let fit = material.fit(at: 0.5), layout = material.layout(at: 0.5)
    let scrim = SharedElementTrack.scrimColorAlpha * Double(material.scrimAlpha(at: 0.5)) / 255
    let web = try ViewTransitionGroup(
      old: .init(frame: Rect(x: 20, y: 30, width: 100, height: 50)),
      new: .init(frame: Rect(x: 200, y: 150, width: 300, height: 120)))
    let p = web.progress(atTime: 0.0625), group = web.capture(at: p)
    let swiftUI = try MatchedGeometry(from: card, to: screen)
    let zoom = try ZoomTransition(source: card, sourceCornerRadius: 12, destination: screen, destinationCornerRadius: 55)
    let clip = zoom.frame(at: 0.25)
    return [
      ("**0.3207 s**", f("**%.4f s**", hero.defaultDuration)),
      ("**374**", f("**%.0f**", Double(fit.startSize.width))),
      ("**374 × 809.3744**", f("**%.0f × %.4f**", Double(fit.endSize.width), Double(fit.endSize.height))),
      ("**374 × 250.7263**", f("**%.0f × %.4f**", Double(fit.startSize.width), Double(fit.startSize.height))),
      ("530.0503 tall", f("%.4f tall", layout.maskBounds.height)),
      ("**0.16015**", f("**%.5f**", scrim)),
      ("**0.408511**", f("**%.6f**", p)),
      ("**(93.5319, 79.0213)**", f("**(%.4f, %.4f)**", group.transform.m41, group.transform.m42)),
      ("181.7021 × 78.5957", f("%.4f × %.4f", group.size.width, group.size.height)),
      ("**0.9864**", f("**%.4f**", swiftUI.progress(atTime: 0.55))),
      ("**(12, 225) 366 × 391**", f("**(%.0f, %.0f) %.0f × %.0f**", clip.minX, clip.minY, clip.width, clip.height)),
      ("**22.75**", f("**%.2f**", zoom.cornerRadius(at: 0.25))),
      ("**0.0375**", f("**%.4f**", zoom.dimmingAlpha(at: 0.25))),
    ]
  }

  /// The storyboards the article shows are the catalogue's, as the tool draws them now
  /// (`scripts/update-examples` writes them).
  @Test(arguments: [("heroMatch", "present"), ("containerTransform", "push"), ("viewTransition", "push"), ("zoom", "push")])
  func theStoryboardsAreTheCatalogues(name: String, operation: String) throws {
    let url = Self.article.deletingLastPathComponent().appendingPathComponent("Resources/\(name)-\(operation).svg")
    let svg = try BenchTool.run(["trace", name, "--operation", operation, "--format", "svg"])
    #expect(svg.status == 0)
    #expect(try String(contentsOf: url, encoding: .utf8) == svg.stdout, "run scripts/update-examples")
    #expect(try String(contentsOf: Self.article, encoding: .utf8).contains("(\(name)-\(operation).svg)"))
  }

  @Test func everyFigureIsTheModels() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    for (printed, computed) in try Self.figures() {
      #expect(computed == printed, "the model gives \(computed)")
      #expect(text.contains(printed), "the article does not print \(printed)")
    }
  }
}
