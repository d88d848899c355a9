import ArgumentParser
import Foundation
import Geometry
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
      case .json: print(try TraceOutput.json(trace))
      case .svg: print(TraceOutput.svg(trace))
      }
    }
  }
}

/// Trace serialisations shared by `trace` and the report.
enum TraceOutput {
  static let columns = ["time", "view", "x", "y", "width", "height", "a", "b", "c", "d", "tx", "ty", "alpha", "renderedAlpha", "cornerRadius", "shadowOpacity", "maskRadius", "hidden", "zIndex", "tint"]

  static func fields(_ time: Double, _ name: String, _ v: ViewState) -> [String] {
    let f = v.frame
    return [Format.number(time), name, Format.number(f.origin.x), Format.number(f.origin.y), Format.number(f.size.width), Format.number(f.size.height),
            Format.number(v.transform.a), Format.number(v.transform.b), Format.number(v.transform.c), Format.number(v.transform.d),
            Format.number(v.transform.tx), Format.number(v.transform.ty), Format.number(v.alpha), Format.number(v.renderedAlpha),
            Format.number(v.cornerRadius), Format.number(v.shadowOpacity), v.mask.map { Format.number($0.radius) } ?? "", v.isHidden ? "1" : "0",
            "\(v.zIndex)", Format.number(v.tint)]
  }

  static func csv(_ trace: Trace) -> String {
    var rows: [[String]] = []
    for frame in trace.frames {
      for (i, v) in frame.views.enumerated() { rows.append(fields(frame.time, trace.viewNames[i], v)) }
    }
    return Format.csv(columns, rows)
  }

  static func json(_ trace: Trace) throws -> String {
    let frames: [[String: Any]] = trace.frames.map { frame in
      ["time": frame.time, "views": frame.views.enumerated().map { i, v in
        Dictionary(uniqueKeysWithValues: zip(columns.dropFirst(), fields(frame.time, trace.viewNames[i], v).dropFirst()).map { ($0, $1 as Any) })
      }]
    }
    let object: [String: Any] = ["transition": trace.kind.rawValue, "operation": trace.operation.rawValue, "duration": trace.duration, "fps": trace.fps, "frames": frames]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self)
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
