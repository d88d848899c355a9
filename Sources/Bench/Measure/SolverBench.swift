import Curves
import Foundation
import SolverZoo

/// Every requested solver on every requested curve, in random and/or sorted order, timed through
/// one harness with identical seeded inputs, with the output error against the reference.
struct SolverBench {
  var harness: Harness
  var curves: [(name: String, curve: CubicTimingFunction)]
  var solvers: [SolverID]
  var orders: [InputOrder]
  var inputs: [Double]
  var baseline: SolverID
  var allocations: AllocationCounter
  /// Solvers loaded from shared libraries (`--plugin`), timed beside the built-in ones.
  var plugins: [SolverPlugin] = []

  /// The fixed x sets, `SolverInputs.allX()` (or the first `samples` of them),
  /// shuffled with a fixed seed.
  static func inputs(samples: Int?) -> [Double] {
    var all = SolverInputs.allX()
    var generator = SeededGenerator(seed: 0x0BE4C4)
    all.shuffle(using: &generator)
    if let samples { return Array(all.prefix(max(1, samples))) }
    return all
  }

  func run(status: StatusLine) throws -> [Results.SolverRow] {
    var rows: [Results.SolverRow] = []
    for order in orders {
      let xs = order == .sorted ? inputs.sorted() : inputs
      for (name, curve) in curves {
        status.step("solvers: \(name), \(order.rawValue)")
        let floor = measureFloor(curve, xs)
        var curveRows = [row(solver: .floor, family: "floor", curve: name, order: order, timing: floor, accuracy: Accuracy(), iterations: 2, allocs: nil, samples: xs.count)]
        for solver in solvers {
          curveRows.append(try solver.visit(Measure(bench: self, curve: curve, name: name, order: order, xs: xs)))
        }
        curveRows += pluginRows(curve, name, order, xs)
        let base = curveRows.first { $0.solver == .solver(baseline) }?.medianNs
        for i in curveRows.indices {
          curveRows[i].ratioToFloor = curveRows[i].medianNs / floor.medianNs
          curveRows[i].ratioToBaseline = base.map { $0 / curveRows[i].medianNs } ?? .nan
        }
        rows += curveRows
      }
    }
    return rows
  }

  struct Accuracy {
    var maxAbsErr = 0.0
    var meanAbsErr = 0.0
    var meets = true
  }

  func row(solver: SolverRowID, family: String, curve: String, order: InputOrder, timing: Timing, accuracy: Accuracy, iterations: Double, allocs: Double?, samples: Int) -> Results.SolverRow {
    Results.SolverRow(
      solver: solver, family: family, curve: curve, order: order, samples: samples, medianNs: timing.medianNs,
      p10Ns: timing.p10Ns, p90Ns: timing.p90Ns, ratioToBaseline: .nan, ratioToFloor: .nan, maxAbsErr: accuracy.maxAbsErr,
      meanAbsErr: accuracy.meanAbsErr, meetsAccuracyTarget: accuracy.meets, meanIterations: iterations, allocsPerOp: allocs)
  }

  func measureFloor(_ curve: CubicTimingFunction, _ xs: [Double]) -> Timing {
    var floor = FloorEvaluation(coefficients: curve.coefficients)
    var out = [Double](repeating: 0, count: xs.count)
    return xs.withUnsafeBufferPointer { buffer in
      out.withUnsafeMutableBufferPointer { results in
        harness.measure(unitsPerBatch: buffer.count) { passes in Self.run(&floor, on: curve.coefficients, over: buffer, into: results, passes: passes) }
      }
    }
  }

  /// One row, run by ``SolverID/visit(_:)`` with the solver as its concrete type, so the timed
  /// loop is specialised for it and inlines its solve (an existential opened into a generic
  /// function alone would not specialise across modules).
  struct Measure: SolverVisitor {
    var bench: SolverBench
    var curve: CubicTimingFunction
    var name: String
    var order: InputOrder
    var xs: [Double]

    func visit<Solver: TimingSolver>(_ solver: Solver) throws(SolverError) -> Results.SolverRow {
      try bench.measure(solver, curve, name, order, xs)
    }
  }

  func measure<S: TimingSolver>(_ solver: S, _ curve: CubicTimingFunction, _ name: String, _ order: InputOrder, _ xs: [Double]) throws(SolverError) -> Results.SolverRow {
    var prepared = try solver.prepare(curve)
    let coefficients = curve.coefficients
    var out = [Double](repeating: 0, count: xs.count)
    let timing = xs.withUnsafeBufferPointer { buffer in
      out.withUnsafeMutableBufferPointer { results in
        harness.measure(unitsPerBatch: buffer.count) { passes in
          solver.isBatch
            ? Self.runBatch(&prepared, on: coefficients, over: buffer, into: results, passes: passes)
            : Self.run(&prepared, on: coefficients, over: buffer, into: results, passes: passes)
        }
      }
    }
    let allocs = allocations.perOperation(count: xs.count) {
      xs.withUnsafeBufferPointer { buffer in
        out.withUnsafeMutableBufferPointer { results in
          _ = solver.isBatch
            ? Self.runBatch(&prepared, on: coefficients, over: buffer, into: results, passes: 1)
            : Self.run(&prepared, on: coefficients, over: buffer, into: results, passes: 1)
        }
      }
    }
    var stats = SolveStats()
    var counted = try solver.prepare(curve)
    var accuracy = Accuracy()
    var total = 0.0
    let reference = ReferenceSolver().prepare(curve)
    var delivering = try solver.prepare(curve)
    for x in xs {
      _ = try? counted.parameter(forX: x, counting: &stats)
      // The error of what the solver delivers (y at its t, or a production port's own output).
      let y = (try? delivering.progress(forX: x, on: coefficients)) ?? .nan
      let truth = reference.progressAndSlope(at: x)
      let error = abs(y - truth.progress)
      accuracy.maxAbsErr = max(accuracy.maxAbsErr, error.isNaN ? .infinity : error)
      total += error
      if !(error <= SolverAccuracy.target(slope: truth.slope, at: x)) { accuracy.meets = false }
    }
    accuracy.meanAbsErr = total / Double(max(xs.count, 1))
    var measured = row(solver: .solver(solver.id), family: solver.family.rawValue, curve: name, order: order, timing: timing, accuracy: accuracy, iterations: stats.meanIterations, allocs: allocs, samples: xs.count)
    // Only the GSL polishers fall back (to bisection); their count is reported, never hidden.
    if solver.family == .gslDerivative { measured.fallbacks = stats.fallbacks }
    return measured
  }

  /// The timed loop: `passes` passes over the inputs, each progress y stored to `results` (what
  /// an animation does with a progress: the stores are independent, so no accumulator chains one
  /// solve to the next), specialised for the solver's concrete type (the solver is passed
  /// `inout` once per batch, so no per-solve access check or boxing). A row times y for x, as the
  /// floor does: t and then y(t), or a production port's own output. Returns a checksum the
  /// harness sinks.
  @inline(never)
  static func run<P: PreparedTimingSolver>(
    _ solver: inout P, on curve: CurveCoefficients, over xs: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>,
    passes: Int
  ) -> Double {
    precondition(results.count >= xs.count)
    guard let output = results.baseAddress, !xs.isEmpty else { return 0 }
    for _ in 0..<passes {
      for i in xs.indices {
        output[i] = (try? solver.progress(forX: xs[i], on: curve)) ?? .nan
      }
    }
    return output[0] + output[xs.count - 1]
  }
}

extension SolverBench {
  /// The batch row's timed loop: `passes` calls of the batch API over all the inputs.
  @inline(never)
  static func runBatch<P: PreparedTimingSolver>(
    _ solver: inout P, on curve: CurveCoefficients, over xs: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>,
    passes: Int
  ) -> Double {
    guard !xs.isEmpty else { return 0 }
    for _ in 0..<passes { try? solver.progress(forX: xs, into: results, on: curve) }
    return results[0] + results[xs.count - 1]
  }
}

/// The floor "solver": the least any solve can do, through the same harness and loop as every
/// row: one evaluation of x(t) (a division-free step from t = x, t′ = x − (x(x) − x)) and the
/// output y(t′). Every row times y for x, so a row's ratio to the floor is what its solve costs
/// beyond one evaluation of each polynomial.
///
/// Its loop is straight arithmetic on x, so the compiler vectorises it (8 lanes in a native
/// AVX-512 build, 2 in the portable one). A solver that reads a row per x cannot follow (its loads
/// depend on x), so its ratio to this floor includes a vectorisation it cannot have.
struct FloorEvaluation: PreparedTimingSolver {
  let coefficients: CurveCoefficients

  mutating func parameter(forX x: Double) -> Double {
    x - (coefficients.x(x) - x)
  }

  mutating func parameter(forX x: Double, counting stats: inout SolveStats) -> Double {
    stats.solves += 1
    stats.evaluations += 2
    return parameter(forX: x)
  }
}
