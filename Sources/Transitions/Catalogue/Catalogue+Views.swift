extension Catalogue {
  /// The two views of Slide and Bottom spring: the from-view and the to-view
  /// (`UITransitionContextViewKey.from` / `.to`).
  public enum PairView: Int, TransitionViews {
    /// The from-view (`UITransitionContextViewKey.from`).
    case from
    /// The to-view (`UITransitionContextViewKey.to`).
    case to
  }

  /// The views of Diagonal: the presenting view underneath and the presented view that moves.
  public enum PresentationView: Int, TransitionViews {
    /// The presenting view, underneath and not animated.
    case presenting
    /// The presented view, which moves.
    case presented
  }

  /// The views of Overlay: the presenting view, the dimming view of the presentation controller,
  /// and the presented view.
  public enum OverlayView: Int, TransitionViews {
    /// The presenting view, underneath and not animated.
    case presenting
    /// The presentation controller's dimming view: it grows on present and fades on dismiss.
    case dimming
    /// The presented view, on top.
    case presented
  }

  /// The views of Photo zoom: the grid, the viewer, the flying snapshot, and the real images in
  /// the cell and in the viewer (hidden while the snapshot flies).
  public enum PhotoZoomView: Int, TransitionViews {
    /// The grid of photos (the presenting screen).
    case grid
    /// The viewer (the presented screen), whose alpha animates.
    case viewer
    /// The snapshot of the cell's image that flies between the two image frames.
    case snapshot
    /// The real image view in the grid's cell, hidden while the snapshot flies.
    case cellImage
    /// The real image view in the viewer, hidden while the snapshot flies.
    case viewerImage
  }

  /// The views of Mask reveal: the from- and to-views and the flying image.
  public enum MaskRevealView: Int, TransitionViews {
    /// The from-view (the shrinking mask hides it on dismiss).
    case from
    /// The to-view (the growing mask reveals it on present).
    case to
    /// The flying image, hidden at the end.
    case image
  }

  /// The views of the custom container: Slide's two children and the two tab buttons whose tint
  /// follows progress.
  public enum ContainerView: Int, TransitionViews {
    /// Slide's from-view: the outgoing child.
    case from
    /// Slide's to-view: the incoming child.
    case to
    /// The previously selected tab's button: tint 1 → 0.
    case oldTab
    /// The newly selected tab's button: tint 0 → 1.
    case newTab
  }
}
