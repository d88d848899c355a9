// The solver benchmarks: y for x on each preset curve, through the solvers a user picks between
// (fastest, the browser port, Skia's), 1,000 seeded random x per iteration (the inputs
// `transition-bench solvers` uses), each answer stored as an animation stores a progress. Each
// solver runs as its concrete type (SolverID.visit), so its solve inlines into the loop as in the
// transition-bench's rows. One benchmark per solver and curve, named "solver/curve"; the metrics
// are wall-clock time per solve (scaled by the 1,000 x: `scalingFactor: .kilo`) and allocations (a prepared solver must
// allocate nothing: any malloc fails the check).

import Benchmark
import Curves
import SolverZoo

/// Registers the benchmark of one solver on one curve, with the solver as its concrete type.
struct Register: SolverVisitor {
  var name: String
  var curve: CubicTimingFunction
  var xs: [Double]

  func visit<Solver: TimingSolver>(_ solver: Solver) {
    let (curve, xs) = (curve, xs)
    Benchmark(name) { benchmark, prepared in
      var prepared = prepared
      var out = [Double](repeating: 0, count: xs.count)
      let coefficients = curve.coefficients
      benchmark.startMeasurement()
      for _ in stride(from: 0, to: benchmark.scaledIterations.count, by: xs.count) {
        for i in xs.indices { out[i] = (try? prepared.progress(forX: xs[i], on: coefficients)) ?? .nan }
      }
      benchmark.stopMeasurement()
      blackHole(out)
    } setup: {
      try solver.prepare(curve)
    }
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .milliseconds(300),
    maxIterations: 100_000,
    thresholds: [
      // Shared machines are noisy: 15 % on the median and 25 % on p90 (package-benchmark's
      // relative thresholds are percentages); allocations must stay at zero.
      .wallClock: .init(relative: [.p50: 15, .p90: 25]),
      .mallocCountTotal: .init(absolute: [.p0: 0, .p50: 0, .p100: 0]),
    ]
  )

  var generator = SeededGenerator(seed: 0x0BE4C4)
  let xs = (0..<1000).map { _ in Double.random(in: 0...1, using: &generator) }
  for (name, curve) in CubicTimingFunction.presets {
    for id in [SolverID.fastest, .browser, .skia] {
      id.visit(Register(name: "\(id.rawValue)/\(name)", curve: curve, xs: xs))
    }
  }
}
