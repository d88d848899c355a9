// The benchmark target of a team's own solver: `swift run my-solver-bench [--quick]` times
// HalleySolver beside the zoo's browser, fastest and reference with transition-bench's harness,
// prints the same table, and writes results.json to results/my-solver/ (in the current folder),
// which `transition-bench report` draws and `transition-bench diff` compares between runs.
import Curves
import MySolver
import SolverBench

// snippet: README.md, SolverBench.md
let quick = CommandLine.arguments.contains("--quick")  // a smoke run: 3 presets, the quick harness
var bench = SolverBenchmark(curves: Array(CubicTimingFunction.presets.prefix(quick ? 3 : 9)), quick: quick)
try bench.add(HalleySolver())  // beside browser, fastest and reference
let report = try bench.run()
print(report.table)  // the table transition-bench solvers prints
print(try report.write(toDirectory: "results/my-solver"))  // results.json: report and diff read it
// end snippet
