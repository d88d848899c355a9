import Foundation
import JSON
import TestSupport
import Testing
import TransitionTesting
import Specs
import Transitions

/// The recording formats `compare --recorded` reads (CSV as people write it, Chrome's
/// trace-event JSON, Android's atrace counters inside it), the notes it prints for what it
/// decided, and a file error for each malformed input, naming the place.
@Suite struct RecordingImportTests {
  static let spec = """
    {"specVersion": 2, "name": "cssPush", "operation": "push", "container": [400, 300],
     "views": [{"name": "from", "frame": [0, 0, 400, 300]}, {"name": "to", "frame": [400, 0, 400, 300]}],
     "phases": [{"duration": 0.3, "timing": "ease-in-out"}],
     "tracks": [{"view": "to", "property": "center", "to": [200, 150]}, {"view": "from", "property": "center", "to": [-100, 150]},
                {"view": "from", "property": "alpha", "to": 0.5}]}
    """

  /// The model's frames at 60 fps: (t, view, centerX, frame left, right, alpha).
  static func frames() throws -> [(t: Double, view: String, centerX: Double, left: Double, right: Double, alpha: Double)] {
    let transition = try TransitionSpec.read(json: spec).transition()
    return Trace(transition, fps: 60).frames.flatMap { frame in
      frame.views.enumerated().map { i, v in (frame.time, transition.viewNames[i], v.center.x, v.frame.minX, v.frame.maxX, v.alpha) }
    }
  }

  struct Compared {
    var status: Int32
    var json: JSONValue
    var stderr: String
    var notes: [String] { json["notes"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
    var latency: Double { json["latencyFit"]?["latency"]?.numberValue ?? .nan }
    var maxDeviation: Double { json["series"]?.arrayValue?.compactMap { $0["maxDeviation"]?.numberValue }.max() ?? .nan }
  }

  static func compare(_ recording: String, name: String = "recording.csv", _ options: [String] = []) throws -> Compared {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("push.json")
    try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
    let file = directory.appendingPathComponent(name)
    try recording.write(to: file, atomically: true, encoding: .utf8)
    let run = try BenchTool.run(["compare", spec.path, "--recorded", file.path, "--format", "json", "--no-curve-fit"] + options)
    let json = run.status == 2 ? JSONValue.null : try JSONParser.parse(run.stdout)
    return Compared(status: run.status, json: json, stderr: run.stderr)
  }

  /// Quoted fields (with commas and "" inside), CRLF line ends, a byte-order mark, headers in any
  /// case, CSS's `opacity`, an extra column ignored and said to be.
  @Test func csvAsPeopleWriteIt() throws {
    var csv = "\u{FEFF}\"Time\",VIEW,CenterX,Opacity,\"note, free text\"\r\n"
    for f in try Self.frames() { csv += "\(f.t),\"\(f.view)\",\(f.centerX),\(f.alpha),\"frame \"\"\(f.t)\"\", ok\"\r\n" }
    let c = try Self.compare(csv)
    #expect(c.status == 0 && c.maxDeviation < 1e-9, "\(c.json)")
    #expect(c.notes.contains("ignored (not trace columns): note, free text"), "\(c.notes)")
    let properties = Set(c.json["series"]?.arrayValue?.compactMap { $0["property"]?.stringValue } ?? [])
    #expect(properties == ["centerX", "alpha"])
  }

  /// Milliseconds: detected from the steps (and said), from the column's name, or given; a
  /// wrong --time-unit shows as a failing comparison, not a silent rescale.
  @Test func millisecondsAreDetectedNamedOrGiven() throws {
    let frames = try Self.frames()
    let ms = "time,view,centerX\n" + frames.map { "\($0.t * 1000 + 12),\($0.view),\($0.centerX)" }.joined(separator: "\n")
    let detected = try Self.compare(ms)
    #expect(detected.status == 0 && abs(detected.latency - 0.012) < 1e-7, "\(detected.json)")
    #expect(detected.notes.contains { $0.hasPrefix("time: milliseconds (detected: the median step between times is 16.666") }, "\(detected.notes)")
    let named = try Self.compare(ms.replacingOccurrences(of: "time,", with: "time_ms,"))
    #expect(named.status == 0 && named.notes.contains("time: ms, from the column's name"), "\(named.notes)")
    let given = try Self.compare(ms, ["--time-unit", "ms"])
    #expect(given.status == 0 && abs(given.latency - 0.012) < 1e-7 && !given.notes.contains { $0.hasPrefix("time:") })
    let wrong = try Self.compare(ms, ["--time-unit", "s"])
    #expect(wrong.status == 1, "read as seconds, a 300 ms slide lasts 300 s")
  }

  /// Device pixels and bounding boxes: left/top/right/bottom become the frame, --scale divides
  /// point columns (alpha untouched), and a box column without its pair is an error.
  @Test func boxColumnsInDevicePixels() throws {
    var csv = "time,view,left,right,top,bottom,alpha\n"
    for f in try Self.frames() { csv += "\(f.t),\(f.view),\(3 * f.left),\(3 * f.right),0,900,\(f.alpha)\n" }
    let c = try Self.compare(csv, ["--scale", "3"])
    #expect(c.status == 0 && c.maxDeviation < 1e-9, "\(c.json)")
    #expect(c.notes.contains { $0.hasPrefix("box columns (left, top, right, bottom) read as the frame") }, "\(c.notes)")
    #expect(c.notes.contains("point columns divided by --scale 3 (recorded pixels per point)"))
    let unscaled = try Self.compare(csv)
    #expect(unscaled.status == 1)
  }

  /// Chrome's trace-event JSON, both counter forms, absolute microseconds since boot: the start
  /// is found and said; and the model's own `trace --format chrome` reads back exactly.
  @Test func traceEventCountersOnAnAbsoluteClock() throws {
    var events: [String] = [#"{"ph": "M", "name": "process_name", "pid": 1, "args": {"name": "app"}}"#, #"{"ph": "X", "name": "frame", "ts": 1, "dur": 2}"#]
    for f in try Self.frames() {
      let ts = 86_400e6 + 5_000 + f.t * 1e6
      events.append(#"{"ph": "C", "name": "\#(f.view).centerX", "ts": \#(ts), "pid": 1, "args": {"value": \#(f.centerX)}}"#)
      events.append(#"{"ph": "C", "name": "\#(f.view)", "ts": \#(ts), "pid": 1, "args": {"alpha": "\#(f.alpha)", "gpu": 3}}"#)
    }
    let c = try Self.compare("{\"traceEvents\": [\(events.joined(separator: ",\n"))]}", name: "trace.json")
    #expect(c.status == 0 && c.maxDeviation < Tolerance.recordingAbsoluteClock && abs(c.latency - 86_400.005) < 1e-6, "\(c.json)")
    #expect(c.notes.contains("trace events: 38 samples from counter events, 2 other events ignored"), "\(c.notes)")
    #expect(c.notes.contains("ignored (not trace columns): from.gpu, to.gpu"))
    #expect(c.json["diagnosis"]?.arrayValue?.contains { $0.stringValue?.hasPrefix("the clock is absolute (its first time is 86400.005 s)") == true } == true)
    // The model written as trace events reads back as itself.
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("push.json")
    try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
    let model = try BenchTool.run(["trace", spec.path, "--format", "chrome", "--ts-offset", "250000"])
    #expect(model.status == 0)
    let back = try Self.compare(model.stdout, name: "model.json")
    #expect(back.status == 0 && back.maxDeviation < 1e-9 && abs(back.latency - 0.25) < 1e-7, "\(back.json)")
  }

  /// Android's Trace.setCounter, as `traceconv json` carries it: atrace lines in the
  /// systemTraceEvents string, seconds since boot.
  @Test func atraceCountersInSystemTraceEvents() throws {
    var lines = ["# tracer: nop"]
    for f in try Self.frames() {
      lines.append(String(format: "  RenderThread-812  ( 790) [002] ...1 %.6f: tracing_mark_write: C|790|%@.centerX|%.9f", 3021.5 + f.t, f.view, f.centerX))
    }
    let json = "{\"traceEvents\": [], \"systemTraceEvents\": \(JSONValue.string(lines.joined(separator: "\n")).serialized)}"
    let c = try Self.compare(json, name: "android.json")
    #expect(c.status == 0 && abs(c.latency - 3021.5) < 1e-5 && c.maxDeviation < Tolerance.recordingAtraceMicroseconds, "\(c.json)")
    #expect(c.notes.contains { $0.contains("values from systemTraceEvents' atrace counters") }, "\(c.notes)")
  }

  /// A recording that holds no motion: the start cannot be found, and compare says so.
  @Test func aRecordingWithoutTheAnimationSaysItsStartWasNotFound() throws {
    let csv = "time,view,centerX\n" + (0..<10).map { "\(Double($0) / 60),to,600" }.joined(separator: "\n")
    let c = try Self.compare(csv)
    #expect(c.json["latencyFit"]?["atSearchEdge"] == .bool(true), "\(c.json)")
    #expect(c.json["diagnosis"]?.arrayValue?.contains { $0.stringValue?.hasPrefix("the animation's start was not found") == true } == true, "\(c.json)")
  }

  /// Each malformed file is a file error (exit 2) naming its line and column or its event.
  @Test(arguments: [
    ("time,view,centerX\n0,\"to,600\n", "recording.csv:2:3: a quoted field is never closed"),
    ("time,view,centerX\n0,t\"o,600\n", "recording.csv:2:4: a quote inside an unquoted field"),
    ("time,view,centerX\n0,\"to\"x,600\n", "recording.csv:2:7: text after a closing quote"),
    ("time,view,left,centerX\n0,to,1,2\n", "recording.csv:1:1: box columns come in pairs"),
    ("time,view,left,right,frameX\n0,to,1,2,3\n", "recording.csv:1:1: the header has both box columns"),
    ("time,view,centerX,CENTERX\n0,to,1,2\n", "recording.csv:1:19: the column centerX appears twice"),
    ("time,view,left,right\n0,to,1,\n", "recording.csv:2:1: left and right are recorded together or not at all"),
    ("time,view,centerX\n0,to,1e999\n", "recording.csv:2:6: centerX \"1e999\" is not a finite number"),
    ("view,centerX\nto,1\n", "recording.csv:1:1: the header needs one time column"),
  ])
  func malformedCSVIsAFileErrorNamingThePlace(text: String, message: String) throws {
    let c = try Self.compare(text)
    #expect(c.status == 2 && c.stderr.contains(message), "\(c.stderr)")
  }

  @Test(arguments: [
    (#"{"events": []}"#, "trace.json:1:1: a trace-event file is an array of events or an object with a traceEvents array"),
    (#"[{"ph": "C", "name": "to.centerX", "ts": "x", "args": {"value": 1}}]"#, "trace.json:1:2: [0]: ts must be a finite number of microseconds"),
    (#"{"traceEvents": [1]}"#, "trace.json:1:18: traceEvents[0]: an event is an object"),
    (#"[{"ph": "C", "name": "to.centerX", "ts": 1, "args": {"a": 1, "b": 2}}]"#, "args holds exactly one number"),
    (#"[{"ph": "C", "name": "to", "ts": 1, "args": {"centerX": true}}]"#, "[0]: args.centerX is not a number"),
    (#"{"traceEvents": [], "systemTraceEvents": "1.0: tracing_mark_write: C|1|to.centerX|abc"}"#, "systemTraceEvents, line 1: a counter line is"),
  ])
  func malformedTraceEventsAreAFileErrorNamingTheEvent(text: String, message: String) throws {
    let c = try Self.compare(text, name: "trace.json")
    #expect(c.status == 2 && c.stderr.contains(message), "\(c.stderr)")
  }
}

/// The recorders' sample files (recorders/*/sample-recording.csv, in exactly the format each
/// recorder writes) pass against the demo's spec with the latency they were made with.
@Suite struct RecorderSampleTests {
  static let recorders = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../recorders").standardized

  @Test(arguments: [("ios", [String](), 1.0 / 120), ("android", ["--scale", "2.625"], 2.0 / 90)])
  func theRecordersSampleFilesPass(platform: String, options: [String], latency: Double) throws {
    let spec = Self.recorders.appendingPathComponent("browser/demo/css-push.yaml").path
    let file = Self.recorders.appendingPathComponent("\(platform)/sample-recording.csv").path
    let run = try BenchTool.run(["compare", spec, "--recorded", file, "--format", "json", "--no-curve-fit"] + options)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let json = try JSONParser.parse(run.stdout)
    let fitted = try #require(json["latencyFit"]?["latency"]?.numberValue)
    #expect(abs(fitted - latency) < 1e-6, "\(fitted)")
    // Without the density, the Android file's pixels are 2.625 times too large.
    if platform == "android" {
      #expect(try BenchTool.run(["compare", spec, "--recorded", file, "--no-curve-fit"]).status == 1)
    }
  }
}
