extension InverseTable {
  /// The progress y at x ∈ (0, 1) that the table of this curve gives, bit for bit, computed
  /// without building the table: for a curve evaluated once (``CubicTimingFunction/ControlPoints/progress(at:)``).
  ///
  /// A table's answer at x depends on one row (the interval x falls in: its two nodes, seven
  /// interior samples and its tier) and, when that row is closed-form (tier 4), on whether it
  /// lies in the run of closed-form rows at an end and how long that run is, which decides the
  /// σ table that finishes the solve. This computes exactly those, with the functions the table's
  /// construction calls (`row`, `node`, `endTable`), and finishes with the table's `finish`:
  /// - a row of tiers 0 to 3, the usual case: 9 closed-form roots instead of the table's 2,049;
  /// - a closed-form row: the rows from it to the nearest rows that are not closed-form on each
  ///   side, and a σ table (64 roots) when the row lies in an end run.
  static func progressWithoutTable(at x: Double, x1: Double, x2: Double, coefficients k: CurveCoefficients) -> Double {
    let n = intervals
    let scaled = x * Double(n)
    let index = interval(scaled)
    let row = Self.row(index, t0: node(index, k), t1: node(index + 1, k), k)
    var tier = row.tier
    var start: EndTable?
    var end: EndTable?
    if tier == 4 {
      func isClosedForm(_ j: Int) -> Bool { Self.row(j, t0: node(j, k), t1: node(j + 1, k), k).tier == 4 }
      // The run of closed-form rows around `index`: rows before..<after, exclusive of both.
      var before = index - 1
      while before >= 0 && isClosedForm(before) { before -= 1 }
      var after = index + 1
      while after < n && isClosedForm(after) { after += 1 }
      // As the construction re-tiers: the start run is the leading closed-form rows, the end
      // run the trailing ones; a run over the whole table has no σ table.
      if before < 0, let table = endTable(k, x1: x1, x2: x2, atEnd: false, run: after) {
        start = table
        tier = 5
      } else if after >= n, let table = endTable(k, x1: x1, x2: x2, atEnd: true, run: n - 1 - before) {
        end = table
        tier = 6
      }
    }
    var none = NoCount()
    let t = finish(x, scaled - Double(index), row.c, row.slope, tier, k, start, end, &none)
    return k.y(t)
  }
}
