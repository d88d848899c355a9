import Curves
import Geometry
import JSON
import PropertyBased
import SpringPlatforms
import TestSupport
import Testing
import TransitionTesting
@testable import Specs
@testable import Transitions

/// Spec phases that run a flick (`{"decay": {…}}`): a centre track as long as the flick moves
/// exactly as the law, the phase lasts until the platform calls the flick done, ends exactly at
/// its track's end, and a law with a spring at a bound overshoots and comes back.
@Suite struct DecayPhaseTests {
  /// A law's decay object and the parameters it needs, by name.
  static let laws: [(law: String, parameters: String)] = [
    ("uikit", ""), ("uikit", #", "rate": 0.99"#), ("android", #", "density": 2.625"#),
    ("composeSpline", #", "density": 3"#), ("composeExponential", ""), ("flutterFriction", ""),
    ("flutterClamping", ""), ("framerInertia", ""), ("chromiumFling", #", "ppi": 96"#),
    ("chromiumLegacyFling", ""), ("reactSpring", ""),
  ]
  static let lawNames = laws.indices.map { "\(laws[$0].law)\(laws[$0].parameters)" }

  /// A card released at y = 400 under `decay`, its centre track `distance` long (nil: the
  /// flick's own), the phase `duration` long (nil: until the law rests).
  static func card(_ decay: String, distance: Double? = nil, duration: Double? = nil) throws -> LoadedSpec {
    let motion = try TransitionSpec.read(json: spec(decay, to: 400, duration: duration))
    let d = try distance ?? flick(in: motion).distance
    return try LoadedSpec.read(json: spec(decay, to: 400 + d, duration: duration))
  }

  static func spec(_ decay: String, to: Double, duration: Double?) -> String {
    let given = duration.map { #""duration": \#($0), "# } ?? ""
    return """
      {"specVersion": 2, "name": "card", "operation": "dismiss",
       "views": [{"name": "card", "bounds": [0, 0, 300, 200], "center": [195, 400]}],
       "phases": [{\(given)"timing": {"decay": {\(decay)}}}],
       "tracks": [{"view": "card", "property": "center", "to": [195, \(to)]}]}
      """
  }

  static func flick(in spec: TransitionSpec) throws -> DecayProgress {
    guard case .decay(let decay)? = spec.phases[0].timing else { throw SpecError(.root, "not a decay phase") }
    return try decay.progress(at: .root)
  }

  /// The card's centre is the law's position shifted to 400, at every time before the phase's
  /// end; the phase lasts the law's platform rest time; the end scene is the track's end exactly.
  @Test(arguments: lawNames.indices)
  func aCentreTrackAsLongAsTheFlickMovesAsTheLaw(index: Int) async throws {
    let (law, parameters) = Self.laws[index]
    await checkProperty(
      count: propertyCases,
      input: PlatformDecayProperties.velocity.filter { abs($0) >= 100 }, PlatformDecayProperties.fraction
    ) { v, u in
      let decay = #""law": "\#(law)", "velocity": \#(v)\#(parameters)"#
      let loaded = try Self.card(decay)
      let flick = try Self.flick(in: loaded.spec)
      let transition = loaded.transition
      let phase = transition.phases[0]
      #expect(phase.duration == flick.motion.platformRestTime, "\(law) \(v)")
      let t = u * phase.duration
      let y = transition.scene(at: t).views[0].center.y
      let expected = t < phase.duration ? 400 + flick.motion.position(at: t) - flick.motion.origin : 400 + flick.distance
      expectApproximatelyEqual(y, expected, tolerance: .decayPhaseTrack, "\(law) \(v) at \(t)")
      #expect(transition.finalScene.views[0].center.y == 400 + flick.distance)
      #expect(transition.springSnaps.map(\.snap) == [phase.snap])
    }
  }

  /// The phase's progress leaves at v₀ divided by the flick's distance (the law's own velocity,
  /// where the law leaves at v₀), and a track as long as the flick leaves at v₀ points per second.
  @Test func theCardLeavesAtTheFlicksVelocity() throws {
    let flick = try Self.flick(in: try Self.card(#""law": "uikit", "velocity": 1000"#).spec)
    #expect(flick.velocity(at: 0) * flick.distance == 1000)
    // 1000/(1000·ln(1/0.998)) = 499.4998331664552551 (mpmath, 30 digits).
    expectApproximatelyEqual(flick.distance, 499.49983316645526, tolerance: .decayClosedForm)
  }

  /// A given duration cuts the flick there: the progress before is the law's, the rest is the
  /// snap `check` allows, and the end scene is still exactly the track's end.
  @Test func aDurationCutsTheFlickAndSnapsToItsEnd() throws {
    let loaded = try Self.card(#""law": "uikit", "velocity": 1000"#, duration: 0.5)
    let flick = try Self.flick(in: loaded.spec)
    let phase = loaded.transition.phases[0]
    #expect(phase.duration == 0.5)
    #expect(phase.snap == abs(flick.progress(at: 0.5) - 1))
    #expect(phase.snap > 0.3, "a flick cut at 0.5 s has a third of its way left")
    #expect(loaded.transition.finalScene.views[0].center.y == 400 + flick.distance)
  }

  /// A phase's inverse finds when the card passes a point: the law's own inverse, shifted by the
  /// phase's start.
  @Test func theInverseIsTheLawsInverse() async throws {
    let loaded = try Self.card(#""law": "android", "velocity": 3000, "density": 3"#)
    let phase = loaded.transition.phases[0]
    await checkProperty(count: propertyCases, input: Gen.double(in: 0...0.999)) { p in
      let t = try #require(try phase.time(forProgress: p))
      expectApproximatelyEqual(phase.progress(at: t), p, tolerance: .decayInverse, "p = \(p)")
    }
  }

  /// Flutter's bouncing scroll released toward its bound passes it, and its edge spring brings
  /// the view back: progress above 1 inside the phase, exactly the bound at the end.
  @Test func aFlickIntoABoundOvershootsAndComesBack() throws {
    let decay = #""law": "flutterBouncing", "velocity": 2000, "from": 150, "min": -200, "max": 200"#
    let loaded = try Self.card(decay)
    let flick = try Self.flick(in: loaded.spec)
    #expect(flick.distance == 50)
    let phase = loaded.transition.phases[0]
    let peak = stride(from: 0.0, through: phase.duration, by: phase.duration / 500).map(phase.progress(at:)).max() ?? 0
    #expect(peak > 1.5, "the flick passes the bound by more than half its way to it")
    #expect(loaded.transition.finalScene.views[0].center.y == 450)
  }

  /// A spec with a decay phase reads back from the text it writes (the law's name and parameters
  /// kept), and `TransitionSpec(describing:)` writes the built phase back.
  @Test func aDecayPhaseIsWrittenBackAsRead() throws {
    let loaded = try Self.card(#""law": "chromiumFling", "velocity": -2500, "ppi": 160, "from": 3"#)
    let written = try JSONValueEncoder().encode(loaded.spec).serialized
    #expect(try TransitionSpec.read(json: written) == loaded.spec)
    let described = try TransitionSpec(describing: loaded.transition)
    #expect(described.phases[0].timing == loaded.spec.phases[0].timing)
    #expect(described.phases[0].duration == loaded.transition.phases[0].duration)
  }

  /// `check` warns about a centre track shorter or longer than its flick, with the speed the
  /// view leaves at, and not about one as long as the flick.
  @Test func aTrackOtherThanTheFlickIsWarned() throws {
    let decay = #""law": "uikit", "velocity": 1000"#
    let warnings = try Self.card(decay, distance: 300).warnings()
    #expect(warnings.map(\.kind) == [.trackIsNotTheFlick])
    #expect(warnings.first?.message.contains("leaves at 600.6008 pt/s, not 1000") == true)
    #expect(try Self.card(decay).warnings().isEmpty)
    #expect(try Self.card(decay, distance: 499.4998).warnings().isEmpty, "four decimals are enough")
  }

  /// A phase without a duration is a decay's alone; the error says so.
  @Test func onlyADecayPhaseGoesWithoutADuration() throws {
    let phase = PhaseSpec(duration: nil, timing: .cubic("easeOut"))
    #expect(throws: SpecError.self) { try phase.builtDuration() }
    let flick = PhaseSpec(duration: nil, timing: .decay(DecaySpec(law: "uikit", velocity: 1000)))
    #expect(try flick.builtDuration() == (try UIKitDecay(origin: 0, velocity: 1000)).platformRestTime)
  }
}
