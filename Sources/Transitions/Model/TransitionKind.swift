/// Which transition this is: the catalogue's seventeen kinds as static members, and any name a user's
/// own transition gives itself. A typed identity (compared, hashed and printed by its raw
/// value), so code never tests a transition's name as a bare string.
///
/// ```swift
/// Catalogue.slide(.push).kind == .slide          // true
/// let mine = TransitionKind(rawValue: "cardFlip") // a user's own transition
/// ```
public struct TransitionKind: RawRepresentable, Hashable, Sendable, Codable {
  /// The name in lower camel case (`slide`, `twoPhase`, …), as the CLI and traces spell it.
  public let rawValue: String

  /// A kind named `rawValue` (any non-empty name; the catalogue's are the static members).
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// #1 Slide (seed 000): push/pop, tab left/right, present/dismiss.
  public static let slide = TransitionKind(rawValue: "slide")
  /// #2 Overlay modal (seed 000).
  public static let overlay = TransitionKind(rawValue: "overlay")
  /// #3 Diagonal present/dismiss (seed 001).
  public static let diagonal = TransitionKind(rawValue: "diagonal")
  /// #4 Two-phase push/pop with quad curves (seed 002).
  public static let twoPhase = TransitionKind(rawValue: "twoPhase")
  /// #5 Bottom spring push/pop (seed 003).
  public static let bottomSpring = TransitionKind(rawValue: "bottomSpring")
  /// #6 Photo zoom present/dismiss (seed 003).
  public static let photoZoom = TransitionKind(rawValue: "photoZoom")
  /// #7 Circular mask reveal (seed 004).
  public static let maskReveal = TransitionKind(rawValue: "maskReveal")
  /// #8 Custom container driven through media timing (seed 000).
  public static let customContainer = TransitionKind(rawValue: "customContainer")
  /// #9 Collection layout transition, 1 to 100,000 cells (seed 000).
  public static let collection = TransitionKind(rawValue: "collection")
  /// #10 3D flip, `UIModalTransitionStyle.flipHorizontal` (Apple's documentation; the seed demos).
  public static let flip = TransitionKind(rawValue: "flip")
  /// #11 3D cube tab switch (the seed demos' cube between tabs).
  public static let cube = TransitionKind(rawValue: "cube")
  /// #12 3D page turn push/pop (the seed demos' page turn, rigid).
  public static let pageTurn = TransitionKind(rawValue: "pageTurn")
  /// #13 3D collection layout transition: the collection's cells tipping up (the 3D scale case).
  public static let collection3D = TransitionKind(rawValue: "collection3D")

  /// #14 Hero's matched card (HeroTransitions/Hero).
  public static let heroMatch = TransitionKind(rawValue: "heroMatch")
  /// #15 Material's container transform (material-components-android), both fit modes.
  public static let containerTransform = TransitionKind(rawValue: "containerTransform")
  /// #16 A CSS View Transition between two layouts of a page (Chromium).
  public static let viewTransition = TransitionKind(rawValue: "viewTransition")
  /// #17 iOS 18's zoom navigation transition (SwiftUI's `.zoom`, UIKit's `.zoom`).
  public static let zoom = TransitionKind(rawValue: "zoom")

  /// The catalogue's kinds, in the catalogue's order.
  public static let catalogue: [TransitionKind] = [
    .slide, .overlay, .diagonal, .twoPhase, .bottomSpring, .photoZoom, .maskReveal, .customContainer, .collection,
    .flip, .cube, .pageTurn, .collection3D, .heroMatch, .containerTransform, .viewTransition, .zoom,
  ]
}

extension TransitionKind: CustomStringConvertible {
  /// The raw value.
  public var description: String { rawValue }
}
