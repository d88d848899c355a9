import Curves
import Geometry

extension Catalogue {
  /// The tracks of one matched pair: one per (role, view), each naming the pair's two views.
  ///
  /// - Precondition: the model has every role given (the builders' own tables).
  static func matchTracks(
    _ model: SharedElementTrack.Model, pair: (from: ViewID, to: ViewID), roles: [(SharedElementTrack.Role, ViewID)],
    phase: Int = 0, reversed: Bool = false
  ) -> [Track] {
    roles.map { role, view in
      do {
        let track = try SharedElementTrack(model, role: role, reversed: reversed, matchedViews: pair)
        return Track(view: view, .sharedElement(track), phase: phase)
      } catch {
        preconditionFailure("a catalogue match names its model's roles: \(error)")
      }
    }
  }

  /// A catalogue model's construction, whose fixtures are valid by design.
  static func built<Model>(_ what: String, _ make: () throws -> Model) -> Model {
    do { return try make() } catch { preconditionFailure("the catalogue's \(what) is valid: \(error)") }
  }

  /// #14 **Hero match** present/dismiss (HeroTransitions/Hero at d7a72e1, ``HeroMatch``): the
  /// list's card (``SharedElementFixtures``) matched to the detail screen's header image by a
  /// `heroID`. Both snapshots fly from the from-view's geometry to the to-view's on Hero's
  /// `.standard` curve, cubic-bezier(0.4, 0, 0.2, 1), for Hero's default duration 0.208 +
  /// clamp(D, 0, 500)/3000 s (D = 338 pt here: 270 pt of move and √(32² + 60²) = 68 of size, so
  /// 0.3207 s); the views are opaque, so only the snapshot on top fades: presenting, the to-view's
  /// in over the card (Hero puts the to-views on top); dismissing, the from-view's out (the
  /// from-views on top, Hero's `.auto` order for a dismissal). The detail screen fades in on
  /// present and out on dismiss (project choice; Hero's `.fade`, its default for a modal).
  public static func heroMatch(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    fixtures: SharedElementFixtures = SharedElementFixtures()
  ) -> Transition {
    typealias V = HeroMatchView
    let isPresent = operation != .dismiss
    let (a, b) = fixtures.cardAndHeader(forward: isPresent)
    let match = built("Hero match") {
      HeroMatch(
        from: try HeroMatch.Side(position: Point(x: a.midX, y: a.midY), size: a.size),
        to: try HeroMatch.Side(position: Point(x: b.midX, y: b.midY), size: b.size))
    }
    let fade = match.fade(order: isPresent ? .toViewsOnTop : .fromViewsOnTop)
    let duration = match.defaultDuration
    let phase = TransitionPhase(start: 0, duration: duration, curve: .timing(.standard))
    let views = [
      ViewState(frame: context.container, zIndex: 0),
      ViewState(frame: context.container, zIndex: 1, alpha: isPresent ? 0 : 1),
      ViewState(frame: a, zIndex: isPresent ? 2 : 3), ViewState(frame: b, zIndex: isPresent ? 3 : 2),
    ]
    let pair = (V.fromSnapshot.id, V.toSnapshot.id)
    return Transition(
      kind: .heroMatch, operation: isPresent ? .present : .dismiss, duration: duration, views: V.self,
      initialViews: views, phases: [phase],
      tracks: matchTracks(
        .hero(match, fade: fade, arcIntensity: nil), pair: pair, roles: [(.from, pair.0), (.to, pair.1)])
        + [Track(view: V.detail, isPresent ? .alpha(0, 1) : .alpha(1, 0), phase: 0)])
  }

  /// #15 **Container transform** (material-components-android at ac7e18e,
  /// ``ContainerTransform``): push/pop match the list's wide card with the detail screen fitting
  /// the width, present/dismiss the tall story card fitting the height (``SharedElementFixtures``;
  /// Material's automatic fit picks the same for these shapes). Fade mode `in` (the default: the
  /// end view fades in over the start entering; returning, it is `out`), linear path, the default
  /// thresholds by direction, the scrim (black at 0x52 by the paint alpha). Timing as the
  /// Material 3 theme sets it: the emphasized easing, 500 ms entering (`motionDurationLong2`),
  /// 400 ms returning (`motionDurationMedium4`).
  public static func containerTransform(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    fixtures: SharedElementFixtures = SharedElementFixtures()
  ) -> Transition {
    typealias V = ContainerTransformView
    let wide = operation == .push || operation == .pop
    let entering = operation == .push || operation == .present
    let small = fixtures.frame(of: wide ? fixtures.card : fixtures.storyCard)
    let (start, end) = entering ? (small, context.container) : (context.container, small)
    let transform = built("container transform") {
      try ContainerTransform(start: start, end: end, fitMode: wide ? .width : .height)
    }
    let duration = entering ? 0.5 : 0.4
    let phase = TransitionPhase(
      start: 0, duration: duration, curve: .easing(.path(MaterialMotionTokens.emphasized)))
    let endOnTop = transform.alphas(at: 0).endOnTop
    let views = [
      ViewState(frame: context.container, zIndex: 0), ViewState(frame: context.container, zIndex: 1, alpha: 0),
      ViewState(frame: start, zIndex: 2), ViewState(frame: start, zIndex: endOnTop ? 3 : 4),
      ViewState(frame: end, zIndex: endOnTop ? 4 : 3),
    ]
    let pair = (V.startView.id, V.endView.id)
    return Transition(
      kind: .containerTransform, operation: operation, duration: duration, views: V.self, initialViews: views,
      phases: [phase],
      tracks: matchTracks(
        .containerTransform(transform), pair: pair,
        roles: [(.from, pair.0), (.to, pair.1), (.container, V.morph.id), (.scrim, V.scrim.id)]))
  }

  /// #16 **View Transition** push/pop (CSS View Transitions as Chromium builds them,
  /// ``ViewTransitionGroup``): a page whose card (``SharedElementFixtures``) becomes the next
  /// page's header image, `view-transition-name: card`. The root cross-fades (its two images,
  /// the whole viewport, opacities 1 − p and p); the card's group moves and resizes from the old
  /// capture to the new, its old image fading out and the new one in, each as wide as the group
  /// with its own aspect's height; 0.25 s on `ease`, the user agent's defaults.
  public static func viewTransition(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    fixtures: SharedElementFixtures = SharedElementFixtures()
  ) -> Transition {
    typealias V = ViewTransitionView
    let isPush = operation != .pop
    let (a, b) = fixtures.cardAndHeader(forward: isPush)
    let (page, group) = built("View Transition") {
      (
        try ViewTransitionGroup(old: .init(frame: context.container), new: .init(frame: context.container)),
        try ViewTransitionGroup(old: .init(frame: a), new: .init(frame: b))
      )
    }
    let phase = TransitionPhase(start: 0, duration: ViewTransitionGroup.defaultDuration, curve: .timing(.default))
    let views = [
      ViewState(frame: context.container, zIndex: 0), ViewState(frame: context.container, zIndex: 1),
      ViewState(frame: a, zIndex: 2), ViewState(frame: b, zIndex: 3),
    ]
    let pages = (V.oldPage.id, V.newPage.id), cards = (V.oldCard.id, V.newCard.id)
    return Transition(
      kind: .viewTransition, operation: isPush ? .push : .pop, duration: ViewTransitionGroup.defaultDuration,
      views: V.self, initialViews: views, phases: [phase],
      tracks: matchTracks(.viewTransition(page), pair: pages, roles: [(.from, pages.0), (.to, pages.1)])
        + matchTracks(.viewTransition(group), pair: cards, roles: [(.from, cards.0), (.to, cards.1)]))
  }

  /// #17 **Zoom** push/pop (iOS 18's zoom navigation transition, ``ZoomTransition``): the detail
  /// screen grows out of the list's card (``SharedElementFixtures``), its clip from the card's
  /// 12 pt corners to the screen's 55, the list dimmed to 15 % black; the card hides while the
  /// detail is shown. Apple publishes no timing: the spring is swift_transitions' fit of iOS 26
  /// (ω 19 rad/s, critically damped, ``ZoomTransition/observedPushSpring``), both ways (project
  /// choice for the pop), lasting until it is within 1e-3 of its end.
  public static func zoom(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    fixtures: SharedElementFixtures = SharedElementFixtures()
  ) -> Transition {
    typealias V = ZoomView
    let isPush = operation != .pop
    let card = fixtures.frame(of: fixtures.card)
    let zoom = built("zoom") {
      try ZoomTransition(
        source: card, sourceCornerRadius: fixtures.cardCornerRadius, destination: context.container,
        destinationCornerRadius: fixtures.screenCornerRadius)
    }
    let spring = zoom.animation
    let duration = built("zoom's settling time") { try spring.settlingDuration(epsilon: 1e-3) }
    let phase = TransitionPhase(start: 0, duration: duration, curve: .spring(spring))
    var views = [
      ViewState(frame: context.container, zIndex: 0), ViewState(frame: context.container, zIndex: 1, alpha: 0),
      ViewState(frame: card, zIndex: 2, cornerRadius: fixtures.cardCornerRadius),
      ViewState(frame: context.container, zIndex: 3, cornerRadius: fixtures.screenCornerRadius),
    ]
    views[V.source.rawValue].isHidden = !isPush
    let pair = (V.source.id, V.zoomed.id)
    let tracks = matchTracks(
      .zoom(zoom), pair: pair, roles: [(.to, V.zoomed.id), (.dimming, V.dimming.id)], reversed: !isPush)
    let reveal = isPush ? 0 : duration
    return Transition(
      kind: .zoom, operation: isPush ? .push : .pop, duration: duration, views: V.self, initialViews: views,
      phases: [phase], tracks: tracks,
      actions: [TransitionAction(view: V.source, at: reveal, .hidden(isPush))],
      discontinuities: [
        DesignedDiscontinuity(
          view: V.source, property: .isHidden, time: reveal,
          reason: isPush ? "the source hides as the zoom starts" : "the source shows again where the zoom landed")
      ])
  }
}
