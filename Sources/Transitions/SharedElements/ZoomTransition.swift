import Curves
import Geometry

/// iOS 18's zoom navigation transition (SwiftUI's `.navigationTransition(.zoom(sourceID:in:))`
/// with `.matchedTransitionSource(id:in:configuration:)`; UIKit's `preferredTransition =
/// .zoom(options:sourceViewProvider:)`): the pushed view grows out of the source view's frame,
/// its clip shape going from the source's rounded rectangle to the screen's.
///
/// What Apple documents (developer.apple.com: documentation/swiftui/navigationtransition/
/// zoom(sourceid:in:), documentation/swiftui/matchedtransitionsourceconfiguration,
/// documentation/uikit/enhancing-your-app-with-fluid-transitions, UIZoomTransitionOptions.h):
/// the appearing view "zooms … from a given source view"; the source's configuration (`clipShape`,
/// a `RoundedRectangle` only; `background`; `shadow`) is "smoothly interpolated"; the transition
/// is continuously interactive and a push is never cancelled (an interrupted push completes and
/// a pop begins in the same run loop turn). Apple publishes no timing, no dimming default and no
/// end corner radius.
///
/// So the model takes those as parameters, with defaults that are **observations, not Apple's
/// numbers**: JakeThomson/swift_transitions (docs/design.md at 2be8a7d, fitted to screen
/// recordings of iOS 26 and the iOS 27 simulator) measured the push as a critically damped spring
/// of ω 19 rad/s (``observedPushSpring``), the card's rectangle and its corner radius each going in
/// a straight line in the flight's progress (a rectangle interpolation, not a uniform scale), the
/// covered page dimmed by 15 % black linearly in progress, and the source hidden while the zoomed
/// view is shown. With p the spring's progress: frame(p) = lerp(source, destination, p), corner
/// radius r(p) = r₀ + p·(r₁ − r₀), dimming alpha = ``dimming``·p.
///
/// Not modelled: `alignmentRectProvider` (aligning the source with a part of the zoomed view),
/// the covered page's scale, the content's cross-fade, interactive dismissal's gestures and
/// springs.
public struct ZoomTransition: Hashable, Sendable {
  /// The source view's frame in window space.
  public var source: Rect
  /// The source's clip shape's corner radius (`clipShape(RoundedRectangle(cornerRadius:))`; 0
  /// without one).
  public var sourceCornerRadius: Double
  /// The zoomed view's frame at rest, in window space (the screen, for a navigation push).
  public var destination: Rect
  /// The zoomed view's corner radius at rest: the display's (e.g. 55 pt on an iPhone 15, as
  /// kylebshr/ScreenCorners and swift_transitions list them; Apple exposes it only privately).
  public var destinationCornerRadius: Double
  /// The alpha of the black dimming over the covered page at the end (0.15 observed).
  public var dimming: Double
  /// The flight's progress from 0 to 1 (``observedPushSpring`` by default).
  public var animation: SpringMotion

  /// The push spring swift_transitions fitted: ω 19 rad/s, critically damped (response 2π/19 ≈
  /// 0.331 s). An observation of iOS 26, not a documented value.
  public static var observedPushSpring: SpringMotion {
    do {
      return try SpringMotion(spring: Spring(response: 2 * .pi / 19, dampingRatio: 1))
    } catch {
      preconditionFailure("the observed zoom spring is valid: \(error)")
    }
  }

  /// A zoom from `source` (with its corner radius) to `destination`.
  ///
  /// - Throws: ``SharedElementError`` when a frame has a coordinate that is not finite or a side
  ///   that is not positive, a corner radius is negative or not finite, or the dimming is outside
  ///   [0, 1].
  public init(
    source: Rect, sourceCornerRadius: Double = 0, destination: Rect, destinationCornerRadius: Double = 0,
    dimming: Double = 0.15, animation: SpringMotion = ZoomTransition.observedPushSpring
  ) throws(SharedElementError) {
    try SharedElementError.checkBounds(source, "the zoom's source")
    try SharedElementError.checkBounds(destination, "the zoomed view")
    for (name, radius) in [
      ("the source's corner radius", sourceCornerRadius), ("the corner radius", destinationCornerRadius),
    ] {
      guard radius.isFinite else { throw .nonFinite(name, radius) }
      guard radius >= 0 else { throw .negativeCornerRadius(name, radius) }
    }
    guard dimming >= 0, dimming <= 1 else { throw .alphaOutOfRange(dimming) }
    (self.source, self.sourceCornerRadius, self.destination) = (source, sourceCornerRadius, destination)
    (self.destinationCornerRadius, self.dimming, self.animation) = (destinationCornerRadius, dimming, animation)
  }

  /// The flight's progress `time` seconds after the push (0 before it).
  public func progress(atTime time: Double) -> Double { time <= 0 ? 0 : animation.progress(at: time) }

  /// The zoomed view's clip frame at progress `p`: the two frames' lerp.
  public func frame(at p: Double) -> Rect {
    Rect(
      x: source.minX + p * (destination.minX - source.minX), y: source.minY + p * (destination.minY - source.minY),
      width: source.width + p * (destination.width - source.width),
      height: source.height + p * (destination.height - source.height))
  }

  /// The clip shape's corner radius at progress `p` (never below 0 when the spring overshoots).
  public func cornerRadius(at p: Double) -> Double {
    max(0, sourceCornerRadius + p * (destinationCornerRadius - sourceCornerRadius))
  }

  /// The dimming's alpha over the covered page at progress `p`, clamped to [0, 1].
  public func dimmingAlpha(at p: Double) -> Double { min(max(dimming * p, 0), 1) }
}
