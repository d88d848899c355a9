/// The transitions this project reproduces (<doc:TheCataloguesNumbers> gives every number and its
/// source), each a builder with its defaults. ``all(context:)`` lists every transition × operation.
public enum Catalogue {
  /// Every catalogue transition under every operation it supports, in the standard context.
  public static func all(context: TransitionContext = .standard) -> [Transition] {
    [
      slide(.push, context: context), slide(.pop, context: context), slide(.tabLeft, context: context),
      slide(.tabRight, context: context), slide(.present, context: context), slide(.dismiss, context: context),
      overlay(.present, context: context), overlay(.dismiss, context: context),
      diagonal(.present, context: context), diagonal(.dismiss, context: context),
      twoPhase(.push, context: context), twoPhase(.pop, context: context),
      bottomSpring(.push, context: context), bottomSpring(.pop, context: context),
      photoZoom(.present, context: context), photoZoom(.dismiss, context: context),
      maskReveal(.present, context: context), maskReveal(.dismiss, context: context),
      customContainer(.tabRight, context: context), customContainer(.tabLeft, context: context),
      collection(cells: 12, context: context),
      flip(.present, context: context), flip(.dismiss, context: context),
      cube(.tabRight, context: context), cube(.tabLeft, context: context),
      pageTurn(.push, context: context), pageTurn(.pop, context: context),
      collection3D(cells: 12, context: context),
      heroMatch(.present, context: context), heroMatch(.dismiss, context: context),
      containerTransform(.push, context: context), containerTransform(.pop, context: context),
      containerTransform(.present, context: context), containerTransform(.dismiss, context: context),
      viewTransition(.push, context: context), viewTransition(.pop, context: context),
      zoom(.push, context: context), zoom(.pop, context: context),
    ]
  }
}
