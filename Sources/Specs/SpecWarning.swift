import JSON
import Transitions

/// Something in a spec that builds but does nothing a person would write on purpose: a silent
/// no-op. `transition-bench check` prints each (and fails on them with `--strict`).
public struct SpecWarning: Hashable, Sendable, CustomStringConvertible {
  /// What kind of no-op.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A track whose value is the same at both ends: it never changes over its phase.
    case trackNeverChanges
    /// A track from the view's own start state to that same state (its `from` omitted or
    /// repeating it): it never moves the view.
    case trackKeepsTheViewsState
    /// A phase no track uses: its timing drives nothing.
    case phaseUnused
    /// A view hidden for the whole transition (hidden at the start, no action shows it) while
    /// tracks animate it: nothing of the animation is seen.
    case hiddenViewAnimated
    /// A transform track with an end that has no decomposition (a zero scale: determinant 0):
    /// Core Animation does not animate it, the view shows `to` from the first frame on.
    case transformDoesNotAnimate
    /// A gesture (a script's pan or pinch) drives the transition and a phase's timing is not
    /// linear: the gesture scrubs the curve, as `UIPercentDrivenInteractiveTransition` does, so
    /// the views trail the finger (under an ease-in, by up to a third of their travel).
    case gestureScrubsACurve
    /// A centre track driven by a decay phase moves another distance than the flick travels:
    /// the view follows the law's shape scaled, so it leaves at another speed than the flick's
    /// velocity (a card thrown at 1000 pt/s under UIKit's 0.998 travels 499.4998 pt).
    case trackIsNotTheFlick

    /// A few words saying what the warning finds (`check --strict`'s help lists them all).
    public var summary: String {
      switch self {
      case .trackNeverChanges: "a track that never changes"
      case .trackKeepsTheViewsState: "a track from the view's state to the same state"
      case .phaseUnused: "a phase no track uses"
      case .hiddenViewAnimated: "a hidden view that tracks animate"
      case .transformDoesNotAnimate:
        "a transform track with an end that has no decomposition (Core Animation does not animate it)"
      case .gestureScrubsACurve: "a gesture that drives a phase whose timing is not linear (the views trail the finger)"
      case .trackIsNotTheFlick:
        "a centre track in a decay phase that moves another distance than the flick (the view leaves at another speed)"
      }
    }
  }

  /// What kind of no-op.
  public var kind: Kind
  /// The path of the value it is about (`tracks[2]`, `phases[1]`, `views[0].hidden`).
  public var path: JSONPath
  /// What does nothing, and why.
  public var message: String
  /// Where it is in the file, when known.
  public var position: SourcePosition?
  /// The file, when known.
  public var file: String?

  /// A warning at `path`.
  public init(_ kind: Kind, _ path: JSONPath, _ message: String, position: SourcePosition? = nil, file: String? = nil) {
    self.kind = kind
    self.path = path
    self.message = message
    self.position = position
    self.file = file
  }

  /// `file:line:column: warning: path: message` (the parts that are known).
  public var description: String { SpecError.located(file: file, position: position) + "warning: \(path): \(message)" }
}
