import Foundation
import Testing
import TransitionTesting

/// Counterexamples a property once failed on, kept as test arguments: a JSON file under
/// `Tests/Properties/Regressions/` whose `cases` each say what failed (`failed`), what was wrong
/// (`cause`) and hold the `value` (in the notation of the property's input). A property test
/// runs every case with `@Test(arguments: RegressionFile.cases(named:))` besides its random
/// draws; a counterexample is kept as its value, never as a seed (a seed names a value only for
/// one version of the generators).
public struct RegressionCase: Sendable, CustomTestStringConvertible {
  /// The test that failed on it, and when.
  public var failed: String
  /// What was wrong, and which commit fixed it.
  public var cause: String
  /// The input, or nil when the file could not be read (``error`` says why).
  public var value: GoldenJSON?
  /// Why the file could not be read: the test records it, so a broken file fails.
  public var error: String?

  public var testDescription: String { "\(failed): \(cause)" }
}

/// Loads regression files.
public enum RegressionFile {
  /// The cases of `name` in `Tests/Properties/Regressions/`. A file that cannot be read gives
  /// one case carrying the error (a test never passes on an unread file).
  public static func cases(named name: String, testFile: StaticString = #filePath) -> [RegressionCase] {
    do {
      let url = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent()
        .appendingPathComponent("Regressions").appendingPathComponent(name)
      let json = try GoldenJSON(parsing: String(decoding: try Data(contentsOf: url), as: UTF8.self))
      guard let cases = json["cases"]?.arrayValue, !cases.isEmpty else {
        throw GoldenJSONError(message: "\(name) needs a non-empty array \"cases\"", offset: 0)
      }
      return try cases.enumerated().map { index, item in
        guard let failed = item["failed"]?.stringValue, let cause = item["cause"]?.stringValue, let value = item["value"] else {
          throw GoldenJSONError(message: "\(name): case \(index) needs \"failed\", \"cause\" and \"value\"", offset: 0)
        }
        return RegressionCase(failed: failed, cause: cause, value: value, error: nil)
      }
    } catch {
      return [RegressionCase(failed: name, cause: "unreadable", value: nil, error: "\(error)")]
    }
  }
}
