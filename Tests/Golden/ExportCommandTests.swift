import Foundation
import SnapshotTesting
import Testing

/// `export` and `suite --format`: results.json as Bencher's metric format and as
/// github-action-benchmark's customSmallerIsBetter array, pinned on a fixture (goldens
/// `export.bmf.txt` and `export.github-action-benchmark.txt`), checked against each format's
/// rules, and the same from the suite as from a saved file.
@Suite struct ExportCommandTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/results-export.json").path

  /// The benchmarks of the fixture: every solver, summary, easing, transition and eval row; no
  /// verify row.
  static let names: Set = [
    "solvers/floor/ease/random", "solvers/fastest/ease/random", "solvers/gsl-newton/cubic-bezier(0, 1, 1, 0)/random",
    "solvers/floor/geomean/random", "solvers/fastest/geomean/random", "solvers/gsl-newton/geomean/random",
    "easings/steps(4, jump-end)/sorted", "transitions/slide/push/2/60fps", "transitions/collection3D/custom/1000/120fps",
    "eval/mixed-session", "eval/mixed-stateless",
  ]

  @Test(arguments: ["bmf", "github-action-benchmark"])
  func theCIFormatsArePinned(format: String) throws {
    let run = try BenchTool.run(["export", Self.fixture, "--format", format])
    #expect(run.status == 0, "\(run.stderr)")
    assertSnapshot(of: run.stdout, as: .lines, named: format)
  }

  /// BMF: an object of benchmarks, each with `latency` (median, p10 and p90 as lower and upper
  /// values where the row has them), `max-abs-err` except for yardsticks, `allocs-per-op` where
  /// measured; every value a finite number (an infinite error is the largest double).
  @Test func bmfFollowsTheFormat() throws {
    let run = try BenchTool.run(["export", Self.fixture, "--format", "bmf"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: [String: [String: Double]]])
    #expect(Set(document.keys) == Self.names)
    let fastest = try #require(document["solvers/fastest/ease/random"])
    #expect(fastest["latency"] == ["value": 2.15, "lower_value": 2.1, "upper_value": 2.3])
    #expect(fastest["max-abs-err"] == ["value": 2.3e-13] && fastest["allocs-per-op"] == ["value": 0])
    #expect(document["solvers/floor/ease/random"]?.keys.sorted() == ["latency"], "the floor has no error and no allocation count")
    #expect(document["solvers/gsl-newton/geomean/random"]?["max-abs-err"] == ["value": .greatestFiniteMagnitude])
    #expect(document["solvers/fastest/geomean/random"]?["latency"] == ["value": 2.15], "a geometric mean has no p10 or p90")
    #expect(document["transitions/collection3D/custom/1000/120fps"] == ["latency": ["value": 812000]], "allocations not measured: absent")
    #expect(document["eval/mixed-session"] == ["latency": ["value": 8750, "lower_value": 7600, "upper_value": 11900]], "ns per line")
    #expect(document.values.allSatisfy { $0.values.allSatisfy { $0.values.allSatisfy(\.isFinite) } })
  }

  /// github-action-benchmark: an array of {name, unit, value[, range, extra]}, one per measure.
  @Test func githubActionBenchmarkIsItsCustomSmallerIsBetterArray() throws {
    let run = try BenchTool.run(["export", Self.fixture, "--format", "github-action-benchmark"])
    let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(entries.count == 11 + 4 + 6, "11 latencies, 4 errors, 6 allocation counts")
    #expect(entries.allSatisfy { $0["name"] is String && $0["value"] is Double && ["ns", "|Δy|", "allocs"].contains($0["unit"] as? String) })
    #expect(Set(entries.filter { $0["unit"] as? String == "ns" }.compactMap { $0["name"] as? String }) == Self.names)
    let fastest = try #require(entries.first { $0["name"] as? String == "solvers/fastest/ease/random" })
    #expect(fastest["range"] as? String == "±0.15" && fastest["extra"] as? String == "p10 2.10 ns, p90 2.30 ns, 12000 samples", "\(fastest)")
    #expect(entries.contains { $0["name"] as? String == "solvers/fastest/ease/random max-abs-err" && $0["value"] as? Double == 2.3e-13 })
  }

  /// `suite --format bmf` prints what `export` makes of the results.json it writes, and only that;
  /// the paths go to stderr.
  @Test func theSuitePrintsTheSameAsExport() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let suite = try BenchTool.run(["suite", "--quick", "--format", "github-action-benchmark", "--output", directory.path])
    #expect(suite.status == 0, "\(suite.stderr)")
    #expect(suite.stderr.contains("results: \(directory.path)/results.json"))
    let export = try BenchTool.run(["export", directory.appendingPathComponent("results.json").path, "--format", "github-action-benchmark"])
    #expect(!suite.stdout.isEmpty && suite.stdout == export.stdout)
    // The suite measures eval's four streams (the last through pipes): results.json's eval[],
    // exported as eval/<stream>.
    let results = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("results.json"))) as? [String: Any])
    let rows = try #require(results["eval"] as? [[String: Any]])
    let streams = ["mixed-session", "mixed-stateless", "new-curve", "mixed-pipe"]
    #expect(rows.compactMap { $0["stream"] as? String } == streams)
    for row in rows {
      let ns = try #require(row["medianNs"] as? Double), rate = try #require(row["linesPerSecond"] as? Double)
      #expect(ns > 0 && abs(rate * ns / 1e9 - 1) < 1e-12 && (row["lines"] as? Int ?? 0) >= 10, "\(row)")
    }
    #expect(rows.map { $0["target"] is NSNull } == [false, true, false, false] && rows.map { $0["meetsTarget"] is NSNull } == [false, true, false, false])
    #expect(rows.map { $0["target"] as? String } == ["≥ 400,000 lines/s", nil, "≤ 20 µs per line", "≥ 200,000 lines/s"])
    for stream in streams { #expect(export.stdout.contains("\"eval/\(stream)\"")) }
  }

  @Test(arguments: [
    (["export", "/nonexistent/results.json", "--format", "bmf"], "does not exist"),
    (["export", "FIXTURE", "--format", "junit"], "'bmf' and 'github-action-benchmark'"),
    (["suite", "--quick", "--format", "csv"], "'table', 'bmf' or 'github-action-benchmark'"),
  ])
  func badUsageExitsTwo(arguments: [String], mentioned: String) throws {
    let run = try BenchTool.run(arguments.map { $0 == "FIXTURE" ? Self.fixture : $0 })
    #expect(run.status == 2 && run.stderr.contains(mentioned), "\(run.status) \(run.stderr)")
  }

  /// A custom curve's solver results reach the CI exports: `solvers --output DIR` writes a
  /// results.json that `export` reads (issue 40 §6: export refused `solvers --format json`, and
  /// the suite has no `--curves`).
  @Test func aCustomCurvesSolverRowsReachTheExports() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("custom").path
    let curve = "cubic-bezier(0.3, 0, 0.2, 1)"
    let run = try BenchTool.run(["solvers", "--quick", "--solvers", "fastest", "--curves", curve, "--order", "random", "--output", output])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("results: \(output)/results.json"), "\(run.stderr)")
    let export = try BenchTool.run(["export", output + "/results.json", "--format", "bmf"])
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.contains("\"solvers/fastest/\(curve)/random/fresh\""), "\(export.stdout.prefix(400))")
    #expect(export.stdout.contains("\"solvers/fastest/geomean/random/fresh\""))
  }
}

