import Curves
import Foundation
import Geometry
import JSON
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting
@testable import Transitions

/// Transition spec files: what they build, and how every kind of mistake is reported (the JSON
/// path, the line and column, and what is allowed).
@Suite struct TransitionSpecProperties {
  static let base = MalformedSpecs.base

  @Test func theBaseSpecBuilds() throws {
    let spec = try TransitionSpec.read(json: Self.base, file: "card.json")
    let transition = try spec.transition()
    #expect(transition.kind == TransitionKind(rawValue: "card"))
    #expect(transition.duration == 0.8)
    #expect(transition.viewNames == ["list", "card", "header"])
    #expect(transition.primaryCurve == nil, "two phases have no single invertible curve")
    // frameOf reads the header's start frame in the container's space.
    #expect(transition.finalScene[ViewID(index: 1)].frame == Rect(x: 0, y: 0, width: 390, height: 420))
  }

  /// The catalogue's files build the catalogue's transitions, frame for frame.
  /// A spec-built transition finds its views by the names the spec gives them, and a spec's
  /// inline reverse is a plain optional spec that survives a write and a read.
  @Test func aSpecBuiltTransitionFindsItsViewsByNameAndCarriesItsReverse() throws {
    var spec = try TransitionSpec.read(json: MalformedSpecs.base)
    let transition = try spec.transition()
    #expect(transition.view(named: "list") == ViewID(index: 0))
    #expect(transition.view(named: "card") == ViewID(index: 1))
    #expect(transition.view(named: "photo") == nil)
    #expect(spec.reverse == nil)
    spec.reverse = try TransitionSpec.read(json: MalformedSpecs.base)
    let text = try JSONValueEncoder().encode(spec).formatted()
    #expect(try TransitionSpec.read(json: text).reverse?.name == "card")
  }

  @Test func theSlidePushSpecIsTheCatalogueSlidePush() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples/slide-push.json")
    let spec = try TransitionSpec.read(json: String(contentsOf: url, encoding: .utf8), file: "slide-push.json")
    #expect(Trace(try spec.transition(), fps: 60) == Trace(Catalogue.slide(.push), fps: 60))
  }

  static let malformed = MalformedSpecs.cases

  @Test(arguments: malformed.indices)
  func aMalformedSpecNamesThePlaceAndWhatIsAllowed(index: Int) throws {
    let (what, text, path, fragment) = Self.malformed[index]
    let error = #expect(throws: SpecError.self, "\(what)") { try TransitionSpec.read(json: text, file: "card.json") }
    guard let error else { return }
    #expect(error.path.description == path, "\(what): \(error)")
    #expect(error.message.contains(fragment), "\(what): \(error)")
    #expect(error.position != nil, "\(what): no line and column in \(error)")
    #expect(error.description.hasPrefix("card.json:"), "\(what): \(error)")
    // The position points at a value (or a key) in the text: the character there starts one.
    if let position = error.position, path != "$" {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = try #require(lines.indices.contains(position.line - 1) ? lines[position.line - 1] : nil, "\(what): line \(position.line)")
      let utf16 = Array(line.utf16)
      let offset = position.column - 1
      let character = try #require(utf16.indices.contains(offset) ? Character(UnicodeScalar(utf16[offset])!) : nil, "\(what): column \(position.column)")
      #expect("{[\"-0123456789tfn".contains(character), "\(what): \(error) points at '\(character)' in \(line)")
    }
  }

  @Test func thereAreAtLeastFortyMalformedCases() {
    #expect(Self.malformed.count >= 40)
  }

  @Test func positionsPointAtTheValue() throws {
    let text = Self.base.replacingOccurrences(of: #""cornerRadius": 14"#, with: #""cornerRadius": -1"#)
    let error = #expect(throws: SpecError.self) { try TransitionSpec.read(json: text) }
    // Line 7 of the base text; the value -1 after "cornerRadius": on that line.
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[6]
    let column = try #require(line.range(of: "-1")).lowerBound.utf16Offset(in: line) + 1
    #expect(error?.position == SourcePosition(line: 7, column: column))
  }
}

/// Every catalogue transition written as a spec and read back builds the same transition, frame
/// for frame: the format can state everything the catalogue does.
@Suite struct CatalogueSpecProperties {
  static let catalogue = Catalogue.all()

  @Test(arguments: catalogue.indices)
  func aCatalogueTransitionRoundTripsThroughItsSpec(index: Int) throws {
    let transition = Self.catalogue[index]
    let text = try JSONValueEncoder().encode(try TransitionSpec(describing: transition)).formatted(sortingKeys: false)
    let rebuilt = try TransitionSpec.read(json: text).transition()
    let (a, b) = (Trace(rebuilt, fps: 60), Trace(transition, fps: 60))
    #expect(a == b, "\(transition.kind) \(transition.operation): the rebuilt trace differs")
  }
}

/// `schemas/transition.schema.json` names exactly the keys the reader accepts, object by object,
/// so the schema cannot drift from the code (`scripts/check-schema` validates the examples
/// against it with a JSON Schema validator).
@Suite struct TransitionSchemaProperties {
  static let schema: JSONValue = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../schemas/transition.schema.json")
    return (try? JSONParser.parse(String(contentsOf: url, encoding: .utf8))) ?? .null
  }()

  /// The property names of the object schema at `path` (keys and "items", "oneOf" indices).
  static func properties(_ path: [String]) -> Set<String> {
    var node = schema
    for step in path {
      if let i = Int(step) { node = node.arrayValue?[i] ?? .null } else { node = node[step] ?? .null }
    }
    return Set(node["properties"]?.objectMembers?.map(\.key) ?? [])
  }

  @Test func everyObjectListsExactlyTheKeysTheReaderAccepts() {
    func keys<K: CodingKey & CaseIterable>(_: K.Type) -> Set<String> { Set(K.allCases.map(\.stringValue)) }
    #expect(Self.properties([]) == keys(TransitionSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "views", "items"]) == keys(ViewSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "phases", "items"]) == keys(PhaseSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "tracks", "items"]) == keys(TrackSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "actions", "items"]) == keys(ActionSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "discontinuities", "items"]) == keys(DiscontinuitySpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive"]) == keys(InteractiveSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "scripts", "items"]) == keys(ScriptSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "gesture"]) == keys(GestureSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "scripts", "items", "properties", "gesture"]) == keys(GestureSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "scripts", "items", "properties", "events", "items"]) == keys(EventSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "handoffs"]) == keys(HandoffSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "phases", "items", "properties", "timing", "oneOf", "1", "properties", "spring"]) == keys(SpringSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "phases", "items", "properties", "timing", "oneOf", "2", "properties", "keyframes"]) == keys(KeyframesSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "tracks", "items", "properties", "path", "oneOf", "2", "properties", "arc"]) == keys(ArcSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "views", "items", "properties", "mask"]) == keys(MaskSpec.CodingKeys.self))
  }
}

/// Random valid specs (built from a drawn seed: views with random frames and masks, phases with
/// every kind of timing including springs near ζ = 1 and keyframes, tracks of every property,
/// paths of every kind) never crash and never produce a non-finite value at any time; random
/// damage to a valid text is always a SpecError, never a crash.
@Suite struct RandomSpecProperties {
  static func spec(seed: UInt64) -> TransitionSpec {
    var g = SeededGenerator(seed: seed)
    func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &g)] }
    let viewCount = Int.random(in: 1...4, using: &g)
    let views = (0..<viewCount).map { i -> ViewSpec in
      // A parent among the earlier views (no cycles), geometry as a frame or as bounds + centre,
      // and every optional start property.
      let parent = i > 0 ? pick([nil, "v\(Int.random(in: 0..<i, using: &g))"]) : nil
      let asFrame = pick([true, false])
      let size = Size(width: pick([0, r(0...500)]), height: r(0...500))
      let bounds = Rect(x: pick([0, r(-50...50)]), y: pick([0, r(-100...100)]), width: size.width, height: size.height)
      // A start transform that maps axes to axes when the view is given by its frame (the frame
      // setter needs it); any transform with bounds + centre.
      let transform: TransformSpec? = asFrame
        ? pick([nil, .parts(translate: Point(x: r(-50...50), y: 0), scale: Size(width: pick([1, 2, -1]), height: pick([1, 0.5])), rotate: nil)])
        : pick([nil, .parts(translate: nil, scale: Size(width: r(0.5...2), height: r(0.5...2)), rotate: r(-3...3)), .matrix(AffineTransform(a: 1, b: 0.2, c: -0.1, d: 1, tx: 3, ty: 4))])
      return ViewSpec(
        name: "v\(i)", parent: parent,
        frame: asFrame ? Rect(x: r(-500...500), y: r(-500...1000), width: size.width, height: size.height) : nil,
        bounds: asFrame ? nil : bounds, center: asFrame ? nil : Point(x: r(-500...500), y: r(-500...1000)), transform: transform,
        alpha: pick([nil, r(0...1)]), cornerRadius: pick([nil, r(0...40)]),
        mask: pick([nil, MaskSpec(center: Point(x: r(0...390), y: r(0...844)), radius: r(0...400))]), shadowOpacity: pick([nil, r(0...1)]),
        hidden: pick([nil, true, false]), zIndex: pick([nil, Int.random(in: -3...3, using: &g)]), tint: pick([nil, r(0...1)]))
    }
    let phaseCount = Int.random(in: 1...3, using: &g)
    let phases = (0..<phaseCount).map { _ -> PhaseSpec in
      let duration = pick([1e-3, 0.25, r(0.05...2)])
      let timing: TimingSpec = pick([
        .cubic(pick(["linear", "easeIn", "ease-out", "easeInEaseOut", "default", "sharp"])),
        .cubic("cubic-bezier(\(r(0...1)), \(r(-2...3)), \(r(0...1)), \(r(-2...3)))"),
        .spring(SpringSpec(duration: r(0.05...2), bounce: r(-0.9...0.9))),
        .spring(SpringSpec(mass: r(0.1...5), stiffness: r(1...2000), damping: r(0...80), initialVelocity: r(-5...5))),
        .spring(SpringSpec(response: r(0.05...2), dampingRatio: pick([1, 1 - 1e-9, 1 + 1e-9, r(0.05...2)]))),
        .spring(SpringSpec(dampingRatio: r(0.1...1.5), uikitDuration: r(0.1...2))),
        .keyframes(KeyframesSpec(values: [0, r(-0.5...1.5), 1], keyTimes: [0, r(0.1...0.9), 1], mode: pick([.linear, .cubic]))),
        .keyframes(KeyframesSpec(values: [0, r(-0.5...1.5), 1], keyTimes: [0, r(0.1...0.4), r(0.5...0.9), 1], mode: .discrete)),
      ])
      return PhaseSpec(start: pick([nil, r(0...1)]), duration: duration, timing: timing, reversed: pick([nil, true]))
    }
    let tracks = (0..<Int.random(in: 0...6, using: &g)).map { _ -> TrackSpec in
      let view = "v\(Int.random(in: 0..<viewCount, using: &g))"
      let phase = PhaseReference.index(Int.random(in: 0..<phaseCount, using: &g))
      let hasMask = views.first { $0.name == view }?.mask != nil
      let properties: [SpecProperty] = [.center, .size, .frame, .transform, .alpha, .cornerRadius, .shadowOpacity, .tint] + (hasMask ? [.maskRadius] : [])
      switch pick(Array(0...properties.count)) {
      case properties.count:
        let path: PathSpec = pick([
          .quad(from: nil, control: Point(x: r(-500...500), y: r(-500...500)), to: Point(x: r(-500...500), y: r(-500...500))),
          .cubic(from: Point(x: r(0...10), y: 0), control1: Point(x: r(-500...500), y: 0), control2: Point(x: 0, y: r(-500...500)), to: Point(x: r(-500...500), y: r(1...500))),
          .arc(ArcSpec(to: Point(x: r(-500...500), y: r(-500...500)), style: .hero, intensity: r(-2...2))),
          .arc(ArcSpec(to: Point(x: r(-500...500), y: r(-500...500)), style: .android, minimumHorizontalAngle: r(0...90), maximumAngle: r(0...90))),
        ])
        return TrackSpec(view: view, phase: phase, path: path, paced: pick([nil, false]), reversed: pick([nil, true]))
      case let i:
        let property = properties[i]
        let to: SpecValue
        switch property {
        case .center: to = .numbers([r(-500...500), r(-500...500)])
        case .size: to = .numbers([r(0...500), r(0...500)])
        case .frame: to = pick([.numbers([r(-500...500), r(-500...500), r(0...500), r(0...500)]), .frameOf("v0")])
        case .transform: to = pick([.transform(.parts(translate: Point(x: r(-100...100), y: 0), scale: Size(width: r(-2...2), height: r(0...2)), rotate: r(-7...7))), .numbers([1, 0, 0, 1, 0, 0])])
        case .maskRadius: to = .number(r(0...500))
        default: to = .number(r(0...1))
        }
        return TrackSpec(view: view, phase: phase, property: property, to: to, childTiming: pick([nil, "easeOut"]))
      }
    }
    let end = phases.map { ($0.start ?? 0) + $0.duration }.max() ?? 1
    func action(_ at: Double?) -> ActionSpec {
      let view = "v\(Int.random(in: 0..<viewCount, using: &g))"
      switch Int.random(in: 0...2, using: &g) {
      case 0: return ActionSpec(view: view, at: at, alpha: r(0...1))
      case 1: return ActionSpec(view: view, at: at, hidden: pick([true, false]))
      default: return ActionSpec(view: view, at: at, zIndex: Int.random(in: -3...3, using: &g))
      }
    }
    let actions = pick([nil, (0..<Int.random(in: 1...3, using: &g)).map { _ in action(r(0...end)) }])
    let cancelActions = pick([nil, [action(nil)]])
    let discontinuities = pick([nil, [DiscontinuitySpec(view: "v0", property: pick([.center, .alpha, .isHidden]), at: r(0...end), reason: "drawn")]])
    // Every model, with the events it reads: progress and pans for all, pauses, pinches and
    // UIKit's cancel styles where the model has them, and a release or an explicit end.
    func script() -> ScriptSpec {
      let model = pick([nil, CompletionModel.uikit, .hero, .flutterCupertino, .androidPredictiveBack])
      let uikit = model == nil || model == .uikit
      let pinches = uikit || model == .hero
      var at = r(0...0.2)
      var events = [EventSpec(at: at, pan: Point(x: r(-50...450), y: r(-20...20)), velocity: pick([nil, Point(x: r(-900...900), y: 0)]))]
      for _ in 0..<Int.random(in: 0...3, using: &g) {
        at += r(0...0.3)
        var choices = [EventSpec(at: at, update: r(0...1)), EventSpec(at: at, pan: Point(x: r(-50...450), y: 0))]
        if uikit { choices.append(EventSpec(at: at, pause: true)) }
        if pinches { choices.append(EventSpec(at: at, pinch: r(0.2...1.5), pinchVelocity: pick([nil, r(-3...3)]))) }
        events.append(pick(choices))
      }
      at += r(0...0.3)
      var ends = [EventSpec(at: at, release: true), EventSpec(at: at, finish: true), EventSpec(at: at, cancel: .model)]
      if uikit { ends += [EventSpec(at: at, cancel: .style(.rewind)), EventSpec(at: at, cancel: .style(.restart))] }
      events.append(pick(ends))
      let gesture = pick([nil, GestureSpec(direction: pick([nil, .right, .left]), distance: pick([nil, r(100...800)]))])
      return ScriptSpec(model: model, gesture: gesture, events: events)
    }
    let interactive = pick([nil, InteractiveSpec(
      completionCurve: pick([nil, "easeOut", "linear"]), completionSpeed: pick([nil, r(0.5...3)]),
      scripts: (0..<Int.random(in: 1...2, using: &g)).map { _ in script() })])
    return TransitionSpec(
      specVersion: TransitionSpec.version, name: "random", operation: .custom, views: views, phases: phases, tracks: tracks, actions: actions,
      cancelActions: cancelActions, discontinuities: discontinuities, interactive: interactive)
  }

  @Test func randomValidSpecsNeverCrashOrProduceNonFiniteValues() async throws {
    await propertyCheck(count: propertyCases, input: Gen.int(in: 0...Int.max)) { seed in
      let spec = Self.spec(seed: UInt64(seed))
      let text = try JSONValueEncoder().encode(spec).serialized
      let transition: Transition
      // Every drawn spec is valid: it must build.
      transition = try TransitionSpec.read(json: text).transition()
      var scene = transition.makeScene()
      for t in [-1, 0, 1e-9, transition.duration / 3, transition.duration / 2, transition.duration - 1e-9, transition.duration, transition.duration + 1] {
        transition.sample(at: t, into: &scene)
        for v in scene.views {
          for value in Trace.row(v) {
            #expect(value.map(\.isFinite) ?? true, "seed \(seed): a non-finite value at t = \(t) in \(v)")
          }
        }
      }
    }
  }

  /// Every check of `transition-bench check` on random valid specs, with the spec as its own
  /// inline reverse: never a crash, a hang or a NaN in a report. Fewer cases than the usual 200:
  /// one check of a random spec samples it some 10⁵ times (10,000-sample paths per view and
  /// script) and takes about 2 s in a debug build; 10 cases keep the suite's time, and each run
  /// draws new ones.
  @Test func checkingRandomValidSpecsNeverCrashesOrReportsNaN() async throws {
    await propertyCheck(count: 10, input: Gen.int(in: 0...Int.max)) { seed in
      var spec = Self.spec(seed: UInt64(seed))
      spec.reverse = spec
      let text = try JSONValueEncoder().encode(spec).serialized
      let report = try TransitionCheck.check(try TransitionSpec.read(json: text))
      let all = report.reports + report.reverseReports + report.scripts.flatMap { [$0.endState, $0.retrace] + ($0.timeReverse.map { [$0] } ?? []) }
        + (report.pair.map { [$0.timeSymmetry, $0.pathSymmetry, $0.endStates] } ?? [])
      for r in all { #expect(!r.deviation.magnitude.isNaN, "seed \(seed): NaN in \(r.check)") }
      #expect(report.pair != nil, "seed \(seed): the inline reverse makes a pair")
    }
  }

  @Test func damagedTextIsAnErrorNeverACrash() async throws {
    let text = MalformedSpecs.base
    await propertyCheck(count: propertyCases, input: Gen.int(in: 0..<text.utf8.count), Gen.int(in: 0...3)) { position, kind in
      var bytes = Array(text.utf8)
      switch kind {
      case 0: bytes.remove(at: position)
      case 1: bytes.insert(UInt8(ascii: "\""), at: position)
      case 2: bytes[position] = UInt8(ascii: "9")
      default: bytes = Array(bytes[..<position])
      }
      let damaged = String(decoding: bytes, as: UTF8.self)
      do { _ = try TransitionSpec.read(json: damaged).transition() } catch let error as SpecError {
        #expect(!error.message.isEmpty)
      }
    }
  }
}
