import Geometry

/// A discrete change at a moment (inclusive: in effect at t ≥ time), such as restoring a view's
/// opacity or removing a snapshot at the end of a transition.
public struct TransitionAction: Sendable {
  /// What a discrete change sets.
  public enum Change: Sendable {
    /// Sets the opacity.
    case alpha(Double)
    /// Hides the view (`true`) or shows it (`false`).
    case hidden(Bool)
    /// Sets the stacking order.
    case zIndex(Int)
    /// Sets the centre (`view.center = p`).
    case center(Point)
    /// Sets the bounds size.
    case size(Size)
    /// Sets the transform, as a completion reset does (`fromView.transform = .identity`).
    case transform(AffineTransform)
    /// Sets the corner radius.
    case cornerRadius(Double)
    /// Sets the shadow opacity.
    case shadowOpacity(Double)
    /// Sets the tint mix.
    case tint(Double)
    /// Sets the transform in 3D (`layer.transform`).
    case transform3D(Transform3D)
    /// Sets `layer.zPosition`.
    case zPosition(Double)
    /// Sets `layer.anchorPointZ`.
    case anchorPointZ(Double)
    /// Sets `layer.isDoubleSided`.
    case doubleSided(Bool)
  }

  /// The view it changes.
  public var view: ViewID
  /// When it takes effect (seconds; in effect at t ≥ time).
  public var time: Double
  /// What it sets.
  public var change: Change

  /// A change of `view` at `time`.
  public init(view: ViewID, at time: Double, _ change: Change) {
    self.view = view
    self.time = time
    self.change = change
  }

  /// A change of the view named by a ``TransitionViews`` case.
  public init<Views: TransitionViews>(view: Views, at time: Double, _ change: Change) {
    self.init(view: view.id, at: time, change)
  }

  /// The property it changes.
  public var property: Track.Property {
    switch change {
    case .alpha: .alpha
    case .hidden: .isHidden
    case .zIndex: .zIndex
    case .center: .center
    case .size: .size
    case .transform, .transform3D: .transform
    case .zPosition: .zPosition
    case .anchorPointZ: .anchorPointZ
    case .doubleSided: .doubleSided
    case .cornerRadius: .cornerRadius
    case .shadowOpacity: .shadowOpacity
    case .tint: .tint
    }
  }

  func apply(to state: inout ViewState) {
    switch change {
    case .alpha(let a): state.alpha = a
    case .hidden(let h): state.isHidden = h
    case .zIndex(let z): state.zIndex = z
    case .center(let p): state.center = p
    case .size(let size): state.size = size
    case .transform(let t): state.transform = t
    case .cornerRadius(let r): state.cornerRadius = r
    case .shadowOpacity(let o): state.shadowOpacity = o
    case .tint(let x): state.tint = x
    case .transform3D(let t): state.transform3D = t
    case .zPosition(let z): state.zPosition = z
    case .anchorPointZ(let z): state.anchorPointZ = z
    case .doubleSided(let d): state.isDoubleSided = d
    }
  }
}

/// A jump the transition makes on purpose, excluded from the continuity check by name.
public struct DesignedDiscontinuity: Hashable, Sendable, Codable {
  /// The view that jumps.
  public var view: ViewID
  /// The property that jumps.
  public var property: Track.Property
  /// When (seconds).
  public var time: Double
  /// Why, in words (the seed or the project choice behind it).
  public var reason: String

  /// A jump of `view`'s `property` at `time`.
  public init(view: ViewID, property: Track.Property, time: Double, reason: String) {
    self.view = view
    self.property = property
    self.time = time
    self.reason = reason
  }

  /// A jump of the view named by a ``TransitionViews`` case.
  public init<Views: TransitionViews>(view: Views, property: Track.Property, time: Double, reason: String) {
    self.init(view: view.id, property: property, time: time, reason: reason)
  }
}
