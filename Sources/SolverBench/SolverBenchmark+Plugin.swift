import CTransitionSolver
import Curves
import Foundation
import SolverZoo

extension SolverBenchmark {
  /// A plugin's row on one curve, prepared: the same inputs, harness, loop shape (each y stored
  /// per x) and accuracy columns as ``pending(id:family:isBatch:reportsFallbacks:prepare:_:_:_:_:)``
  /// gives a built-in solver, every y through the plugin's `solve` pointer. Iterations are not
  /// reported (NaN): the ABI has no counter. Completing the row releases the prepared curve.
  ///
  /// - Returns: nil when the plugin cannot prepare the curve (`prepare` returned NULL).
  func pendingPlugin(
    _ plugin: SolverPlugin, id: SolverRowID, table: transition_solver_v1, _ curve: CubicTimingFunction, _ name: String,
    _ order: InputOrder, _ buffers: RowBuffers
  ) -> PendingRow? {
    guard let prepared = PreparedPlugin(table, x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2) else {
      return nil
    }
    var walk = InputWalk()
    let loop = { (passes: Int) -> Double in
      walk.run(passes, over: buffers) { xs in Self.runPlugin(prepared, over: xs, into: buffers.outputs) }
    }
    return PendingRow(loop: loop) { timing in
      defer { prepared.release(prepared.handle) }
      let xs = buffers.checked
      let allocs = allocations.perOperation(count: buffers.window) { _ = loop(1) }
      var accuracy = Accuracy()
      if id != .abiCall {
        var total = 0.0
        let reference = ReferenceSolver().prepare(curve)
        for x in xs {
          let truth = reference.progressAndSlope(at: x)
          let error = abs(prepared.y(x) - truth.progress)
          accuracy.maxAbsErr = max(accuracy.maxAbsErr, error.isNaN ? .infinity : error)
          total += error
          if !(error <= SolverAccuracy.target(slope: truth.slope, at: x)) { accuracy.meets = false }
        }
        accuracy.meanAbsErr = total / Double(max(xs.count, 1))
      }
      var measured = row(
        solver: id, family: "plugin", curve: name, order: order, timing: timing, accuracy: accuracy, iterations: .nan,
        allocs: allocs, samples: buffers.window)
      measured.branchMissesPerSolve = branchMisses.perOperation(count: 4 * buffers.window) { _ = loop(4) }
      return measured
    }
  }

  /// The plugin's timed loop, the built-in solvers' shape: one pass over a window, each y stored.
  @inline(never)
  static func runPlugin(
    _ plugin: PreparedPlugin, over xs: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    guard let output = results.baseAddress, !xs.isEmpty else { return 0 }
    for i in xs.indices { output[i] = plugin.y(xs[i]) }
    return output[0] + output[xs.count - 1]
  }

  /// The rows of every plugin on one curve, prepared, and the call-overhead row beside them (a
  /// trivial solver, y = x, behind the same kind of table). A curve a plugin cannot prepare is
  /// reported on standard error and has no row.
  func pluginRows(_ curve: CubicTimingFunction, _ name: String, _ order: InputOrder, _ buffers: RowBuffers)
    -> [PendingRow]
  {
    guard !plugins.isEmpty else { return [] }
    var rows: [PendingRow] = []
    for plugin in plugins {
      if let row = pendingPlugin(plugin, id: plugin.rowID, table: plugin.table, curve, name, order, buffers) {
        rows.append(row)
      } else {
        FileHandle.standardError.write(
          Data("plugin \(plugin.name): prepare returned NULL for \(name); no row for this curve\n".utf8))
      }
    }
    if let overhead = pendingPlugin(
      plugins[0], id: .abiCall, table: SolverPlugin.callOverhead, curve, name, order, buffers)
    {
      rows.append(overhead)
    }
    return rows
  }
}
