import Curves
import Foundation
import Geometry
import JSON
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting
@testable import Specs
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
    #expect(Self.properties(["properties", "matches", "items"]) == keys(MatchSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "actions", "items"]) == keys(ActionSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "discontinuities", "items"]) == keys(DiscontinuitySpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive"]) == keys(InteractiveSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "scripts", "items"]) == keys(ScriptSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "gesture"]) == keys(GestureSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "scripts", "items", "properties", "gesture"]) == keys(GestureSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "scripts", "items", "properties", "events", "items"]) == keys(EventSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "handoffs"]) == keys(HandoffSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "gesture", "properties", "rubberBand"]) == keys(RubberBandSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "interactive", "properties", "scripts", "items", "properties", "gesture", "properties", "rubberBand"]) == keys(RubberBandSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "phases", "items", "properties", "timing", "oneOf", "1", "properties", "spring"]) == keys(SpringSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "phases", "items", "properties", "timing", "oneOf", "2", "properties", "keyframes"]) == keys(KeyframesSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "phases", "items", "properties", "timing", "oneOf", "3", "properties", "decay"]) == keys(DecaySpec.Key.self))
    #expect(Self.properties(["properties", "tracks", "items", "properties", "path", "oneOf", "2", "properties", "arc"]) == keys(ArcSpec.CodingKeys.self))
    #expect(Self.properties(["properties", "tracks", "items", "properties", "path", "oneOf", "3"]) == keys(PathSpec.DataKeys.self))
    #expect(Self.properties(["properties", "views", "items", "properties", "mask"]) == keys(MaskSpec.CodingKeys.self))
  }
}

/// Random valid specs (`SpecGen.transitionSpec`: views with random frames and masks, phases with
/// every kind of timing including springs near ζ = 1 and keyframes, tracks of every property,
/// paths of every kind) never crash and never produce a non-finite value at any time; random
/// damage to a valid text is always a SpecError, never a crash.
@Suite struct RandomSpecProperties {
  @Test func randomValidSpecsNeverCrashOrProduceNonFiniteValues() async throws {
    await checkProperty(count: propertyCases, input: SpecGen.transitionSpec) { spec in
      try Self.expectBuildsAndStaysFinite(try JSONValueEncoder().encode(spec).serialized)
    }
  }

  @Test(arguments: RegressionFile.cases(named: "random-specs.json"))
  func specsThatOnceFailedBuildAndStayFinite(_ regression: RegressionCase) throws {
    let value = try #require(regression.value, "\(regression.error ?? "")")
    try Self.expectBuildsAndStaysFinite(value.formatted())
  }

  /// The spec text reads and builds (every drawn spec is valid), and its scene is finite at
  /// every time, before, inside and after the transition.
  static func expectBuildsAndStaysFinite(_ text: String) throws {
    let transition = try TransitionSpec.read(json: text).transition()
    var scene = transition.makeScene()
    for t in [-1, 0, 1e-9, transition.duration / 3, transition.duration / 2, transition.duration - 1e-9, transition.duration, transition.duration + 1] {
      transition.sample(at: t, into: &scene)
      for v in scene.views {
        for value in Trace.row(v) {
          #expect(value.map(\.isFinite) ?? true, "a non-finite value at t = \(t) in \(v)")
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
    await checkProperty(count: 10, input: SpecGen.transitionSpec) { spec in
      var spec = spec
      spec.reverse = spec
      let text = try JSONValueEncoder().encode(spec).serialized
      let report = try TransitionCheck.check(try TransitionSpec.read(json: text))
      let all = report.reports + report.reverseReports + report.scripts.flatMap { [$0.endState, $0.retrace] + ($0.timeReverse.map { [$0] } ?? []) }
        + (report.pair.map { [$0.timeSymmetry, $0.pathSymmetry, $0.endStates] } ?? [])
      for r in all { #expect(!r.deviation.magnitude.isNaN, "NaN in \(r.check)") }
      #expect(report.pair != nil, "the inline reverse makes a pair")
    }
  }

  @Test func damagedTextIsAnErrorNeverACrash() async throws {
    let text = MalformedSpecs.base
    await checkProperty(count: propertyCases, input: Gen.int(in: 0..<text.utf8.count), Gen.int(in: 0...3)) { position, kind in
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
