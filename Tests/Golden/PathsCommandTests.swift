import Curves
import Foundation
import JSON
import SolverZoo
import Testing

/// `paths`: the path bench as users run it: its JSON keys as the README documents them, the
/// engines' lengths as the library computes them, the exact engine's own length error 0,
/// refusals on standard error, bad paths and options exit 2.
@Suite struct PathsCommandTests {
  /// results.json's `paths[]` keys, in the CSV's order (README, "results.json").
  static let rowKeys = [
    "path", "engine", "segments", "points", "length", "lengthRelErr", "maxPointErr", "lengthNs", "pointNs",
    "pointP10Ns",
    "pointP90Ns", "allocsPerPoint",
  ]

  @Test func pathsMeasuresEveryEngineOnAUsersPath() throws {
    let text = "M 0 0 C 0 100 100 100 100 0"
    let run = try BenchTool.run(["paths", "--quick", "--path", text, "--points", "16", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try #require(try JSONParser.parse(run.stdout).arrayValue)
    #expect(rows.map { $0["engine"]?.stringValue } == PathEngine.allCases.map(\.rawValue))
    let data = try PathData(text)
    let exact = try ExactPathEngine(data)
    for row in rows {
      #expect(Set(row.objectMembers?.map(\.key) ?? []) == Set(Self.rowKeys))
      #expect(row["path"]?.stringValue == text && row["segments"]?.numberValue == 1)
      let engine = try #require(row["engine"]?.stringValue.flatMap(PathEngine.init(rawValue:)))
      let length = try engine.prepare(data).length
      #expect(row["length"]?.numberValue == length, "\(engine)")
      #expect(row["lengthRelErr"]?.numberValue == (length - exact.length) / exact.length, "\(engine)")
      #expect(row["points"]?.numberValue == 16)
      #expect((row["pointNs"]?.numberValue ?? 0) > 0 && (row["lengthNs"]?.numberValue ?? 0) > 0, "\(engine)")
    }
    // The exact engine against itself; Skia's chords short of the curve; Blink's polygons not.
    let error = { (engine: PathEngine) in rows.first { $0["engine"]?.stringValue == engine.rawValue }?["lengthRelErr"] }
    #expect(error(.exact)?.numberValue == 0)
    #expect((error(.skia)?.numberValue ?? 0) < -1e-4)
    #expect((error(.blink)?.numberValue ?? -1) >= 0)
  }

  @Test func anEngineThatRefusesAPathHasNoRowAndSaysWhy() throws {
    let run = try BenchTool.run([
      "paths", "--quick", "--path", "M 0 0 A 10 10 0 0 1 20 0", "--engines", "exact,skia,android", "--points", "4",
      "--format", "csv",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first == Self.rowKeys.joined(separator: ",")[...])
    #expect(lines.count == 2 && lines[1].hasPrefix("M 0 0 A 10 10 0 0 1 20 0,exact,"), "\(run.stdout)")
    for engine in ["skia", "android"] {
      #expect(run.stderr.contains("paths: no \(engine) row for M 0 0 A 10 10 0 0 1 20 0"), "\(run.stderr)")
    }
  }

  @Test(arguments: [
    (["--path", "M 0 0 L 10"], "--path 'M 0 0 L 10'"),
    (["--engines", "exact,webkit"], "unknown engine 'webkit'"),
    (["--points", "0"], "--points must lie in [1, 1048576]"),
  ])
  func badInputExits2(_ arguments: [String], _ message: String) throws {
    let run = try BenchTool.run(["paths", "--quick"] + arguments)
    #expect(run.status == 2, "\(run.stdout)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }
}
