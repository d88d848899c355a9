import Curves
import Transitions

extension RecordingFile {
  /// Reads a CSV recording (``CSV``).
  static func parseCSV(_ text: String) throws(RecordingFileError) -> (
    file: RecordingFile, timeUnitFromHeader: RecordingTimeUnit?
  ) {
    try CSV.parse(text)
  }

  /// A recorded CSV (RFC 4180: fields may be quoted, with `""` for a quote, and hold commas or line
  /// breaks): a header naming the columns, then one row per view and sample.
  ///
  /// Header names are matched without regard to case. `time` (or `time_ms`, `time (ms)`, `time_s`,
  /// `time_us`, which also give the unit) and `view` are required; the others are trace columns
  /// (`Trace.columns`; `opacity`, CSS's name, for alpha), a model trace's phase columns (read past and returned by
  /// name), or the box columns `left`, `top`, `right`, `bottom` (the web's `getBoundingClientRect`,
  /// Android's view bounds), which become the frame: frameX = left, frameY = top, frameWidth =
  /// right − left, frameHeight = bottom − top (UIKit's `frame` is the bounding box of the
  /// transformed bounds, as
  /// those are). Any other column is ignored, and said to be. Errors name the line and column.
  enum CSV {
    /// What was read, and the time unit the time column's name gives, if any.
    static func parse(_ text: String) throws(RecordingFileError) -> (
      file: RecordingFile, timeUnitFromHeader: RecordingTimeUnit?
    ) {
      let records = try records(in: text)
      guard let header = records.first, !(header.cells.count == 1 && header.cells[0].text.isEmpty) else {
        throw RecordingFileError(line: 1, column: 1, message: "the CSV needs a header (time, view, …)")
      }
      let names = header.cells.map { $0.text.trimmedSpaces }
      let lowered = names.map { $0.lowercased() }
      let timeNames: [String: RecordingTimeUnit?] = [
        "time": nil, "time_s": .s, "time (s)": .s, "time_ms": .ms, "time (ms)": .ms, "timems": .ms, "time_us": .us,
        "time (us)": .us, "time (µs)": .us,
      ]
      let timeColumns = lowered.indices.filter { timeNames.keys.contains(lowered[$0]) }
      guard timeColumns.count == 1, let viewColumn = lowered.firstIndex(of: "view") else {
        throw RecordingFileError(
          line: 1, column: 1,
          message:
            """
            the header needs one time column (time, time_ms, time_s or time_us) and a view column; it has: \
            \(names.joined(separator: ", "))
            """
        )
      }
      let timeColumn = timeColumns[0]
      let canonical = RecordingFile.columnsByLowercasedName
      let boxNames = ["left", "top", "right", "bottom"]
      var columnOf: [Int: String] = [:]
      var boxOf: [Int: String] = [:]
      var phaseColumns: [String] = []
      var ignored: [String] = []
      for (i, name) in lowered.enumerated() where i != timeColumn && i != viewColumn {
        if let column = canonical[name] {
          guard !columnOf.values.contains(column) else {
            throw RecordingFileError(
              line: 1, column: header.cells[i].column, message: "the column \(column) appears twice")
          }
          columnOf[i] = column
        } else if boxNames.contains(name) {
          boxOf[i] = name
        } else if name.hasPrefix("phase.") {
          phaseColumns.append(names[i])
        } else {
          ignored.append(names[i].isEmpty ? "(column \(i + 1), unnamed)" : names[i])
        }
      }
      if !boxOf.isEmpty {
        let frame = columnOf.values.filter { $0.hasPrefix("frame") }
        guard frame.isEmpty else {
          throw RecordingFileError(
            line: 1, column: 1,
            message:
              """
              the header has both box columns (left, top, right, bottom) and frame columns \
              (\(frame.sorted().joined(separator: ", "))); give one or the other
              """
          )
        }
        let present = Set(boxOf.values)
        guard present.contains("left") == present.contains("right"),
          present.contains("top") == present.contains("bottom")
        else {
          throw RecordingFileError(
            line: 1, column: 1,
            message:
              """
              box columns come in pairs, left with right and top with bottom; the header has \
              \(boxNames.filter(present.contains).joined(separator: ", "))
              """
          )
        }
      }
      var rows: [RecordedComparison.Row] = []
      for record in records.dropFirst() where !(record.cells.count == 1 && record.cells[0].text.trimmedSpaces.isEmpty) {
        guard record.cells.count == names.count else {
          throw RecordingFileError(
            line: record.line, column: 1, message: "\(record.cells.count) cells; the header has \(names.count)")
        }
        func number(_ i: Int, _ what: String) throws(RecordingFileError) -> Double? {
          let cell = record.cells[i].text.trimmedSpaces
          guard !cell.isEmpty else { return nil }
          guard let value = Double(decimalText: cell), value.isFinite else {
            throw RecordingFileError(
              line: record.cells[i].line, column: record.cells[i].column,
              message: "\(what) \"\(cell)\" is not a finite number")
          }
          return value
        }
        guard let time = try number(timeColumn, "time") else {
          throw RecordingFileError(
            line: record.line, column: record.cells[timeColumn].column, message: "the time is empty")
        }
        var values: [String: Double] = [:]
        for (i, column) in columnOf { if let v = try number(i, column) { values[column] = v } }
        var box: [String: Double] = [:]
        for (i, name) in boxOf { if let v = try number(i, name) { box[name] = v } }
        for (low, high, origin, size) in [
          ("left", "right", "frameX", "frameWidth"), ("top", "bottom", "frameY", "frameHeight"),
        ] {
          switch (box[low], box[high]) {
          case (let a?, let b?):
            values[origin] = a
            values[size] = b - a
          case (nil, nil): break
          default:
            throw RecordingFileError(
              line: record.line, column: 1,
              message:
                """
                \(low) and \(high) are recorded together or not at all; this row has only \
                \(box[low] == nil ? high : low)
                """
            )
          }
        }
        rows.append(
          RecordedComparison.Row(time: time, view: record.cells[viewColumn].text.trimmedSpaces, values: values))
      }
      var result = RecordingFile(rows: rows, phaseColumns: phaseColumns)
      if !boxOf.isEmpty {
        result.notes.append(
          """
          box columns (\(boxNames.filter(Set(boxOf.values).contains).joined(separator: ", "))) read as the frame: \
          frameX = left, frameY = top, frameWidth = right − left, frameHeight = bottom − top
          """
        )
      }
      if !ignored.isEmpty { result.notes.append("ignored (not trace columns): \(ignored.joined(separator: ", "))") }
      return (result, timeNames[lowered[timeColumn]] ?? nil)
    }

    /// One field: its text and where it starts (1-based line and column).
    struct Cell {
      var text: String
      var line: Int
      var column: Int
    }

    /// One record: its cells and the line it starts on.
    struct Record {
      var cells: [Cell]
      var line: Int
    }

    /// The records of an RFC 4180 text (CRLF or LF line ends; a quoted field may hold commas, line
    /// breaks and `""`).
    static func records(in text: String) throws(RecordingFileError) -> [Record] {
      var records: [Record] = []
      var cells: [Cell] = []
      var field = ""
      var (line, column) = (1, 1)
      var fieldStart = (line: 1, column: 1)
      var recordLine = 1
      var quoted = false
      var wasQuoted = false
      var characters = Array(text.unicodeScalars)
      if characters.first == "\u{FEFF}" { characters.removeFirst() }  // a byte-order mark
      var i = 0
      func endField() {
        cells.append(Cell(text: field, line: fieldStart.line, column: fieldStart.column))
        field = ""
        wasQuoted = false
      }
      while i < characters.count {
        let c = characters[i]
        if quoted {
          if c == "\"" {
            if i + 1 < characters.count && characters[i + 1] == "\"" {
              field.unicodeScalars.append("\"")
              i += 2
              column += 2
              continue
            }
            quoted = false
          } else {
            field.unicodeScalars.append(c)
            if c == "\n" { (line, column) = (line + 1, 0) }
          }
        } else if c == "\"" {
          guard field.trimmedSpaces.isEmpty, !wasQuoted else {
            throw RecordingFileError(
              line: line, column: column,
              message: "a quote inside an unquoted field; quote the whole field and write a quote as \"\"")
          }
          field = ""
          quoted = true
          wasQuoted = true
        } else if c == "," {
          endField()
          fieldStart = (line, column + 1)
        } else if c == "\n" || c == "\r" {
          endField()
          records.append(Record(cells: cells, line: recordLine))
          cells = []
          if c == "\r" && i + 1 < characters.count && characters[i + 1] == "\n" { i += 1 }
          (line, column) = (line + 1, 0)
          recordLine = line
          fieldStart = (line, 1)
        } else if wasQuoted {
          if !c.properties.isWhitespace {
            throw RecordingFileError(
              line: line, column: column,
              message: "text after a closing quote; a quote inside a quoted field is written \"\"")
          }
        } else {
          field.unicodeScalars.append(c)
        }
        i += 1
        column += 1
      }
      if quoted {
        throw RecordingFileError(
          line: fieldStart.line, column: fieldStart.column, message: "a quoted field is never closed")
      }
      if !field.isEmpty || !cells.isEmpty {
        endField()
        records.append(Record(cells: cells, line: recordLine))
      }
      return records
    }
  }
}
