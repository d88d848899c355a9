import Curves
import RealModule

extension DirectTable {
  /// y near an end where x′ vanishes there or just beyond it, as polynomials in σ = d^(1/p), d the
  /// distance to the branch point x* = x(t*) where x′(t*) = 0 (x − x* at the start, x* − x at the
  /// end) and p = 2 (3 when x″ vanishes there too: x1 = x2 = 0 at the start, x1 = x2 = 1 at the
  /// end, where x = t³ or 1 − x = (1 − t)³ exactly). Near x*, x − x* ≈ x″(t*)/2·(t − t*)², so
  /// t, and y, are analytic in σ where they are not in x, and the degree-5 interpolants converge
  /// again: `rows` rows of equal width in σ over the main table's failed run, each fitted and
  /// checked as the main rows are (the check evaluates at σ recomputed from the rounded x, as a
  /// solve does). A row that fails holds NaN and falls back to the inverse table.
  ///
  /// x* is the end itself where x1 = 0 (x2 = 1 at the end); otherwise the nearest root t* of
  /// x′ beyond the end, if it is real (x1 = 0.05 puts x* at −0.0022: the rows next to x = 0 see
  /// the singularity 0.0022 away and fail in x, but not in σ). Such a table is kept only if all
  /// its rows pass (otherwise the run is split in quarters like any failed row).
  ///
  /// Where x* = 1 the exact values come from the mirrored curve (x ↦ 1 − x, y ↦ 1 − y) at the
  /// distance d itself: x = 1 − d rounded to a double near 1 would move σ by up to an ulp of 1
  /// over pσ^(p−1), enough to fail every check of the first rows where p = 3.
  @usableFromInline
  struct End: Sendable {
    /// Rows per table.
    @usableFromInline static let rows = 32
    /// Rows per unit of σ (0: no table at this end).
    @usableFromInline private(set) var scale: Double
    /// −(σ at the end)·scale − ½: s = σ·scale + shift is the row coordinate less ½ (σ at the end is
    /// 0 where x* is the end itself).
    @usableFromInline let shift: Double
    /// d = x·direction + offset: direction 1 and offset −x* at the start, −1 and x* at the end
    /// (exact where x* is the end: x, or 1 − x).
    @usableFromInline let direction: Double
    @usableFromInline let offset: Double
    /// Whether σ is the cube root (else the square root) of the distance.
    @usableFromInline let cube: Bool
    /// The table's first row in `DirectTable.rows`.
    @usableFromInline let firstRow: Int

    /// The table over the failed run of `run` main rows at this end (x within (run − ½)/256 of
    /// the end), its rows appended to `rows`; an empty table (scale 0, no rows) where x′ has no
    /// suitable root, no row failed, or an off-end table failed a row.
    init(_ curve: CubicTimingFunction, atEnd: Bool, run: Int, firstRow: Int, exact: Exact, rows: inout [Double]) {
      self.firstRow = firstRow
      let (first, second) = atEnd ? (1 - curve.x2, 1 - curve.x1) : (curve.x1, curve.x2)
      let origin = first == 0 ? (atEnd ? 1.0 : 0.0) : Self.branchPoint(curve.coefficients, atEnd: atEnd)
      let power: Double = first == 0 && second == 0 ? 3 : 2
      let cube = power == 3
      self.cube = cube
      direction = atEnd ? -1 : 1
      offset = atEnd ? origin ?? 0 : -(origin ?? 0)
      let width = (Double(run) - 0.5) / Double(DirectTable.intervals)
      // σ over the run: from the end (d = |x* − end|) to the run's far side (d + width), σ at the
      // end computed as a solve computes σ there.
      let distanceAtEnd = atEnd ? (origin ?? 1) - 1 : -(origin ?? 0)
      let sigmaAtEnd = Self.sigma(distanceAtEnd, cube: cube), sigmaMax = Double.pow(distanceAtEnd + width, 1 / power)
      guard let origin, run > 0, run < DirectTable.rowCount, distanceAtEnd >= 0, sigmaMax > sigmaAtEnd,
        sigmaMax.isFinite
      else {
        (scale, shift) = (0, 0)
        return
      }
      let scale = Double(Self.rows) / (sigmaMax - sigmaAtEnd)
      self.scale = scale
      shift = -(sigmaAtEnd * scale) - 0.5
      // y and dy/dx at the distance d from x*.
      let mirrored = atEnd && origin == 1
      let mirror =
        mirrored
        ? Exact(
          inverse: CubicTimingFunction(validatedX1: 1 - curve.x2, y1: 1 - curve.y2, x2: 1 - curve.x1, y2: 1 - curve.y1)
            .inverseTable) : nil
      let value = { (d: Double) -> (y: Double, slope: Double) in
        if let mirror {
          let m = mirror.at(d)
          return (1 - m.y, m.slope)
        }
        return exact.at(atEnd ? origin - d : origin + d)
      }
      let table = self
      let h = (sigmaMax - sigmaAtEnd) / Double(Self.rows)
      var passed = true
      for i in 0..<Self.rows {
        let distance = { (v: Double) in Double.pow(sigmaAtEnd + (Double(i) + (v + 1) / 2) * h, power) }
        let fit = DirectTable.fit(value: { value(distance($0)).y }) { v in
          // The x a solve sees, its distance to x* (exact where x* is the end), and v on this row
          // as a solve computes it (just past ±1 where its rounding picks the neighbour row).
          let x = atEnd ? origin - distance(v) : origin + distance(v)
          let truth = value(table.distance(x))
          return (2 * (table.coordinate(x) - Double(i)), truth.y, SolverAccuracy.target(slope: truth.slope, at: x))
        }
        DirectTable.append(fit, to: &rows)
        passed = passed && fit != nil
      }
      if !passed && first != 0 {
        rows.removeLast(Self.rows * DirectTable.rowStride)
        self.scale = 0
      }
    }

    /// The root of x′ nearest beyond this end (t* ≤ 0 at the start, t* ≥ 1 at the end) and
    /// x* = x(t*), if x′ has a real root there.
    static func branchPoint(_ k: CurveCoefficients, atEnd: Bool) -> Double? {
      // x′(t) = 3a·t² + 2b·t + c.
      let (a, b, c) = (3 * k.ax, 2 * k.bx, k.cx)
      var roots: [Double] = []
      if a == 0 {
        if b != 0 { roots = [-c / b] }
      } else {
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return nil }
        // The stable pair: q = −(b + sign(b)·√D)/2, roots q/a and c/q.
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        roots = [q / a] + (q != 0 ? [c / q] : [])
      }
      let beyond = roots.filter { atEnd ? $0 >= 1 : $0 <= 0 }
      guard let t = atEnd ? beyond.min() : beyond.max() else { return nil }
      return k.x(t)
    }

    /// σ = d^(1/2) or d^(1/3) (the cube root by `cubeRoot(_:)`, not libm's `cbrt`).
    @inlinable @inline(__always)
    static func sigma(_ distance: Double, cube: Bool) -> Double {
      cube ? cubeRoot(distance) : distance.squareRoot()
    }

    /// The distance from x* to x (exact where x* is the end).
    @inlinable @inline(__always)
    func distance(_ x: Double) -> Double { fusedMultiplyAdd(x, direction, offset) }

    /// The row coordinate of x less ½: σ·scale + shift, at least −½ (σ rounded below σ at the
    /// end must not round to row −1).
    @inlinable @inline(__always)
    func coordinate(_ x: Double) -> Double {
      max(fusedMultiplyAdd(Self.sigma(distance(x), cube: cube), scale, shift), -0.5)
    }

    /// The row answering at x (in this table's run), and v ∈ [−1, 1] on it: the coordinate
    /// rounded to the nearest integer by adding 1.5·2⁵² (its low bits are the row; no trapping
    /// conversion), clamped to the last row.
    @inlinable @inline(__always)
    func row(_ x: Double) -> (row: Int, v: Double) {
      let s = coordinate(x)
      let rounded = s + 0x1.8p52
      let i = min(Int(truncatingIfNeeded: rounded.bitPattern & 0x3F), Self.rows - 1)
      return (firstRow + i, 2 * (s - min(rounded - 0x1.8p52, Double(Self.rows - 1))))
    }
  }
}
