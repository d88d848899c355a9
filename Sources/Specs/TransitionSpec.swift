import Geometry
import Transitions

/// A transition described in a file (JSON or YAML, spec version 2): what a user writes to check,
/// trace and pin their own transition with no Swift. ``transition()`` builds the
/// `Transition` it describes; `transition-bench check`, `trace`, `golden` and `compare` take
/// such files. The format is documented in the Specs DocC article "Your own transitions"
/// and by `schemas/transition.schema.json`.
///
/// Every field states what the user means; everything omitted has UIKit's or Core Animation's
/// default (<doc:YourOwnTransitions>): alpha 1, no mask, identity transform, not hidden, z-order the
/// order of `views`, phases starting at 0 (no delay), timing ease-in-ease-out (`UIView`'s
/// default curve), a track starting from the view's declared value. Unknown keys are errors.
///
/// ```json
/// {"specVersion": 2, "name": "cardPush", "operation": "push",
///  "views": [{"name": "from", "frame": [0, 0, 390, 844]}, {"name": "to", "frame": [390, 0, 390, 844]}],
///  "phases": [{"duration": 0.5, "timing": "easeInEaseOut"}],
///  "tracks": [{"view": "to", "property": "center", "to": [195, 422]},
///             {"view": "from", "property": "center", "to": [-195, 422]}]}
/// ```
public struct TransitionSpec: Codable, Hashable, Sendable {
  /// The format version: 2 (a view's `center` is UIKit's and its transform keeps its
  /// translation); this code also reads 1 when no view's transform has a translation, the one
  /// place where the two differ.
  public var specVersion: Int
  /// The transition's name (its `TransitionKind`).
  public var name: String
  /// The operation (push, pop, tabLeft, tabRight, present, dismiss, custom).
  public var operation: TransitionOperation
  /// The total duration in seconds (default: the end of the last phase), at most
  /// ``longestDuration``.
  public var duration: Double?

  /// The longest transition a spec may describe, 600 s, and the longest interactive completion
  /// (duration / completionSpeed). Every check samples the transition frame by frame (and GSL
  /// integrates each spring phase over its whole duration), so a duration of 1e9 s would run for
  /// hours; ten minutes is far beyond any UI transition and checks in seconds.
  public static let longestDuration = 600.0
  /// The container's size in points (default 390 × 844, an iPhone in portrait).
  public var container: Size?
  /// The container layer's `sublayerTransform`, about its centre (any transform notation; CSS
  /// percentages of the container's size): where a 3D transition puts its perspective, such as
  /// `"perspective(1000px)"` (default none).
  public var sublayerTransform: TransformSpec?
  /// The views, in stacking order unless they state a `zIndex`.
  public var views: [ViewSpec]
  /// The phases on the timeline.
  public var phases: [PhaseSpec]
  /// What each phase animates.
  public var tracks: [TrackSpec]?
  /// Shared elements: views of the two screens matched and morphed by a model (``MatchSpec``).
  public var matches: [MatchSpec]?
  /// Discrete changes at moments (removing a snapshot, restoring an alpha).
  public var actions: [ActionSpec]?
  /// Changes applied when an interactive transition is cancelled and back at its start.
  public var cancelActions: [ActionSpec]?
  /// Jumps made on purpose, excluded from the continuity check by name.
  public var discontinuities: [DiscontinuitySpec]?
  /// The views that exist before and after the transition, which the end-state checks compare
  /// (default: every view).
  public var endpoints: [String]?
  /// When this spec is the reverse of another: which of the other's views each of this spec's
  /// views plays (`{"from": "to", "to": "from"}` for a pop written with UIKit's names); views
  /// not listed play the view of the same name.
  public var roles: [String: String]?
  /// When this spec is a reverse: the views that must start where the forward left them and the
  /// ones that must end where the forward found them (default: `endpoints`, at both ends).
  public var handoffs: HandoffSpec?
  /// The reverse operation, inline (or given to `check --reverse FILE`).
  public var reverse: TransitionSpec? {
    get { reverseStorage?.value }
    set { reverseStorage = newValue.map(Box.init) }
  }
  /// ``reverse``, held indirectly (a struct cannot contain itself).
  var reverseStorage: Box<TransitionSpec>?
  /// Interactive use: the completion curve and speed, and scripts of events to check.
  public var interactive: InteractiveSpec?
  /// The verdict this pair must reach at least: `check` exits 1 when it is weaker.
  public var expect: ReversalVerdict?

  /// A spec from its parts (every optional part may be nil: its default applies).
  public init(
    specVersion: Int = TransitionSpec.version, name: String, operation: TransitionOperation, duration: Double? = nil,
    container: Size? = nil,
    views: [ViewSpec], phases: [PhaseSpec], tracks: [TrackSpec]? = nil, matches: [MatchSpec]? = nil,
    actions: [ActionSpec]? = nil,
    cancelActions: [ActionSpec]? = nil,
    discontinuities: [DiscontinuitySpec]? = nil, endpoints: [String]? = nil, roles: [String: String]? = nil,
    handoffs: HandoffSpec? = nil,
    reverse: TransitionSpec? = nil, interactive: InteractiveSpec? = nil, expect: ReversalVerdict? = nil,
    sublayerTransform: TransformSpec? = nil
  ) {
    self.specVersion = specVersion
    self.name = name
    self.operation = operation
    self.duration = duration
    self.container = container
    self.views = views
    self.phases = phases
    self.tracks = tracks
    self.matches = matches
    self.actions = actions
    self.cancelActions = cancelActions
    self.discontinuities = discontinuities
    self.endpoints = endpoints
    self.roles = roles
    self.handoffs = handoffs
    self.reverseStorage = reverse.map(Box.init)
    self.interactive = interactive
    self.expect = expect
    self.sublayerTransform = sublayerTransform
  }

  /// The spec version this code writes.
  public static let version = 2
  /// The spec versions this code reads: 1, when no view's start transform has a translation
  /// (version 1 folded it into the centre), and 2.
  public static let readableVersions = 1...2
  /// The default container, 390 × 844 points.
  public static let defaultContainer = Size(width: 390, height: 844)

  enum CodingKeys: String, CodingKey, CaseIterable {
    case specVersion, name, operation, duration, container, sublayerTransform, views, phases, tracks, matches, actions,
      cancelActions, discontinuities,
      endpoints, roles, handoffs
    case reverseStorage = "reverse"
    case interactive, expect
  }
}

/// A value held indirectly, so that a spec can contain its reverse spec (``TransitionSpec/reverse``
/// reads and writes through it).
final class Box<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
  /// The value.
  let value: Value

  /// A box around `value`.
  init(_ value: Value) { self.value = value }

  /// Decodes the value itself (no wrapper in the file).
  required init(from decoder: any Decoder) throws { value = try Value(from: decoder) }
  /// Encodes the value itself.
  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
  /// Equal values.
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
  /// The value's hash.
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The views of a reverse compared at its start and at its end.
public struct HandoffSpec: Codable, Hashable, Sendable {
  /// The views that must start where the forward left them.
  public var start: [String]?
  /// The views that must end where the forward found them.
  public var end: [String]?

  /// Handoffs at the start and at the end (nil: the endpoints).
  public init(start: [String]?, end: [String]?) {
    self.start = start
    self.end = end
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case start, end
  }
}
