import Curves
import Geometry

/// One view of a matched pair, driven by a shared-element model at the track's progress: the
/// track value (``Track/Value/sharedElement(_:)``) through which the catalogue's shared-element
/// transitions and a spec's `matches` animate their views.
///
/// The track's progress q is the phase's eased progress (the phase carries the model's timing:
/// Hero's `.standard` curve, Material's fast-out-slow-in, `ease` for a View Transition, a spring
/// for SwiftUI's); the model reads it as its own progress p.
public struct SharedElementTrack: Sendable {
  /// The model and its two ends.
  public enum Model: Sendable {
    /// Hero's matched pair: both snapshots travel from the from-view's geometry to the to-view's
    /// (position along the arc when `arcIntensity` is set), fading as `fade` says.
    case hero(HeroMatch, fade: HeroMatch.Fade, arcIntensity: Double?)
    /// Material's container transform.
    case containerTransform(ContainerTransform)
    /// A View Transition's paired group.
    case viewTransition(ViewTransitionGroup)
    /// iOS 18's zoom.
    case zoom(ZoomTransition)
    /// SwiftUI's matched geometry, with SwiftUI's default `.opacity` transition on both views
    /// (the removed one fades out, the inserted one in).
    case matchedGeometry(MatchedGeometry)

    /// The model's name, as spec files and `eval` spell it.
    public var name: String {
      switch self {
      case .hero: "heroMatch"
      case .containerTransform: "containerTransform"
      case .viewTransition: "viewTransition"
      case .zoom: "zoom"
      case .matchedGeometry: "matchedGeometry"
      }
    }

    /// The roles a view can play in this model.
    public var roles: [Role] {
      switch self {
      case .hero, .matchedGeometry: [.from, .to]
      case .containerTransform: [.from, .to, .container, .scrim]
      case .viewTransition: [.from, .to, .group]
      case .zoom: [.to, .dimming]
      }
    }
  }

  /// Which view of the model a track drives.
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// The view of the screen being left (Hero's from-snapshot, Material's start view, the View
    /// Transition's old image, SwiftUI's removed view).
    case from
    /// The view of the arriving screen (Hero's to-snapshot, Material's end view, the new image,
    /// the inserted view, the zoomed view).
    case to
    /// Material's container: the masked bounds both views are clipped to.
    case container
    /// Material's scrim over the screen behind (black at 0x52, by the scrim's paint alpha).
    case scrim
    /// The View Transition's `::view-transition-group`.
    case group
    /// The zoom's dimming over the covered screen.
    case dimming
  }

  /// The model.
  public let model: Model
  /// The view's role in it.
  public let role: Role
  /// Whether the track runs the model backwards (progress 1 − q): the reverse of a track.
  public private(set) var isReversed: Bool
  /// The two views the match joins (its from- and to-view), so that a spec can state the match
  /// again; nil when the builder did not say.
  public var matchedViews: (from: ViewID, to: ViewID)?
  /// Material's arc, measured once (nil otherwise).
  let arc: PacedSampler?
  /// A View Transition's two transforms, decomposed once (nil otherwise).
  let transforms: PreparedTransformInterpolation?

  /// A track of the view playing `role` in `model`.
  ///
  /// - Throws: ``SharedElementError/roleNotInModel(_:model:)`` when the model has no such role.
  public init(
    _ model: Model, role: Role, reversed: Bool = false, matchedViews: (from: ViewID, to: ViewID)? = nil
  ) throws(SharedElementError) {
    guard model.roles.contains(role) else { throw .roleNotInModel(role.rawValue, model: model.name) }
    (self.model, self.role, isReversed, self.matchedViews) = (model, role, reversed, matchedViews)
    if case .containerTransform(let transform) = model { arc = transform.arcSampler } else { arc = nil }
    if case .viewTransition(let group) = model { transforms = group.transformInterpolation } else { transforms = nil }
  }

  /// The same track run backwards.
  public var reversed: SharedElementTrack {
    var copy = self
    copy.isReversed.toggle()
    return copy
  }

  /// The properties the track writes.
  public var properties: [Track.Property] {
    switch (model, role) {
    case (.hero, _): [.center, .size, .transform, .alpha]
    case (.containerTransform, .container): [.center, .size, .transform, .zPosition]
    case (.containerTransform, .scrim), (.zoom, .dimming): [.alpha]
    case (.containerTransform, _), (.matchedGeometry, _): [.center, .size, .transform, .zPosition, .alpha]
    case (.viewTransition, .group): [.center, .size, .transform, .zPosition]
    case (.viewTransition, _): [.center, .size, .transform, .zPosition, .alpha]
    case (.zoom, _): [.center, .size, .transform, .zPosition, .cornerRadius]
    }
  }

  /// How far the view moves between the model's ends: the larger of its centre's travel and its
  /// size's change (the reversal check's allowance for a snap scales with it).
  public var extent: Double {
    var (a, b) = (ViewState(frame: .zero), ViewState(frame: .zero))
    apply(progress: 0, to: &a)
    apply(progress: 1, to: &b)
    return max(
      a.center.distance(to: b.center), abs(a.size.width - b.size.width), abs(a.size.height - b.size.height))
  }

  /// The scrim colour's own alpha, 0x52 / 255 (`scrimColor = 0x52000000`).
  public static let scrimColorAlpha = Double(0x52) / 255

  /// Writes the role's state at track progress `q` into `state`.
  public func apply(progress q: Double, to state: inout ViewState) {
    let p = isReversed ? 1 - q : q
    switch model {
    case .hero(let match, let fade, let intensity):
      let (a, b) = (match.from, match.to)
      state.center = intensity.map { match.arcPoint(p, intensity: $0) } ?? (a.position + p * (b.position - a.position))
      state.size = a.size.interpolated(to: b.size, fraction: p)
      state.transform = Track.transform(a.transform, b.transform, p)
      state.alpha = Self.heroAlpha(fade, role, p)
    case .containerTransform(let transform):
      let f = Float(p)
      if role == .scrim {
        state.alpha = Self.scrimColorAlpha * Double(transform.scrimAlpha(at: f)) / 255
        return
      }
      let layout = transform.layout(at: f, along: arc)
      let alphas = transform.alphas(at: f)
      switch role {
      case .container: Self.place(&state, layout.maskBounds)
      case .from: Self.place(&state, layout.startBounds); state.alpha = Double(alphas.start) / 255
      default: Self.place(&state, layout.endBounds); state.alpha = Double(alphas.end) / 255
      }
    case .viewTransition(let group):
      let capture = transforms.map { group.capture(at: p, along: $0) } ?? group.capture(at: p)
      let layer: ViewState
      switch role {
      case .group: layer = ViewTransitionGroup.groupState(of: capture)
      case .from: layer = group.imageState(.old, in: capture, at: p)
      default: layer = group.imageState(.new, in: capture, at: p)
      }
      (state.center, state.size, state.transform3D, state.zPosition) =
        (layer.center, layer.size, layer.transform3D, layer.zPosition)
      if role != .group { state.alpha = layer.alpha }
    case .zoom(let zoom):
      if role == .dimming {
        state.alpha = zoom.dimmingAlpha(at: p)
      } else {
        Self.place(&state, zoom.frame(at: p))
        state.cornerRadius = zoom.cornerRadius(at: p)
      }
    case .matchedGeometry(let geometry):
      Self.place(&state, geometry.sharedFrame(at: p))
      state.alpha = role == .from ? 1 - p : p
    }
  }

  /// A frame-based model's view: the frame in the container, untransformed (the model places a
  /// snapshot by its frame, whatever transform the view had in its own hierarchy).
  static func place(_ state: inout ViewState, _ frame: Rect) {
    state.setFrame(frame)
    state.transform3D = .identity
    state.zPosition = 0
  }

  static func heroAlpha(_ fade: HeroMatch.Fade, _ role: Role, _ p: Double) -> Double {
    switch (fade, role) {
    case (.crossFade, .from), (.fromViewFadesOut, .from): 1 - p
    case (.crossFade, _), (.toViewFadesIn, .to): p
    default: 1
    }
  }
}
