import Foundation
import Testing

/// `history DIR`: every results.json under a folder, in the order the runs were made (their
/// dates, whatever their paths), drawn as each solver's speed and error over the runs, with the
/// table of runs and a mark where the build changed; folders without runs and unreadable runs
/// are refused, naming them. (scripts/check-report renders the page in headless Chromium.)
@Suite struct HistoryCommandTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/results-export.json")

  /// The fixture as a run of `commit` at `date`, built for `targetCPU`, with fastest at `ns`.
  static func run(commit: String, date: String, targetCPU: String, ns: String) throws -> String {
    try String(contentsOf: fixture, encoding: .utf8)
      .replacingOccurrences(of: "\"0123456789ab\"", with: "\"\(commit)\"")
      .replacingOccurrences(of: "\"2026-11-28T00:00:00Z\"", with: "\"\(date)\"")
      .replacingOccurrences(of: "\"targetCPU\": \"native\"", with: "\"targetCPU\": \"\(targetCPU)\"")
      .replacingOccurrences(of: "\"medianNs\": 2.15", with: "\"medianNs\": \(ns)")
  }

  @Test func runsAreDrawnInTheOrderTheyRan() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The later run sorts first by path.
    for (folder, commit, date, cpu, ns) in [("a-later", "bbbbbbbbbbbb", "2026-11-29T10:00:00Z", "baseline", "4.5"),
                                            ("z-earlier", "aaaaaaaaaaaa", "2026-11-28T10:00:00Z", "native", "2.15")] {
      let url = directory.appendingPathComponent("runs/\(folder)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Self.run(commit: commit, date: date, targetCPU: cpu, ns: ns).write(to: url.appendingPathComponent("results.json"), atomically: true, encoding: .utf8)
    }
    let run = try BenchTool.run(["history", directory.appendingPathComponent("runs").path])
    #expect(run.status == 0, "\(run.stderr)")
    let page = try String(contentsOf: directory.appendingPathComponent("runs/history.html"), encoding: .utf8)
    #expect(run.stdout == "history: 2 runs, \(directory.appendingPathComponent("runs/history.html").path)\n")
    #expect(page.contains("data-chart=\"history-speed\"") && page.contains("data-chart=\"history-error\""))
    let first = try #require(page.range(of: "<td>0</td><td>2026-11-28T10:00:00Z</td><td>aaaaaaaaaaaa</td>"))
    let second = try #require(page.range(of: "<td>1</td><td>2026-11-29T10:00:00Z</td><td>bbbbbbbbbbbb</td><td>release, baseline <strong>(another build)</strong>"))
    #expect(first.lowerBound < second.lowerBound)
    #expect(page.contains("fastest, run 0 (aaaaaaaaaaaa): 2.15 ns") && page.contains("fastest, run 1 (bbbbbbbbbbbb): 4.50 ns"))
    #expect(page.contains("fastest, run 0 (aaaaaaaaaaaa): 2.3e-13</title>") && page.contains("gsl-newton, run 1 (bbbbbbbbbbbb): 1</title>"),
            "errors, a non-finite one drawn at 1")
    #expect(!page.contains("floor, run 0 (aaaaaaaaaaaa): 0</title>"), "the floor has no error to draw")
    #expect(!page.contains("<script"), "self-contained, no script")
  }

  /// A run timed on fresh inputs after one timed on the repeated sets: the table says the inputs
  /// changed, and both charts mark the break between the two runs.
  @Test func aChangeOfInputsIsMarkedAsABreak() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (folder, date, fresh) in [("a", "2026-11-28T10:00:00Z", false), ("b", "2026-11-29T10:00:00Z", true), ("c", "2026-11-30T10:00:00Z", true)] {
      var text = try Self.run(commit: folder + "bbbbbbbbbbb", date: date, targetCPU: "native", ns: "2.15")
      if fresh { text = text.replacingOccurrences(of: "\"order\": \"random\"", with: "\"order\": \"random\", \"inputs\": \"fresh\"") }
      let url = directory.appendingPathComponent("runs/\(folder)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try text.write(to: url.appendingPathComponent("results.json"), atomically: true, encoding: .utf8)
    }
    let run = try BenchTool.run(["history", directory.appendingPathComponent("runs").path])
    #expect(run.status == 0, "\(run.stderr)")
    let page = try String(contentsOf: directory.appendingPathComponent("runs/history.html"), encoding: .utf8)
    #expect(page.contains("<td>native</td><td>repeated</td>") || page.contains("</td><td>repeated</td>"), "run 0 on the repeated sets")
    #expect(page.contains("<td>fresh <strong>(inputs changed)</strong></td>"), "run 1 changed the inputs")
    #expect(page.components(separatedBy: "(inputs changed)").count == 2, "only run 1 changed them")
    #expect(page.components(separatedBy: "<title>inputs change here: fresh from run 1</title>").count == 3, "a mark on each chart")
    // Each series stops at the break and starts again after it: two pieces per chart.
    #expect(page.components(separatedBy: "<title>fastest</title></polyline>").count == 5, "fastest drawn in two pieces on each chart")
  }

  @Test func foldersWithoutRunsAndUnreadableRunsAreRefused() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let empty = try BenchTool.run(["history", directory.path])
    #expect(empty.status == 2 && empty.stderr.contains("holds no results.json"), "\(empty.stderr)")
    let notAFolder = try BenchTool.run(["history", Self.fixture.path])
    #expect(notAFolder.status == 2 && notAFolder.stderr.contains("is not a folder"), "\(notAFolder.stderr)")
    let broken = directory.appendingPathComponent("x/results.json")
    try FileManager.default.createDirectory(at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "{\"schemaVersion\": 2".write(to: broken, atomically: true, encoding: .utf8)
    let unreadable = try BenchTool.run(["history", directory.path])
    #expect(unreadable.status == 2 && unreadable.stderr.contains("\(broken.path) is not a transition-bench results.json"), "\(unreadable.stderr)")
  }
}
