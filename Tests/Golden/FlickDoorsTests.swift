import Curves
import Eval
import Foundation
import JSON
import Specs
import SpringPlatforms
import Testing
import TransitionTesting

/// One flick, four doors: `transition-bench decay`, `eval`'s `decay` op, a spec's decay phase
/// (its trace) and `check` give the same destination, position and rest time, for an exponential
/// law (UIKit's) and a spline that ends (Android's, in whole milliseconds).
@Suite struct FlickDoorsTests {
  static let flicks: [(law: String, flag: [String], keys: String)] = [
    ("uikit", [], ""), ("android", ["--density", "3"], #", "density": 3"#),
  ]

  @Test(arguments: flicks.indices)
  func oneFlickGivesOneAnswerAtEveryDoor(index: Int) throws {
    let (law, flag, keys) = Self.flicks[index]
    // The decay command: where the law rests and when the platform calls it done.
    let decay = try BenchTool.run(["decay", "velocity=-2400,from=420", "--laws", law] + flag + ["--format", "json"])
    #expect(decay.status == 0, "\(decay.stderr)")
    let row = try #require(try JSONParser.parse(decay.stdout).arrayValue?.first?["laws"]?.arrayValue?.first)
    let destination = try #require(row["destination"]?.numberValue)
    let restTime = try #require(row["platformRestTime"]?.numberValue)
    // eval: the same destination, and the position 0.1 s after the release.
    let line = #"{"op":"decay","law":"\#(law)","from":420,"velocity":-2400,"t":0.1\#(keys)}"#
    let answer = try JSONParser.parse(try #require(EvalDispatcher.respond(to: line)))
    #expect(answer["destination"]?.numberValue == destination)
    let position = try #require(answer["position"]?.numberValue)
    // A spec: the card released at y = 420, its track as long as the flick.
    let spec = """
      {"specVersion": 2, "name": "thrown", "operation": "dismiss",
       "views": [{"name": "card", "bounds": [0, 0, 358, 240], "center": [195, 420]}],
       "phases": [{"timing": {"decay": {"law": "\(law)", "velocity": -2400, "from": 420\(keys)}}}],
       "tracks": [{"view": "card", "property": "center", "to": [195, \(destination)]}]}
      """
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try SpecCommandTests.write(spec, "thrown.json", in: directory)
    let trace = try BenchTool.run(["trace", file, "--at", "0.1", "--format", "json"])
    #expect(trace.status == 0, "\(trace.stderr)")
    let traced = try JSONParser.parse(trace.stdout)
    #expect(traced["duration"]?.numberValue == restTime, "the phase lasts until the platform calls the flick done")
    let centreY = try #require(traced["frames"]?.arrayValue?.first?["views"]?.arrayValue?.first?.arrayValue?[1].numberValue)
    expectApproximatelyEqual(centreY, position, tolerance: .decayPhaseTrack, "the card at 0.1 s is the flick at 0.1 s")
    // check: it passes, with no warning (the track is the flick), and ends on the destination.
    let check = try BenchTool.run(["check", file, "--strict", "--format", "json"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let end = try BenchTool.run(["trace", file, "--at", "\(restTime)", "--format", "json"])
    let endY = try JSONParser.parse(end.stdout)["frames"]?.arrayValue?.first?["views"]?.arrayValue?.first?.arrayValue?[1]
    #expect(endY?.numberValue == destination)
  }

  /// `examples/card-thrown-away.json`: a card thrown up at 2400 pt/s under UIKit's deceleration,
  /// the flick cut at 0.3 s, just after the card's bottom edge has left the screen (it is still
  /// on screen at 0.29 s); the track is the flick (no warning) and `check` passes.
  @Test func theThrownCardIsCutWhenItHasLeftTheScreen() throws {
    let file = SpecCommandTests.examples.appendingPathComponent("card-thrown-away.json").path
    let loaded = try LoadedSpec.read(json: try String(contentsOfFile: file, encoding: .utf8), file: file)
    #expect(try loaded.warnings().isEmpty)
    let card = try #require(loaded.spec.views.firstIndex { $0.name == "card" })
    func bottom(_ t: Double) -> Double {
      let view = loaded.transition.scene(at: t).views[card]
      return view.center.y + view.size.height / 2
    }
    #expect(bottom(0.3 - 1e-9) <= 0 && bottom(0.29) > 0, "\(bottom(0.3 - 1e-9)), \(bottom(0.29))")
    let check = try BenchTool.run(["check", file, "--strict"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }
}

/// `examples/header-rubber-band.json`: a stretchy header pulled through UIKit's rubber band and let
/// go into a spring that carries the band's velocity.
@Suite struct HeaderRubberBandExampleTests {
  @Test func theHeaderStretchesByTheBandAndItsReleaseCarriesTheBandsVelocity() throws {
    let file = SpecCommandTests.examples.appendingPathComponent("header-rubber-band.json").path
    let band = try RubberBand(dimension: 844)
    // A pull of 1500 pt shows b(1500) = 417.15 pt of stretch.
    let hard = try BenchTool.run(["trace", file, "--script", "pull hard", "--at", "0.2", "--format", "json"])
    #expect(hard.status == 0, "\(hard.stderr)")
    let header = try JSONParser.parse(hard.stdout)["frames"]?.arrayValue?.first?["views"]?.arrayValue?.first?.arrayValue
    let height = try #require(header?[3].numberValue)
    expectApproximatelyEqual(height, 200 + band.offset(forDrag: 1500), tolerance: .rubberBand)
    // The release at a pull of 270 pt, the finger at 300 pt/s, hands over b′(270)·300/844.
    let check = try BenchTool.run(["check", file, "--strict", "--format", "json"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let completions = try #require(try JSONParser.parse(check.stdout)["completions"]?.arrayValue)
    let letGo = try #require(completions.first { $0["script"]?.stringValue == "pull and let go" })
    #expect(letGo["handoff"]?["gestureVelocity"]?.numberValue == band.slope(atDrag: 270) * 300 / 844)
    #expect(letGo["handoff"]?["velocityJump"]?.numberValue == 0)
    #expect(letGo["direction"]?.stringValue == "cancel", "the header always springs back")
  }
}
