extension Catalogue {
  /// The two views of Slide and Bottom spring: the from-view and the to-view
  /// (`UITransitionContextViewKey.from` / `.to`).
  public enum PairView: Int, TransitionViews {
    case from, to
  }

  /// The views of Diagonal: the presenting view underneath and the presented view that moves.
  public enum PresentationView: Int, TransitionViews {
    case presenting, presented
  }

  /// The views of Overlay: the presenting view, the dimming view of the presentation controller,
  /// and the presented view.
  public enum OverlayView: Int, TransitionViews {
    case presenting, dimming, presented
  }

  /// The views of Photo zoom: the grid, the viewer, the flying snapshot, and the real images in
  /// the cell and in the viewer (hidden while the snapshot flies).
  public enum PhotoZoomView: Int, TransitionViews {
    case grid, viewer, snapshot, cellImage, viewerImage
  }

  /// The views of Mask reveal: the from- and to-views and the flying image.
  public enum MaskRevealView: Int, TransitionViews {
    case from, to, image
  }

  /// The views of the custom container: Slide's two children and the two tab buttons whose tint
  /// follows progress.
  public enum ContainerView: Int, TransitionViews {
    case from, to, oldTab, newTab
  }
}
