import Curves
import Geometry

extension Catalogue {
  /// The views of the two-phase push, in stacking order of the seed's container.
  public enum TwoPhaseView: Int, TransitionViews {
    /// The list screen (the push's from-view), hidden while the snapshots animate.
    case fromView
    /// The pushed screen (the push's to-view), hidden until the end of the push.
    case toView
    /// The card: the list cell's snapshot that becomes the header.
    case card
    /// The avatar, which follows a quadratic path in phase 2.
    case avatar
    /// The background image along the card's bottom.
    case backgroundImage
    /// The play icon.
    case play
    /// The cancel icon.
    case cancel
    /// The like icon.
    case like
    /// The title label, scaled to 0.8 in phase 1 and back in phase 2.
    case title
    /// The album label, beside the avatar after phase 1.
    case album
    /// The year label, beside the avatar after phase 1.
    case year
    /// The plus icon, which follows a quadratic path in phase 2.
    case plus
  }

  /// The two-phase push's fixtures (project choice, in the 390 × 844 container): the list cell's
  /// subviews (`from`, converted to container space as the seed does) and the pushed screen's
  /// (`to`). Every value is a documented fixture, not a measurement.
  public struct TwoPhaseFixtures: Sendable {
    /// The list cell's subviews' frames in container space (points) at the start of the push. The two
    /// screens are not listed (they fill the container); every other view must be: the builder traps
    /// on a missing one.
    public var from: [TwoPhaseView: Rect] = [
      .card: Rect(x: 16, y: 300, width: 358, height: 240), .title: Rect(x: 32, y: 470, width: 220, height: 34),
      .album: Rect(x: 98, y: 318, width: 160, height: 20), .year: Rect(x: 98, y: 340, width: 80, height: 18),
      .avatar: Rect(x: 32, y: 314, width: 56, height: 56), .plus: Rect(x: 322, y: 318, width: 36, height: 36),
      .backgroundImage: Rect(x: 36, y: 380, width: 318, height: 80), .play: Rect(x: 173, y: 486, width: 44, height: 44),
      .cancel: Rect(x: 103, y: 493, width: 30, height: 30), .like: Rect(x: 257, y: 493, width: 30, height: 30),
    ]
    /// The pushed screen's frames for the same ten subviews in container space (points); every one
    /// must be listed.
    public var to: [TwoPhaseView: Rect] = [
      .card: Rect(x: 0, y: 0, width: 390, height: 420), .title: Rect(x: 24, y: 440, width: 342, height: 40),
      .album: Rect(x: 95, y: 240, width: 200, height: 24), .year: Rect(x: 145, y: 266, width: 100, height: 20),
      .avatar: Rect(x: 145, y: 110, width: 100, height: 100), .plus: Rect(x: 235, y: 180, width: 36, height: 36),
      .backgroundImage: Rect(x: 0, y: 300, width: 390, height: 110), .play: Rect(x: 165, y: 700, width: 60, height: 60),
      .cancel: Rect(x: 70, y: 712, width: 36, height: 36), .like: Rect(x: 284, y: 712, width: 36, height: 36),
    ]
    /// The card's corner radius at the start, 14 pt; phase 2 animates it to 0.
    public var cardCornerRadius = 14.0

    /// The start frame of `view` (a fixture missing a frame the builder needs is a caller's
    /// mistake: a precondition with its name, never a silent default).
    public func start(_ view: TwoPhaseView) -> Rect {
      guard let frame = from[view] else { preconditionFailure("TwoPhaseFixtures.from has no frame for \(view)") }
      return frame
    }

    /// The final frame of `view` (a precondition as ``start(_:)``).
    public func end(_ view: TwoPhaseView) -> Rect {
      guard let frame = to[view] else { preconditionFailure("TwoPhaseFixtures.to has no frame for \(view)") }
      return frame
    }

    /// The documented fixtures.
    public init() {}
  }

  /// #4 **Two-phase push/pop with quad curves** (seed 002).
  ///
  /// Phase 1 (0 – 0.5 s): UIKit's spring with duration 0.5 s and damping ratio 0.8
  /// (`UIViewPropertyAnimator(duration:dampingRatio:)`, mapped by
  /// `Spring(uikitDuration:dampingRatio:initialVelocity:mass:)`),
  /// setting each view exactly as the seed's first animator does: the card inset by 5% on each
  /// side (its y moves by 5% of its *minY*, as the seed writes it) and 10% shorter; the title scaled
  /// to 0.8 and moved down 15 pt; avatar and plus icon shrunk 20% and placed at the card's corners
  /// with the seed's offsets; album and year labels beside the avatar (the seed's `sizeToFit` is
  /// not modelled: sizes kept); background image, play, cancel and like icons shrunk 20% along the
  /// card's bottom.
  ///
  /// Phase 2 (0.5 – 0.8 s): ease-out, as the seed's second animator: the card to the full
  /// container width at the target header frame, corner radius → 0; labels and icons to their
  /// target frames. The avatar and the plus icon follow quadratic curves at constant speed
  /// (paced keyframes): avatar from its centre to (W/2, target.midY), control
  /// (target.midX/2, target.midY/2); plus from its frame's (maxX, maxY) to (W/2 + 20,
  /// target.maxY − 10), control (target.maxX + 30, target.maxY/4); their sizes interpolate to the
  /// target sizes. The seed puts ease-out on the group and on each child: the group's curve warps
  /// the children's time, then each child's applies (a track's `childCurve`).
  ///
  /// At the end the snapshots are removed and the pushed screen shows.
  ///
  /// Designed discontinuities: the plus icon's path starts at its frame's corner while the view
  /// is positioned by its centre (t = 0.5); the snapshots vanish and the to-view appears (t = D).
  /// The spring's snap at 0.5 s is reported. Pop (project choice: the seed only says "reverse,
  /// with a changed curve"): the phases in reverse order, each time-reversed, the quad curves
  /// traversed backwards.
  public static func twoPhase(
    _ operation: TransitionOperation, context: TransitionContext = .standard,
    fixtures: TwoPhaseFixtures = TwoPhaseFixtures()
  ) -> Transition {
    let push = twoPhasePush(context: context, fixtures: fixtures)
    guard operation == .pop else { return push.transition }
    return twoPhasePop(push, context: context)
  }

  struct TwoPhaseDescription {
    var transition: Transition
    var phase1End: [TwoPhaseView: Rect]
  }

  static func twoPhasePush(context: TransitionContext, fixtures f: TwoPhaseFixtures) -> TwoPhaseDescription {
    typealias V = TwoPhaseView
    let W = context.width
    let phases = [
      TransitionPhase(start: 0, duration: 0.5, curve: uikitSpringCurve(duration: 0.5, dampingRatio: 0.8)),
      TransitionPhase(start: 0.5, duration: 0.3, curve: .timing(.easeOut)),
    ]
    // Phase 1 targets, computed as the seed's first animator computes them.
    var p1: [V: Rect] = [:]
    let cell = f.start(.card)
    let card = Rect(
      x: cell.minX + cell.width * 5 / 100, y: cell.minY + cell.minY * 5 / 100,
      width: cell.width - cell.width * 10 / 100, height: cell.height - cell.height * 10 / 100)
    p1[.card] = card
    func shrunk(_ r: Rect) -> Size { Size(width: r.width - r.width * 20 / 100, height: r.height - r.height * 20 / 100) }
    let plus = f.start(.plus), avatar = f.start(.avatar)
    p1[.plus] = Rect(
      origin: Point(x: card.maxX - plus.width * 20 / 100 - 40, y: card.minY + plus.height * 20 / 100 + 10),
      size: shrunk(plus))
    let avatar1 = Rect(
      origin: Point(x: card.minX - avatar.width * 20 / 100 + 30, y: card.minY + avatar.height * 20 / 100 + 10),
      size: shrunk(avatar))
    p1[.avatar] = avatar1
    p1[.album] = Rect(origin: Point(x: avatar1.maxX + 15, y: avatar1.minY + 3), size: f.start(.album).size)
    p1[.year] = Rect(origin: Point(x: avatar1.maxX + 15, y: avatar1.minY + 23), size: f.start(.year).size)
    let bg = f.start(.backgroundImage), bgSize = shrunk(bg)
    p1[.backgroundImage] = Rect(
      origin: Point(x: card.midX - bgSize.width / 2, y: card.maxY - bgSize.height), size: bgSize)
    let play = f.start(.play), mid = play.width - play.width * 20 / 100
    p1[.play] = Rect(
      x: card.midX - mid / 2, y: card.maxY - play.height - 10, width: play.width - play.width * 20 / 100,
      height: play.width - play.width * 20 / 100)
    let cancel = f.start(.cancel), like = f.start(.like)
    p1[.cancel] = Rect(
      origin: Point(x: card.midX - mid / 2 - cancel.width - 30, y: card.maxY - cancel.height * 2), size: shrunk(cancel))
    p1[.like] = Rect(
      origin: Point(x: card.midX + mid / 2 + like.width * 20 / 100 + 30, y: card.maxY - like.height * 2),
      size: shrunk(like))
    func phase1(_ view: V) -> Rect {
      guard let frame = p1[view] else { preconditionFailure("the two-phase push has no phase-1 frame for \(view)") }
      return frame
    }
    let title = f.start(.title)
    // The seed scales the title by 0.8 and sets its frame 15 pt lower: bounds kept, centre +15.
    let titleCenter1 = Point(x: title.midX, y: title.midY + 15)

    var views = V.allCases.map { _ in ViewState(frame: context.container) }
    for v in V.allCases {
      views[v.rawValue] = ViewState(frame: f.from[v] ?? context.container, zIndex: v.rawValue)
    }
    views[V.card.rawValue].cornerRadius = f.cardCornerRadius
    views[V.fromView.rawValue].isHidden = true  // the seed hides both screens and animates snapshots
    views[V.toView.rawValue].isHidden = true
    var tracks: [Track] = []
    // Phase 1.
    for v in [V.card, .plus, .avatar, .album, .year, .backgroundImage, .play, .cancel, .like] {
      tracks += Track.frame(v, from: f.start(v), to: phase1(v), phase: 0)
    }
    tracks.append(Track(view: V.title, .transform(.identity, AffineTransform(scaleX: 0.8, y: 0.8)), phase: 0))
    tracks.append(Track(view: V.title, .center(Point(x: title.midX, y: title.midY), titleCenter1), phase: 0))
    // Phase 2.
    let header = f.end(.card)
    tracks += Track.frame(
      V.card, from: card, to: Rect(x: header.minX, y: header.minY, width: W, height: header.height), phase: 1)
    tracks.append(Track(view: V.card, .cornerRadius(f.cardCornerRadius, 0), phase: 1))
    tracks.append(Track(view: V.title, .transform(AffineTransform(scaleX: 0.8, y: 0.8), .identity), phase: 1))
    tracks += Track.frame(
      V.title,
      from: Rect(
        x: titleCenter1.x - title.width / 2, y: titleCenter1.y - title.height / 2, width: title.width,
        height: title.height), to: f.end(.title), phase: 1)
    for v in [V.album, .year, .cancel, .play, .like, .backgroundImage] {
      tracks += Track.frame(v, from: phase1(v), to: f.end(v), phase: 1)
    }
    let avatarTarget = f.end(.avatar), plusTarget = f.end(.plus)
    let plus1 = phase1(.plus)
    let avatarPath = pacedPath([
      .move(to: Point(x: avatar1.midX, y: avatar1.midY)),
      .quad(
        control: Point(x: avatarTarget.midX / 2, y: avatarTarget.midY / 2), to: Point(x: W / 2, y: avatarTarget.midY)),
    ])
    tracks.append(Track(view: V.avatar, .path(avatarPath, reversed: false), phase: 1, childCurve: .easeOut))
    tracks.append(Track(view: V.avatar, .size(avatar1.size, avatarTarget.size), phase: 1, childCurve: .easeOut))
    let plusPath = pacedPath([
      .move(to: Point(x: plus1.maxX, y: plus1.maxY)),
      .quad(
        control: Point(x: plusTarget.maxX + 30, y: plusTarget.maxY / 4),
        to: Point(x: W / 2 + 20, y: plusTarget.maxY - 10)),
    ])
    tracks.append(Track(view: V.plus, .path(plusPath, reversed: false), phase: 1, childCurve: .easeOut))
    tracks.append(Track(view: V.plus, .size(plus1.size, plusTarget.size), phase: 1, childCurve: .easeOut))
    // The end: snapshots removed, the pushed screen shown.
    let end = 0.8
    var actions = [TransitionAction(view: V.toView, at: end, .hidden(false))]
    for v in V.allCases where v != .toView && v != .fromView {
      actions.append(TransitionAction(view: v, at: end, .hidden(true)))
    }
    let discontinuities =
      [
        DesignedDiscontinuity(
          view: V.plus, property: .center, time: 0.5,
          reason:
            """
            the seed's quad path starts at the icon frame's corner (maxX, maxY) while the view is positioned by its \
            centre
            """
        )
      ]
      + V.allCases.filter { $0 != .fromView }.map {
        DesignedDiscontinuity(
          view: $0, property: .isHidden, time: end,
          reason: "at completion the snapshots are removed and the pushed screen is shown")
      }
    let transition = Transition(
      kind: .twoPhase, operation: .push, duration: end, views: V.self, initialViews: views,
      phases: phases, tracks: tracks, actions: actions, discontinuities: discontinuities,
      endpointViews: [V.fromView, V.toView])
    return TwoPhaseDescription(transition: transition, phase1End: p1)
  }

  /// The pop: the push's phases in reverse order, each time-reversed, every track retraced from
  /// its end value to its start value; snapshots shown from the start, the list shown at the end.
  static func twoPhasePop(_ push: TwoPhaseDescription, context: TransitionContext) -> Transition {
    typealias V = TwoPhaseView
    let forward = push.transition
    let D = forward.duration
    let phases = forward.phases.map { p in
      TransitionPhase(start: D - p.end, duration: p.duration, curve: p.curve, reversed: !p.isReversed)
    }
    let tracks = forward.tracks.map { t in
      var r = t
      r.value = t.value.reversed
      return r
    }
    // Start from the push's final geometry with the snapshots visible and both screens hidden.
    var views = forward.scene(at: D).views
    for v in V.allCases { views[v.rawValue].isHidden = v == .fromView || v == .toView }
    // Pop's own roles: its from-view is the pushed screen, its to-view the list. The table keeps
    // the push's names; the list (push's from) is shown at the end.
    var actions = [TransitionAction(view: V.fromView, at: D, .hidden(false))]
    for v in V.allCases where v != .toView && v != .fromView {
      actions.append(TransitionAction(view: v, at: D, .hidden(true)))
    }
    let discontinuities =
      [
        DesignedDiscontinuity(
          view: V.plus, property: .center, time: D - 0.5,
          reason:
            "retracing the seed's quad path ends at the icon frame's corner; phase 1 then positions it by its centre")
      ]
      + V.allCases.filter { $0 != .toView }.map {
        DesignedDiscontinuity(
          view: $0, property: .isHidden, time: D,
          reason: "at completion the snapshots are removed and the list is shown")
      }
    return Transition(
      kind: .twoPhase, operation: .pop, duration: D, views: V.self, initialViews: views,
      phases: phases, tracks: tracks, actions: actions, discontinuities: discontinuities,
      endpointViews: [V.fromView, V.toView])
  }
}
