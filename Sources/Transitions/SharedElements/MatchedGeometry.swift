import Curves
import Geometry

/// SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)` between two views of one
/// id, as its public behaviour shows: the source's geometry, read in window space, animated from
/// the old source's to the new one's by the transaction's animation, and every view of the group
/// placed by it.
///
/// What this rests on (no SwiftUI runs here, so nothing is measured; the sources, cited):
/// - Apple's documentation of `matchedGeometryEffect` (developer.apple.com,
///   documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)):
///   `properties` `.frame` by default (`.position` is "in window coordinates", `.size` "in local
///   coordinates"), `anchor` `.center`, `isSource` true; when one view is removed and another of
///   the same id inserted in one transaction, SwiftUI "will interpolate their frame rectangles in
///   window space"; exactly one inserted view may be the source.
/// - Apple's `Animation.default` (documentation/swiftui/animation/default): from iOS 17,
///   `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` (``defaultAnimation``);
///   `easeInOut` before.
/// - How the shared value moves, from OpenSwiftUI (OpenSwiftUI/OpenSwiftUI,
///   Sources/OpenSwiftUICore/Layout/MatchedGeometryEffect.swift at cffef166, a public
///   reconstruction, not Apple's code): the source's anchor point in global coordinates and its
///   size move on the animation's one curve, so the anchor point travels in a straight line; a
///   view that is not the source is proposed the shared size and placed with its own anchor on
///   the shared anchor point.
///
/// So with eased progress p (the spring's value, which may overshoot): the shared anchor point
/// A(p) = A₀ + p·(A₁ − A₀) with Aᵢ = originᵢ + anchor·sizeᵢ, the shared size
/// S(p) = S₀ + p·(S₁ − S₀), and the shared frame (A(p) − anchor·S(p), S(p)), which is the two
/// frames' lerp whatever the anchor.
///
/// UIKit equivalent: none built in; a snapshot animated between two frames converted with
/// `convert(_:to:)` into the window.
public struct MatchedGeometry: Hashable, Sendable {
  /// What the group shares (`MatchedGeometryProperties`).
  public enum Properties: String, Hashable, Sendable, CaseIterable {
    /// Position and size (the default).
    case frame
    /// The anchor point's position in window coordinates only.
    case position
    /// The size only.
    case size
  }

  /// The old source's frame in window space.
  public var from: Rect
  /// The new source's frame in window space.
  public var to: Rect
  /// What the views of the group take from the source.
  public var properties: Properties
  /// The anchor as a unit point ((0.5, 0.5), `.center`, by default; (0, 0) is `.topLeading`).
  public var anchor: Point
  /// The animation, as progress from 0 to 1 (``defaultAnimation`` unless the transaction has
  /// another).
  public var animation: SpringMotion

  /// SwiftUI's `Animation.default` from iOS 17: response 0.55 s, damping fraction 1.
  public static var defaultAnimation: SpringMotion {
    do {
      return try SpringMotion(spring: Spring(response: 0.55, dampingRatio: 1))
    } catch {
      preconditionFailure("Animation.default's spring is valid: \(error)")
    }
  }

  /// A matched pair from `from` to `to`, both in window space.
  ///
  /// - Throws: ``SharedElementError`` when a coordinate is not finite, a frame's width or height
  ///   is not positive, or the anchor is not finite.
  public init(
    from: Rect, to: Rect, properties: Properties = .frame, anchor: Point = Point(x: 0.5, y: 0.5),
    animation: SpringMotion = MatchedGeometry.defaultAnimation
  ) throws(SharedElementError) {
    try SharedElementError.checkBounds(from, "the old source")
    try SharedElementError.checkBounds(to, "the new source")
    for (name, value) in [("anchor.x", anchor.x), ("anchor.y", anchor.y)] where !value.isFinite {
      throw .nonFinite(name, value)
    }
    (self.from, self.to, self.properties, self.anchor, self.animation) = (from, to, properties, anchor, animation)
  }

  /// The animation's progress `time` seconds after the change (0 before it).
  public func progress(atTime time: Double) -> Double { time <= 0 ? 0 : animation.progress(at: time) }

  /// The shared anchor point at progress `p`.
  public func anchorPoint(at p: Double) -> Point {
    let a0 = Self.anchorPoint(of: from, anchor), a1 = Self.anchorPoint(of: to, anchor)
    return a0 + p * (a1 - a0)
  }

  /// The shared size at progress `p`.
  public func size(at p: Double) -> Size {
    Size(
      width: from.size.width + p * (to.size.width - from.size.width),
      height: from.size.height + p * (to.size.height - from.size.height))
  }

  /// The shared frame at progress `p`: the shared size with its anchor on the shared anchor point.
  public func sharedFrame(at p: Double) -> Rect {
    let a = anchorPoint(at: p), s = size(at: p)
    return Rect(x: a.x - anchor.x * s.width, y: a.y - anchor.y * s.height, width: s.width, height: s.height)
  }

  /// Where a view of the group whose own frame (unmatched) is `own` is drawn at progress `p`,
  /// taking the proposed size: `.frame`, the shared frame; `.position`, its own size with its
  /// anchor on the shared anchor point; `.size`, the shared size with its anchor where its own is.
  public func frame(of own: Rect, at p: Double) -> Rect {
    switch properties {
    case .frame: return sharedFrame(at: p)
    case .position:
      let a = anchorPoint(at: p)
      return Rect(origin: Point(x: a.x - anchor.x * own.width, y: a.y - anchor.y * own.height), size: own.size)
    case .size:
      let a = Self.anchorPoint(of: own, anchor), s = size(at: p)
      return Rect(x: a.x - anchor.x * s.width, y: a.y - anchor.y * s.height, width: s.width, height: s.height)
    }
  }

  static func anchorPoint(of frame: Rect, _ anchor: Point) -> Point {
    Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
  }
}

extension SharedElementError {
  /// Refuses bounds, named `name`, with a coordinate that is not finite or a side that is not
  /// positive.
  static func checkBounds(_ rect: Rect, _ name: String) throws(SharedElementError) {
    for (part, value) in [
      ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height),
    ] where !value.isFinite {
      throw .nonFinite("\(name).\(part)", value)
    }
    guard rect.size.width > 0, rect.size.height > 0 else { throw .emptyBounds(name, rect.size) }
  }
}
