import Foundation
import TransitionTesting

/// A file of reference values under `Tests/Golden/Reference/`: JSON with its `source` (where the
/// numbers come from), its `tolerance` (and the reason for it) and its `cases`.
public struct ReferenceFile: Sendable {
  /// Where the values come from (a document, a test suite, a script).
  public var source: String
  /// How closely our values must match, with its reason.
  public var tolerance: Tolerance
  /// The cases, in file order.
  public var cases: [GoldenJSON]

  /// Loads `name` from the `Reference` folder beside the calling test file.
  public init(named name: String, testFile: StaticString = #filePath) throws {
    let url = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent()
      .appendingPathComponent("Reference").appendingPathComponent(name)
    let json = try GoldenJSON(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    guard let source = json["source"]?.stringValue,
      let tolerance = json["tolerance"],
      let absolute = tolerance["absolute"]?.numberValue,
      let reason = tolerance["reason"]?.stringValue,
      let cases = json["cases"]?.arrayValue
    else {
      throw GoldenJSONError(message: "\(name) needs source, tolerance {absolute, relative, reason} and cases", offset: 0)
    }
    self.source = source
    self.tolerance = Tolerance(absolute: absolute, relative: tolerance["relative"]?.numberValue ?? 0, reason: reason)
    self.cases = cases
  }
}
