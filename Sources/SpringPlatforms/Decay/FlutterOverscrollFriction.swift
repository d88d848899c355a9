import Curves
import RealModule

/// Flutter's resistance to a drag past a scroll bound (`BouncingScrollPhysics`, its rubber band):
/// how much of the finger's movement the content follows while overscrolled.
///
/// ```
/// frictionFactor(f) = 0.52·(1 − f)²   (.normal; 0.26·(1 − f)² for .fast)   f = overscroll/viewport
/// ```
/// A drag that pulls further out (tensioning) moves the content by γ·|Δ| with γ = frictionFactor of
/// the overscroll; one that eases the overscroll back uses the overscroll it would leave,
/// (overscroll − |Δ|)/viewport, so easing meets less resistance, and with the `.fast` rate (macOS)
/// easing moves one for one. Either way only the part of the drag inside the overscroll is
/// resisted: past ε/γ (ε the overscroll) the rest passes through one for one after ε. Inside the
/// bounds the drag passes through unchanged. Unlike UIKit's `RubberBand` the resistance depends on
/// the viewport, not on the content, and reaches zero at an overscroll of one viewport.
///
/// The offset is Flutter's user offset (`applyPhysicsToUserOffset(position, offset)`: positive
/// moves `pixels` down, toward the start); the answer keeps its sign.
///
/// Source: flutter/flutter `packages/flutter/lib/src/widgets/scroll_physics.dart` @000a6d64
/// (`BouncingScrollPhysics.frictionFactor`, `applyPhysicsToUserOffset`, `_applyFriction`); its
/// tests `scroll_physics_test.dart` @00c84e6c.
public struct FlutterOverscrollFriction: Hashable, Sendable {
  /// `ScrollDecelerationRate`: `.normal` (iOS, 0.52) or `.fast` (macOS, 0.26).
  public enum Rate: String, CaseIterable, Hashable, Sendable {
    /// 0.52·(1 − f)².
    case normal
    /// 0.26·(1 − f)², and no resistance while easing.
    case fast

    /// The factor at no overscroll.
    public var coefficient: Double { self == .normal ? 0.52 : 0.26 }
  }

  /// The rate.
  public let rate: Rate

  /// The friction of `rate` (`.normal` by default).
  public init(rate: Rate = .normal) { self.rate = rate }

  /// `frictionFactor(overscrollFraction)`: c·(1 − f)².
  public func frictionFactor(_ overscrollFraction: Double) -> Double {
    rate.coefficient * (1 - overscrollFraction) * (1 - overscrollFraction)
  }

  /// `applyPhysicsToUserOffset`: the offset the content moves for a user offset at `pixels`
  /// within `minimum…maximum` and a viewport of `viewport`.
  ///
  /// - Throws: `CurveError` for non-finite values, a zero offset (Flutter asserts it is not), a
  ///   viewport that is not > 0, or bounds out of order.
  public func offset(
    _ offset: Double, at pixels: Double, minimum: Double, maximum: Double, viewport: Double
  ) throws(CurveError) -> Double {
    for (name, value) in [("offset", offset), ("pixels", pixels), ("min", minimum), ("max", maximum)] {
      try DecayCheck.finite(name, value)
    }
    try DecayCheck.positive("viewport", viewport)
    guard offset != 0 else { throw .outOfRange(parameter: "offset", value: offset, allowed: "≠ 0") }
    guard minimum <= maximum else { throw .outOfRange(parameter: "max", value: maximum, allowed: "≥ min") }
    guard pixels < minimum || pixels > maximum else { return offset }
    let pastStart = max(minimum - pixels, 0)
    let pastEnd = max(pixels - maximum, 0)
    let past = max(pastStart, pastEnd)
    let easing = (pastStart > 0 && offset < 0) || (pastEnd > 0 && offset > 0)
    let friction = easing ? frictionFactor((past - abs(offset)) / viewport) : frictionFactor(past / viewport)
    let direction: Double = offset > 0 ? 1 : -1
    if easing, rate == .fast { return direction * abs(offset) }
    return direction * Self.applyFriction(past, abs(offset), friction)
  }

  /// `_applyFriction`: the first ε/γ of the drag scaled by γ, the rest one for one after ε.
  static func applyFriction(_ extentOutside: Double, _ delta: Double, _ gamma: Double) -> Double {
    var total = 0.0
    var remaining = delta
    if extentOutside > 0 {
      let toLimit = extentOutside / gamma
      if remaining < toLimit { return remaining * gamma }
      total += extentOutside
      remaining -= toLimit
    }
    return total + remaining
  }
}
