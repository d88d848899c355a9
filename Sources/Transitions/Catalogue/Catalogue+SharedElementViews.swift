import Geometry

extension Catalogue {
  /// The shared-element transitions' fixtures (project choice): a list scrolled by 120 pt holding
  /// a 358 × 240 card at (16, 420) of its content and a 120 × 300 story card at (20, 320), and a
  /// detail screen whose header image is (0, 0, 390, 300). The cards' frames in the container are
  /// computed with Geometry's `convert`, as `convert(_:to:)` gives a transition its views.
  public struct SharedElementFixtures: Sendable {
    /// The list (bounds origin y = 120: scrolled by 120 pt) and its two cards.
    public var tree: LayerTree
    /// The wide card in ``tree``.
    public var card: LayerID
    /// The tall story card in ``tree``.
    public var storyCard: LayerID
    /// The detail screen's header image, in the container: (0, 0, 390, 300).
    public var headerImage = Rect(x: 0, y: 0, width: 390, height: 300)
    /// The thumbnail's corner radius (a `clipShape(RoundedRectangle(cornerRadius: 12))`).
    public var cardCornerRadius = 12.0
    /// The screen's corner radius, which the zoom ends on: 55 pt, an iPhone 15's display (the
    /// table of kylebshr/ScreenCorners and swift_transitions; UIKit reads it only privately).
    public var screenCornerRadius = 55.0

    /// The documented fixtures.
    public init() {
      var tree = LayerTree()
      let list = tree.add(Layer(bounds: Rect(x: 0, y: 120, width: 390, height: 844), position: Point(x: 195, y: 422)))
      card = tree.add(
        Layer(bounds: Rect(x: 0, y: 0, width: 358, height: 240), position: Point(x: 16 + 179, y: 420 + 120)),
        parent: list)
      storyCard = tree.add(
        Layer(bounds: Rect(x: 0, y: 0, width: 120, height: 300), position: Point(x: 20 + 60, y: 320 + 150)),
        parent: list)
      self.tree = tree
    }

    /// A card's frame in the container: (16, 300, 358, 240) for the card, (20, 200, 120, 300) for
    /// the story card.
    ///
    /// Converting up to the root applies transforms and never inverts one, so it cannot fail;
    /// a failure would be a defect of the tree model, and stops the program with its reason.
    public func frame(of layer: LayerID) -> Rect {
      do {
        return try tree.convert(tree[layer].bounds, from: layer, to: nil)
      } catch {
        preconditionFailure("converting a card up to the container failed: \(error)")
      }
    }

    /// The two ends of the card ↔ header match: the card's frame then the header image's going to
    /// the detail (`forward`), the other way round coming back.
    public func cardAndHeader(forward: Bool) -> (from: Rect, to: Rect) {
      let card = frame(of: self.card)
      return forward ? (card, headerImage) : (headerImage, card)
    }
  }

  /// The views of Hero's matched card: the two screens and the two snapshots Hero flies.
  public enum HeroMatchView: Int, TransitionViews {
    /// The list (the presenting screen).
    case list
    /// The detail screen, which fades.
    case detail
    /// The from-view's snapshot (the list's card presenting, the detail's image dismissing).
    case fromSnapshot
    /// The to-view's snapshot.
    case toSnapshot
  }

  /// The views of Material's container transform: the screen behind, the scrim, the container
  /// and the two views drawn in it.
  public enum ContainerTransformView: Int, TransitionViews {
    /// The grid behind.
    case grid
    /// The scrim over the grid.
    case scrim
    /// The container (Material's name): the masked bounds the two views are clipped to, morphing
    /// from the start's to the end's.
    case morph
    /// The start view (the card entering, the detail returning), fitted.
    case startView
    /// The end view, fitted.
    case endView
  }

  /// The views of the View Transition: the root's two images (the page) and the card's two.
  public enum ViewTransitionView: Int, TransitionViews {
    /// `::view-transition-old(root)`: the old page.
    case oldPage
    /// `::view-transition-new(root)`: the new page.
    case newPage
    /// `::view-transition-old(card)`.
    case oldCard
    /// `::view-transition-new(card)`.
    case newCard
  }

  /// The views of the zoom: the covered screen, its dimming, the source cell and the zoomed view.
  public enum ZoomView: Int, TransitionViews {
    /// The list, covered.
    case list
    /// The dimming over the list.
    case dimming
    /// The source cell, hidden while the zoomed view is shown.
    case source
    /// The zoomed (pushed) view.
    case zoomed
  }
}
