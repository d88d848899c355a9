import Foundation
import JSON
import SolverBench
import TextFormat
import Transitions

/// Trace serialisations shared by `trace` and the report. JSON is `Trace`'s one file format;
/// CSV has the same columns, one row per view and frame: `time`, `view`, then the trace's row
/// columns (`Trace.columns`, and `Trace.columns3D` for a trace with depth; an absent mask or a
/// clipped quad is an empty cell), then each phase's `phase.<name>.fraction` and
/// `phase.<name>.progress` (the frame's, repeated on each of its views' rows); a script's trace
/// ends with `tau`, the transition time shown (time is then the wall time). Cells with no value
/// (no mask; a restart completion's phases and τ) are empty.
enum TraceOutput {
  static func csvColumns(_ trace: Trace) -> [String] {
    ["time", "view"] + trace.rowColumns
      + trace.phases.flatMap { ["phase.\($0.name).fraction", "phase.\($0.name).progress"] }
      + (trace.script == nil ? [] : ["tau", "completion"])
  }

  static func csv(_ trace: Trace) -> String {
    var rows: [[String]] = []
    for frame in trace.frames {
      let values = trace.rows(of: frame)
      var phases = frame.phases.flatMap { [Format.number($0.fraction), Format.number($0.progress)] }
      if phases.isEmpty { phases = Array(repeating: "", count: 2 * trace.phases.count) }
      if trace.script != nil {
        phases.append(frame.transitionTime.map(Format.number) ?? "")
        phases.append(frame.completionProgress.map(Format.number) ?? "")
      }
      for i in frame.views.indices {
        rows.append(
          [Format.number(frame.time), trace.viewNames[i]] + values[i].map { $0.map(Format.number) ?? "" } + phases)
      }
    }
    return Format.csv(csvColumns(trace), rows)
  }

  static func json(_ trace: Trace) throws -> String {
    try JSONValueEncoder().encode(trace).formatted()
  }

  /// The trace as Chrome's trace-event JSON (`{"traceEvents": […], "displayTimeUnit": "ms"}`),
  /// the form `compare --recorded` reads and chrome://tracing and Perfetto's UI draw: a
  /// `process_name` metadata event naming the model (pid 0), then per frame one counter event
  /// per view and column that changes during the trace, `{"name": "<view>.<column>", "ph": "C",
  /// "ts": µs, "pid": 0, "tid": 0, "args": {"value": v}}`, with ts = tsOffset + t·10⁶. To
  /// overlay a recording, give the model's start on the recording's clock as `tsOffset` and
  /// join the two `traceEvents` arrays.
  static func chrome(_ trace: Trace, tsOffset: Double = 0) -> String {
    let rows = trace.frames.map { trace.rows(of: $0) }
    let columns = trace.rowColumns
    var changing: [(view: Int, column: Int)] = []
    for v in trace.viewNames.indices {
      for c in columns.indices {
        let values = rows.map { $0[v][c] }
        guard let first = values.first, values.allSatisfy({ $0 != nil }), values.contains(where: { $0 != first }) else {
          continue
        }
        changing.append((v, c))
      }
    }
    var events: [JSONValue] = [
      .object([
        ("name", .string("process_name")), ("ph", .string("M")), ("pid", .number(0)), ("tid", .number(0)),
        ("args", .object([("name", .string("model: \(trace.kind) \(trace.operation.rawValue)"))])),
      ])
    ]
    for (frame, row) in zip(trace.frames, rows) {
      // A changing column is non-null in every row (the filter above).
      for (v, c) in changing {
        guard let value = row[v][c] else { continue }
        events.append(
          .object([
            ("name", .string("\(trace.viewNames[v]).\(columns[c])")), ("ph", .string("C")),
            ("ts", .number(tsOffset + frame.time * 1e6)),
            ("pid", .number(0)), ("tid", .number(0)), ("args", .object([("value", .number(value))])),
          ]))
      }
    }
    return JSONValue.object([("traceEvents", .array(events)), ("displayTimeUnit", .string("ms"))]).formatted(
      sortingKeys: false)
  }

  /// An onion-skinned filmstrip: every visible view's frame outline at up to 9 evenly spaced
  /// times, later frames more opaque, so the motion is visible at a glance.
  static func svg(_ trace: Trace, width: Double = 390, height: Double = 844, scale: Double = 0.5) -> String {
    let step = max(1, trace.frames.count / 8)
    let picked =
      stride(from: 0, to: trace.frames.count, by: step).map { trace.frames[$0] } + [
        trace.frames[trace.frames.count - 1]
      ]
    var marks = ""
    for (k, frame) in picked.enumerated() {
      let opacity = 0.15 + 0.85 * Double(k) / Double(max(picked.count - 1, 1))
      for (i, v) in frame.views.enumerated() where !v.isHidden {
        let f = v.frame
        guard f.origin.x.isFinite, f.size.width.isFinite else { continue }
        let hue = (i * 47) % 360
        marks +=
          """
          <rect data-mark=\"1\" data-view=\"\(trace.viewNames[i])\" x=\"\(Format.short(f.origin.x))\" \
          y=\"\(Format.short(f.origin.y))\" width=\"\(Format.short(max(f.size.width, 0.5)))\" \
          height=\"\(Format.short(max(f.size.height, 0.5)))\" fill=\"none\" stroke=\"hsl(\(hue),70%,40%)\" \
          stroke-opacity=\"\(Format.short(opacity))\"/>
          """
      }
    }
    return
      """
      <svg xmlns=\"http://www.w3.org/2000/svg\" data-chart=\"filmstrip\" viewBox=\"-200 -100 \
      \(Format.short(width + 400)) \(Format.short(height + 200))\" width=\"\(Format.short((width + 400) * scale))\" \
      height=\"\(Format.short((height + 200) * scale))\"><rect x=\"0\" y=\"0\" width=\"\(Format.short(width))\" \
      height=\"\(Format.short(height))\" fill=\"#f4f4f4\" stroke=\"#999\"/>\(marks)</svg>
      """
  }
}
