import Foundation
import SolverBench
import TextFormat

extension Output {
  /// The frame workload (JSON and CSV: the rows as results.json's `frames[]` has them).
  static func frames(_ rows: [Results.FrameRow], format: OutputFormat) {
    switch format {
    case .json: print(jsonText(rows))
    case .csv: print(Format.csv(Results.FrameRow.columnNames, rows.map(\.csvFields)), terminator: "")
    case .table:
      print(
        """
        frames: N animations at once (6 in 10 cubic presets through the solver, 2 springs, 1 steps() or linear(), \
        1 a path), each sampled at its own time, frame after frame; fit: how many fit in \
        \(Format.number(FrameWorkload.budgetShare * 100)) % of a 120 Hz frame (8.33 ms)
        """
      )
      print(
        Format.table(
          [
            "solver", "animations", "fps", "ns/frame", "p10", "p90", "ns/animation", "share of frame", "fit",
            "allocs/frame",
          ],
          rows.map { r in
            [
              r.solver, "\(r.animations)", Format.short(r.fps), Format.short(r.nsPerFrame), Format.short(r.p10Ns),
              Format.short(r.p90Ns), Format.short(r.nsPerAnimation), Format.printf("%.2g%%", r.shareOfFrame * 100),
              "\(r.fitInBudget)", r.allocsPerFrame.map(Format.short) ?? "n/a",
            ]
          }))
    }
  }
}
