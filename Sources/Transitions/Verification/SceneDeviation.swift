import Geometry

/// The largest difference between two scenes: how much, on which view, in which property.
public struct SceneDeviation: Hashable, Sendable {
  public var magnitude: Double
  public var view: String
  public var property: Track.Property
  public var time: Double

  public init(magnitude: Double, view: String, property: Track.Property, time: Double) {
    self.magnitude = magnitude
    self.view = view
    self.property = property
    self.time = time
  }

  /// No difference.
  public static let zero = SceneDeviation(magnitude: 0, view: "", property: .center, time: 0)
}

extension ViewState {
  /// The difference in each property (points for geometry, raw units for the rest; a flag or
  /// stacking mismatch counts 1, a mask present on one side only 1e9).
  func deviations(from other: ViewState, including properties: Set<Track.Property>) -> [(Track.Property, Double)] {
    var result: [(Track.Property, Double)] = []
    if properties.contains(.center) { result.append((.center, center.distance(to: other.center))) }
    if properties.contains(.size) { result.append((.size, max(abs(size.width - other.size.width), abs(size.height - other.size.height)))) }
    if properties.contains(.transform) {
      let a = transform, b = other.transform
      result.append((.transform, [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].map(abs).max() ?? 0))
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
    return result
  }
}

extension Scene {
  /// The largest per-property difference between views of two scenes, over `pairs` (view of
  /// self, view of other), skipping the (view, property) pairs in `excluded`.
  func deviation(
    from other: Scene, pairs: [(Int, Int)], properties: Set<Track.Property> = Set(Track.Property.allCases),
    excluding excluded: Set<String> = [], at time: Double
  ) -> SceneDeviation {
    var worst = SceneDeviation.zero
    worst.time = time
    for (i, j) in pairs {
      for (property, d) in views[i].deviations(from: other.views[j], including: properties)
      where !excluded.contains("\(names[i]).\(property.rawValue)") && d > worst.magnitude {
        worst = SceneDeviation(magnitude: d, view: names[i], property: property, time: time)
      }
    }
    return worst
  }
}
