import Foundation
import Geometry
import JSON
import TestSupport
import Testing
import TransitionTesting
import Specs
import Transitions

/// The commands that work on users' own transitions (check, trace, golden, compare, spec), run
/// for real, and the catalogue's spec files in `examples/`.
@Suite(.serialized) struct SpecCommandTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples").standardized

  static func example(_ name: String) -> String { examples.appendingPathComponent(name).path }

  /// Every example file builds its catalogue transition, frame for frame.
  @Test(arguments: Catalogue.all().map { "\($0.kind)-\($0.operation.rawValue).json" })
  func everyExampleIsItsCatalogueTransition(file: String) throws {
    let text = try String(contentsOfFile: Self.example(file), encoding: .utf8)
    let built = try TransitionSpec.read(json: text, file: file).transition()
    let catalogue = try #require(Catalogue.all().first { "\($0.kind)-\($0.operation.rawValue).json" == file })
    #expect(Trace(built, fps: 60) == Trace(catalogue, fps: 60))
  }

  static func write(_ text: String, _ name: String, in directory: URL) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A card pushed along Hero's arc and popped back in a straight line (a pair that hands off
  /// its end states but is not a time or path reverse).
  static let push = """
    specVersion: 1
    name: card
    operation: push
    views:
      - {name: list, frame: [0, 0, 390, 844]}
      - {name: card, frame: [20, 600, 100, 100]}
    phases:
      - {duration: 0.4, timing: ease-out}
    tracks:
      - view: card
        path: {arc: {to: [195, 200], style: hero}}
    """
  static let pop = """
    {"specVersion": 1, "name": "card", "operation": "pop",
     "views": [{"name": "list", "frame": [0, 0, 390, 844]}, {"name": "card", "bounds": [0, 0, 100, 100], "center": [195, 200]}],
     "phases": [{"duration": 0.4, "timing": "ease-in"}],
     "tracks": [{"view": "card", "property": "center", "to": [70, 650]}]}
    """

  @Test func checkGivesTheVerdictAndExitsOneBelowTheExpectation() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let push = try Self.write(Self.push, "card-push.yaml", in: directory)
    let pop = try Self.write(Self.pop, "card-pop.json", in: directory)
    let run = try BenchTool.run(["check", push, "--reverse", pop])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("verdict: endStatesOnly"))
    let strict = try Self.write(Self.push + "\nexpect: pathReversible\n", "strict.yaml", in: directory)
    let failing = try BenchTool.run(["check", strict, "--reverse", pop])
    #expect(failing.status == 1)
    #expect(failing.stderr.contains("expected at least pathReversible, got endStatesOnly"))
    let pair = try BenchTool.run(["check", Self.example("slide-push.json"), "--reverse", Self.example("slide-pop.json"), "--format", "json"])
    #expect(pair.status == 0)
    let json = try JSONParser.parse(pair.stdout)
    #expect(json["pair"]?["verdict"]?.stringValue == "timeReversible")
  }

  /// A deliberately broken pair: the pop ends 50 pt away from where the push started, so its end
  /// states do not hand off. `check` says not reversible and exits 1 with no `expect` in the spec.
  @Test func aBrokenPairExitsOne() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let push = try Self.write(Self.straight(name: "go", operation: "push", from: "[100, 200]", to: "[300, 600]", timing: "easeInEaseOut"), "go.json", in: directory)
    let broken = try Self.write(Self.straight(name: "go", operation: "pop", from: "[300, 600]", to: "[150, 200]", timing: "easeInEaseOut"), "back.json", in: directory)
    let run = try BenchTool.run(["check", push, "--reverse", broken])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("verdict: notReversible"))
    let mended = try Self.write(Self.straight(name: "go", operation: "pop", from: "[300, 600]", to: "[100, 200]", timing: "easeInEaseOut"), "mended.json", in: directory)
    let fixed = try BenchTool.run(["check", push, "--reverse", mended])
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(fixed.stdout.contains("verdict: timeReversible"))
  }

  /// One view on a straight track, with an interactive script that cancels in `style`.
  static func straight(name: String, operation: String, from: String, to: String, timing: String, cancel style: String? = nil) -> String {
    let script = style.map { #", "interactive": {"scripts": [{"name": "\#($0)", "events": [{"at": 0, "update": 0}, {"at": 0.2, "update": 0.6}, {"at": 0.3, "cancel": "\#($0)"}]}]}"# } ?? ""
    return """
      {"specVersion": 1, "name": "\(name)", "operation": "\(operation)",
       "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": \(from)}],
       "phases": [{"duration": 0.5, "timing": "\(timing)"}],
       "tracks": [{"view": "card", "property": "center", "from": \(from), "to": \(to)}]\(script)}
      """
  }

  /// On a straight path both cancel styles stay on the path; the time-reverse measure tells
  /// them apart: the rewind is the exact time reverse, the restart (ease-in back, where the rewind
  /// follows the ease-in-out completion curve) is not.
  @Test func aRestartOnAStraightPathIsNotATimeReverse() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (style, verdict) in [("rewind", "time-reverse"), ("restart", "not a time-reverse")] {
      let file = try Self.write(Self.straight(name: "go", operation: "push", from: "[100, 200]", to: "[300, 600]", timing: "easeIn", cancel: style), "\(style).json", in: directory)
      let run = try BenchTool.run(["check", file, "--format", "json"])
      #expect(run.status == 0, "\(run.stderr)")
      let json = try JSONParser.parse(run.stdout)
      let rows = try #require(json["scripts"]?.arrayValue)
      let rewinds = try #require(rows.first { $0["check"]?.stringValue == "scriptRewinds" })
      let retrace = try #require(rows.first { $0["check"]?.stringValue == "scriptRetracesPath" })
      #expect(retrace["passed"] == .bool(true), "\(style) stays on the straight path")
      #expect(rewinds["passed"] == .bool(style == "rewind"), "\(style): \(rewinds)")
      let table = try BenchTool.run(["check", file])
      #expect(table.stdout.contains(verdict))
    }
  }

  /// One way to judge a pair: `check` on a catalogue pair (its specs, with the table's roles and
  /// handoffs) gives the table's verdict, and `verify` on that transition passes by the same
  /// `PairCheck`, for every pair of the catalogue.
  @Test(arguments: Catalogue.pairs.indices.map { $0 })
  func checkAndVerifyGiveTheSameVerdictOnACataloguePair(_ index: Int) throws {
    let pair = Catalogue.pairs[index]
    let check = try BenchTool.run([
      "check", pair.kind.rawValue, "--operation", pair.forward.rawValue, "--reverse", pair.kind.rawValue,
      "--reverse-operation", pair.reverse.rawValue, "--format", "json",
    ])
    let json = try JSONParser.parse(check.stdout)
    #expect(json["pair"]?["verdict"]?.stringValue == pair.verdict.rawValue, "\(pair.kind): \(check.stdout.prefix(400))")
    let verify = try BenchTool.run(["verify", pair.kind.rawValue, "--quick"])
    #expect(verify.status == 0, "\(pair.kind): \(verify.stdout)\(verify.stderr)")
  }

  /// Catalogue names work wherever a spec is accepted: check, golden and compare.
  @Test func catalogueNamesWorkEverywhere() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let check = try BenchTool.run(["check", "slide", "--operation", "push", "--reverse", "slide", "--reverse-operation", "pop"])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains("verdict: timeReversible"))
    let golden = directory.appendingPathComponent("mask.json").path
    #expect(try BenchTool.run(["golden", "record", "maskReveal", "--golden", golden]).status == 0)
    #expect(try BenchTool.run(["golden", "check", "maskReveal", "--golden", golden]).status == 0)
    let csv = try BenchTool.run(["trace", "diagonal", "--format", "csv"])
    let recorded = try Self.write(csv.stdout, "diagonal.csv", in: directory)
    let compare = try BenchTool.run(["compare", "diagonal", "--recorded", recorded])
    #expect(compare.status == 0, "\(compare.stderr)")
    // The model trace's own phase columns are read past, and said to be.
    #expect(compare.stdout.contains("not compared (phase columns): phase.0.fraction, phase.0.progress"), "\(compare.stdout)")
  }

  /// A view inside another (`parent`) has its frame converted with the layer tree; an inline
  /// `reverse` section is checked as the pair.
  @Test func parentsConvertFramesAndAnInlineReverseIsAPair() throws {
    let spec = """
      {"specVersion": 1, "name": "nest", "operation": "push", "container": [400, 800],
       "views": [{"name": "scroll", "bounds": [0, 100, 400, 800], "center": [200, 400]},
                 {"name": "cell", "parent": "scroll", "frame": [0, 300, 400, 200]},
                 {"name": "card", "parent": "cell", "frame": [20, 20, 100, 100]}],
       "phases": [{"duration": 0.3}],
       "tracks": [{"view": "card", "property": "alpha", "to": 0.5}],
       "reverse": {"specVersion": 1, "name": "nest", "operation": "pop", "container": [400, 800],
         "views": [{"name": "scroll", "bounds": [0, 100, 400, 800], "center": [200, 400]},
                   {"name": "cell", "parent": "scroll", "frame": [0, 300, 400, 200]},
                   {"name": "card", "parent": "cell", "frame": [20, 20, 100, 100], "alpha": 0.5}],
         "phases": [{"duration": 0.3}],
         "tracks": [{"view": "card", "property": "alpha", "to": 1}]}}
      """
    let transition = try TransitionSpec.read(json: spec).transition()
    let scene = transition.startScene
    let card = try #require(transition.viewNames.firstIndex(of: "card"))
    // The card's frame (20, 20) in the cell, the cell at y 300 in the scroll view, scrolled by
    // 100: (20, 220) in the container, 100 × 100, so its centre is (70, 270).
    #expect(scene.views[card].center == Point(x: 70, y: 270))
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["check", try Self.write(spec, "nest.json", in: directory)])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("verdict: timeReversible"), "\(run.stdout)")
  }

  @Test func aMalformedSpecExitsTwoWithItsLineAndColumn() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let yaml = try Self.write(Self.push.replacingOccurrences(of: "timing: ease-out", with: "timing: ease-outt"), "bad.yaml", in: directory)
    let run = try BenchTool.run(["check", yaml])
    #expect(run.status == 2)
    #expect(run.stderr.contains("bad.yaml:8:29: phases[0].timing"), "\(run.stderr)")
    #expect(run.stderr.contains("phases[0].timing"))
    let json = try Self.write(Self.pop.replacingOccurrences(of: "\"ease-in\"", with: "\"ease-in\", \"sped\": 2"), "bad.json", in: directory)
    let unknown = try BenchTool.run(["trace", json])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("bad.json:3:") && unknown.stderr.contains("unknown key \"sped\""), "\(unknown.stderr)")
    // The message alone: the command was used right, the file is wrong.
    for failed in [run, unknown] {
      #expect(failed.stderr.hasPrefix("Error: ") && !failed.stderr.contains("Usage:"), "\(failed.stderr)")
      #expect(failed.stderr.split(separator: "\n").count == 1, "\(failed.stderr)")
    }
  }

  @Test func traceAndSpecWorkOnSpecFiles() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let push = try Self.write(Self.push, "card-push.yaml", in: directory)
    let csv = try BenchTool.run(["trace", push, "--fps", "10", "--format", "csv"])
    #expect(csv.status == 0)
    #expect(csv.stdout.split(separator: "\n").count == 1 + 5 * 2, "0.4 s at 10 fps is 5 frames of 2 views")
    let spec = try BenchTool.run(["spec", "twoPhase", "--operation", "pop"])
    #expect(spec.status == 0)
    let read = try TransitionSpec.read(json: spec.stdout)
    #expect(read.roles == nil && read.handoffs?.start?.contains("card") == true)
    #expect(Trace(try read.transition(), fps: 60) == Trace(Catalogue.twoPhase(.pop), fps: 60))
  }

  @Test func goldenCheckPassesThenFailsOnAMovedView() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let push = try Self.write(Self.push, "card-push.yaml", in: directory)
    let golden = directory.appendingPathComponent("card.golden.json").path
    #expect(try BenchTool.run(["golden", "record", push, "--golden", golden]).status == 0)
    let pass = try BenchTool.run(["golden", "check", push, "--golden", golden])
    #expect(pass.status == 0, "\(pass.stdout)\(pass.stderr)")
    // The card's frame moved by 5 pt: the check names the view, the property and the time.
    let moved = try Self.write(Self.push.replacingOccurrences(of: "[20, 600, 100, 100]", with: "[25, 600, 100, 100]"), "moved.yaml", in: directory)
    let before = try String(contentsOfFile: golden, encoding: .utf8)
    let fail = try BenchTool.run(["golden", "check", moved, "--golden", golden])
    #expect(fail.status == 1)
    #expect(fail.stdout.contains("card  centerX   0                     70                  75"), "\(fail.stdout)")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == before, "check never rewrites the golden")
  }

  static let pushJSON = """
    {"specVersion": 1, "name": "card", "operation": "push",
     "views": [{"name": "list", "frame": [0, 0, 390, 844]}, {"name": "card", "frame": [20, 600, 100, 100]}],
     "phases": [{"duration": 0.4, "timing": "ease-out"}],
     "tracks": [{"view": "card", "path": {"arc": {"to": [195, 200], "style": "hero"}}}]}
    """
}

/// Every malformed spec of the library's table, as a file given to `check`: exit 2, and the
/// message names the file, the line and column and the path.
@Suite struct MalformedSpecCommandTests {
  /// Writes each case (all of them, or those whose path is not the document root) with `suffix`
  /// and checks `check`'s exit 2 and its file:line:column: path message.
  static func checkEveryCase(as suffix: String, skippingRoot: Bool = false) throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (i, (what, text, path, _)) in MalformedSpecs.cases.enumerated() where !(skippingRoot && path == "$") {
      let file = directory.appendingPathComponent("case\(i).\(suffix)")
      try text.write(to: file, atomically: true, encoding: .utf8)
      let run = try BenchTool.run(["check", file.path])
      #expect(run.status == 2, "\(what): exit \(run.status)")
      let located = run.stderr.range(of: #"case\#(i)\.\#(suffix):\d+:\d+: "#, options: .regularExpression) != nil
      #expect(located && run.stderr.contains("\(path):"), "\(what): \(run.stderr)")
    }
  }

  @Test func everyMalformedSpecExitsTwoNamingFileLineColumnAndPath() throws {
    try Self.checkEveryCase(as: "json")
  }

  /// The same mistakes in YAML (every malformed JSON text that is also YAML: JSON's flow syntax
  /// is YAML's; "not JSON" may be valid YAML, so the root-path case is left out): exit 2 naming
  /// the file, a line and column, and the same path.
  @Test func everyMalformedSpecInYAMLExitsTwoNamingTheSamePath() throws {
    try Self.checkEveryCase(as: "yaml", skippingRoot: true)
  }
}

/// `trace --at`, `--at-progress` and `--at-file`: exactly the moments asked for.
@Suite(.serialized) struct TraceAtCommandTests {
  /// The first column of each CSV row.
  static func times(_ csv: String) -> [String] {
    csv.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) }
  }

  @Test func atSamplesExactlyTheGivenTimes() throws {
    let run = try BenchTool.run(["trace", "slide", "--operation", "push", "--at", "0.075,0.1,0.3"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Self.times(run.stdout) == ["0.075", "0.075", "0.1", "0.1", "0.3", "0.3"], "\(run.stdout)")
    // The rows are the scene at those times, as the library samples it.
    let slide = Catalogue.slide(.push)
    let to = slide.scene(at: 0.075)[try #require(slide.view(named: "to"))]
    let (tx, frameX) = (to.transform.tx, to.frame.origin.x)
    // Centre and size, then UIKit's frame (moved by the transform), then the transform.
    #expect(run.stdout.contains("0.075,to,195,422,390,844,\(frameX),0,390,844,1,0,0,1,\(tx),"), "\(run.stdout)")
  }

  @Test func atProgressSamplesFractionsOfTheDuration() throws {
    let run = try BenchTool.run(["trace", "slide", "--operation", "push", "--at-progress", "0,0.5,1", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let trace = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(run.stdout))
    #expect(trace.frames.map(\.time) == [0, 0.25, 0.5])
    #expect(trace.fps == 0)
  }

  @Test func atFileReadsTimesWithCommentsAndNamesABadLine() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = try SpecCommandTests.write("# frames from a device\n0.0166, 0.05\n0.4 # the last\n", "times.txt", in: directory)
    let run = try BenchTool.run(["trace", "slide", "--at-file", good])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(Self.times(run.stdout) == ["0.0166", "0.0166", "0.05", "0.05", "0.4", "0.4"], "\(run.stdout)")
    let bad = try SpecCommandTests.write("0.1\n0.2 x\n", "bad.txt", in: directory)
    let failed = try BenchTool.run(["trace", "slide", "--at-file", bad])
    #expect(failed.status == 2 && failed.stderr.hasPrefix("Error: \(bad):2: 'x' is not a time"), "\(failed.stderr)")
    #expect(!failed.stderr.contains("Usage:"))
  }

  @Test(arguments: [
    (["--at", "0.7"], "time 1, 0.7 s, is not within the transition's 0…0.5 s"),
    (["--at", "0.1,nan"], "'nan' is not a finite number"),
    (["--at-progress", "1.5"], "--at-progress takes fractions in [0, 1], got 1.5"),
    (["--at", "0.1", "--fps", "30"], "give one of --fps, --at"),
    (["--at", "0.1", "--format", "svg"], "svg and html draw evenly spaced times"),
    (["--fps", "1001"], "--fps must be in (0, 1000]"),
  ])
  func aTimeOutsideTheTransitionIsAUsageError(arguments: [String], message: String) throws {
    let run = try BenchTool.run(["trace", "slide"] + arguments)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  /// A golden sampled at given times is checked at those times.
  @Test func aGoldenSampledAtGivenTimesIsCheckedAtThem() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["trace", "slide", "--at", "0.075,0.3", "--format", "json"])
    let golden = try SpecCommandTests.write(run.stdout, "golden.json", in: directory)
    let check = try BenchTool.run(["golden", "check", "slide", "--golden", golden])
    #expect(check.status == 0 && check.stdout.contains("2 frames"), "\(check.stdout) \(check.stderr)")
  }
}
