import Geometry

/// The largest difference between two scenes: how much, on which view, in which property.
public struct SceneDeviation: Hashable, Sendable {
  /// How much: points for geometry, raw units for alpha, radius, tint; 1 for a flag or
  /// stacking mismatch.
  public var magnitude: Double
  /// On which view.
  public var view: ViewID
  /// That view's display name (for reports).
  public var viewName: String
  /// In which property.
  public var property: Track.Property
  /// When (seconds), as the check defines it.
  public var time: Double

  /// A deviation of `magnitude` on `view`'s `property` at `time`.
  public init(magnitude: Double, view: ViewID, viewName: String, property: Track.Property, time: Double) {
    self.magnitude = magnitude
    self.view = view
    self.viewName = viewName
    self.property = property
    self.time = time
  }

  /// No difference.
  public static let zero = SceneDeviation(
    magnitude: 0, view: ViewID(index: 0), viewName: "", property: .center, time: 0)

  /// Whether a deviation of magnitude `d` is worse than one of `worst`: larger, or NaN where
  /// `worst` is not. A NaN deviation (a property that became NaN) is the worst there is, so it is
  /// kept as a check's worst and fails it (`Report.passed` is `magnitude ≤ tolerance`).
  public static func isWorse(_ d: Double, than worst: Double) -> Bool { d > worst || (d.isNaN && !worst.isNaN) }

  /// Whether this deviation is worse than `other` (``isWorse(_:than:)`` on the magnitudes).
  public func isWorse(than other: SceneDeviation) -> Bool { Self.isWorse(magnitude, than: other.magnitude) }
}

extension ViewState {
  /// The difference in each property (points for geometry, raw units for the rest; a flag or
  /// stacking mismatch counts 1, a mask present on one side only 1e9).
  func deviations(from other: ViewState, including properties: Set<Track.Property>) -> [(Track.Property, Double)] {
    var result: [(Track.Property, Double)] = []
    if properties.contains(.center) { result.append((.center, center.distance(to: other.center))) }
    if properties.contains(.size) {
      result.append((.size, max(abs(size.width - other.size.width), abs(size.height - other.size.height))))
    }
    if properties.contains(.transform) {
      result.append((.transform, transform3D.largestDifference(from: other.transform3D)))
    }
    if properties.contains(.alpha) { result.append((.alpha, abs(alpha - other.alpha))) }
    if properties.contains(.cornerRadius) { result.append((.cornerRadius, abs(cornerRadius - other.cornerRadius))) }
    if properties.contains(.shadowOpacity) { result.append((.shadowOpacity, abs(shadowOpacity - other.shadowOpacity))) }
    if properties.contains(.mask) {
      switch (mask, other.mask) {
      case (nil, nil): result.append((.mask, 0))
      case (let m?, let n?): result.append((.mask, abs(m.radius - n.radius) + m.center.distance(to: n.center)))
      default: result.append((.mask, 1e9))
      }
    }
    if properties.contains(.tint) { result.append((.tint, abs(tint - other.tint))) }
    if properties.contains(.isHidden) { result.append((.isHidden, isHidden == other.isHidden ? 0 : 1)) }
    if properties.contains(.zIndex) { result.append((.zIndex, zIndex == other.zIndex ? 0 : 1)) }
    if properties.contains(.zPosition) { result.append((.zPosition, abs(zPosition - other.zPosition))) }
    if properties.contains(.anchorPointZ) { result.append((.anchorPointZ, abs(anchorPointZ - other.anchorPointZ))) }
    if properties.contains(.doubleSided) { result.append((.doubleSided, isDoubleSided == other.isDoubleSided ? 0 : 1)) }
    return result
  }
}

extension Transform3D {
  /// The largest |Δ| over the sixteen entries (NaN when an entry is NaN): for two affine
  /// transforms, the largest over a, b, c, d, tx, ty.
  func largestDifference(from other: Transform3D) -> Double {
    var largest = 0.0
    for (x, y) in zip(values, other.values) {
      let d = abs(x - y)
      if d > largest || d.isNaN { largest = d }
      if largest.isNaN { return largest }
    }
    return largest
  }
}

extension Scene {
  /// The largest per-property difference between views of two scenes, over `pairs` (view of
  /// self, view of other), skipping the (view, property) pairs in `excluded` (keyed by the view
  /// of self).
  func deviation(
    from other: Scene, pairs: [(ViewID, ViewID)], properties: Set<Track.Property> = Set(Track.Property.allCases),
    excluding excluded: Set<ViewProperty> = [], at time: Double
  ) -> SceneDeviation {
    var worst = SceneDeviation.zero
    worst.time = time
    for (i, j) in pairs {
      for (property, d) in self[i].deviations(from: other[j], including: properties)
      where !excluded.contains(ViewProperty(i, property)) && SceneDeviation.isWorse(d, than: worst.magnitude) {
        worst = SceneDeviation(magnitude: d, view: i, viewName: names[i.index], property: property, time: time)
      }
    }
    return worst
  }

  /// Every view paired with itself.
  var identityPairs: [(ViewID, ViewID)] { views.indices.map { (ViewID(index: $0), ViewID(index: $0)) } }
}
