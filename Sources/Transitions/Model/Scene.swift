/// The state of every view of a transition at one moment: a fixed table of views, identified by
/// ``ViewID`` (each transition names its views with an enum), whose storage is reused from frame to
/// frame so that sampling allocates nothing.
public struct Scene: Sendable {
  /// The views, by index.
  public var views: [ViewState]
  /// The views' names, for traces and reports (never used to look a view up).
  public let names: [String]

  /// A scene of `views` with their display `names`.
  ///
  /// - Precondition: one name per view.
  public init(views: [ViewState], names: [String]) {
    precondition(views.count == names.count, "one name per view")
    self.views = views
    self.names = names
  }

  /// The state of `view`.
  public subscript(view: ViewID) -> ViewState {
    get { views[view.index] }
    set { views[view.index] = newValue }
  }

  /// The state of the view named by a ``TransitionViews`` case.
  public subscript<Views: TransitionViews>(view: Views) -> ViewState {
    get { views[view.rawValue] }
    set { views[view.rawValue] = newValue }
  }
}
