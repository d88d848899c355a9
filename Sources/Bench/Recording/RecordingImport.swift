import ArgumentParser
import Curves
import Foundation
import SolverBench
import Transitions

/// How `compare` reads a recorded file, and what it noticed on the way: the format (CSV, or
/// Chrome's trace-event JSON, told by the first character that is not white space), the time
/// unit (given, or detected and said), the pixel scale, box columns converted to the frame, and
/// columns it ignored. Each note is printed before the comparison, so nothing is read silently.
struct RecordingImport {
  /// The unit of the recorded times.
  enum TimeUnit: String, ExpressibleByArgument, CaseIterable {
    /// Told from the column's name (`time_ms`, `time (ms)`) or, failing that, from the median
    /// step between times: above 0.5 the times are milliseconds (no frame recording has half a
    /// second between frames).
    case auto
    case s
    case ms
    case us

    /// Seconds per unit.
    var seconds: Double {
      switch self {
      case .auto, .s: 1
      case .ms: 1e-3
      case .us: 1e-6
      }
    }
  }

  /// What was read.
  struct Result {
    var rows: [RecordedComparison.Row]
    /// A model trace's phase columns, read past.
    var phaseColumns: [String] = []
    /// What the reader decided or ignored, in words.
    var notes: [String] = []
  }

  var timeUnit: TimeUnit = .auto
  /// Recorded pixels per point: every point column is divided by it (a device pixel ratio).
  var scale: Double = 1

  /// Reads `path`.
  func read(_ path: String) throws -> Result {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
      throw InputFileError("cannot read \(path): \(error.localizedDescription)")
    }
    return try parse(text, file: path)
  }

  /// Reads a recording's text.
  func parse(_ text: String, file: String) throws -> Result {
    var result: Result
    var unit = timeUnit
    if let first = text.first(where: { !$0.isWhitespace }), first == "{" || first == "[" {
      result = try TraceEventRecording.parse(text, file: file)
      if unit == .auto {
        unit = .us
        result.notes.append("time: trace-event timestamps, microseconds")
      }
    } else {
      let csv = try RecordedCSV.parse(text, file: file)
      result = csv.result
      if unit == .auto {
        if let named = csv.timeUnitFromHeader {
          unit = named
          result.notes.append("time: \(named.rawValue), from the column's name")
        } else {
          let median = Self.medianStep(result.rows.map(\.time))
          unit = median > 0.5 ? .ms : .s
          result.notes.append(
            "time: \(unit == .ms ? "milliseconds" : "seconds") (detected: the median step between times is \(String(format: "%.4g", median)); --time-unit to override)")
        }
      }
    }
    if unit.seconds != 1 || scale != 1 {
      result.rows = result.rows.map { row in
        var row = row
        row.time *= unit.seconds
        if scale != 1 {
          for (name, value) in row.values where Trace.unit(ofColumn: name) == .points { row.values[name] = value / scale }
        }
        return row
      }
    }
    if scale != 1 { result.notes.append("point columns divided by --scale \(Format.number(scale)) (recorded pixels per point)") }
    return result
  }

  /// The median of the positive steps between the distinct sorted times (0 with fewer than 2).
  static func medianStep(_ times: [Double]) -> Double {
    let distinct = Array(Set(times)).sorted()
    let steps = zip(distinct.dropFirst(), distinct).map { $0 - $1 }.sorted()
    return steps.isEmpty ? 0 : steps[steps.count / 2]
  }
}
