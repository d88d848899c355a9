import Foundation
import JSON
import Testing
import Specs
import Transitions

/// `check`'s lint: the silent no-ops a spec can hold, each named with its line and column, and
/// `--strict`.
@Suite(.serialized) struct SpecLintTests {
  /// One of each no-op, one per line, so each warning's line is known.
  static let noOps = """
    {"specVersion": 2, "name": "noOps", "operation": "present",
     "views": [
      {"name": "card", "frame": [0, 0, 100, 100]},
      {"name": "ghost", "frame": [0, 0, 50, 50], "hidden": true},
      {"name": "badge", "frame": [0, 0, 20, 20], "hidden": true}],
     "phases": [{"name": "move", "duration": 0.5}, {"name": "idle", "start": 0.5, "duration": 0.2}],
     "tracks": [
      {"view": "card", "property": "alpha", "from": 0.5, "to": 0.5},
      {"view": "card", "property": "center", "to": [50, 50]},
      {"view": "ghost", "property": "center", "to": [200, 200]},
      {"view": "badge", "property": "alpha", "to": 0}],
     "actions": [{"view": "badge", "at": 0.2, "hidden": false}],
     "discontinuities": [{"view": "badge", "property": "isHidden", "at": 0.2, "reason": "the badge appears"}]}
    """

  @Test func eachNoOpIsNamedWhereItIs() throws {
    let document = try JSONParser.parseDocument(Self.noOps)
    let spec = try TransitionSpec.read(document, file: "noOps.json")
    let warnings = try spec.lint(in: document, file: "noOps.json")
    let found = warnings.map { "\($0.kind.rawValue) \($0.path) \($0.position?.line ?? 0)" }
    #expect(
      found == [
        "trackNeverChanges tracks[0] 8",
        "trackKeepsTheViewsState tracks[1] 9",
        "phaseUnused phases[1] 6",
        "hiddenViewAnimated views[1].hidden 4",
      ], "\(found)")
    #expect(warnings[0].description.hasPrefix("noOps.json:8:"), "\(warnings[0])")
    #expect(warnings[0].description.contains("warning: tracks[0]:"), "\(warnings[0])")
    // The badge is hidden at the start but an action shows it: not a no-op.
    #expect(!warnings.contains { $0.message.contains("\"badge\"") })
  }

  /// A transform track to a zero scale does not animate in Core Animation: named; one to 0.001
  /// animates and is not.
  @Test func aTransformToAZeroScaleIsNamed() throws {
    func warnings(_ scale: Double) throws -> [String] {
      let text = """
        {"specVersion": 2, "name": "pop", "operation": "present",
         "views": [{"name": "v", "frame": [0, 0, 10, 10]}],
         "phases": [{"duration": 0.5}],
         "tracks": [{"view": "v", "property": "transform", "to": {"scale": \(scale)}}]}
        """
      let document = try JSONParser.parseDocument(text)
      return try TransitionSpec.read(document).lint(in: document).map { "\($0.kind.rawValue) \($0.path) \($0.position?.line ?? 0)" }
    }
    #expect(try warnings(0) == ["transformDoesNotAnimate tracks[0] 4"])
    #expect(try warnings(0.001) == [])
  }

  /// A pan that drives an ease-in phase is named (the card trails the finger); the same script on
  /// a linear phase, or progress updates without a gesture, are not.
  @Test func aGestureScrubbingACurveIsNamed() throws {
    func warnings(_ timing: String, _ event: String) throws -> [String] {
      let text = """
        {"specVersion": 2, "name": "card", "operation": "push",
         "views": [{"name": "card", "frame": [0, 0, 100, 100]}],
         "phases": [{"duration": 0.5, "timing": "\(timing)"}],
         "tracks": [{"view": "card", "property": "center", "to": [390, 50]}],
         "interactive": {"scripts": [{"name": "drag", "events": [{"at": 0, \(event)}, {"at": 0.2, "release": true}]}]}}
        """
      let document = try JSONParser.parseDocument(text)
      return try LoadedSpec.read(document).warnings().map { "\($0.kind.rawValue) \($0.path) \($0.position?.line ?? 0)" }
    }
    #expect(try warnings("easeIn", #""pan": [100, 0]"#) == ["gestureScrubsACurve phases[0].timing 3"])
    #expect(try warnings("linear", #""pan": [100, 0]"#) == [])
    #expect(try warnings("easeIn", #""update": 0.3"#) == [])
    let document = try JSONParser.parseDocument("""
      {"specVersion": 2, "name": "card", "operation": "push", "views": [{"name": "card", "frame": [0, 0, 100, 100]}],
       "phases": [{"duration": 0.5, "timing": "easeIn"}], "tracks": [{"view": "card", "property": "center", "to": [390, 50]}],
       "interactive": {"scripts": [{"name": "drag", "events": [{"at": 0, "pan": [100, 0]}, {"at": 0.2, "release": true}]}]}}
      """)
    let message = try #require(try LoadedSpec.read(document).warnings().first?.message)
    #expect(message.contains("script \"drag\"") && message.contains("trail the finger by up to"), "\(message)")
  }

  /// The inline reverse is linted too, its paths under `reverse`.
  @Test func theReverseIsLintedUnderItsPath() throws {
    let text = """
      {"specVersion": 2, "name": "a", "operation": "push",
       "views": [{"name": "v", "frame": [0, 0, 10, 10]}],
       "phases": [{"duration": 0.5}],
       "tracks": [{"view": "v", "property": "alpha", "to": 0}],
       "reverse": {"specVersion": 2, "name": "a", "operation": "pop",
        "views": [{"name": "v", "frame": [0, 0, 10, 10], "alpha": 0}],
        "phases": [{"duration": 0.5}],
        "tracks": [{"view": "v", "property": "alpha", "to": 0}]}}
      """
    let document = try JSONParser.parseDocument(text)
    let warnings = try TransitionSpec.read(document).lint(in: document)
    #expect(warnings.map { "\($0.path) \($0.position?.line ?? 0)" } == ["reverse.tracks[0] 8"])
  }

  /// What the tool writes is clean: every example (written by `spec`, which leaves out the
  /// constant halves of frames that change nothing) and the user-written card pair.
  @Test func theExamplesHaveNoWarnings() throws {
    let folder = SpecCommandTests.examples
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(files.count >= 21)
    for file in files.sorted() {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let warnings = try TransitionSpec.read(json: text, file: file).lint()
      #expect(warnings.isEmpty, "\(file): \(warnings)")
    }
  }

  @Test func checkPrintsWarningsAndStrictFailsOnThem() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try SpecCommandTests.write(Self.noOps, "noOps.json", in: directory)
    let plain = try BenchTool.run(["check", file])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stderr.contains("noOps.json:8:") && plain.stderr.contains("warning: tracks[0]:"), "\(plain.stderr)")
    #expect(plain.stdout.contains("4 warning(s)"), "\(plain.stdout)")
    let strict = try BenchTool.run(["check", file, "--strict"])
    #expect(strict.status == 1, "\(strict.stderr)")
    #expect(strict.stderr.contains("4 warning(s) with --strict"), "\(strict.stderr)")
    let json = try BenchTool.run(["check", file, "--format", "json"])
    let output = try JSONParser.parse(json.stdout)
    guard case .object(let members) = output, case .array(let warnings)? = members.first(where: { $0.key == "warnings" })?.value else {
      Issue.record("no warnings array: \(json.stdout)")
      return
    }
    #expect(warnings.count == 4)
    let clean = try BenchTool.run(["check", SpecCommandTests.example("slide-push.json"), "--strict"])
    #expect(clean.status == 0 && !clean.stderr.contains("warning"), "\(clean.stderr)")
  }

  /// `spec` leaves out a constant track only where the property shows the same value without
  /// it; a constant track that interrupts another is kept (it is a hold, and the lint names it).
  @Test func describingKeepsAConstantTrackThatChangesSomething() throws {
    let text = """
      {"specVersion": 2, "name": "hold", "operation": "custom",
       "views": [{"name": "v", "frame": [0, 0, 10, 10]}],
       "phases": [{"duration": 0.5}, {"start": 0.2, "duration": 0.3}],
       "tracks": [
        {"view": "v", "phase": 0, "property": "alpha", "to": 0},
        {"view": "v", "phase": 1, "property": "alpha", "from": 0.7, "to": 0.7}]}
      """
    let built = try TransitionSpec.read(json: text).transition()
    let described = try TransitionSpec(describing: built)
    #expect(described.tracks?.count == 2)
    #expect(Trace(try described.transition(), fps: 60) == Trace(built, fps: 60))
  }
}

/// `check --format json` is a contract: the keys the article "Your own transitions" documents
/// are exactly the keys printed, every one present (null where there is nothing).
@Suite(.serialized) struct CheckJSONContractTests {
  /// The first-column keys of each table under the article's "check's JSON" heading.
  static func documentedTables() throws -> [[String]] {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Specs/Documentation.docc/YourOwnTransitions.md").standardized
    let text = try String(contentsOf: article, encoding: .utf8)
    let section = text.components(separatedBy: "### check's JSON")[1].components(separatedBy: "\n#")[0]
    var tables: [[String]] = []
    var current: [String] = []
    for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("| `") {
        current.append(String(line.split(separator: "`")[1]))
      } else if !line.hasPrefix("|"), !current.isEmpty {
        tables.append(current)
        current = []
      }
    }
    return tables
  }

  static func keys(_ value: JSONValue?) -> [String] {
    guard case .object(let members)? = value else { return [] }
    return members.map(\.key)
  }

  static func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  @Test func theDocumentedKeysAreThePrintedKeys() throws {
    let tables = try Self.documentedTables()
    try #require(tables.count == 3, "\(tables)")
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try SpecCommandTests.write(SpecLintTests.noOps, "noOps.json", in: directory)
    let alone = try JSONParser.parse(try BenchTool.run(["check", file, "--format", "json"]).stdout)
    #expect(Self.keys(alone) == tables[0])
    #expect(Self.member(alone, "pair") == .null)
    guard case .array(let rows)? = Self.member(alone, "checks"), let row = rows.first else {
      Issue.record("no checks: \(alone)")
      return
    }
    #expect(Self.keys(row) == tables[1])
    guard case .array(let warnings)? = Self.member(alone, "warnings"), let warning = warnings.first else {
      Issue.record("no warnings: \(alone)")
      return
    }
    #expect(Self.keys(warning) == ["kind", "path", "file", "line", "column", "message"])
    let swipe = try JSONParser.parse(try BenchTool.run(["check", SpecCommandTests.example("back-swipe.json"), "--format", "json"]).stdout)
    guard case .array(let completions)? = Self.member(swipe, "completions"), completions.count == 7 else {
      Issue.record("no completions: \(swipe)")
      return
    }
    for completion in completions { #expect(Self.keys(completion) == tables[2]) }
    #expect(Self.keys(Self.member(completions[0], "endState")) == ["scene", "maxDeviation", "passed"])
    guard case .array(let clamps)? = Self.member(completions[2], "clamps"), let clamp = clamps.first else {
      Issue.record("no clamp in pull-past-the-edge: \(completions[2])")
      return
    }
    #expect(Self.keys(clamp) == ["event", "at", "progress", "clamped"])
    let pair = try JSONParser.parse(try BenchTool.run(["check", "slide", "--operation", "push", "--reverse", "slide", "--reverse-operation", "pop", "--format", "json"]).stdout)
    #expect(Self.keys(Self.member(pair, "pair")) == ["verdict", "expected", "meetsExpectation", "timeSymmetry", "pathSymmetry", "endStates"])
  }
}
