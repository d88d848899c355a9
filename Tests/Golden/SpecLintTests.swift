import Foundation
import JSON
import Testing
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
