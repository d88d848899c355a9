import Foundation
import PropertyBased
import Testing
import TransitionTesting

/// `checkProperty` fails a property whose body throws, and every property of the suite goes
/// through it.
///
/// PropertyBased 2 runs a body under `try?`, so with its own `propertyCheck` a property that throws
/// (a spec that does not build, a reader that refuses its own output) passes silently.
@Suite struct PropertyCheckThrowsTests {
  struct Planted: Error, CustomStringConvertible {
    var description: String { "planted" }
  }

  /// Whether an issue matcher (which may run on any thread) saw the thrown error.
  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen = false
    var value: Bool { lock.withLock { seen } }
    func note(_ issue: Issue) { if issue.error is Planted { lock.withLock { seen = true } } }
  }

  @Test func aBodyThatThrowsFailsTheProperty() async {
    var recorded = 0
    let sawThrown = Seen()
    await withKnownIssue("the body throws on every input") {
      await checkProperty(count: 5, input: Gen.int(in: 0...10)) { _ in
        recorded += 1
        throw Planted()
      }
    } matching: { issue in
      // The thrown error, then PropertyBased's report of the shrunk input and its seed.
      sawThrown.note(issue)
      return true
    }
    #expect(recorded > 0)
    #expect(sawThrown.value)
  }

  @Test func aBodyThatThrowsOnSomeInputsFailsWithTwoGenerators() async {
    let sawThrown = Seen()
    await withKnownIssue("the body throws when a > b") {
      await checkProperty(count: 200, input: Gen.int(in: 0...10), Gen.int(in: 0...10)) { a, b in
        if a > b { throw Planted() }
      }
    } matching: { issue in
      sawThrown.note(issue)
      return true
    }
    #expect(sawThrown.value)
  }

  @Test func aBodyThatNeitherThrowsNorRecordsPasses() async {
    await checkProperty(count: 20, input: Gen.int(in: 0...10)) { a in
      #expect(a >= 0)
    }
  }

  /// No test, example or article calls PropertyBased's `propertyCheck` directly: its thrown errors
  /// would be discarded.
  @Test func noPropertyCallsPropertyCheckDirectly() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folders = ["Tests", "examples/MyTransitions/Tests", "Sources", "README.md", "ARCHITECTURE.md"]
    var offenders: [String] = []
    var scanned = 0
    for folder in folders {
      let url = root.appending(path: folder)
      let files: [URL]
      if folder.hasSuffix(".md") {
        files = [url]
      } else {
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        files = (walker?.allObjects as? [URL] ?? []).filter { ["swift", "md"].contains($0.pathExtension) }
      }
      for file in files where file.lastPathComponent != "PropertyCheck+Throws.swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        scanned += 1
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("propertyCheck(") && !line.contains("`propertyCheck(") {
          offenders.append("\(file.path):\(number + 1)")
        }
      }
    }
    #expect(scanned > 50)
    #expect(offenders.isEmpty, "these call propertyCheck, which discards thrown errors; call checkProperty: \(offenders)")
  }
}
