/// The state of every view of a transition at one moment: a fixed table of views, identified by
/// index (each transition names its views with an enum), whose storage is reused from frame to
/// frame so that sampling allocates nothing.
public struct Scene: Sendable {
  /// The views, by index.
  public var views: [ViewState]
  /// The views' names, for traces and reports (never used to look a view up).
  public let names: [String]

  public init(views: [ViewState], names: [String]) {
    precondition(views.count == names.count, "one name per view")
    self.views = views
    self.names = names
  }

  /// The view at `index`.
  public subscript(index: Int) -> ViewState {
    get { views[index] }
    set { views[index] = newValue }
  }
}
