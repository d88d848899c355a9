import Curves
import Geometry
import PropertyBased
import TestSupport
import Testing
import TransitionTesting
import Transitions

/// The fluid-interfaces release: finish when the projected progress passes the threshold.
@Suite struct ReleaseProjectionTests {
  static let transition = Catalogue.slide(.pop)
  static let width = 390.0

  static func release(
    at p: Double, velocity v: Double, model: CompletionModel, projection: ReleaseProjection?
  ) throws -> InteractiveSession.Completion {
    var gesture = GestureSpecification(container: Size(width: width, height: 844))
    gesture.release = ReleaseRule(threshold: 0.5, projection: projection)
    let steps: [InteractiveSession.Step] = [
      .pan(translation: .zero, velocity: .zero, at: 0),
      .pan(translation: Point(x: p * width, y: 0), velocity: Point(x: v * width, y: 0), at: 0.2),
      .release(at: 0.2),
    ]
    return try InteractiveSession(transition, steps: steps, model: model, gesture: gesture).completion
  }

  @Test func aReleaseFinishesExactlyWhenTheProjectedProgressPassesTheThreshold() async throws {
    let models: [CompletionModel] = [.uikit, .hero, .uikitAnimator]
    let formulas = DecayProjection.allCases
    await checkProperty(
      count: propertyCases, input: Gen.double(in: 0.01...0.99), Gen.double(in: -4...4), Gen.int(in: 0...2),
      Gen.int(in: 0...3), Gen.oneOf(Gen.always(0.998), Gen.always(0.99), Gen.double(in: 0.9...0.9999))
    ) { p, v, m, f, rate in
      let projection = ReleaseProjection(formula: formulas[f], rate: rate)
      let completion = try Self.release(at: p, velocity: v, model: models[m], projection: projection)
      let end = p + (try formulas[f].distance(velocity: v, rate: rate))
      #expect(completion.direction == (end > 0.5 ? .finish : .cancel), "\(completion.release ?? "")")
      #expect(completion.release?.contains("projected by \(formulas[f].rawValue)") == true)
    }
  }

  /// WWDC 2018's point: a quick short flick goes, a slow long drag drifting back stays.
  @Test func aQuickShortFlickFinishesAndASlowLongDragDriftingBackCancels() throws {
    let wwdc = ReleaseProjection()
    // 0.2 of the way at 2 widths per second: projects 0.2 + 2·0.998/2 = 1.198.
    #expect(try Self.release(at: 0.2, velocity: 2, model: .uikit, projection: nil).direction == .cancel)
    #expect(try Self.release(at: 0.2, velocity: 2, model: .uikit, projection: wwdc).direction == .finish)
    // 0.6 of the way drifting back at 0.5 widths per second: projects 0.6 − 0.2495 = 0.3505.
    #expect(try Self.release(at: 0.6, velocity: -0.5, model: .uikit, projection: nil).direction == .finish)
    #expect(try Self.release(at: 0.6, velocity: -0.5, model: .uikit, projection: wwdc).direction == .cancel)
  }

  @Test(arguments: [(CompletionModel.flutterCupertino, 0.998), (.uikit, 1.0), (.uikit, 0), (.hero, .nan)])
  func aProjectionAModelOrARateCannotTakeIsATypedError(_ model: CompletionModel, _ rate: Double) {
    #expect(throws: DriverError.self) {
      _ = try Self.release(at: 0.3, velocity: 1, model: model, projection: ReleaseProjection(rate: rate))
    }
  }
}
