import ArgumentParser
import Foundation
import Geometry
import JSON
import Transitions

extension TransitionBench {
  struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trace",
      abstract: "Print one transition's scene at a frame rate: csv, json, or an svg filmstrip of the views' frames over time.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "The catalogue name (slide, overlay, diagonal, twoPhase, bottomSpring, photoZoom, maskReveal, customContainer, collection).")
    var name: String

    @Option(help: "The operation (default: the transition's first).")
    var operation: String?

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: "csv, json or svg.")
    var format: TraceFormat = .csv

    enum TraceFormat: String, ExpressibleByArgument, CaseIterable { case csv, json, svg }

    func validate() throws {
      guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be in (0, 1000], got \(fps)") }
      _ = try transition()
    }

    func transition() throws -> Transition {
      let matches = try TransitionsCommand.select(kinds: name, operations: operation)
      guard let first = matches.first else {
        throw ValidationError("\(name) has no operation '\(operation ?? "")'")
      }
      return first
    }

    func run() throws {
      let trace = Trace(try transition(), fps: fps)
      switch format {
      case .csv: print(TraceOutput.csv(trace), terminator: "")
      case .json: print(try TraceOutput.json(trace), terminator: "")
      case .svg: print(TraceOutput.svg(trace))
      }
    }
  }
}

/// Trace serialisations shared by `trace` and the report. JSON is `Trace`'s one file format;
/// CSV has the same columns, one row per view and frame: `time`, `view`, then `Trace.columns`
/// (an absent mask is an empty cell).
enum TraceOutput {
  static var csvColumns: [String] { ["time", "view"] + Trace.columns }

  static func csv(_ trace: Trace) -> String {
    var rows: [[String]] = []
    for frame in trace.frames {
      for (i, v) in frame.views.enumerated() {
        rows.append([Format.number(frame.time), trace.viewNames[i]] + Trace.row(v).map { $0.map(Format.number) ?? "" })
      }
    }
    return Format.csv(csvColumns, rows)
  }

  static func json(_ trace: Trace) throws -> String {
    try JSONValueEncoder().encode(trace).formatted()
  }

  /// An onion-skinned filmstrip: every visible view's frame outline at up to 9 evenly spaced
  /// times, later frames more opaque, so the motion is visible at a glance.
  static func svg(_ trace: Trace, width: Double = 390, height: Double = 844, scale: Double = 0.5) -> String {
    let step = max(1, trace.frames.count / 8)
    let picked = stride(from: 0, to: trace.frames.count, by: step).map { trace.frames[$0] } + [trace.frames[trace.frames.count - 1]]
    var marks = ""
    for (k, frame) in picked.enumerated() {
      let opacity = 0.15 + 0.85 * Double(k) / Double(max(picked.count - 1, 1))
      for (i, v) in frame.views.enumerated() where !v.isHidden {
        let f = v.frame
        guard f.origin.x.isFinite, f.size.width.isFinite else { continue }
        let hue = (i * 47) % 360
        marks += "<rect data-mark=\"1\" data-view=\"\(trace.viewNames[i])\" x=\"\(Format.short(f.origin.x))\" y=\"\(Format.short(f.origin.y))\" width=\"\(Format.short(max(f.size.width, 0.5)))\" height=\"\(Format.short(max(f.size.height, 0.5)))\" fill=\"none\" stroke=\"hsl(\(hue),70%,40%)\" stroke-opacity=\"\(Format.short(opacity))\"/>"
      }
    }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" data-chart=\"filmstrip\" viewBox=\"-200 -100 \(Format.short(width + 400)) \(Format.short(height + 200))\" width=\"\(Format.short((width + 400) * scale))\" height=\"\(Format.short((height + 200) * scale))\"><rect x=\"0\" y=\"0\" width=\"\(Format.short(width))\" height=\"\(Format.short(height))\" fill=\"#f4f4f4\" stroke=\"#999\"/>\(marks)</svg>"
  }
}
