import Geometry
import Transitions

/// A discrete change at a moment: `{"view": "snapshot", "at": 0.5, "hidden": true}` (exactly one
/// of `alpha`, `hidden`, `zIndex`, `center`, `size`, `transform`, `cornerRadius`,
/// `shadowOpacity`, `tint`, `zPosition`, `anchorPointZ`, `doubleSided`), in effect from `at` on:
/// what a completion block sets, such as `fromView.transform = .identity`.
public struct ActionSpec: Codable, Hashable, Sendable {
  /// The view's name.
  public var view: String
  /// When, in seconds (for a cancel action: ignored, applied when the cancel completes).
  public var at: Double?
  /// Set the opacity.
  public var alpha: Double?
  /// Hide or show.
  public var hidden: Bool?
  /// Restack.
  public var zIndex: Int?
  /// Set the centre, `[x, y]` in the container's space.
  public var center: Point?
  /// Set the bounds size, `[w, h]` (each ≥ 0).
  public var size: Size?
  /// Set the transform (any notation of a view's `transform`; a 3D one sets `layer.transform`).
  public var transform: TransformSpec?
  /// Set the corner radius (≥ 0).
  public var cornerRadius: Double?
  /// Set the shadow opacity.
  public var shadowOpacity: Double?
  /// Set the tint mix.
  public var tint: Double?
  /// Set `layer.zPosition`.
  public var zPosition: Double?
  /// Set `layer.anchorPointZ`.
  public var anchorPointZ: Double?
  /// Set `layer.isDoubleSided`.
  public var doubleSided: Bool?

  /// An action on `view` (set exactly one of the values before building).
  public init(
    view: String, at: Double?, alpha: Double? = nil, hidden: Bool? = nil, zIndex: Int? = nil, center: Point? = nil,
    size: Size? = nil, transform: TransformSpec? = nil, cornerRadius: Double? = nil, shadowOpacity: Double? = nil,
    tint: Double? = nil,
    zPosition: Double? = nil, anchorPointZ: Double? = nil, doubleSided: Bool? = nil
  ) {
    self.view = view
    self.at = at
    self.alpha = alpha
    self.hidden = hidden
    self.zIndex = zIndex
    self.center = center
    self.size = size
    self.transform = transform
    self.cornerRadius = cornerRadius
    self.shadowOpacity = shadowOpacity
    self.tint = tint
    self.zPosition = zPosition
    self.anchorPointZ = anchorPointZ
    self.doubleSided = doubleSided
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case view, at, alpha, hidden, zIndex, center, size, transform, cornerRadius, shadowOpacity, tint, zPosition,
      anchorPointZ, doubleSided
  }

  /// The keys that set a value, as the error for none or several lists them.
  static let valueKeys =
    """
    alpha, hidden, zIndex, center, size, transform, cornerRadius, shadowOpacity, tint, zPosition, anchorPointZ, \
    doubleSided
    """
}

/// A jump made on purpose: `{"view": "plus", "property": "center", "at": 0.5, "reason": "…"}`.
public struct DiscontinuitySpec: Codable, Hashable, Sendable {
  /// The view's name.
  public var view: String
  /// The property that jumps (center, size, transform, alpha, cornerRadius, shadowOpacity, mask,
  /// tint, isHidden, zIndex, zPosition, anchorPointZ, doubleSided).
  public var property: Track.Property
  /// When, in seconds.
  public var at: Double
  /// Why (a reason is required: a jump nobody can explain is a bug).
  public var reason: String

  /// A designed jump of `property` of `view` at `at` seconds, for `reason`.
  public init(view: String, property: Track.Property, at: Double, reason: String) {
    (self.view, self.property, self.at, self.reason) = (view, property, at, reason)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case view, property, at, reason
  }
}
