import Curves
import Foundation
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// SwiftUI's matched geometry and iOS 18's zoom, as their public behaviour shows (no SwiftUI runs
/// here): the frames interpolated in window space on the documented default animation, and the
/// zoom's rectangle and corner radius in a straight line in the flight's progress.
@Suite struct SwiftUISharedElementProperties {
  static let thumbnail = Rect(x: 24, y: 300, width: 100, height: 80)
  static let detail = Rect(x: 0, y: 0, width: 390, height: 844)

  /// `Animation.default` is spring(response: 0.55, dampingFraction: 1) (Apple's documentation):
  /// k = (2π/0.55)², critically damped, so progress is 1 − (1 + ωt)·e^(−ωt) with ω = 2π/0.55;
  /// at t = 0.55 s, 1 − (1 + 2π)·e^(−2π) = 0.986400….
  @Test func theDefaultAnimationIsSwiftUIs() throws {
    let spring = MatchedGeometry.defaultAnimation.spring
    let omega = 2 * Double.pi / 0.55
    #expect(abs(spring.stiffness - omega * omega) <= 1e-12 * omega * omega && spring.mass == 1)
    #expect(abs(spring.damping - 2 * omega) <= 1e-12 * omega)
    let pair = try MatchedGeometry(from: Self.thumbnail, to: Self.detail)
    for t in [0.05, 0.1, 0.2, 0.55, 1.0] {
      let closedForm = 1 - (1 + omega * t) * exp(-omega * t)
      #expect(abs(pair.progress(atTime: t) - closedForm) <= 1e-12, "t = \(t)")
    }
    #expect(abs(pair.progress(atTime: 0.55) - 0.986400) < 1e-6 && pair.progress(atTime: -1) == 0)
  }

  /// The shared frame is the frames' lerp whatever the anchor; `.position` keeps a view's own size
  /// with its anchor on the shared anchor point; `.size` keeps its anchor where it was.
  @Test func theFrameFollowsTheAnchor() async {
    let unit = Gen.oneOf(Gen.double(in: 0...1), Gen.always(0.0), Gen.always(1.0), Gen.always(0.5))
    let p = Gen.oneOf(Gen.double(in: -0.2...1.2), Gen.always(0.0), Gen.always(1.0))
    await checkProperty(count: propertyCases, input: unit, unit, p) { ax, ay, p in
      let anchor = Point(x: ax, y: ay)
      let pair = try MatchedGeometry(from: Self.thumbnail, to: Self.detail, anchor: anchor)
      let frame = pair.sharedFrame(at: p)
      let (a, b) = (Self.thumbnail, Self.detail)
      #expect(abs(frame.minX - (a.minX + p * (b.minX - a.minX))) <= 1e-12 * 1000, "p = \(p)")
      #expect(abs(frame.width - (a.width + p * (b.width - a.width))) <= 1e-12 * 1000, "p = \(p)")
      let own = Rect(x: 200, y: 200, width: 50, height: 30)
      let positioned = try MatchedGeometry(from: a, to: b, properties: .position, anchor: anchor).frame(of: own, at: p)
      #expect(positioned.size == own.size)
      let shared = pair.anchorPoint(at: p)
      #expect(abs(positioned.minX + ax * own.width - shared.x) <= 1e-9 && abs(positioned.minY + ay * own.height - shared.y) <= 1e-9)
      let sized = try MatchedGeometry(from: a, to: b, properties: .size, anchor: anchor).frame(of: own, at: p)
      #expect(abs(sized.minX + ax * sized.width - (own.minX + ax * own.width)) <= 1e-9, "the anchor stays")
    }
  }

  /// The zoom's flight on the observed spring (ω 19, critically damped): its frame and corner
  /// radius go in a straight line in progress, the dimming is 15 % at the end.
  @Test func theZoomGrowsOutOfItsSource() throws {
    let zoom = try ZoomTransition(
      source: Self.thumbnail, sourceCornerRadius: 12, destination: Self.detail, destinationCornerRadius: 55)
    for t in [0.0, 0.06, 0.12, 0.3, 0.6] {
      let p = zoom.progress(atTime: t)
      #expect(abs(p - (1 - (1 + 19 * t) * exp(-19 * t))) <= 1e-12, "t = \(t)")
      #expect(abs(zoom.cornerRadius(at: p) - (12 + 43 * p)) <= 1e-12 && abs(zoom.dimmingAlpha(at: p) - 0.15 * p) <= 1e-15)
    }
    #expect(zoom.frame(at: 0) == Self.thumbnail && zoom.frame(at: 1) == Self.detail)
    #expect(zoom.frame(at: 0.5) == Rect(x: 12, y: 150, width: 245, height: 462))
    #expect(zoom.cornerRadius(at: -0.5) == 0, "an overshoot below the source never draws a negative radius")
  }

  @Test func badInputIsRefused() {
    #expect(throws: SharedElementError.emptyBounds("the old source", Size(width: 0, height: 80))) {
      try MatchedGeometry(from: Rect(x: 0, y: 0, width: 0, height: 80), to: Self.detail)
    }
    #expect(throws: SharedElementError.negativeCornerRadius("the source's corner radius", -1)) {
      try ZoomTransition(source: Self.thumbnail, sourceCornerRadius: -1, destination: Self.detail)
    }
    #expect(throws: SharedElementError.alphaOutOfRange(1.5)) {
      try ZoomTransition(source: Self.thumbnail, destination: Self.detail, dimming: 1.5)
    }
    let error = #expect(throws: SharedElementError.self) {
      try ZoomTransition(source: Self.thumbnail, destination: Rect(x: .infinity, y: 0, width: 1, height: 1))
    }
    #expect(error?.description.hasPrefix("the zoomed view.x must be finite") == true)
  }
}
