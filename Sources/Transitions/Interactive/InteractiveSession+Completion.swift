extension InteractiveSession {
  /// How the session completes.
  public struct Completion: Hashable, Sendable {
    /// Towards the end or back to the start.
    public enum Direction: String, Codable, Hashable, Sendable, CaseIterable {
      /// To the final scene.
      case finish
      /// To the start scene, with the cancel actions.
      case cancel
      /// To a detent between the start and the end (``ReleaseRule/detents``): the transition's
      /// scene at that progress, without the cancel actions.
      case settle
    }

    /// What moves during the completion.
    public enum Motion: String, Codable, Hashable, Sendable, CaseIterable {
      /// τ runs along a curve to D or 0 (UIKit's finish, Flutter's settle, an Android commit).
      case timeline
      /// UIKit's exact rewind: the displayed progress follows the completion curve back.
      case rewind
      /// A new animation of every property from its current value to its target (Hero; a
      /// hand-written cancel).
      case restart
      /// τ = D·x with x a spring on the progress (Android's cancel).
      case spring
    }

    /// The model that completed it.
    public var model: CompletionModel
    /// Finish or cancel.
    public var direction: Direction
    /// For a release, the rule's reason in words ("progress 0.62 > 0.5"); nil when the script
    /// finishes or cancels itself.
    public var release: String?
    /// The wall time it starts.
    public var start: Double
    /// Its length in seconds.
    public var duration: Double
    /// The progress τ/D it starts from.
    public var fromProgress: Double
    /// What moves.
    public var motion: Motion
    /// The curve, as text: a `cubic-bezier(…)` or the spring's parameters.
    public var curve: String
    /// The finger's velocity at the release, in progress per second (nil when the last gesture
    /// event gave none: an `update`, or no gesture).
    public var gestureVelocity: Double?
    /// Whether the completion is a spring that the finger's velocity should drive
    /// (``CompletionSpring``): `check` then fails a hand-off that changes the velocity.
    public var isVelocityDriven: Bool = false
    /// The wall time a `pause` (a grab) or a reversal cut this completion short; nil when it ran
    /// to its end.
    public var interrupted: Double? = nil

    /// For a ``Direction/settle``: the detent's progress; nil otherwise.
    public var detent: Double? = nil

    /// The progress it ends at: 1 to finish, 0 to cancel, the detent to settle.
    public var targetProgress: Double {
      switch direction {
      case .finish: 1
      case .cancel: 0
      case .settle: detent ?? 0
      }
    }

    /// The wall time it ends.
    public var end: Double { start + duration }
  }
}
