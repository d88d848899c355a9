import JSON
import SnapshotTesting
import Transitions

extension Snapshotting where Value == Trace, Format == GoldenJSON {
  /// A trace as a golden JSON file in `Trace`'s one schema (the file `transition-bench trace
  /// --format json` writes), compared number by number within `tolerance`: a recorded value
  /// matches when the new one is within it, and anything else (a view, a frame count, a name)
  /// must be equal. Use it with SnapshotTesting's `assertSnapshot`:
  ///
  /// ```swift
  /// assertSnapshot(of: Trace(push, fps: 60), as: .numericTrace(), named: "push")
  /// ```
  ///
  /// Files are `__Snapshots__/<TestFile>/<test>.<name>.json` beside the test; record them as
  /// SnapshotTesting records (`SNAPSHOT_TESTING_RECORD=all` or `withSnapshotTesting(record:)`),
  /// never by default in CI (`SNAPSHOT_TESTING_RECORD=never`).
  ///
  /// New files are written in the trace's schema (2, or 3 for a trace with depth). A file recorded
  /// in an older schema is still compared, in its own layout: what that schema did not have
  /// (schema 1: the frame columns and phases; schema 2: the 3D columns and the container) is left
  /// out of the comparison. Re-record it to pin them.
  public static func numericTrace(tolerance: Tolerance = .golden) -> Snapshotting {
    Snapshotting<GoldenJSON, GoldenJSON>.numericJSON(
      tolerance: tolerance, describe: describeTracePath, adapt: traceInRecordedSchema
    ).pullback { trace in
      do {
        return GoldenJSON(try JSONValueEncoder().encode(trace))
      } catch {
        // Encoding a trace cannot fail for finite or infinite numbers; if it ever does, the text
        // differs from any recording and the snapshot fails with this message.
        return .string("the trace could not be encoded: \(error)")
      }
    }
  }
}

extension Snapshotting where Value == Transition, Format == GoldenJSON {
  /// A transition's `Trace` at `fps` (frames at k/fps and at the duration), as
  /// `numericTrace(tolerance:)` records and compares it:
  ///
  /// ```swift
  /// assertSnapshot(of: push, as: .trace(fps: 60), named: "push")
  /// ```
  public static func trace(fps: Double = 60, tolerance: Tolerance = .golden) -> Snapshotting {
    Snapshotting<Trace, GoldenJSON>.numericTrace(tolerance: tolerance).pullback { Trace($0, fps: fps) }
  }
}

/// `actual` (a trace as this code writes it) in the layout of `recorded`'s schema: unchanged
/// unless the recording is in an older schema than the trace. A schema-1 recording has no frame
/// columns and no phases; a schema-2 recording has no 3D columns and no container. Those are left
/// out of the comparison.
@Sendable func traceInRecordedSchema(_ recorded: GoldenJSON, _ actual: GoldenJSON) -> GoldenJSON {
  guard let old = recorded["schemaVersion"]?.numberValue, let new = actual["schemaVersion"]?.numberValue, old < new,
    old >= 1,
    case .object(var trace) = actual
  else { return actual }
  let full = new == 3 ? Trace.columns + Trace.columns3D : Trace.columns
  let target = old == 1 ? Trace.columnsVersion1 : Trace.columns
  let kept = full.indices.filter { target.contains(full[$0]) }
  func oldRow(_ row: GoldenJSON) -> GoldenJSON {
    guard let values = row.arrayValue, values.count == full.count else { return row }
    return .array(kept.map { values[$0] })
  }
  trace["schemaVersion"] = .number(old)
  trace["columns"] = .array(target.map { .string($0) })
  trace["container"] = nil
  if old == 1 { trace["phases"] = nil }
  if let frames = trace["frames"]?.arrayValue {
    trace["frames"] = .array(
      frames.map { frame in
        guard case .object(var members) = frame else { return frame }
        if old == 1 { members["phases"] = nil }
        if let rows = members["views"]?.arrayValue { members["views"] = .array(rows.map(oldRow)) }
        return .object(members)
      })
  }
  return .object(trace)
}

/// A trace file's JSON path in the reader's words: `$.frames[27].views[1][11]` of a recording
/// is "frame 27 (t = 0.45 s), view \"card\", tx ($.frames[27].views[1][11])"; other paths as
/// they are.
@Sendable func describeTracePath(_ path: String, in recorded: GoldenJSON) -> String {
  let digits = path.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
  guard path.hasPrefix("$.frames["), path.contains("].views["), digits.count >= 2,
    case .object(let trace) = recorded, case .array(let frames)? = trace["frames"], frames.indices.contains(digits[0]),
    case .object(let frame) = frames[digits[0]]
  else { return path }
  var words = "frame \(digits[0])"
  if let t = frame["t"]?.numberValue { words += " (t = \(t) s)" }
  if case .array(let names)? = trace["views"], names.indices.contains(digits[1]),
    let name = names[digits[1]].stringValue
  {
    words += ", view \"\(name)\""
  }
  if digits.count >= 3, case .array(let columns)? = trace["columns"], columns.indices.contains(digits[2]),
    let column = columns[digits[2]].stringValue
  {
    words += ", \(column)"
  }
  return "\(words) (\(path))"
}
