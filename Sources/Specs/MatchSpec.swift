import Geometry
import Transitions

/// A shared element: a view of the screen being left matched to a view of the arriving one, morphed
/// by a named model (<doc:YourOwnTransitions>, "Shared elements").
///
/// Each view is declared in `views` with its own parent chain (its screen's hierarchy: scroll
/// offsets as bounds origins, transforms, 3D), and is converted into the container's space as
/// every view is; the match reads the two views' converted start geometry (and their opacity and
/// corner radius where the model uses them), and drives the views with the model over one phase:
///
/// ```json
/// {"model": "containerTransform", "from": "card", "to": "detail", "container": "morph",
///  "scrim": "scrim", "fitMode": "width"}
/// ```
///
/// Models and the views they drive (`from`, `to`, and the role keys):
/// - `heroMatch` (Hero's `heroID`): both views travel from `from`'s geometry to `to`'s (centre
///   along Hero's arc when `arc` gives an intensity), fading by Hero's rule (`fade`, or decided from
///   the views' alpha and `order`: `toViewsOnTop`, the default, or `fromViewsOnTop`).
/// - `containerTransform` (Material): `from` is the start view, `to` the end view, optional
///   `container` and `scrim` views; `fadeMode` (in, out, cross, through), `fitMode` (auto, width,
///   height), `direction` (auto, enter, return), `pathMotion` (linear, arc).
/// - `viewTransition` (CSS View Transitions): `from` is the old image, `to` the new one, optional
///   `group`; the captures are the two views' layers (size, transform, position).
/// - `zoom` (iOS 18): `to` zooms out of `from`'s frame, its corner radius from `from`'s to its own;
///   optional `dimming` view; `dimmingAlpha` (default 0.15). `from` is only read.
/// - `matchedGeometry` (SwiftUI): both views take the shared frame; `from` fades out, `to` in.
public struct MatchSpec: Codable, Hashable, Sendable {
  /// The model: `heroMatch`, `containerTransform`, `viewTransition`, `zoom` or `matchedGeometry`.
  public var model: String
  /// The view of the screen being left.
  public var from: String
  /// The view of the arriving screen.
  public var to: String
  /// The phase that drives the morph (default 0).
  public var phase: PhaseReference?
  /// Run the model backwards (the dismissal of a presentation built the other way).
  public var reversed: Bool?
  /// Material's container view.
  public var container: String?
  /// Material's scrim view.
  public var scrim: String?
  /// The View Transition's group view.
  public var group: String?
  /// The zoom's dimming view.
  public var dimming: String?
  /// Hero: `crossFade`, `toViewFadesIn` or `fromViewFadesOut` (default: Hero's rule).
  public var fade: String?
  /// Hero: which snapshots are on top when Hero's rule decides the fade.
  public var order: String?
  /// Hero: the arc's intensity (default none: a straight line).
  public var arc: Double?
  /// Material: `in`, `out`, `cross`, `through` (default `in`).
  public var fadeMode: String?
  /// Material: `auto`, `width`, `height` (default `auto`).
  public var fitMode: String?
  /// Material: `auto`, `enter`, `return` (default `auto`).
  public var direction: String?
  /// Material: `linear` or `arc` (default `linear`).
  public var pathMotion: String?
  /// The zoom: the dimming's alpha at the end (default 0.15).
  public var dimmingAlpha: Double?

  /// A match of `from` to `to` by `model` (every optional part may be nil).
  public init(
    model: String, from: String, to: String, phase: PhaseReference? = nil, reversed: Bool? = nil,
    container: String? = nil, scrim: String? = nil, group: String? = nil, dimming: String? = nil,
    fade: String? = nil, order: String? = nil, arc: Double? = nil, fadeMode: String? = nil, fitMode: String? = nil,
    direction: String? = nil, pathMotion: String? = nil, dimmingAlpha: Double? = nil
  ) {
    (self.model, self.from, self.to, self.phase, self.reversed) = (model, from, to, phase, reversed)
    (self.container, self.scrim, self.group, self.dimming) = (container, scrim, group, dimming)
    (self.fade, self.order, self.arc) = (fade, order, arc)
    (self.fadeMode, self.fitMode, self.direction, self.pathMotion) = (fadeMode, fitMode, direction, pathMotion)
    self.dimmingAlpha = dimmingAlpha
  }

  /// The model names a spec may give.
  public static let models = ["heroMatch", "containerTransform", "viewTransition", "zoom", "matchedGeometry"]

  enum CodingKeys: String, CodingKey, CaseIterable {
    case model, from, to, phase, reversed, container, scrim, group, dimming, fade, order, arc, fadeMode, fitMode,
      direction, pathMotion, dimmingAlpha
  }
}
