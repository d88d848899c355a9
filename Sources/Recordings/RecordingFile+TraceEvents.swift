import Curves
import JSON
import Transitions

extension RecordingFile {
  /// Reads a trace-event recording (``TraceEvents``).
  static func parseTraceEvents(_ text: String) throws(RecordingFileError) -> RecordingFile {
    try TraceEvents.parse(text)
  }

  /// A recording in Chrome's trace-event JSON (`{"traceEvents": […]}` or a bare array, as
  /// chrome://tracing, Perfetto's UI and Perfetto's trace processor `--export-json` write): its
  /// counter events (`"ph": "C"`) are the samples, every other event is ignored (and counted).
  ///
  /// A counter event is `{"ph": "C", "name": NAME, "ts": MICROSECONDS, "args": {…}}`, read one of
  /// two ways:
  /// - NAME is `<view>.<column>` with a trace column (matched without regard to case, as
  ///   `Trace.setCounter("card.centerX", v)` on Android or a page's own counters write it): `args`
  ///   holds exactly one number, the value, under any key (`"value"`, or the counter's name);
  /// - NAME is a view: every key of `args` that is a trace column is a value of that view (Chrome's
  ///   own counter form, one series per key); other keys are ignored and said to be.
  ///
  /// `ts` is in microseconds on the trace's clock (often since boot: `compare` finds the start).
  /// A value may also be a string holding a number (as Perfetto's own JSON importer accepts).
  ///
  /// Android: `Trace.setCounter(name, value)` writes atrace `C|pid|name|value` lines. Perfetto's
  /// trace processor does not export counters as trace events (its `export_json`, at
  /// google/perfetto ec5d16b1 `src/trace_processor/export_json.cc`, writes no `"ph": "C"`);
  /// `traceconv json` carries them as systrace text in the top-level `systemTraceEvents` string.
  /// Those lines (`… 1234.567890: tracing_mark_write: C|pid|<view>.<column>|value`, seconds) are
  /// read as counter events too.
  ///
  /// Errors name the event's place in the file (line and column) and its index.
  enum TraceEvents {
    /// A number, or a string holding one.
    static func number(_ value: JSONValue) -> Double? {
      if let n = value.numberValue { return n }
      return value.stringValue.flatMap { Double(decimalText: $0.trimmedSpaces) }
    }

    static func parse(_ text: String) throws(RecordingFileError) -> RecordingFile {
      let document: JSONDocument
      do { document = try JSONParser.parseDocument(text) } catch {
        throw RecordingFileError(line: error.position.line, column: error.position.column, message: error.reason)
      }
      let events: [JSONValue]
      let base: JSONPath
      if let array = document.value.arrayValue {
        (events, base) = (array, .root)
      } else if let array = document.value["traceEvents"]?.arrayValue {
        (events, base) = (array, JSONPath.root.key("traceEvents"))
      } else {
        throw RecordingFileError(
          line: 1, column: 1, message: "a trace-event file is an array of events or an object with a traceEvents array")
      }
      let canonical = RecordingFile.columnsByLowercasedName
      func fail(_ index: Int, _ message: String) -> RecordingFileError {
        let p = document.position(of: base.index(index)) ?? SourcePosition(line: 1, column: 1)
        return RecordingFileError(line: p.line, column: p.column, message: "\(base.index(index)): \(message)")
      }
      // Samples at the same time for the same view share one row.
      var rows: [RecordedComparison.Row] = []
      var rowIndex: [String: Int] = [:]
      var others = 0
      var ignoredKeys = Set<String>()
      for (index, event) in events.enumerated() {
        guard event.objectMembers != nil else { throw fail(index, "an event is an object") }
        guard event["ph"]?.stringValue == "C" else {
          others += 1
          continue
        }
        guard let name = event["name"]?.stringValue, !name.isEmpty else {
          throw fail(index, "a counter event needs a name")
        }
        guard let ts = event["ts"]?.numberValue, ts.isFinite else {
          throw fail(index, "ts must be a finite number of microseconds")
        }
        guard let args = event["args"]?.objectMembers else {
          throw fail(index, "a counter event needs args, an object of numbers")
        }
        var view = name
        var values: [String: Double] = [:]
        if let dot = name.lastIndex(of: "."), let column = canonical[name[name.index(after: dot)...].lowercased()] {
          view = String(name[..<dot])
          let numbers = args.compactMap { number($0.value) }
          guard args.count == 1, let value = numbers.first else {
            throw fail(
              index,
              """
              the counter \(name) names its column, so args holds exactly one number (the value); it has \
              \(args.count) members
              """
            )
          }
          values[column] = value
        } else {
          for (key, value) in args {
            guard let column = canonical[key.lowercased()] else {
              ignoredKeys.insert("\(name).\(key)")
              continue
            }
            guard let n = number(value) else { throw fail(index, "args.\(key) is not a number") }
            values[column] = n
          }
        }
        for (column, value) in values where !value.isFinite { throw fail(index, "\(view).\(column) is \(value)") }
        guard !values.isEmpty else { continue }
        let key = "\(ts)|\(view)"
        if let i = rowIndex[key] {
          rows[i].values.merge(values) { _, new in new }
        } else {
          rowIndex[key] = rows.count
          rows.append(RecordedComparison.Row(time: ts, view: view, values: values))
        }
      }
      var systrace = 0
      if let text = document.value["systemTraceEvents"]?.stringValue {
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          guard let mark = line.firstRange(of: ": tracing_mark_write: C|") else { continue }
          let stamp = line[..<mark.lowerBound].split(separator: " ").last.flatMap { Double(decimalText: $0) }
          let fields = line[mark.upperBound...].split(separator: "|", omittingEmptySubsequences: false)
          guard let stamp, stamp.isFinite, fields.count >= 3, let value = Double(decimalText: fields[2].trimmedSpaces),
            value.isFinite
          else {
            let p = document.position(of: JSONPath.root.key("systemTraceEvents")) ?? SourcePosition(line: 1, column: 1)
            throw RecordingFileError(
              line: p.line, column: p.column,
              message:
                """
                systemTraceEvents, line \(n + 1): a counter line is \"<timestamp>: tracing_mark_write: \
                C|pid|name|value\"; got \"\(line)\"
                """
            )
          }
          let name = String(fields[1])
          guard let dot = name.lastIndex(of: "."), let column = canonical[name[name.index(after: dot)...].lowercased()]
          else {
            ignoredKeys.insert(name)
            continue
          }
          systrace += 1
          let ts = stamp * 1e6
          let view = String(name[..<dot])
          let key = "\(ts)|\(view)"
          if let i = rowIndex[key] {
            rows[i].values[column] = value
          } else {
            rowIndex[key] = rows.count
            rows.append(RecordedComparison.Row(time: ts, view: view, values: [column: value]))
          }
        }
      }
      var result = RecordingFile(rows: rows)
      result.notes.append(
        """
        trace events: \(rows.count) samples from counter \
        events\(systrace > 0 ? " (\(systrace) values from systemTraceEvents' atrace counters)" : ""), \(others) \
        other events ignored
        """
      )
      if !ignoredKeys.isEmpty {
        result.notes.append("ignored (not trace columns): \(ignoredKeys.sorted().joined(separator: ", "))")
      }
      return result
    }
  }
}
