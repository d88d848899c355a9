import Foundation
import Geometry
import JSON
import SnapshotTesting
import Testing
import TestSupport
import TransitionTesting
import Transitions

/// Schema 3, the trace of a transition with depth: schema 2's columns unchanged, then the 3D
/// transform, the depths and what the container's perspective makes of the view; written only
/// when the trace has depth, read back exactly, and still comparable with a schema-2 golden.
@Suite struct TraceSchema3Tests {
  /// A card turning a quarter about y (function by function) behind a 500-point eye, single
  /// sided, lifted by a zPosition track.
  static func turn(eye: Double = 500) -> Transition {
    var card = ViewState(frame: Rect(x: 95, y: 372, width: 200, height: 100))
    card.isDoubleSided = false
    let quarter = TransformAnimation(
      from: TransformList([.rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: 0)]),
      to: TransformList([.rotate(axis: Vector3D(x: 0, y: 1, z: 0), angle: .pi * 0.75)]))
    return Transition(
      kind: TransitionKind(rawValue: "turn"), operation: .present, duration: 0.5, viewNames: ["card"], initialViews: [card],
      phases: [TransitionPhase(start: 0, duration: 0.5, curve: .timing(.easeInEaseOut))],
      tracks: [Track(view: ViewID(index: 0), .transform3D(quarter), phase: 0), Track(view: ViewID(index: 0), .zPosition(0, 40), phase: 0)],
      container: .perspective(bounds: Rect(x: 0, y: 0, width: 390, height: 844), eyeDistance: eye))
  }

  static func read(_ text: String) throws -> Trace {
    try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(text))
  }

  @Test func aTraceWithDepthIsSchema3AndReadsBackExactly() throws {
    let trace = Trace(Self.turn(), fps: 60)
    #expect(trace.hasDepth)
    let text = try JSONValueEncoder().encode(trace).formatted()
    #expect(text.contains("\"schemaVersion\": 3"))
    #expect(text.contains("\"container\""))
    let back = try Self.read(text)
    #expect(back == trace)
    #expect(back.container == Self.turn().container)
    #expect(trace.rowColumns == Trace.columns + Trace.columns3D)
  }

  /// The derived 3D columns are what the container's perspective shows: the projected corners
  /// (Transition.projection), the back face past 90°, and a single-sided card culled there.
  @Test func theQuadAndTheBackFaceAreTheProjections() throws {
    let transition = Self.turn()
    let trace = Trace(transition, fps: 60)
    let columns = trace.rowColumns
    func value(_ row: [Double?], _ name: String) -> Double? { row[columns.firstIndex(of: name)!] }
    var sawBack = false
    for frame in trace.frames {
      let row = trace.rows(of: frame)[0]
      let projection = transition.projection(of: frame.views[0])
      #expect(value(row, "quadClipped") == 0)
      for k in 0..<4 {
        #expect(value(row, "quadX\(k + 1)") == projection[vertex: k].x)
        #expect(value(row, "quadY\(k + 1)") == projection[vertex: k].y)
      }
      let back = value(row, "backFace") == 1
      #expect(back == projection.showsBackFace)
      #expect(value(row, "culled") == (back ? 1 : 0))
      #expect(value(row, "a") == value(row, "m11") && value(row, "tx") == value(row, "m41"))
      sawBack = sawBack || back
    }
    #expect(sawBack)
    #expect(value(trace.rows(of: trace.frames[0])[0], "backFace") == 0)
  }

  /// A view whose corner reaches behind the eye has its quad cut: the corner columns are null.
  @Test func aClippedQuadHasNullCorners() throws {
    let trace = Trace(Self.turn(eye: 60), fps: 60)
    let columns = trace.rowColumns
    let rows = trace.frames.map { trace.rows(of: $0)[0] }
    let clipped = rows.filter { $0[columns.firstIndex(of: "quadClipped")!] == 1 }
    #expect(!clipped.isEmpty)
    for row in clipped { #expect(row[columns.firstIndex(of: "quadX1")!] == nil) }
    let text = try JSONValueEncoder().encode(trace).formatted()
    #expect(try Self.read(text) == trace)
  }

  /// A 2D trace stays schema 2, byte for byte without any 3D key; the catalogue's 3D transitions
  /// (flip, cube, page turn, 3D collection) are schema 3.
  @Test func aTwoDimensionalTraceStaysSchema2() throws {
    for transition in Catalogue.all() {
      let trace = Trace(transition, fps: 30)
      let text = try JSONValueEncoder().encode(trace).formatted()
      if [.flip, .cube, .pageTurn, .collection3D].contains(transition.kind) {
        #expect(trace.hasDepth && text.contains("\"schemaVersion\": 3"))
        continue
      }
      #expect(!trace.hasDepth)
      #expect(
        text.contains("\"schemaVersion\": 2") && !text.contains("m11") && !text.contains("\"container\""),
        "\(transition.kind)")
    }
  }

  /// A schema-3 row whose a … ty are not the transform's affine part, a flag that is not 0 or 1,
  /// or a malformed container is refused, saying why.
  @Test func malformedSchema3IsRefusedWithTheReason() throws {
    let good = try JSONValueEncoder().encode(try Trace(Self.turn(), times: [0.25])).formatted(sortingKeys: false)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(good.utf8)) as? [String: Any])
    func with(_ index: Int, _ value: Any) throws -> String {
      var top = object
      var frames = top["frames"] as! [[String: Any]]
      var rows = frames[0]["views"] as! [[Any]]
      rows[0][index] = value
      frames[0]["views"] = rows
      top["frames"] = frames
      return String(decoding: try JSONSerialization.data(withJSONObject: top), as: UTF8.self)
    }
    let m11 = Trace.columns.count
    let cases: [(String, String)] = [
      (try with(m11, 7), "must be m11, m12, m21, m22, m41, m42"),
      (try with(m11 + 18, 0.5), "doubleSided = 0.5; it is 0 or 1"),
      (try with(m11 + 16, NSNull()), "zPosition is null"),
      (good.replacingOccurrences(of: "\"sublayerTransform\": [", with: "\"sublayerTransform\": [1, "), "16 finite numbers"),
    ]
    for (text, reason) in cases {
      do {
        _ = try Self.read(text)
        Issue.record("read: \(reason)")
      } catch { #expect("\(error)".contains(reason), "\(error)") }
    }
  }

  /// A golden recorded in schema 2 still compares against a trace that now has depth: the 2D
  /// columns are compared, the 3D ones left out; a moved view still fails.
  @Test func aSchema2GoldenComparesWithATraceWithDepth() throws {
    let now = Trace(Self.turn(), fps: 60)
    let flat = Trace(kind: now.kind, operation: now.operation, duration: now.duration, fps: now.fps, viewNames: now.viewNames, phases: now.phases, frames: now.frames.map { frame in
      var f = frame
      f.views = f.views.map { v in var w = v; w.transform = v.transform; w.zPosition = 0; w.isDoubleSided = true; return w }
      return f
    })
    let recorded = GoldenJSON(try JSONValueEncoder().encode(flat))
    #expect(recorded["schemaVersion"]?.numberValue == 2)
    let strategy = Snapshotting<Trace, GoldenJSON>.numericTrace()
    #expect(strategy.diffing.diff(recorded, GoldenJSON(try JSONValueEncoder().encode(now))) == nil)
    var moved = ViewState(frame: Rect(x: 96, y: 372, width: 200, height: 100))
    moved.isDoubleSided = false
    let shifted = Trace(kind: now.kind, operation: now.operation, duration: now.duration, fps: now.fps, viewNames: now.viewNames, phases: now.phases, frames: now.frames.map { frame in
      var f = frame
      f.views[0].center = moved.center
      return f
    }, container: now.container)
    #expect(strategy.diffing.diff(recorded, GoldenJSON(try JSONValueEncoder().encode(shifted))) != nil)
  }
}
