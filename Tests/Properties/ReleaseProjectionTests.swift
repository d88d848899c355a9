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

/// Releases to detents: the nearest (to the projected progress, with a projection), or the next
/// one a fling's way, ending exactly on the transition's scene there.
@Suite struct ReleaseDetentTests {
  static let transition = Catalogue.slide(.pop)
  static let width = 390.0

  static func session(
    at p: Double, velocity v: Double, detents: [Double], fling: Double? = nil, projection: ReleaseProjection? = nil,
    model: CompletionModel = .uikit, spring: CompletionSpring? = nil
  ) throws -> InteractiveSession {
    var gesture = GestureSpecification(container: Size(width: width, height: 844))
    gesture.release = ReleaseRule(flingVelocity: fling, projection: projection, detents: detents)
    let steps: [InteractiveSession.Step] = [
      .pan(translation: .zero, velocity: .zero, at: 0),
      .pan(translation: Point(x: p * width, y: 0), velocity: Point(x: v * width, y: 0), at: 0.2),
      .release(at: 0.2),
    ]
    return try InteractiveSession(
      transition, steps: steps, model: model, gesture: gesture, completionSpeed: 1.5, completionSpring: spring)
  }

  /// Detents drawn at the edges too: the ends, a middle, and neighbours a thousandth apart.
  static let detents = Gen.oneOf(
    Gen.always([0, 0.5, 1]), Gen.always([0.25, 0.5, 0.75]), Gen.always([0, 0.3, 0.301, 1]),
    Gen.double(in: 0.05...0.95).map { [0, $0, 1] })

  @Test func aReleaseSettlesOnTheNearestDetentAndEndsExactlyOnItsScene() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...1), Self.detents) { p, detents in
      let session = try Self.session(at: p, velocity: 0, detents: detents)
      let completion = session.completion
      let nearest = detents.min { abs($0 - p) < abs($1 - p) || abs($0 - p) == abs($1 - p) && $0 > $1 }!
      #expect(completion.targetProgress == nearest, "\(completion.release ?? "")")
      #expect(completion.direction == (nearest == 1 ? .finish : nearest == 0 ? .cancel : .settle))
      let duration = Self.transition.duration
      #expect(abs(completion.duration - abs(nearest - p) * duration / 1.5) <= Tolerance.unitRounding)
      #expect(session.time(at: session.end) == nearest * duration)
      var scene = Self.transition.makeScene(), expected = Self.transition.makeScene()
      session.sample(at: session.end, into: &scene)
      Self.transition.sample(at: nearest * duration, into: &expected)
      if nearest == 0 { Self.transition.applyCancelActions(to: &expected) }
      #expect(scene.views == expected.views)
    }
  }

  @Test func aFlingGoesToTheNextDetentItsWayAndAProjectionToTheNearestOfItsEnd() throws {
    let detents = [0, 0.4, 0.7, 1.0]
    // A fling pages: from 0.45 forwards to 0.7, backwards to 0.4, however fast.
    #expect(try Self.session(at: 0.45, velocity: 3, detents: detents, fling: 500).completion.targetProgress == 0.7)
    #expect(try Self.session(at: 0.45, velocity: -3, detents: detents, fling: 500).completion.targetProgress == 0.4)
    // The projection: 0.45 + 0.6·0.998/2 = 0.7494 → 0.7; without it, 0.45 → 0.4.
    let wwdc = ReleaseProjection()
    #expect(try Self.session(at: 0.45, velocity: 0.6, detents: detents, projection: wwdc).completion.targetProgress == 0.7)
    #expect(try Self.session(at: 0.45, velocity: 0.6, detents: detents).completion.targetProgress == 0.4)
    // A spring to a detent leaves at the finger's velocity and ends on the detent.
    let spring = try Self.session(at: 0.45, velocity: 0.6, detents: detents, projection: wwdc, spring: CompletionSpring(dampingRatio: 0.9))
    #expect(abs((spring.completionStartVelocity ?? .nan) - 0.6) <= ScriptReplay.handoffTolerance)
    #expect(spring.time(at: spring.end) == 0.7 * Self.transition.duration)
  }

  @Test(arguments: [
    ([0.0, 0.5, 1.0], CompletionModel.hero), ([0, 0.5, 1], .uikitAnimator), ([0.5], .uikit), ([0.6, 0.2], .uikit),
    ([0, 1.5], .uikit), ([0, 0.5, 1], .flutterCupertino),
  ])
  func detentsAModelCannotSettleOnOrThatAreMalformedAreTypedErrors(_ detents: [Double], _ model: CompletionModel) {
    #expect(throws: DriverError.self) { _ = try Self.session(at: 0.45, velocity: 0, detents: detents, model: model) }
  }
}
