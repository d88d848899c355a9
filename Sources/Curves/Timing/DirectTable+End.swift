import RealModule

extension DirectTable {
  /// y near an end where x′ vanishes, as polynomials in σ = d^(1/p), d the distance to the end
  /// (x at the start, 1 − x at the end) and p = 2 (3 when x″ vanishes there too: x1 = x2 = 0 at
  /// the start, x1 = x2 = 1 at the end, where x = t³ or 1 − x = (1 − t)³ exactly). There t, and
  /// so y, is analytic in σ where it is not in x (t ≈ (d/leading)^(1/p)), so the degree-5
  /// interpolants converge again: ``rows`` rows of equal width in σ over the main table's failed
  /// run, each fitted and checked as the main rows are (the check evaluates at σ recomputed from
  /// the rounded x, as a solve does). A row that fails holds NaN and falls back to the inverse
  /// table.
  ///
  /// At the end the exact values come from the mirrored curve (x ↦ 1 − x, y ↦ 1 − y) at the
  /// distance d itself: x = 1 − d rounded to a double near 1 would move σ by up to an ulp of 1
  /// over pσ^(p−1), enough to fail every check of the first rows where p = 3.
  @usableFromInline
  struct End: Sendable {
    /// Rows per table.
    @usableFromInline static let rows = 32
    /// Rows per unit of σ (0: no table at this end).
    @usableFromInline let scale: Double
    /// Whether σ is the cube root (else the square root) of the distance.
    @usableFromInline let cube: Bool
    /// The table's first row in ``DirectTable/rows``.
    @usableFromInline let firstRow: Int

    /// The table over the failed run of `run` main rows at this end (x ≤ (run − ½)/256 from the
    /// end), its rows appended to `rows`; an empty table (scale 0, no rows) where x′ does not
    /// vanish at this end as a power law, or no row failed.
    init(_ curve: CubicTimingFunction, atEnd: Bool, run: Int, firstRow: Int, exact: Exact, rows: inout [Double]) {
      // The power law at this end: x (or 1 − x) ≈ leading·s^p with s = t (or 1 − t).
      let (first, second) = atEnd ? (1 - curve.x2, 1 - curve.x1) : (curve.x1, curve.x2)
      let power: Double = second != 0 ? 2 : 3
      let width = (Double(run) - 0.5) / Double(DirectTable.intervals)
      let sigmaMax = Double.pow(width, 1 / power)
      self.firstRow = firstRow
      cube = power == 3
      guard first == 0, run > 0, run < DirectTable.rowCount, sigmaMax > 0 && sigmaMax.isFinite else {
        scale = 0
        return
      }
      let scale = Double(Self.rows) / sigmaMax
      self.scale = scale
      // y and dy/dx at the distance d from this end.
      let value: (Double) -> (y: Double, slope: Double)
      if atEnd {
        let mirror = Exact(inverse: CubicTimingFunction(validatedX1: 1 - curve.x2, y1: 1 - curve.y2, x2: 1 - curve.x1, y2: 1 - curve.y1).inverseTable)
        value = { d in
          let m = mirror.at(d)
          return (1 - m.y, m.slope)
        }
      } else {
        value = exact.at
      }
      let cube = self.cube
      let h = sigmaMax / Double(Self.rows)
      for i in 0..<Self.rows {
        let distance = { (v: Double) in Double.pow((Double(i) + (v + 1) / 2) * h, power) }
        let fit = DirectTable.fit(value: { value(distance($0)).y }) { v in
          // The x a solve sees, its distance to the end (exact: 1 − x for x near 1) and v there.
          let x = atEnd ? 1 - distance(v) : distance(v)
          let d = atEnd ? 1 - x : x
          let truth = value(d)
          return (2 * (Self.sigma(d, cube: cube) * scale - Double(i)) - 1, truth.y, SolverAccuracy.target(slope: truth.slope, at: x))
        }
        DirectTable.append(fit, to: &rows)
      }
    }

    /// σ = d^(1/2) or d^(1/3) (``cubeRoot(_:)``: libm's cbrt took 20–30 ns a solve).
    @inlinable @inline(__always)
    static func sigma(_ distance: Double, cube: Bool) -> Double {
      cube ? cubeRoot(distance) : distance.squareRoot()
    }

    /// The row answering at `distance` from this end, and v ∈ [−1, 1] on it.
    @inlinable @inline(__always)
    func row(_ distance: Double) -> (row: Int, v: Double) {
      let scaled = Self.sigma(distance, cube: cube) * scale
      // ⌊scaled⌋ by rounding scaled − ½ (no trapping conversion), clamped to the last row.
      let rounded = (scaled - 0.5) + 0x1.8p52
      let i = min(Int(truncatingIfNeeded: rounded.bitPattern & 0x3F), Self.rows - 1)
      return (firstRow + i, 2 * (scaled - Double(i)) - 1)
    }
  }
}
