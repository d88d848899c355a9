/// A view of a transition, by its position in the transition's fixed view table
/// (<doc:TransitionsAsPureFunctionsOfTime>):
/// a typed index, so tracks, actions, discontinuities and deviations name views without strings.
/// The view's display name lives in ``Transition/viewNames`` at ``index``.
///
/// Builders name their views with an enum that conforms to ``TransitionViews``
/// (`Catalogue.PairView.to.id`), so a mistyped view is a compile error.
public struct ViewID: Hashable, Comparable, Sendable, Codable {
  /// The position in the view table (0-based).
  public let index: Int

  /// The view at `index` of the table (as Geometry's `LayerID(index:)` names a layer).
  public init(index: Int) {
    precondition(index >= 0, "a view index is ≥ 0, got \(index)")
    self.index = index
  }

  /// Table order.
  public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.index < rhs.index }
}

extension ViewID: CustomStringConvertible {
  /// `view #i`.
  public var description: String { "view #\(index)" }
}

/// The views of one transition as an enum: each case is a view, its raw value the view's index
/// and its case name the view's display name.
///
/// ```swift
/// enum PairView: Int, TransitionViews { case from, to }
/// PairView.to.id          // ViewID(index: 1)
/// PairView.names          // ["from", "to"]
/// ```
public protocol TransitionViews: RawRepresentable, CaseIterable, Sendable where RawValue == Int {}

extension TransitionViews {
  /// This view's identity in the table.
  public var id: ViewID { ViewID(index: rawValue) }

  /// Every case's name, in table order (the cases must be numbered 0, 1, 2, … in order).
  public static var names: [String] {
    let cases = Array(allCases)
    precondition(
      cases.enumerated().allSatisfy { $0.offset == $0.element.rawValue },
      "\(Self.self)'s raw values must be 0, 1, 2, … in order")
    return cases.map { "\($0)" }
  }
}

/// One property of one view: what continuity exclusions, "leads its property" and deviations are
/// keyed by.
public struct ViewProperty: Hashable, Sendable {
  /// The view.
  public var view: ViewID
  /// The property.
  public var property: Track.Property

  /// The pair.
  public init(_ view: ViewID, _ property: Track.Property) {
    self.view = view
    self.property = property
  }
}
