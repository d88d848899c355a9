import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// A pan through a rubber band (`GestureSpecification.rubberBand`): progress is b(x)/distance,
/// and a release hands over b′(x)·v/distance, the rate the view moved at under the finger.
@Suite struct RubberBandGestureTests {
  static let transition = Catalogue.slide(.pop)

  static func gesture(dimension: Double = 844, coefficient: Double = 0.55) throws -> GestureSpecification {
    var gesture = GestureSpecification(direction: .down, distance: 844)
    gesture.rubberBand = try RubberBand(dimension: dimension, coefficient: coefficient)
    return gesture
  }

  static func release(after pull: Double, velocity v: Double, model: CompletionModel) throws -> InteractiveSession {
    let steps: [InteractiveSession.Step] = [
      .pan(translation: .zero, velocity: .zero, at: 0),
      .pan(translation: Point(x: 0, y: pull), velocity: Point(x: 0, y: v), at: 0.2),
      .release(at: 0.2),
    ]
    return try InteractiveSession(transition, steps: steps, model: model, gesture: try gesture())
  }

  @Test func aPanShowsTheBandsOffsetAndAReleaseHandsOverItsSlope() async throws {
    let band = try RubberBand(dimension: 844)
    let models: [CompletionModel] = [.uikit, .hero, .uikitAnimator]
    await checkProperty(
      count: propertyCases, input: Gen.oneOf(Gen.double(in: 0...5000), Gen.always(0.0), Gen.double(in: 0...1)),
      Gen.double(in: -3000...3000), Gen.int(in: 0...2)
    ) { pull, v, m in
      let session = try Self.release(after: pull, velocity: v, model: models[m])
      #expect(session.completion.fromProgress == band.offset(forDrag: pull) / 844, "\(models[m])")
      #expect(session.completion.gestureVelocity == band.slope(atDrag: pull) * v / 844, "\(models[m])")
      // The rate the finger moved the view at: the offset's difference over the ±δ of pan the
      // finger covers in ±δ/|v| seconds (from pulls past δ: b″ has a kink at 0).
      let delta = 1e-4 * (844 + 0.55 * pull)
      let at = max(pull, delta)
      let moved = (band.offset(forDrag: at + delta) - band.offset(forDrag: at - delta)) / (2 * delta) * v / 844
      #expect(Tolerance.rubberBandSlope.accepts(band.slope(atDrag: at) * v / 844, moved), "pull \(at), v \(v)")
    }
  }

  /// Without the band the same pan moves the view one point per point of pan; with it, a third
  /// of the way to the asymptote at a pull of d/c·½ (b(x) = d/3 there).
  @Test func theBandSlowsThePanAsUIKitsScrollViewDoes() throws {
    let pull = 844 / 0.55 / 2
    let session = try Self.release(after: pull, velocity: 0, model: .uikit)
    expectApproximatelyEqual(session.completion.fromProgress, 1.0 / 3, tolerance: .rubberBand)
  }

  @Test(arguments: [CompletionModel.flutterCupertino, .androidPredictiveBack])
  func modelsThatMapTheFingerThemselvesRefuseABand(model: CompletionModel) throws {
    var gesture = try Self.gesture()
    gesture.direction = .right
    #expect(throws: DriverError.self) { _ = try gesture.progress(ofPan: Point(x: 10, y: 0), model: model) }
    #expect(throws: DriverError.self) { _ = try gesture.progress(ofPinch: 0.5, model: .uikit) }
  }
}
