import Recordings
import Transitions

/// A recording file (CSV or Chrome trace-event JSON, as `compare --recorded` reads it): it reads,
/// or fails with a RecordingFileError naming a line and column inside the text; every row it
/// gives has a finite time and finite values of trace columns. (The comparison of what it reads
/// is property-tested: a judged recording costs milliseconds, which would hold libFuzzer to a few
/// hundred runs a second.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for unit in [RecordingTimeUnit.auto, .ms] {
    let file: RecordingFile
    do { file = try RecordingFile.parse(text, timeUnit: unit, scale: 2) } catch {
      precondition(error.line >= 1 && error.column >= 1 && !error.message.isEmpty, "an error without a place: \(error)")
      continue
    }
    for row in file.rows {
      precondition(row.time.isFinite, "a non-finite time \(row.time)")
      for (column, value) in row.values { precondition(value.isFinite && Trace.unit(ofColumn: column) != nil, "\(column) = \(value)") }
    }
  }
  return 0
}
