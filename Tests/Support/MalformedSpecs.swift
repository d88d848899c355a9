import Foundation

/// Malformed transition specs, one mistake each, shared by the library's and the command line's
/// tests: (what is wrong, the text, the JSON path the error must name, a fragment of its message).
public enum MalformedSpecs {
  /// A valid spec with one key per line, so that positions are easy to state.
  public static let base = """
    {
      "specVersion": 1,
      "name": "card",
      "operation": "push",
      "views": [
        {"name": "list", "frame": [0, 0, 390, 844]},
        {"name": "card", "frame": [16, 300, 358, 240], "cornerRadius": 14, "mask": {"center": [195, 420], "radius": 100}},
        {"name": "header", "frame": [0, 0, 390, 420]}
      ],
      "phases": [
        {"name": "squeeze", "duration": 0.5, "timing": {"spring": {"uikitDuration": 0.5, "dampingRatio": 0.8}}},
        {"name": "expand", "start": 0.5, "duration": 0.3, "timing": "easeOut"}
      ],
      "tracks": [
        {"view": "card", "phase": "squeeze", "property": "transform", "to": {"scale": 0.95}},
        {"view": "card", "phase": "expand", "property": "transform", "to": [1, 0, 0, 1, 0, 0]},
        {"view": "card", "phase": "expand", "property": "frame", "from": [16, 300, 358, 240], "to": {"frameOf": "header"}},
        {"view": "card", "phase": 1, "property": "cornerRadius", "to": 0},
        {"view": "list", "phase": 1, "path": {"quad": {"control": [0, 0], "to": [100, 100]}}}
      ],
      "actions": [{"view": "header", "at": 0.8, "hidden": false}],
      "discontinuities": [{"view": "list", "property": "center", "at": 0.5, "reason": "the path starts away from the centre"}]
    }
    """

  /// Each malformed spec: (what is wrong, the text, the path named, a fragment of the message).
  public static let cases: [(String, String, String, String)] = {
    func edit(_ old: String, _ new: String) -> String {
      precondition(base.contains(old), "the base spec has no \(old)")
      return base.replacingOccurrences(of: old, with: new)
    }
    return [
      ("not JSON", edit("\"push\",", "\"push\""), "$", "not JSON"),
      ("version", edit("\"specVersion\": 1", "\"specVersion\": 3"), "specVersion", "this tool reads 1 and 2"),
      ("version 1 with a translated transform",
       edit("{\"name\": \"header\", \"frame\": [0, 0, 390, 420]}", "{\"name\": \"header\", \"frame\": [0, 0, 390, 420], \"transform\": {\"translate\": [390, 0]}}"),
       "views[2].transform", "\"specVersion\": 2"),
      ("unknown track property",
       edit("\"property\": \"transform\", \"to\": {\"scale\": 0.95}", "\"property\": \"frame.x\", \"to\": {\"scale\": 0.95}"),
       "tracks[0].property", "\"frame.x\" is not allowed here; allowed: center, size, frame, transform, alpha"),
      ("unknown top-level key", edit("\"name\": \"card\",", "\"name\": \"card\", \"duraton\": 1,"), "duraton", "unknown key"),
      ("empty name", edit("\"name\": \"card\",", "\"name\": \"\","), "name", "needs a name"),
      ("operation", edit("\"push\"", "\"shove\""), "operation", "shove"),
      ("container size", edit("\"operation\": \"push\",", "\"operation\": \"push\", \"container\": [390, 0],"), "container[1]", "> 0"),
      ("container shape", edit("\"operation\": \"push\",", "\"operation\": \"push\", \"container\": [390],"), "container", "expected a size [width, height], got 1 number"),
      ("an unknown key beside the views", edit(#""views": ["#, #""views": [], "x": ["#), "x", "unknown key"),
      ("no views", base.replacingOccurrences(of: #""views": \[[\s\S]*?\n  \],"#, with: #""views": [],"#, options: .regularExpression), "views", "at least one view"),
      ("duplicate view", edit(#"{"name": "header""#, #"{"name": "list""#), "views[2].name", "used twice"),
      ("view without geometry", edit(#", "frame": [0, 0, 390, 420]"#, ""), "views[2]", "\"frame\", or as \"bounds\" and \"center\""),
      ("frame and bounds", edit(#""frame": [0, 0, 390, 420]"#, #""frame": [0, 0, 390, 420], "bounds": [0, 0, 1, 1]"#), "views[2]", "not both"),
      ("frame too long", edit("[0, 0, 390, 420]", "[0, 0, 390, 420, 5]"), "views[2].frame", "expected a rect [x, y, width, height], \"null\" or \"infinite\", got 5 numbers"),
      ("misspelt view key", edit(#""cornerRadius": 14"#, #""cornerRadious": 14"#), "views[1].cornerRadious", "allowed:"),
      ("negative corner radius", edit(#""cornerRadius": 14"#, #""cornerRadius": -1"#), "views[1].cornerRadius", "≥ 0"),
      ("unknown parent", edit(#"{"name": "header","#, #"{"name": "header", "parent": "nav","#), "views[2].parent", "no view is named \"nav\""),
      ("parent cycle", edit(#"{"name": "header","#, #"{"name": "header", "parent": "header","#), "views[2].parent", "cycle"),
      ("negative mask radius", edit(#""radius": 100"#, #""radius": -5"#), "views[1].mask.radius", "≥ 0"),
      ("non-finite alpha", edit(#"{"name": "list","#, #"{"name": "list", "alpha": "nan","#), "views[0].alpha", "not a finite number"),
      ("an unknown key beside the phases", edit(#""phases": ["#, #""phases": [], "y": ["#), "y", "unknown key"),
      ("no phases", base.replacingOccurrences(of: #""phases": \[[\s\S]*?\n  \],"#, with: #""phases": [],"#, options: .regularExpression), "phases", "at least one phase"),
      ("a phase longer than 600 s", edit(#""duration": 0.3"#, #""duration": 1e9"#), "phases[1].duration", "at most 600"),
      ("a transition longer than 600 s", edit("\"operation\": \"push\",", "\"operation\": \"push\", \"duration\": 700,"), "duration", "at most 600"),
      ("a completion longer than 600 s", edit(#""reason": "the path starts away from the centre"}]"#, #""reason": "the path starts away from the centre"}], "interactive": {"completionSpeed": 1e-9}"#), "interactive.completionSpeed", "at most 600"),
      ("zero duration", edit(#""duration": 0.3"#, #""duration": 0"#), "phases[1].duration", "> 0"),
      ("negative start", edit(#""start": 0.5"#, #""start": -0.5"#), "phases[1].start", "≥ 0"),
      ("duplicate phase name", edit(#""name": "expand""#, #""name": "squeeze""#), "phases[1].name", "used twice"),
      ("bad curve name", edit(#""timing": "easeOut""#, #""timing": "easeOuty""#), "phases[1].timing", "easeOuty"),
      ("bad cubic", edit(#""timing": "easeOut""#, #""timing": "cubic-bezier(1.5, 0, 0.5, 1)""#), "phases[1].timing", "[0, 1]"),
      ("two spring sets", edit(#""uikitDuration": 0.5, "dampingRatio": 0.8"#, #""uikitDuration": 0.5, "dampingRatio": 0.8, "stiffness": 100"#), "phases[0].timing.spring", "exactly one parameter set"),
      ("spring missing", edit(#""uikitDuration": 0.5, "dampingRatio": 0.8"#, #""uikitDuration": 0.5"#), "phases[0].timing.spring.dampingRatio", "needs dampingRatio"),
      ("spring out of range", edit(#""dampingRatio": 0.8"#, #""dampingRatio": -0.8"#), "phases[0].timing.spring", "dampingRatio"),
      ("timing object", edit(#"{"spring": {"#, #"{"sprung": {"#), "phases[0].timing.sprung", "unknown key \"sprung\"; allowed: spring, keyframes"),
      ("keyframes", edit(#""timing": "easeOut""#, #""timing": {"keyframes": {"values": [0, 1], "keyTimes": [0, 0.5, 1]}}"#), "phases[1].timing.keyframes", "key"),
      ("duration before the last phase", edit(#""operation": "push","#, #""operation": "push", "duration": 0.6,"#), "duration", "ends before the last phase"),
      ("track view", edit(#"{"view": "card", "phase": 1, "property": "cornerRadius""#, #"{"view": "kard", "phase": 1, "property": "cornerRadius""#), "tracks[3].view", "no view is named \"kard\""),
      ("phase index", edit(#""phase": 1, "property": "cornerRadius""#, #""phase": 7, "property": "cornerRadius""#), "tracks[3].phase", "phase 7 does not exist"),
      ("phase name", edit(#""phase": "expand", "property": "transform""#, #""phase": "grow", "property": "transform""#), "tracks[1].phase", "no phase is named \"grow\""),
      ("property", edit(#""property": "cornerRadius""#, #""property": "radius""#), "tracks[3].property", "radius"),
      ("missing to", edit(#""property": "cornerRadius", "to": 0"#, #""property": "cornerRadius""#), "tracks[3].to", "end value"),
      ("value shape", edit(#""property": "cornerRadius", "to": 0"#, #""property": "cornerRadius", "to": [0]"#), "tracks[3].to", "expected a number"),
      ("point shape", edit(#""control": [0, 0]"#, #""control": [0, 0, 0]"#), "tracks[4].path.quad.control", "expected a point [x, y], got 3 numbers"),
      ("frameOf unknown", edit(#"{"frameOf": "header"}"#, #"{"frameOf": "footer"}"#), "tracks[2].to.frameOf", "no view is named \"footer\""),
      ("negative size", edit(#""from": [16, 300, 358, 240]"#, #""from": [16, 300, -358, 240]"#), "tracks[2].from", "≥ 0"),
      ("path with property", edit(#""path": {"quad""#, #""property": "size", "path": {"quad""#), "tracks[4].property", "a path moves the centre"),
      ("two path kinds", edit(#"{"quad": {"control": [0, 0], "to": [100, 100]}}"#, #"{"quad": {"control": [0, 0], "to": [100, 100]}, "cubic": {}}"#), "tracks[4].path", "exactly one of"),
      ("quad with control1", edit(#""control": [0, 0]"#, #""control1": [0, 0]"#), "tracks[4].path.quad", "one control point"),
      ("arc angle", edit(#"{"quad": {"control": [0, 0], "to": [100, 100]}}"#, #"{"arc": {"to": [100, 100], "style": "android", "maximumAngle": 120}}"#), "tracks[4].path.arc", "[0, 90]"),
      ("arc style", edit(#"{"quad": {"control": [0, 0], "to": [100, 100]}}"#, #"{"arc": {"to": [100, 100], "style": "ios"}}"#), "tracks[4].path.arc.style", "ios"),
      ("mask on a view without one", edit(#""property": "cornerRadius", "to": 0"#, #""property": "maskRadius", "to": 0"#).replacingOccurrences(of: #"{"view": "card", "phase": 1, "property": "maskRadius""#, with: #"{"view": "list", "phase": 1, "property": "maskRadius""#), "tracks[3].view", "declares no \"mask\""),
      ("action time", edit(#""at": 0.8, "hidden""#, #""at": 2, "hidden""#), "actions[0].at", "outside [0, 0.8]"),
      ("action with two changes", edit(#""hidden": false}"#, #""hidden": false, "alpha": 1}"#), "actions[0]", "exactly one of alpha, hidden, zIndex, center, size, transform, cornerRadius, shadowOpacity, tint, zPosition, anchorPointZ, doubleSided; this one sets 2"),
      ("action with a negative size", edit(#""hidden": false}"#, #""size": [10, -1]}"#), "actions[0].size[1]", "≥ 0"),
      ("action with a non-finite transform", edit(#""hidden": false}"#, #""transform": [1, 0, 0, 1, 1e999, 0]}"#), "actions[0].transform", "entry 4"),
      ("discontinuity reason", edit(#""reason": "the path starts away from the centre""#, #""reason": """#), "discontinuities[0].reason", "needs its reason"),
      ("discontinuity property", edit(#""property": "center", "at": 0.5"#, #""property": "centre", "at": 0.5"#), "discontinuities[0].property", "centre"),
      ("interactive script order", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.2, "update": 0.5}, {"at": 0.1, "cancel": "rewind"}]}]}, "actions": ["#), "interactive.scripts[0].events[1].at", "time order"),
      ("cancel style", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "cancel": "rewound"}]}]}, "actions": ["#), "interactive.scripts[0].events[0].cancel", "rewound"),
      ("script end", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.5}]}]}, "actions": ["#), "interactive.scripts[0].events[0]", "ends with release, finish or cancel"),
      ("completion speed", edit(#""actions": ["#, #""interactive": {"completionSpeed": 0}, "actions": ["#), "interactive.completionSpeed", "> 0"),
      ("a completion model's name", edit(#""actions": ["#, #""interactive": {"model": "ios"}, "actions": ["#), "interactive.model", "androidPredictiveBack"),
      ("a completion speed Hero has not", edit(#""actions": ["#, #""interactive": {"model": "hero", "completionSpeed": 2}, "actions": ["#), "interactive.completionSpeed", "applies to uikit and androidPredictiveBack"),
      ("a UIKit cancel style under Hero", edit(#""actions": ["#, #""interactive": {"scripts": [{"model": "hero", "events": [{"at": 0.1, "cancel": "rewind"}]}]}, "actions": ["#), "interactive.scripts[0].events[0].cancel", "cancels its own way"),
      ("a pause Flutter has not", edit(#""actions": ["#, #""interactive": {"model": "flutterCupertino", "scripts": [{"events": [{"at": 0.1, "pause": true}, {"at": 0.2, "release": true}]}]}, "actions": ["#), "interactive.scripts[0].events[0].pause", "has none"),
      ("a pinch on Android's swipe", edit(#""actions": ["#, #""interactive": {"scripts": [{"model": "androidPredictiveBack", "events": [{"at": 0.1, "pinch": 0.5}, {"at": 0.2, "release": true}]}]}, "actions": ["#), "interactive.scripts[0].events[0].pinch", "horizontal swipe"),
      ("a vertical Flutter swipe", edit(#""actions": ["#, #""interactive": {"model": "flutterCupertino", "gesture": {"direction": "down"}}, "actions": ["#), "interactive.gesture.direction", "horizontal swipe"),
      ("an Android release without a pan", edit(#""actions": ["#, #""interactive": {"scripts": [{"model": "androidPredictiveBack", "events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "release": true}]}]}, "actions": ["#), "interactive.scripts[0].events[1].release", "give pan events"),
      ("a velocity without a pan", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.5, "velocity": [1, 0]}, {"at": 0.2, "release": true}]}]}, "actions": ["#), "interactive.scripts[0].events[0].velocity", "goes with a pan"),
      ("a release threshold", edit(#""actions": ["#, #""interactive": {"gesture": {"releaseThreshold": 1.5}}, "actions": ["#), "interactive.gesture.releaseThreshold", "outside [0, 1]"),
      ("a false release", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "release": false}]}]}, "actions": ["#), "interactive.scripts[0].events[1].release", "true when present"),
      ("a false cancel", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "cancel": false}]}]}, "actions": ["#), "interactive.scripts[0].events[1].cancel", "omit it otherwise"),
      ("two scripts of one name", edit(#""actions": ["#, #""interactive": {"scripts": [{"name": "a", "events": [{"at": 0.1, "finish": true}]}, {"name": "a", "events": [{"at": 0.1, "finish": true}]}]}, "actions": ["#), "interactive.scripts[1].name", "must be unique"),
      ("a name that is another script's default", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "finish": true}]}, {"name": "script 0", "events": [{"at": 0.1, "finish": true}]}]}, "actions": ["#), "interactive.scripts[1].name", "must be unique"),
      ("a section's completion speed a Hero script inherits", edit(#""actions": ["#, #""interactive": {"completionSpeed": 2, "scripts": [{"model": "hero", "events": [{"at": 0.1, "finish": true}]}]}, "actions": ["#), "interactive.completionSpeed", "give completionSpeed to the uikit"),
      ("a merged gesture Flutter cannot read", edit(#""actions": ["#, #""interactive": {"gesture": {"direction": "down"}, "scripts": [{"model": "flutterCupertino", "gesture": {"distance": 390}, "events": [{"at": 0.1, "pan": [0, 20]}, {"at": 0.2, "release": true}]}]}, "actions": ["#), "interactive.scripts[0].gesture.direction", "horizontal swipe"),
      ("a reversal under uikit", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "reverse": true}, {"at": 0.3, "finish": true}]}]}, "actions": ["#), "interactive.scripts[0].events[1].reverse", "needs the uikitAnimator model"),
      ("a continuation with a curve and a spring", edit(#""actions": ["#, #""interactive": {"model": "uikitAnimator", "scripts": [{"events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "continueAnimation": {"curve": "easeOut", "spring": {"dampingRatio": 0.8}}}]}]}, "actions": ["#), "interactive.scripts[0].events[1].continueAnimation", "not both"),
      ("a negative duration factor", edit(#""actions": ["#, #""interactive": {"model": "uikitAnimator", "scripts": [{"events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "continueAnimation": {"durationFactor": -1}}]}]}, "actions": ["#), "interactive.scripts[0].events[1].continueAnimation.durationFactor", "negative"),
      ("an animator under uikit", edit(#""actions": ["#, #""interactive": {"animator": {"scrubsLinearly": false}}, "actions": ["#), "interactive.animator", "needs the uikitAnimator model"),
      ("a spring animator that scrubs along time", edit(#""actions": ["#, #""interactive": {"model": "uikitAnimator", "animator": {"spring": {"dampingRatio": 0.8}, "scrubsLinearly": false}}, "actions": ["#), "interactive.animator.scrubsLinearly", "scrubs linearly"),
      ("a completion speed the animator has not", edit(#""actions": ["#, #""interactive": {"model": "uikitAnimator", "completionSpeed": 2}, "actions": ["#), "interactive.completionSpeed", "durationFactor"),
      ("an update after a uikit release", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "release": true}, {"at": 0.3, "update": 0.2}, {"at": 0.4, "release": true}]}]}, "actions": ["#), "interactive.scripts[0].events[1]", "only a pause (a grab) may follow it"),
      ("a grab after the completion ended", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.9}, {"at": 0.2, "release": true}, {"at": 5, "pause": true}, {"at": 6, "release": true}]}]}, "actions": ["#), "interactive.scripts[0]", "finished"),
      ("a pause after a pause", edit(#""actions": ["#, #""interactive": {"scripts": [{"events": [{"at": 0.1, "update": 0.5}, {"at": 0.2, "pause": true}, {"at": 0.3, "pause": true}, {"at": 0.4, "finish": true}]}]}, "actions": ["#), "interactive.scripts[0].events[2].pause", "paused already"),
      ("an Android release after progress set by hand", edit(#""actions": ["#, #""interactive": {"scripts": [{"model": "androidPredictiveBack", "events": [{"at": 0.1, "pan": [100, 0]}, {"at": 0.15, "update": 0.2}, {"at": 0.2, "release": true}]}]}, "actions": ["#), "interactive.scripts[0].events[2].release", "after the last update"),
      ("a phase named by a number", edit(#""name": "expand""#, #""name": "7""#), "phases[1].name", "not a number"),
      ("a 5-number transform", edit(#""property": "transform", "to": [1, 0, 0, 1, 0, 0]"#, #""property": "transform", "to": [1, 0, 0, 1, 0]"#), "tracks[1].to", "16 numbers [m11 … m44]"),
      ("a non-finite 3D matrix", edit(#""property": "transform", "to": [1, 0, 0, 1, 0, 0]"#, #""property": "transform", "to": [1, 0, 0, 0, 1e999, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]"#), "tracks[1].to", "entry 4 of the transform is inf"),
      ("CSS transform text that does not read", edit(#""property": "transform", "to": [1, 0, 0, 1, 0, 0]"#, #""property": "transform", "to": "rotateY(45)""#), "tracks[1].to", "at character 9: expected an angle"),
      ("a percentage along z", edit(#""property": "transform", "to": [1, 0, 0, 1, 0, 0]"#, #""property": "transform", "to": "translateZ(10%)""#), "tracks[1].to", "got \"%\""),
      ("an unknown interpolation", edit(#""property": "transform", "to": [1, 0, 0, 1, 0, 0]"#, #""property": "transform", "to": [1, 0, 0, 1, 0, 0], "interpolation": "css""#), "tracks[1].interpolation", "is not an interpolation; one of css-level-1"),
      ("a zero perspective", edit(#""property": "transform", "to": [1, 0, 0, 1, 0, 0]"#, #""property": "transform", "to": {"perspective": 0}"#), "tracks[1].to.perspective", "eye distance > 0"),
      ("a rotate3d of three numbers", edit(#""property": "transform", "to": [1, 0, 0, 1, 0, 0]"#, #""property": "transform", "to": {"rotate3d": [0, 1, 0]}"#), "tracks[1].to.rotate3d", "[x, y, z, radians], got 3"),
      ("a 15-number view transform", edit(#"{"name": "list", "frame": [0, 0, 390, 844]}"#, #"{"name": "list", "frame": [0, 0, 390, 844], "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0]}"#), "views[0].transform", "6 numbers [a, b, c, d, tx, ty] or 16"),
      ("depth on a view with a parent", edit(#"{"name": "header", "frame": [0, 0, 390, 420]}"#, #"{"name": "header", "frame": [0, 0, 390, 420], "parent": "list", "zPosition": 5}"#), "views[2]", "has depth"),
      ("doubleSided as a number", edit(#"{"name": "list", "frame": [0, 0, 390, 844]}"#, #"{"name": "list", "frame": [0, 0, 390, 844], "doubleSided": 1}"#), "views[0].doubleSided", "expected true or false"),
      ("a non-finite zPosition action", edit(#""hidden": false}"#, #""zPosition": 1e999}"#), "actions[0].zPosition", "not a finite number"),
      ("a sublayerTransform that does not read", edit(#""operation": "push","#, #""operation": "push", "sublayerTransform": "perspective(1000)","#), "sublayerTransform", "expected a length"),
    ]
  }()

}
