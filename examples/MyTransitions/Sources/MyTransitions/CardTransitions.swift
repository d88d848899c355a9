import Specs
import Transitions

/// An app's own transitions, as a user of TransitionMath writes them: the card push of
/// `examples/my-card-push.yaml` and its pop, read from spec text (a spec file bundled as a
/// resource works the same way) and built once.
public enum CardTransitions {
  /// The card push: the card zooms to the detail screen's header on a SwiftUI-style spring, the
  /// list fades, the avatar flies along Android's ArcMotion.
  public static func push() throws -> Transition {
    try TransitionSpec.read(json: pushJSON).transition()
  }

  /// The card pop, which plays the push's header as its card and its card as its header.
  public static func pop() throws -> Transition {
    try TransitionSpec.read(json: popJSON).transition()
  }

  /// The pop's roles: which of the push's views each of its views plays.
  public static let popRoles = ["header": "card", "card": "header"]

  /// The push as spec text.
  public static let pushJSON = #"""
{
  "specVersion": 2,
  "name": "cardPush",
  "operation": "push",
  "views": [
    {"name": "list", "frame": [0, 0, 390, 844]},
    {"name": "scroll", "bounds": [0, 300, 390, 844], "center": [195, 422]},
    {"name": "card", "parent": "scroll", "frame": [16, 700, 358, 200], "cornerRadius": 14},
    {"name": "avatar", "parent": "scroll", "frame": [32, 716, 56, 56], "cornerRadius": 28},
    {"name": "header", "frame": [0, 0, 390, 420], "hidden": true}
  ],
  "phases": [
    {"name": "zoom", "duration": 0.5, "timing": {"spring": {"duration": 0.5, "bounce": 0.15}}},
    {"name": "fade", "duration": 0.3, "timing": "ease-out"}
  ],
  "tracks": [
    {"view": "card", "phase": "zoom", "property": "frame", "to": {"frameOf": "header"}},
    {"view": "card", "phase": "zoom", "property": "cornerRadius", "to": 0},
    {"view": "avatar", "phase": "zoom", "path": {"arc": {"to": [195, 210], "style": "android"}}},
    {"view": "list", "phase": "fade", "property": "alpha", "to": 0.6}
  ],
  "actions": [
    {"view": "header", "at": 0.5, "hidden": false},
    {"view": "card", "at": 0.5, "hidden": true}
  ],
  "discontinuities": [
    {"view": "header", "property": "isHidden", "at": 0.5, "reason": "the real header replaces the card's snapshot"},
    {"view": "card", "property": "isHidden", "at": 0.5, "reason": "the snapshot is removed when the header shows"}
  ],
  "expect": "pathReversible",
  "interactive": {"scripts": [
    {"name": "peek and cancel", "events": [{"at": 0, "update": 0}, {"at": 0.15, "update": 0.4}, {"at": 0.25, "cancel": "rewind"}]},
    {"name": "swipe through", "events": [{"at": 0, "update": 0.2}, {"at": 0.1, "finish": true}]}
  ]}
}
"""#

  /// The pop as spec text.
  public static let popJSON = #"""
{
  "specVersion": 2,
  "name": "cardPush",
  "operation": "pop",
  "roles": {"header": "card", "card": "header"},
  "views": [
    {"name": "list", "frame": [0, 0, 390, 844], "alpha": 0.6},
    {"name": "scroll", "bounds": [0, 300, 390, 844], "center": [195, 422]},
    {"name": "card", "frame": [0, 0, 390, 420], "hidden": true},
    {"name": "avatar", "bounds": [0, 0, 56, 56], "center": [195, 210], "cornerRadius": 28},
    {"name": "header", "frame": [0, 0, 390, 420]}
  ],
  "phases": [
    {"name": "fade", "duration": 0.3, "timing": "ease-in"},
    {"name": "shrink", "start": 0.3, "duration": 0.5, "timing": "ease-in-out"}
  ],
  "tracks": [
    {"view": "list", "phase": "fade", "property": "alpha", "to": 1},
    {"view": "header", "phase": "shrink", "property": "frame", "to": [16, 400, 358, 200]},
    {"view": "header", "phase": "shrink", "property": "cornerRadius", "to": 14},
    {"view": "avatar", "phase": "shrink", "path": {"arc": {"to": [60, 444], "style": "android"}}}
  ],
  "handoffs": {"start": ["list", "avatar", "header"], "end": ["list", "avatar", "header"]}
}
"""#
}
