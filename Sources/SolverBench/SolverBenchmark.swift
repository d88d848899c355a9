import Curves
import Foundation
import SolverZoo

/// Every requested solver on every requested curve, in random and/or sorted order, timed through
/// one harness with identical seeded inputs, with the output error against the reference: what
/// `transition-bench solvers` and the standard suite run, and what a user's own benchmark target
/// runs on its own solver with this library (``add(_:)``, ``run()``), with the same table
/// (``SolverTable``) and results.json (``SolverBenchReport``).
///
/// ```swift
/// import SolverBench
///
/// var bench = SolverBenchmark(curves: CubicTimingFunction.presets)  // beside browser, fastest, reference
/// try bench.add(MySolver())        // a BenchmarkedSolver whose Prepared is a PreparedTimingSolver
/// let report = try bench.run()
/// print(report.table)
/// try report.write(toDirectory: "results/mine")  // results.json, as transition-bench writes it
/// ```
public struct SolverBenchmark {
  package var harness: Harness
  /// The curves, each with the name its rows carry.
  public var curves: [(name: String, curve: CubicTimingFunction)]
  /// The zoo's solvers to time beside the user's own.
  public var solvers: [SolverID]
  /// Random order, sorted order, or both.
  public var orders: [InputOrder]
  /// The fixed x values, the same for every solver and curve: what the accuracy pass judges, and
  /// what the timed loops read in the repeated regime.
  public var inputs: [Double]
  /// Which x the timed loops read: fresh windows of a pool of 2²⁰ draws (the default) or the
  /// fixed `inputs` again on every pass.
  public var regime: InputRegime
  /// The solver the `×` ratios compare against.
  public var baseline: SolverID
  package var allocations: AllocationCounter
  /// The processor's branch-miss counter (rows read n/a where it is unavailable).
  package var branchMisses = BranchMissCounter()
  /// Solvers loaded from shared libraries (`--plugin`), timed beside the built-in ones.
  package var plugins: [SolverPlugin] = []
  /// The user's own solvers (``add(_:)``), each measured by a closure specialised for its type.
  var custom: [(id: SolverRowID, policy: SolverPolicy, measure: CustomMeasure)] = []

  /// Prepares one custom solver's row on one curve and order.
  typealias CustomMeasure = (SolverBenchmark, CubicTimingFunction, String, InputOrder, RowBuffers) throws -> PendingRow

  /// The bench's own configuration (the commands').
  package init(
    harness: Harness, curves: [(name: String, curve: CubicTimingFunction)], solvers: [SolverID], orders: [InputOrder],
    inputs: [Double], regime: InputRegime = .fresh,
    baseline: SolverID, allocations: AllocationCounter, plugins: [SolverPlugin] = []
  ) {
    self.harness = harness
    self.curves = curves
    self.solvers = solvers
    self.orders = orders
    self.inputs = inputs
    self.regime = regime
    self.baseline = baseline
    self.allocations = allocations
    self.plugins = plugins
  }

  /// A run for a user's benchmark target: `curves` (default: the presets and the stress set),
  /// the zoo's `solvers` beside the user's (default `browser`, `fastest` and `reference`), the
  /// bench's fixed x sets (all 12,000, or the first `samples`: x per pass, and what the accuracy
  /// pass judges), timed on fresh x (or on the fixed sets again, `inputs: .repeated`), both
  /// orders, the bench's standard harness (or its quick one: a smoke run).
  public init(
    curves: [(name: String, curve: CubicTimingFunction)] = SolverInputs.allCurves,
    solvers: [SolverID] = [.browser, .fastest, .reference],
    orders: [InputOrder] = InputOrder.allCases, samples: Int? = nil, inputs: InputRegime = .fresh,
    baseline: SolverID = .browser, quick: Bool = false
  ) {
    self.init(
      harness: quick ? .quick : .standard, curves: curves, solvers: solvers, orders: orders,
      inputs: Self.inputs(samples: samples), regime: inputs,
      baseline: baseline, allocations: AllocationCounter())
  }

  /// Adds a solver of the user's own: timed through the same loop as the zoo's (specialised for
  /// its type, no existential in the loop), checked against `reference` with the same accuracy
  /// columns; its rows are `custom:<name>`.
  ///
  /// - Throws: ``SolverNameError`` when the name is not 1 to 32 letters, digits or '-', or
  ///   another added solver has it.
  public mutating func add<S: BenchmarkedSolver>(_ solver: S) throws(SolverNameError) {
    let name = solver.name
    guard !name.isEmpty, name.count <= 32, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw SolverNameError(name: name, reason: .malformed)
    }
    let id = SolverRowID.custom(name)
    guard !custom.contains(where: { $0.id == id }) else { throw SolverNameError(name: name, reason: .duplicate) }
    custom.append(
      (
        id, solver.policy,
        { bench, curve, curveName, order, buffers in
          try bench.pending(
            id: id, family: "custom", isBatch: false, prepare: { try solver.prepare(curve) }, curve, curveName, order,
            buffers)
        }
      ))
  }

  /// The fixed x sets, `SolverInputs.allX()` (or the first `samples` of them),
  /// shuffled with a fixed seed.
  public static func inputs(samples: Int?) -> [Double] {
    var all = SolverInputs.allX()
    var generator = SeededGenerator(seed: 0x0BE4C4)
    all.shuffle(using: &generator)
    if let samples { return Array(all.prefix(max(1, samples))) }
    return all
  }

  /// Every row (the two floors, each solver, plugin and custom solver per curve and order), with
  /// the ratios to the floors and the baseline filled in. A curve's rows are timed together, their
  /// batches in rounds (`Harness.measureInterleaved(unitsPerBatch:_:)`).
  package func run(status: StatusLine) throws -> [SolverRow] {
    var rows: [SolverRow] = []
    for order in orders {
      let buffers = RowBuffers(regime, order, fixed: inputs)
      for (name, curve) in curves {
        status.step("solvers: \(name), \(order.rawValue), \(regime.rawValue) inputs")
        rows += try measure(curve, name, order, buffers)
      }
    }
    return rows
  }

  /// The rows of one curve in one order: the two floors, each solver, each plugin (and the call
  /// overhead) and each custom solver, in that order.
  func measure(_ curve: CubicTimingFunction, _ name: String, _ order: InputOrder, _ buffers: RowBuffers) throws
    -> [SolverRow]
  {
    let k = curve.coefficients
    let floors = [
      Self.loop(FloorEvaluation(coefficients: k), on: k, buffers),
      Self.loop(ScalarFloorEvaluation(coefficients: k), on: k, buffers),
    ]
    var pending = try solvers.map { solver in
      try solver.visit(Measure(bench: self, curve: curve, name: name, order: order, buffers: buffers))
    }
    let customRows = try custom.map { solver in try solver.measure(self, curve, name, order, buffers) }
    // The plugins last: once one is prepared nothing throws before its row completes (and
    // releases it).
    pending += pluginRows(curve, name, order, buffers) + customRows
    let timings = harness.measureInterleaved(unitsPerBatch: buffers.window, floors + pending.map(\.loop))
    let (floor, scalarFloor) = (timings[0], timings[1])
    var curveRows = [
      row(
        solver: .floor, family: "floor", curve: name, order: order, timing: floor, accuracy: Accuracy(), iterations: 2,
        allocs: nil, samples: buffers.window),
      row(
        solver: .scalarFloor, family: "floor", curve: name, order: order, timing: scalarFloor, accuracy: Accuracy(),
        iterations: 2, allocs: nil, samples: buffers.window),
    ]
    curveRows += zip(pending, timings.dropFirst(2)).map { row, timing in row.complete(timing) }
    for (i, loop) in floors.enumerated() {
      curveRows[i].branchMissesPerSolve = branchMisses.perOperation(count: 4 * buffers.window) { _ = loop(4) }
    }
    let base = curveRows.first { $0.solver == .solver(baseline) }?.medianNs
    for i in curveRows.indices {
      curveRows[i].ratioToFloor = curveRows[i].medianNs / scalarFloor.medianNs
      curveRows[i].ratioToVectorFloor = curveRows[i].medianNs / floor.medianNs
      curveRows[i].ratioToBaseline = base.map { $0 / curveRows[i].medianNs } ?? .nan
    }
    return curveRows
  }

  /// Runs every solver and returns the rows, the summary, the table and the results.json text.
  ///
  /// - Throws: what a solver's preparation throws.
  public func run() throws -> SolverBenchReport {
    let rows = try run(status: StatusLine(enabled: false))
    var policies: [SolverRowID: SolverPolicy] = [:]
    for solver in custom { policies[solver.id] = solver.policy }
    for plugin in plugins { policies[plugin.rowID] = plugin.policy }
    return SolverBenchReport(rows: rows, baseline: baseline, policies: policies)
  }

  struct Accuracy {
    var maxAbsErr = 0.0
    var meanAbsErr = 0.0
    var meets = true
  }

  func row(
    solver: SolverRowID, family: String, curve: String, order: InputOrder, timing: Timing, accuracy: Accuracy,
    iterations: Double, allocs: Double?, samples: Int
  ) -> SolverRow {
    SolverRow(
      solver: solver, family: family, curve: curve, order: order, inputs: regime, samples: samples,
      medianNs: timing.medianNs,
      p10Ns: timing.p10Ns, p90Ns: timing.p90Ns, ratioToBaseline: .nan, ratioToFloor: .nan,
      maxAbsErr: accuracy.maxAbsErr,
      meanAbsErr: accuracy.meanAbsErr, meetsAccuracyTarget: accuracy.meets, meanIterations: iterations,
      allocsPerOp: allocs)
  }

  /// A floor's timed loop on `coefficients`: the solvers' (`run(_:on:over:into:)`),
  /// specialised for it.
  static func loop<Floor: PreparedTimingSolver>(
    _ floor: Floor, on coefficients: CurveCoefficients, _ buffers: RowBuffers
  ) -> (Int) -> Double {
    var floor = floor
    var walk = InputWalk()
    return { passes in
      walk.run(passes, over: buffers) { xs in Self.run(&floor, on: coefficients, over: xs, into: buffers.outputs) }
    }
  }

  /// One row, run by ``SolverID/visit(_:)`` with the solver as its concrete type, so the timed
  /// loop is specialised for it and inlines its solve (an existential opened into a generic
  /// function alone would not specialise across modules).
  struct Measure: SolverVisitor {
    var bench: SolverBenchmark
    var curve: CubicTimingFunction
    var name: String
    var order: InputOrder
    var buffers: RowBuffers

    func visit<Solver: TimingSolver>(_ solver: Solver) throws -> PendingRow {
      // Only the GSL polishers fall back (to bisection); their count is reported, never hidden.
      try bench.pending(
        id: .solver(solver.id), family: solver.family.rawValue, isBatch: solver.isBatch,
        reportsFallbacks: solver.family == .gslDerivative,
        prepare: { () throws(SolverError) in try solver.prepare(curve) }, curve, name, order, buffers)
    }
  }

  /// One solver's row on one curve, prepared: its loop times y per x (or through the batch
  /// API); once timed, its allocations are counted, its iterations and fallbacks counted, and the
  /// error of what it delivers (y at its t, or a production port's own output) measured against
  /// `reference`, with the condition-aware target.
  func pending<P: PreparedTimingSolver, E: Error>(
    id: SolverRowID, family: String, isBatch: Bool, reportsFallbacks: Bool = false, prepare: () throws(E) -> P,
    _ curve: CubicTimingFunction, _ name: String, _ order: InputOrder,
    _ buffers: RowBuffers
  ) throws(E) -> PendingRow {
    var prepared = try prepare()
    var counted = try prepare()
    var delivering = try prepare()
    let coefficients = curve.coefficients
    var walk = InputWalk()
    let loop = { (passes: Int) -> Double in
      walk.run(passes, over: buffers) { xs in
        isBatch
          ? Self.runBatch(&prepared, on: coefficients, over: xs, into: buffers.outputs)
          : Self.run(&prepared, on: coefficients, over: xs, into: buffers.outputs)
      }
    }
    return PendingRow(loop: loop) { timing in
      let xs = buffers.checked
      let allocs = allocations.perOperation(count: buffers.window) { _ = loop(1) }
      var stats = SolveStats()
      var accuracy = Accuracy()
      var total = 0.0
      let reference = ReferenceSolver().prepare(curve)
      for x in xs {
        // try?: the counting pass counts iterations only; a refused x is judged by the accuracy line below, where its
        // NaN counts as an infinite error and the row fails its promise.
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
      var measured = row(
        solver: id, family: family, curve: name, order: order, timing: timing, accuracy: accuracy,
        iterations: stats.meanIterations, allocs: allocs, samples: buffers.window)
      if reportsFallbacks { measured.fallbacks = stats.fallbacks }
      measured.branchMissesPerSolve = branchMisses.perOperation(count: 4 * buffers.window) { _ = loop(4) }
      return measured
    }
  }
}
