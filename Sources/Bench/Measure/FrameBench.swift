import Curves
import Foundation
import SolverBench
import SolverZoo

/// The frame workload timed (``FrameWorkload``): for each solver, number of animations and frame
/// rate, ns per frame over the animations' lifetimes, what share of that rate's frame it takes,
/// and how many such animations fit in ``FrameWorkload/budgetShare`` of a 120 Hz frame
/// (`transition-bench frames`, the suite's `frames[]`).
struct FrameBench {
  var harness: Harness
  var animationCounts: [Int]
  var fps: [Double]
  var solvers: [SolverID]
  var allocations: AllocationCounter

  /// The suite's and the command's defaults.
  static let defaultCounts = [1, 100, 10_000]
  static let defaultFPS: [Double] = [60, 120]
  static let defaultSolvers: [SolverID] = [.fastest, .browser, .skia]

  func run(status: StatusLine) throws -> [Results.FrameRow] {
    var rows: [Results.FrameRow] = []
    for count in animationCounts {
      let workload = try FrameWorkload(count: count)
      for solver in solvers {
        for rate in fps {
          status.step("frames: \(solver), \(count) animations, \(Int(rate)) fps")
          rows.append(try solver.visit(Measure(bench: self, workload: workload, fps: rate)))
        }
      }
    }
    return rows
  }

  /// One row, with the solver as its concrete type (the loop specialised for it).
  struct Measure: SolverVisitor {
    var bench: FrameBench
    var workload: FrameWorkload
    var fps: Double

    func visit<Solver: TimingSolver>(_ solver: Solver) throws -> Results.FrameRow {
      var prepared = try FrameWorkload.curves.map { curve throws(SolverError) in try solver.prepare(curve) }
      let coefficients = FrameWorkload.curves.map(\.coefficients)
      let count = workload.animations.count
      let out = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
      out.initialize(repeating: 0)
      let animations = UnsafeMutableBufferPointer<FrameWorkload.Animation>.allocate(capacity: count)
      _ = animations.initialize(from: workload.animations)
      defer {
        out.deallocate()
        animations.deinitialize().deallocate()
      }
      var frame = 0
      let interval = 1 / fps
      let loop = { (frames: Int) -> Double in
        defer { frame += frames }
        return FrameWorkload.run(
          animations, prepared: &prepared, coefficients: coefficients, first: frame,
          frames: frames, interval: interval, into: out)
      }
      let timing = (
        bench.harness.measure(unitsPerBatch: 1, loop), bench.allocations.perOperation(count: 60) { _ = loop(60) }
      )
      let nsPerAnimation = timing.0.medianNs / Double(count)
      return Results.FrameRow(
        solver: solver.id.rawValue, animations: count, fps: fps, nsPerFrame: timing.0.medianNs,
        p10Ns: timing.0.p10Ns, p90Ns: timing.0.p90Ns, nsPerAnimation: nsPerAnimation,
        shareOfFrame: timing.0.medianNs * fps / 1e9,
        fitInBudget: Int((FrameWorkload.budgetShare * FrameWorkload.frameBudgetNs / nsPerAnimation).rounded(.down)),
        allocsPerFrame: timing.1)
    }
  }
}
