import Curves
import Geometry
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting
import Specs
import Transitions

/// Sessions under every completion model, driven by drawn gestures aimed at the edges (a pan at
/// 0, at the full distance, past it, back past the start; velocities at the fling thresholds;
/// progress exactly one half; a release at the last pan's time): a session always completes at
/// its last event, lasts a finite time, shows τ within [0, D], reports exactly the clamps it
/// made, and ends exactly on the start (cancel) or final (finish) scene.
@Suite struct InteractiveSessionProperties {
  static let transitions = Catalogue.all().filter { $0.kind != .collection }
  static let width = 390.0

  /// A drawn session: a transition, a model and its steps.
  static func session(seed: UInt64) throws -> (InteractiveSession, [InteractiveSession.Step]) {
    var g = SeededGenerator(seed: seed)
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &g)] }
    let transition = pick(transitions)
    let model = pick(CompletionModel.allCases)
    let random = Double.random(in: -50...450, using: &g)
    let distances = [0, width / 2, width, width + 60, -40, 16, 16.000000000000004, random, random, random, random]
    let velocities = [0, width, -width, width.nextDown, 500, -500, Double.random(in: -1500...1500, using: &g)]
    var at = 0.0
    var steps: [InteractiveSession.Step] = [.pan(translation: .zero, velocity: .zero, at: 0)]
    for _ in 0..<Int.random(in: 1...4, using: &g) {
      at += pick([0, 1.0 / 120, Double.random(in: 0...0.3, using: &g)])
      if model == .uikit || model == .hero || model == .uikitAnimator, Bool.random(using: &g) {
        steps.append(pick([.update(0.5, at: at), .pinch(scale: pick([1, 0.5, 0, -0.2]), velocity: pick([0, -2]), at: at)]))
      } else {
        steps.append(.pan(translation: Point(x: pick(distances), y: 3), velocity: Point(x: pick(velocities), y: 0), at: at))
      }
    }
    at += pick([0, 0.05])
    steps.append(pick([.release(at: at), .release(at: at), .finish(at: at), .cancel(.rewind, at: at)]))
    var gesture = GestureSpecification(container: Size(width: width, height: 844))
    if Bool.random(using: &g) { gesture.release = ReleaseRule(threshold: 0.5, flingVelocity: 500) }
    let session = try InteractiveSession(
      transition, steps: steps, model: model, gesture: gesture, completionCurve: pick([.easeInEaseOut, .linear]), completionSpeed: model == .uikitAnimator ? 1 : pick([1, 2]))
    return (session, steps)
  }

  @Test func everySessionEndsExactlyWhereItsDirectionSays() async throws {
    await checkProperty(count: propertyCases, input: Gen.int(in: 0...Int.max)) { seed in
      let (session, steps) = try Self.session(seed: UInt64(seed))
      let transition = session.transition
      let completion = session.completion
      #expect(completion.start == steps[steps.count - 1].time, "seed \(seed)")
      #expect(completion.duration.isFinite && completion.duration >= 0, "seed \(seed): \(completion)")
      #expect(completion.fromProgress >= 0 && completion.fromProgress <= 1, "seed \(seed): \(completion)")
      for clamp in session.clamps {
        #expect(!(clamp.progress >= 0 && clamp.progress <= 1) && (clamp.clamped == 0 || clamp.clamped == 1), "seed \(seed): \(clamp)")
      }
      // Every gesture progress outside [0, 1] is reported, at its step.
      let gesture = GestureSpecification(container: Size(width: Self.width, height: 844))
      var outside: [Int] = []
      for (i, step) in steps.enumerated() {
        var raw: Double?
        switch step {
        case .pan(let translation, _, _): raw = try gesture.progress(ofPan: translation, model: session.model)
        case .pinch(let scale, _, _): raw = try gesture.progress(ofPinch: scale, model: session.model)
        default: break
        }
        if let raw, !(raw >= 0 && raw <= 1) { outside.append(i) }
      }
      #expect(session.clamps.map(\.step) == outside, "seed \(seed)")
      for k in 0...20 {
        let s = session.begin + Double(k) / 20 * (session.end - session.begin + 0.1)
        if let tau = session.time(at: s) { #expect(tau >= 0 && tau <= transition.duration, "seed \(seed): τ(\(s)) = \(tau)") }
      }
      var scene = transition.makeScene()
      session.sample(at: session.end, into: &scene)
      var expected = completion.direction == .finish ? transition.finalScene : transition.startScene
      if completion.direction == .cancel { transition.applyCancelActions(to: &expected) }
      #expect(scene.views == expected.views, "seed \(seed): \(completion)")
    }
  }

  /// On any duration (not only powers of two) and any pan, a UIKit or Android completion shows
  /// exactly D or 0 at the instant it ends, and the scene is exactly the final or start scene.
  @Test func aCompletionEndsExactlyOnAnyDuration() async throws {
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.05...3), Gen.double(in: -100...500), Gen.int(in: 0...3)) { duration, distance, end in
      let spec = """
        {"specVersion": 2, "name": "swipe", "operation": "pop", "views": [{"name": "page", "frame": [0, 0, 390, 844]}],
         "phases": [{"duration": \(duration), "timing": "easeIn"}], "tracks": [{"view": "page", "property": "center", "to": [585, 422]}]}
        """
      let transition = try TransitionSpec.read(json: spec).transition()
      let model: CompletionModel = end == 3 ? .androidPredictiveBack : .uikit
      let last: InteractiveSession.Step = [.finish(at: 0.3), .cancel(.rewind, at: 0.3), .release(at: 0.3), .release(at: 0.3)][end]
      let session = try InteractiveSession(
        transition, steps: [.pan(translation: .zero, velocity: .zero, at: 0), .pan(translation: Point(x: distance, y: 0), velocity: .zero, at: 0.1), last],
        model: model, gesture: GestureSpecification(container: Size(width: Self.width, height: 844)))
      let finishing = session.completion.direction == .finish
      #expect(session.time(at: session.end) == (finishing ? transition.duration : 0), "D \(duration), pan \(distance), \(session.completion)")
      var scene = transition.makeScene()
      session.sample(at: session.end, into: &scene)
      #expect(scene.views == (finishing ? transition.finalScene : transition.startScene).views, "D \(duration), pan \(distance)")
    }
  }

  /// The release rules at their edges, exhaustively: Flutter's fling at exactly 1 width/s, its
  /// value exactly one half; Android's trigger at exactly 16 pt and one ulp past it.
  @Test(arguments: [
    (CompletionModel.flutterCupertino, 195.0, 390.0, InteractiveSession.Completion.Direction.finish),  // a fling of exactly 1 width/s
    (.flutterCupertino, 195.0, 389.99999999999994, .finish),  // slower: p = 0.5 pops
    (.flutterCupertino, 194.9999999999999, 0, .cancel),  // just short of half way (value 1 − p rounds above 0.5) stays
    (.flutterCupertino, 300, -390, .cancel),  // flung back at exactly 1 width/s
    (.androidPredictiveBack, 16, 0, .cancel),
    (.androidPredictiveBack, 16.000000000000004, 0, .finish),
  ])
  func releaseRulesAtTheirEdges(model: CompletionModel, distance: Double, velocity: Double, direction: InteractiveSession.Completion.Direction) throws {
    let slide = Catalogue.slide(.pop)
    let session = try InteractiveSession(
      slide, steps: [.pan(translation: .zero, velocity: .zero, at: 0), .pan(translation: Point(x: distance, y: 0), velocity: Point(x: velocity, y: 0), at: 0.1), .release(at: 0.1)],
      model: model, gesture: GestureSpecification(container: Size(width: Self.width, height: 844)))
    #expect(session.completion.direction == direction, "\(session.completion)")
  }
}
