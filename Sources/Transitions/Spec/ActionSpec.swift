import Geometry

/// A discrete change at a moment: `{"view": "snapshot", "at": 0.5, "hidden": true}` (exactly one
/// of `alpha`, `hidden`, `zIndex`, `center`, `size`, `transform`, `cornerRadius`,
/// `shadowOpacity`, `tint`), in effect from `at` on: what a completion block sets, such as
/// `fromView.transform = .identity`.
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
  /// Set the transform (a matrix or parts, as a view's `transform`).
  public var transform: TransformSpec?
  /// Set the corner radius (≥ 0).
  public var cornerRadius: Double?
  /// Set the shadow opacity.
  public var shadowOpacity: Double?
  /// Set the tint mix.
  public var tint: Double?

  /// An action on `view` (set exactly one of the values before building).
  public init(
    view: String, at: Double?, alpha: Double? = nil, hidden: Bool? = nil, zIndex: Int? = nil, center: Point? = nil,
    size: Size? = nil, transform: TransformSpec? = nil, cornerRadius: Double? = nil, shadowOpacity: Double? = nil, tint: Double? = nil
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
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case view, at, alpha, hidden, zIndex, center, size, transform, cornerRadius, shadowOpacity, tint
  }

  /// The keys that set a value, as the error for none or several lists them.
  static let valueKeys = "alpha, hidden, zIndex, center, size, transform, cornerRadius, shadowOpacity, tint"
}

/// A jump made on purpose: `{"view": "plus", "property": "center", "at": 0.5, "reason": "…"}`.
public struct DiscontinuitySpec: Codable, Hashable, Sendable {
  /// The view's name.
  public var view: String
  /// The property that jumps (center, size, transform, alpha, cornerRadius, shadowOpacity, mask,
  /// tint, isHidden, zIndex).
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

/// How the interactive transition completes and which event scripts `check` replays.
public struct InteractiveSpec: Codable, Hashable, Sendable {
  /// The completion curve (default ease-in-ease-out, `UIPercentDrivenInteractiveTransition`'s).
  public var completionCurve: String?
  /// > 0: completions run D/completionSpeed for the whole distance (default 1).
  public var completionSpeed: Double?
  /// Scripts of events to replay and check.
  public var scripts: [ScriptSpec]?

  /// The interactive section from its parts (nil: the default).
  public init(completionCurve: String? = nil, completionSpeed: Double? = nil, scripts: [ScriptSpec]? = nil) {
    (self.completionCurve, self.completionSpeed, self.scripts) = (completionCurve, completionSpeed, scripts)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case completionCurve, completionSpeed, scripts
  }
}

/// One interactive session: events at times, ending in `finish` or `cancel`.
public struct ScriptSpec: Codable, Hashable, Sendable {
  /// A name for reports (default `script <index>`).
  public var name: String?
  /// This script's completion curve, overriding the interactive section's (a release that
  /// completes with another curve, as a gesture's velocity may choose).
  public var completionCurve: String?
  /// This script's completion speed (> 0), overriding the interactive section's.
  public var completionSpeed: Double?
  /// The events, in time order. `begin` is implied at the first event's time.
  public var events: [EventSpec]

  /// A script of `events` (in time order, ending in a finish or a cancel), with its own
  /// completion curve and speed when given.
  public init(name: String? = nil, completionCurve: String? = nil, completionSpeed: Double? = nil, events: [EventSpec]) {
    (self.name, self.completionCurve, self.completionSpeed, self.events) = (name, completionCurve, completionSpeed, events)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case name, completionCurve, completionSpeed, events
  }
}

/// One event: `{"at": 0.2, "update": 0.4}`, `{"at": 0.5, "finish": true}`,
/// `{"at": 0.5, "cancel": "rewind"}` or `{"at": 0.5, "cancel": "restart"}`, `{"at": 0.3,
/// "pause": true}` (exactly one of them).
public struct EventSpec: Codable, Hashable, Sendable {
  /// Wall time in seconds.
  public var at: Double
  /// Interactive progress in [0, 1].
  public var update: Double?
  /// Complete to the end.
  public var finish: Bool?
  /// Cancel back to the start: `rewind` (the driver's exact rewind along the completion
  /// curve, <doc:InteractiveTransitionsAndTheExactRewind>) or `restart` (a new animation
  /// from the current values straight back to
  /// the start values over p·D/completionSpeed, with the transition's primary curve, else the
  /// completion curve, as Hero and many libraries do).
  public var cancel: CancelStyle?
  /// Freeze the transition's time.
  public var pause: Bool?

  /// An event at `at` seconds: give exactly one of `update`, `finish`, `cancel`, `pause`.
  public init(at: Double, update: Double? = nil, finish: Bool? = nil, cancel: CancelStyle? = nil, pause: Bool? = nil) {
    (self.at, self.update, self.finish, self.cancel, self.pause) = (at, update, finish, cancel, pause)
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case at, update, finish, cancel, pause
  }
}

/// How a cancel returns to the start.
public enum CancelStyle: String, Codable, Hashable, Sendable, CaseIterable {
  /// Retrace the forward motion backwards along the completion curve (exact rewind).
  case rewind
  /// Animate each property's current value straight back to its start value.
  case restart
}

/// How reversible a pair is, from strongest to weakest.
public enum ReversalVerdict: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
  /// reverse(t) with roles swapped equals forward(D − t).
  case timeReversible
  /// The reverse retraces the forward's paths, at other times: its end states hand off and each
  /// of its states lies on the forward motion's path (the direction follows from the handoffs; it
  /// is not checked frame by frame).
  case pathReversible
  /// Only the end states hand off (reverse starts where forward ends and ends where it began).
  case endStatesOnly
  /// Not even the end states hand off.
  case notReversible

  /// Stronger verdicts are smaller.
  public static func < (lhs: ReversalVerdict, rhs: ReversalVerdict) -> Bool { lhs.rank < rhs.rank }

  /// 0 for the strongest.
  var rank: Int {
    switch self {
    case .timeReversible: 0
    case .pathReversible: 1
    case .endStatesOnly: 2
    case .notReversible: 3
    }
  }
}
