import Curves
import Foundation
import JSON
import Testing
import TestSupport
import TransitionTesting
import Specs
import Transitions

/// Interactive scripts you can watch: `check` prints how each completed, as the article shows,
/// and `trace --script` replays one frame by frame.
@Suite(.serialized) struct ScriptTraceTests {
  static let swipe = SpecCommandTests.example("back-swipe.json")

  /// The article's worked example is `check`'s output on `examples/back-swipe.json`, line for
  /// line: one script per completion model, two gestures and a clamp.
  @Test func theArticlesCompletionsAreChecksOutput() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Specs/Documentation.docc/YourOwnTransitions.md").standardized
    let text = try String(contentsOf: article, encoding: .utf8)
    let section = text.components(separatedBy: "`examples/back-swipe.json` drives one back swipe")[1]
    let documented = section.components(separatedBy: "```\n")[1]
    let run = try BenchTool.run(["check", Self.swipe])
    #expect(run.status == 0, "\(run.stderr)")
    let printed = run.stdout.components(separatedBy: "completions:\n")[1]
    #expect(documented == printed, "the article's block:\n\(documented)\ncheck's:\n\(printed)")
  }

  /// The README's walk-through prints `check`'s output on the card pair as it is.
  @Test func theReadmesCheckOutputIsChecksOutput() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardized
    let text = try String(contentsOf: readme, encoding: .utf8)
    let command = "$ scripts/bench check examples/my-card-push.yaml --reverse examples/my-card-pop.yaml\n"
    let documented = text.components(separatedBy: command)[1].components(separatedBy: "```")[0]
    let run = try BenchTool.run(["check", SpecCommandTests.example("my-card-push.yaml"), "--reverse", SpecCommandTests.example("my-card-pop.yaml")])
    #expect(run.stdout == documented, "README:\n\(documented)\ncheck:\n\(run.stdout)")
  }

  /// Frames at wall times from the first event to the completion's end, with τ; a restart has
  /// no τ; the JSON reads back exactly as the library's own replay.
  @Test func traceScriptReplaysFrameByFrame() throws {
    let csv = try BenchTool.run(["trace", Self.swipe, "--script", "flutter-fling", "--fps", "50"])
    #expect(csv.status == 0, "\(csv.stderr)")
    let lines = csv.stdout.split(separator: "\n")
    #expect(lines.first?.hasSuffix("phase.swipe.fraction,phase.swipe.progress,tau,completion") == true, "\(lines.first ?? "")")
    // 0 … 0.12 + 0.64 s at 50 fps: 38 frames of 3 views, plus the end.
    let times = Set(lines.dropFirst().map { $0.split(separator: ",")[0] })
    #expect(times.contains("0.76") && times.count == 39, "\(times.sorted())")
    let spec = try TransitionSpec.read(json: String(contentsOfFile: Self.swipe, encoding: .utf8))
    let script = try #require(try TransitionCheck.sessions(spec, try spec.transition()).first { $0.name == "flutter-fling" })
    let json = try BenchTool.run(["trace", Self.swipe, "--script", "flutter-fling", "--fps", "50", "--format", "json"])
    let read = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(json.stdout))
    #expect(read == Trace(script.session, script: "flutter-fling", fps: 50))
    #expect(read.script == "flutter-fling" && read.frames.last?.transitionTime == 0.5)
    // Before the release τ is p·D; during the settle it follows Flutter's curve from there.
    #expect(read.frames[5].transitionTime == 0.1)
    let settle = try #require(read.frames.first { $0.time >= 0.4 })
    let u = (settle.time - 0.12) / 0.64
    let expected = 0.1 + (0.5 - 0.1) * CompletionModel.flutterSettleCurve.progress(at: u)
    #expect(abs((settle.transitionTime ?? .nan) - expected) <= Tolerance.unitRounding, "\(settle.time)")
    // A script trace's frame must say its tau.
    let untimed = json.stdout.replacingOccurrences(of: "\"tau\": 0.1,", with: "")
    #expect(untimed != json.stdout)
    #expect(throws: (any Error).self) { _ = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(untimed)) }
    // Every completion frame says how far the completion has come: 0 at the release, 1 at the end.
    #expect(read.frames[5].completionProgress == nil && read.frames.last?.completionProgress == 1)
    let settled = try #require(settle.completionProgress)
    #expect(abs(settled - CompletionModel.flutterSettleCurve.progress(at: u)) <= Tolerance.unitRounding)
    // Hero's restart: its own clock as τ (linear from p back to 0 over (1 − p)·D), the blend
    // fraction as the completion's progress, and no phase pairs (the scene is a blend).
    let hero = try BenchTool.run(["trace", Self.swipe, "--script", "hero-cancel", "--format", "json"])
    let restart = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(hero.stdout))
    let heroScript = try #require(try TransitionCheck.sessions(spec, try spec.transition()).first { $0.name == "hero-cancel" })
    let completion = heroScript.session.completion
    let during = try #require(restart.frames.first { $0.time > completion.start + completion.duration / 2 })
    let w = (during.time - completion.start) / completion.duration
    #expect(during.phases.isEmpty)
    #expect(abs((during.transitionTime ?? .nan) - completion.fromProgress * (1 - w) * 0.5) <= Tolerance.unitRounding)
    // The swipe is linear, so Hero's restart runs along the linear curve: the blend fraction is w.
    #expect(completion.curve == "\(CubicTimingFunction.linear)")
    #expect(abs((during.completionProgress ?? .nan) - w) <= Tolerance.unitRounding)
    #expect(restart == Trace(heroScript.session, script: "hero-cancel", fps: 60))
  }

  /// `--at` samples a script at exactly the wall times given, as the library's replay does.
  @Test func traceScriptSamplesTheWallTimesAsked() throws {
    let json = try BenchTool.run(["trace", Self.swipe, "--script", "uikit-release", "--at", "0,0.05,0.2,9", "--format", "json"])
    #expect(json.status == 0, "\(json.stderr)")
    let read = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(json.stdout))
    let spec = try TransitionSpec.read(json: String(contentsOfFile: Self.swipe, encoding: .utf8))
    let script = try #require(try TransitionCheck.sessions(spec, try spec.transition()).first { $0.name == "uikit-release" })
    #expect(read.frames.map(\.time) == [0, 0.05, 0.2, 9] && read.fps == 0)
    #expect(read == Trace(script.session, script: "uikit-release", times: [0, 0.05, 0.2, 9]))
    #expect(read.frames.last?.transitionTime == script.session.time(at: 9) && read.frames.last?.completionProgress == 1)
  }

  @Test(arguments: [
    (["--script", "nope"], "has no script \"nope\"; its scripts: \"uikit-release\""),
    (["--script", "hero-cancel", "--at-progress", "0.1"], "--at-progress does not apply"),
    (["--script", "hero-cancel", "--format", "svg"], "--script writes csv, json or chrome"),
  ])
  func aBadScriptRequestIsAUsageError(arguments: [String], message: String) throws {
    let run = try BenchTool.run(["trace", Self.swipe] + arguments)
    #expect(run.status == 2 && run.stderr.contains(message), "\(run.stderr)")
    let catalogue = try BenchTool.run(["trace", "slide", "--script", "x"])
    #expect(catalogue.status == 2 && catalogue.stderr.contains("needs a spec file"), "\(catalogue.stderr)")
  }
}
