import Curves
import Transitions

/// A recording file's contents, read from its text: the rows ``RecordedComparison`` judges, and
/// what the reader decided or ignored on the way, in words (printed by `compare`, so nothing is
/// read silently).
///
/// The text is a CSV, or Chrome's trace-event JSON when its first character that is not white
/// space is `{` or `[`. Times are converted to seconds (``RecordingTimeUnit``), point columns
/// divided by the recording's pixels per point. The formats are in the Specs article "Your own transitions" and
/// <doc:ComparingARecording>.
public struct RecordingFile: Sendable {
  /// The samples, times in seconds, point columns in points.
  public var rows: [RecordedComparison.Row]
  /// A model trace's phase columns (`phase.<name>.fraction`, `.progress`), read past.
  public var phaseColumns: [String] = []
  /// What the reader decided or ignored.
  public var notes: [String] = []

  init(rows: [RecordedComparison.Row], phaseColumns: [String] = [], notes: [String] = []) {
    self.rows = rows
    self.phaseColumns = phaseColumns
    self.notes = notes
  }

  /// Reads a recording's text.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - timeUnit: the unit of its times (`.auto`: from a CSV time column's name, else
  ///     milliseconds when the median step between times exceeds 0.5; microseconds for trace
  ///     events).
  ///   - scale: recorded pixels per point (> 0): every point column is divided by it.
  /// - Throws: ``RecordingFileError`` naming the line and column (or the event) of what is wrong.
  public static func parse(_ text: String, timeUnit: RecordingTimeUnit = .auto, scale: Double = 1)
    throws(RecordingFileError) -> RecordingFile
  {
    guard scale.isFinite, scale > 0 else {
      throw RecordingFileError(line: 1, column: 1, message: "the scale must be a finite number > 0, got \(scale)")
    }
    var result: RecordingFile
    var unit = timeUnit
    if let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }), first == "{" || first == "[" {
      result = try parseTraceEvents(text)
      if unit == .auto {
        unit = .us
        result.notes.append("time: trace-event timestamps, microseconds")
      }
    } else {
      let csv = try parseCSV(text)
      result = csv.file
      if unit == .auto {
        if let named = csv.timeUnitFromHeader {
          unit = named
          result.notes.append("time: \(named.rawValue), from the column's name")
        } else {
          let median = medianStep(result.rows.map(\.time))
          unit = median > 0.5 ? .ms : .s
          result.notes.append(
            """
            time: \(unit == .ms ? "milliseconds" : "seconds") (detected: the median step between times is \
            \(plain((median * 1e4).rounded() / 1e4)); --time-unit to override)
            """
          )
        }
      }
    }
    if unit.seconds != 1 || scale != 1 {
      result.rows = result.rows.map { row in
        var row = row
        row.time *= unit.seconds
        if scale != 1 {
          for (name, value) in row.values where Trace.unit(ofColumn: name) == .points {
            row.values[name] = value / scale
          }
        }
        return row
      }
    }
    if scale != 1 {
      result.notes.append("point columns divided by --scale \(plain(scale)) (recorded pixels per point)")
    }
    return result
  }

  /// A number as people write it: whole numbers without ".0".
  static func plain(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
  }

  /// The median of the positive steps between the distinct sorted times (0 with fewer than 2).
  static func medianStep(_ times: [Double]) -> Double {
    let distinct = Array(Set(times)).sorted()
    let steps = zip(distinct.dropFirst(), distinct).map { $0 - $1 }.sorted()
    return steps.isEmpty ? 0 : steps[steps.count / 2]
  }

  /// Trace column names by their lower-cased spelling, with CSS's `opacity` for alpha.
  static let columnsByLowercasedName: [String: String] = {
    var names = Dictionary(uniqueKeysWithValues: Trace.columns.map { ($0.lowercased(), $0) })
    names["opacity"] = "alpha"
    return names
  }()
}

/// The unit of a recording's times.
public enum RecordingTimeUnit: String, Hashable, Sendable, CaseIterable {
  /// Told from a CSV time column's name (`time_ms`, `time (ms)`) or, failing that, from the
  /// median step between times: above 0.5 the times are milliseconds (no frame recording has half
  /// a second between frames); trace events are microseconds.
  case auto
  /// Seconds.
  case s
  /// Milliseconds.
  case ms
  /// Microseconds.
  case us

  /// Seconds per unit.
  public var seconds: Double {
    switch self {
    case .auto, .s: 1
    case .ms: 1e-3
    case .us: 1e-6
    }
  }
}

/// A recording file that cannot be read: where (1-based line and column) and why.
public struct RecordingFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line.
  public var line: Int
  /// The column.
  public var column: Int
  /// What is wrong, and what is allowed.
  public var message: String

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmedSpaces: String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return String(slice)
  }
}
