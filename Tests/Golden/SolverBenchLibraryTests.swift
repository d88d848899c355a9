import Curves
import Foundation
import JSON
import SolverBench
import SolverZoo
import Testing

/// The SolverBench library as a user's benchmark target uses it: a solver of one's own is timed
/// and checked beside the zoo's, a wrong one shows in the accuracy columns, and results.json is
/// the file transition-bench reads.
@Suite struct SolverBenchLibraryTests {
  /// A correct solver of one's own (the zoo's `reference`, prepared under another name).
  struct Correct: BenchmarkedSolver {
    var name: String { "mine" }
    var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .double) }
    func prepare(_ curve: CubicTimingFunction) -> ReferenceSolver.Prepared { ReferenceSolver().prepare(curve) }
  }

  /// A wrong one: y(t) at t = x, no solve at all.
  struct Wrong: BenchmarkedSolver {
    struct Prepared: CountingTimingSolver {
      mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double { x }
    }
    var name: String { "t-is-x" }
    var policy: SolverPolicy { SolverPolicy(input: .undefined, output: .unclamped, precision: .double) }
    func prepare(_ curve: CubicTimingFunction) -> Prepared { Prepared() }
  }

  @Test func aSolverOfOnesOwnIsTimedAndCheckedBesideTheZoos() throws {
    var bench = SolverBenchmark(curves: [("default", .default), ("ease-in", .easeIn)], solvers: [.browser], orders: [.random], samples: 64, quick: true)
    try bench.add(Correct())
    try bench.add(Wrong())
    let report = try bench.run()
    #expect(Set(report.rows.map(\.solver)) == Set([SolverRowID.floor, .scalarFloor, .solver(.browser), .custom("mine"), .custom("t-is-x")]))
    let mine = try #require(report.summary.first { $0.solver == .custom("mine") })
    let wrong = try #require(report.summary.first { $0.solver == .custom("t-is-x") })
    #expect(mine.curvesMeetingTarget == 2 && mine.family == "custom" && mine.policy == "clamps, unclamped, double")
    #expect(wrong.curvesMeetingTarget == 0 && wrong.maxAbsErr > 0.01, "\(report.table)")
    #expect(report.table.contains("custom:t-is-x") && report.table.contains("undefined, unclamped, double"))
    // results.json: schema version 3, its solver rows, and the row ids written as the bench writes them.
    let json = try JSONParser.parse(try report.resultsJSON(version: "1.0", commit: "abc"))
    #expect(json["schemaVersion"]?.numberValue == 3 && json["tool"]?.stringValue == "SolverBench")
    #expect(json["solverSummary"]?.arrayValue?.allSatisfy { $0["build"]?.stringValue == BenchBuild.current.targetCPU } == true)
    #expect(json["solvers"]?.arrayValue?.count == report.rows.count)
    #expect(json["solvers"]?.arrayValue?.contains { $0["solver"]?.stringValue == "custom:mine" } == true)
    #expect(json["transitions"]?.arrayValue?.isEmpty == true && json["commit"]?.stringValue == "abc")
  }

  struct Named: BenchmarkedSolver {
    var name: String
    var policy: SolverPolicy { SolverPolicy(input: .clamps, output: .unclamped, precision: .double) }
    func prepare(_ curve: CubicTimingFunction) -> BrowserSolver.Prepared { BrowserSolver().prepare(curve) }
  }

  /// A name that cannot name the rows (`custom:<name>`), or names two solvers, is a typed error.
  @Test(arguments: ["", "my solver", "über", "x:y", String(repeating: "a", count: 33)])
  func aMalformedSolverNameIsATypedError(name: String) throws {
    var bench = SolverBenchmark(quick: true)
    #expect(throws: SolverNameError(name: name, reason: .malformed)) { try bench.add(Named(name: name)) }
    try bench.add(Named(name: String(repeating: "a", count: 32)))
    #expect(throws: SolverNameError(name: String(repeating: "a", count: 32), reason: .duplicate)) {
      try bench.add(Named(name: String(repeating: "a", count: 32)))
    }
  }

  /// transition-bench reads what the library writes: `report` draws it, `diff` compares it.
  @Test func transitionBenchReadsTheLibrarysResults() throws {
    var bench = SolverBenchmark(curves: [("default", .default)], solvers: [.fastest], orders: [.sorted], samples: 32, quick: true)
    try bench.add(Correct())
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = try bench.run().write(toDirectory: directory.path)
    let report = try BenchTool.run(["report", "--input", path])
    #expect(report.status == 0, "\(report.stderr)")
    let diff = try BenchTool.run(["diff", path, path])
    #expect(diff.status == 0 && diff.stdout.contains("0 regressed"), "\(diff.stdout)\(diff.stderr)")
  }
}
