import Foundation
import SnapshotTesting

extension Snapshotting where Value == GoldenJSON, Format == GoldenJSON {
  /// Golden JSON with a numeric-tolerance diff (<doc:TestingYourTransitions>): files are
  /// `__Snapshots__/<TestFile>/<test>.<name>.json`, keys sorted, numbers in shortest round-trip
  /// form; a recorded number matches when the new one is within `tolerance`, and any other
  /// difference (a key, a length, a string) fails. The failure lists at most 40 differing paths.
  ///
  /// Recording is explicit: `scripts/test` sets `SNAPSHOT_TESTING_RECORD=never`, and only
  /// `scripts/update-goldens` records (`all`).
  ///
  /// `describe` names a differing path in the reader's words, given the recording (a trace names
  /// the frame, its time, the view and the field); by default the JSON path itself.
  public static func numericJSON(
    tolerance: Tolerance,
    describe: @escaping @Sendable (_ path: String, _ recorded: GoldenJSON) -> String = { path, _ in path }
  ) -> Snapshotting {
    numericJSON(tolerance: tolerance, describe: describe, adapt: { _, actual in actual })
  }

  /// As the public one, with `adapt` turning the new value into the recording's layout before
  /// the comparison (a trace in an older schema version).
  static func numericJSON(
    tolerance: Tolerance, describe: @escaping @Sendable (_ path: String, _ recorded: GoldenJSON) -> String,
    adapt: @escaping @Sendable (_ recorded: GoldenJSON, _ actual: GoldenJSON) -> GoldenJSON
  ) -> Snapshotting {
    let diffing = Diffing<GoldenJSON>.diff(
      toData: { Data($0.formatted().utf8) },
      fromData: { data in
        let text = String(decoding: data, as: UTF8.self)
        do {
          return try GoldenJSON(parsing: text)
        } catch {
          return .string("unreadable golden file: \(error)")
        }
      },
      diffV2: { recorded, actual in
        let lines = recorded.differences(from: adapt(recorded, actual), tolerance: tolerance).map { line in
          guard let colon = line.range(of: ": ") else { return line }
          return describe(String(line[..<colon.lowerBound]), recorded) + line[colon.lowerBound...]
        }
        if lines.isEmpty { return nil }
        let shown = lines.prefix(40).joined(separator: "\n")
        let more = lines.count > 40 ? "\n… and \(lines.count - 40) more" : ""
        return ("\(lines.count) value(s) differ from the golden file (tolerance \(tolerance)):\n\(shown)\(more)", [])
      })
    return Snapshotting(pathExtension: "json", diffing: diffing)
  }
}
