import Curves
import Foundation
import Geometry
import JSON
import SnapshotTesting
import Testing
import TestSupport
import TransitionTesting
@testable import Recordings
@testable import Specs
@testable import Transitions

/// The trace file format, schema 2: the UIKit frame beside centre, size and transform, and each
/// phase's fraction and progress in every frame; schema 1 files still read and still compare.
@Suite struct TraceSchemaTests {
  /// Two named phases that overlap: a slide over 0…0.3 s (ease-in) and a fade over 0.2…0.5 s
  /// (linear), on a card scaled 2× and rotated a quarter turn at the end.
  static let twoPhases = """
    {"specVersion": 2, "name": "cardTurn", "operation": "push",
     "views": [{"name": "card", "frame": [150, 275, 100, 50]}],
     "phases": [{"name": "slide", "duration": 0.3, "timing": "easeIn"},
                {"name": "fade", "start": 0.2, "duration": 0.3, "timing": "linear"}],
     "tracks": [{"view": "card", "property": "transform", "phase": "slide", "to": {"scale": 2, "rotate": 1.5707963267948966}},
                {"view": "card", "property": "alpha", "phase": "fade", "to": 0}]}
    """

  static func read(_ text: String) throws -> Trace {
    try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(text))
  }

  /// The frame columns are UIKit's `frame`: the bounding box of the transformed bounds about the
  /// centre. At the end the 100 × 50 card, scaled 2× and turned 90°, covers 100 × 200 about
  /// (200, 300).
  @Test func theFrameColumnsAreUIKitsFrame() throws {
    let turn = try TransitionSpec.read(json: Self.twoPhases).transition()
    let trace = try Trace(turn, times: [0, 0.5])
    let columns = Trace.columns
    func value(_ name: String, frame: Int) throws -> Double {
      let column = try #require(columns.firstIndex(of: name))
      return try #require(Trace.row(trace.frames[frame].views[0])[column])
    }
    #expect(try [value("frameX", frame: 0), value("frameY", frame: 0), value("frameWidth", frame: 0), value("frameHeight", frame: 0)] == [150, 275, 100, 50])
    let end = try [value("frameX", frame: 1), value("frameY", frame: 1), value("frameWidth", frame: 1), value("frameHeight", frame: 1)]
    let expected = [150.0, 200, 100, 200]
    for (got, want) in zip(end, expected) { #expect(abs(got - want) <= Tolerance.quarterTurnFrame, "\(end)") }
    // The centre and bounds size do not move: only the transform does, as in UIKit.
    #expect(try value("centerX", frame: 1) == 200 && value("width", frame: 1) == 100)
  }

  /// Each phase's fraction is its elapsed time, (t − start)/duration in [0, 1]; its progress is
  /// the curve's value there. At 0.25 s the slide is 5/6 through its time and the fade 1/6.
  @Test func everyFrameHoldsEachPhasesFractionAndProgress() throws {
    let turn = try TransitionSpec.read(json: Self.twoPhases).transition()
    let trace = try Trace(turn, times: [0, 0.25, 0.5])
    #expect(trace.phases == [Trace.Phase(name: "slide", start: 0, duration: 0.3), Trace.Phase(name: "fade", start: 0.2, duration: 0.3)])
    let middle = trace.frames[1].phases
    #expect(abs(middle[0].fraction - 5.0 / 6) <= 1e-15 && abs(middle[1].fraction - 1.0 / 6) <= 1e-15)
    // The curve's own clock rounds (t − start)/duration its way: an ulp or so of u.
    #expect(abs(middle[0].progress - CubicTimingFunction.easeIn.progress(at: middle[0].fraction)) <= Tolerance.unitRounding)
    #expect(abs(middle[1].progress - middle[1].fraction) <= Tolerance.unitRounding)
    #expect(trace.frames[0].phases == [.init(fraction: 0, progress: 0), .init(fraction: 0, progress: 0)])
    #expect(trace.frames[2].phases == [.init(fraction: 1, progress: 1), .init(fraction: 1, progress: 1)])
    // An unnamed phase is called by its index.
    let slide = try #require(Catalogue.all().first { $0.kind == .slide })
    #expect(Trace(slide, fps: 60).phases.map(\.name) == slide.phases.indices.map { "\($0)" })
  }

  /// Schema 2 reads back exactly what it writes, phases included.
  @Test func schema2ReadsBackExactly() throws {
    let turn = try TransitionSpec.read(json: Self.twoPhases).transition()
    let trace = Trace(turn, fps: 60)
    let text = try JSONValueEncoder().encode(trace).formatted()
    #expect(text.contains("\"schemaVersion\": 2"))
    #expect(try Self.read(text) == trace)
  }

  /// A schema 1 file (a golden recorded before the frame columns and phases) still reads, with no
  /// phases, and as a TransitionTesting snapshot still compares, in its own layout.
  @Test func aSchema1GoldenStillReadsAndCompares() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/trace-schema1-slide-push.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let old = try Self.read(text)
    let push = try #require(Catalogue.all().first { $0.kind == .slide && $0.operation == .push })
    let now = Trace(push, fps: 60)
    #expect(old.phases.isEmpty && old.frames.allSatisfy(\.phases.isEmpty))
    #expect(old.frames.map(\.time) == now.frames.map(\.time))
    let recorded = try GoldenJSON(parsing: text)
    let strategy = Snapshotting<Trace, GoldenJSON>.numericTrace()
    func json(_ trace: Trace) throws -> GoldenJSON { GoldenJSON(try JSONValueEncoder().encode(trace)) }
    #expect(strategy.diffing.diff(recorded, try json(now)) == nil)
    // Without the adaptation the new layout differs everywhere; a changed transition still fails.
    let plain = Snapshotting<GoldenJSON, GoldenJSON>.numericJSON(tolerance: .golden)
    #expect(plain.diffing.diff(recorded, try json(now)) != nil)
    let wider = TransitionContext(container: Rect(x: 0, y: 0, width: 400, height: 844))
    let widerPush = try #require(Catalogue.all(context: wider).first { $0.kind == .slide && $0.operation == .push })
    #expect(strategy.diffing.diff(recorded, try json(Trace(widerPush, fps: 60))) != nil)
  }

  /// A card whose first transform maps every point to w = 0 (m44 and the perspective column are
  /// 0): at t = 0 it is wholly at the eye and draws nothing; then it jumps to identity, since that
  /// end has no decomposition. Found by the spec fuzzer (its frame columns were +∞).
  static let behindTheEye = """
    {"specVersion": 2, "name": "vanish", "operation": "custom", "duration": 0.5,
     "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": [50, 50]}],
     "phases": [{"duration": 0.5, "timing": "linear"}],
     "tracks": [{"view": "card", "phase": 0, "property": "transform",
                 "from": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], "to": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]}]}
    """

  /// A view that draws nothing has `CGRect.null` for a frame: its four frame columns are null (not
  /// +∞, which no reader takes), the trace reads back, one null among numbers is still refused, and
  /// the model's own trace as a recording passes `compare`.
  @Test func aViewWhollyBehindTheEyeHasFourNullFrameColumnsThatReadBack() throws {
    let vanish = try TransitionSpec.read(json: Self.behindTheEye).transition()
    let trace = Trace(vanish, fps: 60)
    let frameColumns = ["frameX", "frameY", "frameWidth", "frameHeight"].compactMap { Trace.columns.firstIndex(of: $0) }
    #expect(Array(Trace.frameColumns) == frameColumns, "the frame's indices, named once, are the columns named frame…")
    let first = Trace.row(trace.frames[0].views[0]), later = Trace.row(trace.frames[1].views[0])
    #expect(frameColumns.map { first[$0] } == [nil, nil, nil, nil])
    #expect(frameColumns.map { later[$0] } == [0, 0, 100, 100])
    let text = try JSONValueEncoder().encode(trace).formatted()
    #expect(!text.contains("inf"))
    #expect(try Self.read(text) == trace)
    var oneNull = later
    oneNull[frameColumns[0]] = nil
    #expect(throws: TraceFormatError.self) { _ = try Trace.state(fromRow: oneNull) }
    let rows = trace.frames.map { frame in
      let row = Trace.row(frame.views[0])
      var values: [String: Double] = [:]
      for (name, value) in zip(Trace.columns, row) { values[name] = value }
      return RecordedComparison.Row(time: frame.time, view: "card", values: values)
    }
    let comparison = try RecordedComparison(vanish, rows: rows)
    #expect(comparison.passes, "max deviation \(comparison.maxDeviation)")
    // Against a recording, the model's frame there is `CGRect.null`'s +∞ (so a recorded frame is
    // infinitely far from it), never a silent 0; a missing mask still reads 0.
    let nothingDrawn = trace.frames[0].views[0]
    #expect(frameColumns.map { RecordingModel.column($0, of: nothingDrawn) } == [.infinity, .infinity, .infinity, .infinity])
    #expect(RecordingModel.column(try #require(Trace.columns.firstIndex(of: "maskX")), of: nothingDrawn) == 0)
  }

  /// Malformed schema 2 content is refused with what is wrong; an unknown version names the
  /// readable ones.
  @Test func malformedTracesAreRefusedWithTheReason() throws {
    let turn = try TransitionSpec.read(json: Self.twoPhases).transition()
    let good = try JSONValueEncoder().encode(try Trace(turn, times: [0.1])).formatted()
    let cases: [(String, String)] = [
      (good.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": 4"), "this tool reads 1, 2 and 3"),
      (good.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": 3"), "the columns of schema 3"),
      (good.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": 1"), "the columns of schema 1"),
      (Self.replacingFirstPhasePair(in: good, with: "[0.5]"), "a phase pair is [fraction, progress]"),
      (Self.replacingFirstPhasePair(in: good, with: "[0.5, 0.1], [0, 0]"), "3 phase pairs for 2 phases"),
    ]
    for (text, reason) in cases {
      #expect(throws: (any Error).self, "\(reason)") { _ = try Self.read(text) }
      do { _ = try Self.read(text) } catch { #expect("\(error)".contains(reason), "\(error)") }
    }
  }

  /// `text` with its first frame's first phase pair replaced.
  static func replacingFirstPhasePair(in text: String, with replacement: String) -> String {
    guard let key = text.range(of: "\"phases\": [\n        ["), let close = text[key.upperBound...].firstIndex(of: "]") else {
      return text.replacingOccurrences(of: "\"phases\": [[", with: "\"phases\": [\(replacement), [")
    }
    let open = text.index(before: key.upperBound)
    return text.replacingCharacters(in: open...close, with: replacement)
  }
}
