import Curves
import RealModule

/// The progress y as a function of x, tabulated directly: what ``FastestSolver`` answers with
/// (no root finding on the common path). Built when a `fastest` solver is prepared (about 10,000
/// exact solves through the curve's `InverseTable`) and immutable: 257 rows of six coefficients padded to 64 bytes
/// (16 KB), a byte per row, and the rows of two small σ tables and of the split rows.
///
/// **Design.** Row k (k = 0…256) covers the x within half an interval of k/256; on it y(x) is
/// replaced by the polynomial p_k(v) of degree 5 in v = 2·(256·x − k) ∈ [−1, 1] (rows 0 and 256
/// cover the half inside [0, 1]: v ∈ [0, 1] and [−1, 0]) that interpolates y at the 6 Chebyshev
/// points of its range, stored in powers of u = v/512 = x − k/256 (b_m·512^m: a power of two, so
/// each Horner step is the step in v scaled by 2^(9m) and rounds alike, the same y without a
/// multiplication by 512 on the solve's chain). A solve adds 1.5·2⁴⁴ to x, whose ulp is 1/256:
/// that rounds x to the nearest k/256 and leaves k in the low bits of the sum's encoding (no
/// Int ↔ Double conversion); the sum less 1.5·2⁴⁴ is k/256 exactly, and x less that is u
/// **exactly** (Sterbenz's lemma where k > 0). Two additions, then five `fusedMultiplyAdd(_:_:_:)`
/// steps on one row: the multiply-add units, which the Horner steps keep busy, see nothing else
/// (the range check aside: x − x² ≥ 0, one multiply-add, decides 0 ≤ x ≤ 1). A row
/// that failed its check holds NaN, so the common path has no table lookup besides the row itself: y is NaN
/// exactly where another path must answer (x itself is in [0, 1], never NaN, by the solver's
/// precondition). Degree 5 at 256 intervals: with the σ tables, every preset is answered from the
/// tables on all of [0, 1]; a higher degree would lengthen the Horner chain, the solve's latency,
/// for coverage the σ tables already give.
///
/// **Error argument.** On a row where y is analytic in a Bernstein ellipse of parameter ρ,
/// Chebyshev interpolation of degree d errs by at most 4M/(ρ^d(ρ − 1)) (Trefethen, *Approximation
/// Theory and Approximation Practice*, Thm 8.2), so the error falls by ρ^−(d+1) per halving of
/// the row away from singularities; y(x) is analytic on (0, 1) except where x′(t) = 0, which for
/// x1, x2 ∈ [0, 1] happens only at an end (x1 = 0 or x2 = 1, or both x′ roots meeting at
/// x1 = 1, x2 = 0) or at a double root inside. Near those points ρ → 1 and no fixed degree
/// suffices. So each row is **checked at preparation**: p_k against the exact y at 33 points
/// spread evenly over its range, evaluated at v as a solve computes it from that x, and kept only
/// if every error is below a quarter of the condition-aware target there
/// (`SolverAccuracy/target(slope:at:)`; the factor 4 covers the points between checks and the
/// rounding of the evaluation, a few ulps of Σ|b_m|). The interpolated values are exact to a few
/// ulps: t from the `InverseTable` polished by one Newton step, then y(t).
///
/// Where a row fails: the failed run at an end where x′ vanishes there or just beyond it is
/// answered in σ = d^(1/p) instead (`DirectTable.End`, d the distance to that branch point: there
/// y is analytic in σ), fitted and checked alike; a row that still fails (a near-double root inside, a singular point
/// just outside [0, 1]) is split in quarters fitted and checked alike; what fails even then is
/// answered by the `InverseTable` (its tiers, σ end tables and closed form), then y(t). The
/// check is made with the very evaluation a solve uses, so a build with fused multiply-add checks
/// its own table.
///
/// **Storage.** A `ManagedBuffer`: the rows live in the table object itself, after a header with
/// everything else, so a solve finds row k at a fixed offset from the table's address (a
/// pointer to a separate array of rows would be one more load on every solve). Made by
/// ``make(_:)`` and never written after. The standard library makes a `ManagedBuffer` unavailable
/// as `Sendable`, so the table is not; ``FastestSolver/Prepared``, which holds one, is
/// `@unchecked Sendable` on the ground that nothing writes it after ``make(_:)``.
@usableFromInline package final class DirectTable: ManagedBuffer<DirectTableHeader, Double> {
  /// Intervals of [0, 1] (rows are centred on their 257 boundaries): `InverseTable.intervals`,
  /// written as a literal so that it is a constant in a solve inlined into another module (a
  /// global initialised from another global is initialised lazily: every solve called its
  /// accessor and converted the value). `init` checks that the two agree.
  @usableFromInline package static let intervals = 256
  /// Rows of the main table: one per k/256, k = 0…256.
  package static let rowCount = intervals + 1
  /// The interpolants' degree.
  package static let degree = 5
  /// Coefficients per row.
  package static let coefficientCount = degree + 1
  /// Doubles per stored row (64 bytes, padded).
  @usableFromInline static let rowStride = 8

  // The header is read through its pointer: `header` is a class's stored `var`, and each read of
  // it would be checked for exclusive access at run time.

  /// The inverse table the failed rows fall back to (and that the exact values came from).
  @usableFromInline package var inverse: InverseTable { withUnsafeMutablePointerToHeader { $0.pointee.inverse } }
  /// Whether the curve is the identity, y = x: x1 = y1 and x2 = y2 make y(t) and x(t) the same
  /// polynomial (`linear` is (0, 0, 1, 1)). A solve answers x itself, exactly, as Skia's
  /// `SkCubicMap` does for its line type, instead of evaluating a row.
  @inlinable package var isIdentity: Bool { withUnsafeMutablePointerToHeader { $0.pointee.isIdentity } }
  /// The rows, stored in this object after its header (so that a solve finds them at a fixed
  /// offset from the table's own address, with no load of a pointer to them): per row, p's
  /// coefficients b_0…b_5 at 8r…8r + 5 (flat, so that each is a scalar load); NaN where the row
  /// failed its check. Rows 0…256 are the main table; the σ tables' rows follow (`End.rows`
  /// each, from `start.firstRow` and `end.firstRow`), then the split rows' quarters.
  @inlinable var rowBase: UnsafePointer<Double> { UnsafePointer(withUnsafeMutablePointerToElements { $0 }) }
  /// Per main row, who answers where its coefficients are NaN (`Answer`).
  @inlinable var answers: [Answer] { withUnsafeMutablePointerToHeader { $0.pointee.answers } }
  /// The σ tables at x = 0 and x = 1 (scale 0 where there is none); a solve selects one without
  /// a branch (on a curve with both, a branch between them would be unpredictable).
  @inlinable var start: End { withUnsafeMutablePointerToHeader { $0.pointee.start } }
  @inlinable var end: End { withUnsafeMutablePointerToHeader { $0.pointee.end } }
  /// Per main row answered by quarters, where they are (unused elsewhere).
  @inlinable var splits: [Split] { withUnsafeMutablePointerToHeader { $0.pointee.splits } }

  /// Who answers x on a main row whose polynomial failed its check.
  @usableFromInline
  enum Answer: UInt8, Sendable {
    /// The row itself (it passed).
    case row = 0
    /// The σ table at x = 0.
    case start = 1
    /// The σ table at x = 1.
    case end = 2
    /// The row's quarters.
    case quarters = 3
    /// The inverse table.
    case inverse = 4
  }

  /// Where a split row's quarters are: quarter q = ⌊(x − low)·scale⌋ answers at row `firstRow + q`.
  @usableFromInline
  struct Split: Sendable {
    @usableFromInline var firstRow: Int32 = 0
    @usableFromInline var low = 0.0
    @usableFromInline var scale = 0.0
  }

  /// Quarters per split row.
  @usableFromInline static let quarters = 4

  /// Builds and checks the table for `curve` (its `InverseTable` gives the exact values and
  /// answers where the table cannot).
  package static func make(_ curve: CubicTimingFunction) -> DirectTable {
    precondition(
      Self.intervals == InverseTable.intervals, "the y(x) rows are centred on the inverse table's interval boundaries")
    let inverse = curve.inverseTable
    let isIdentity = curve.x1 == curve.y1 && curve.x2 == curve.y2
    let exact = Exact(inverse: inverse)
    let n = Self.intervals
    var rows: [Double] = []
    rows.reserveCapacity(Self.rowStride * (Self.rowCount + 2 * End.rows))
    var answers: [Answer] = []
    for k in 0...n {
      let range: ClosedRange<Double> = k == 0 ? 0...1 : (k == n ? -1...0 : -1...1)
      let x = { (v: Double) in (Double(k) + v / 2) / Double(n) }
      let fit = Self.fit(over: range, scale: Self.mainScale, value: { exact.at(x($0)).y }) { v in
        let point = x(v)
        let truth = exact.at(point)
        return (Self.u(point, row: k), truth.y, SolverAccuracy.target(slope: truth.slope, at: point))
      }
      Self.append(fit, to: &rows)
      answers.append(fit == nil ? .inverse : .row)
    }
    // The failed runs at each end, answered in σ where x′ vanishes there.
    let startRun = answers.prefix { $0 == .inverse }.count
    let endRun = answers.reversed().prefix { $0 == .inverse }.count
    let start = End(
      curve, atEnd: false, run: startRun, firstRow: rows.count / Self.rowStride, exact: exact, rows: &rows)
    let end = End(curve, atEnd: true, run: endRun, firstRow: rows.count / Self.rowStride, exact: exact, rows: &rows)
    if start.scale > 0 { for k in 0..<startRun { answers[k] = .start } }
    if end.scale > 0 { for k in (Self.rowCount - endRun)..<Self.rowCount { answers[k] = .end } }
    // Rows that still fail (a double root inside, a singular point just outside [0, 1]): four
    // quarters, each fitted and checked the same way.
    var splits = [Split](repeating: Split(), count: Self.rowCount)
    for k in 0...n where answers[k] == .inverse {
      let low = max(0, (Double(k) - 0.5) / Double(n)), high = min(1, (Double(k) + 0.5) / Double(n))
      let split = Split(
        firstRow: Int32(rows.count / Self.rowStride), low: low, scale: Double(Self.quarters) / (high - low))
      let quarters = (0..<Self.quarters).map { q in
        let x = { (v: Double) in low + (high - low) * (Double(q) + (v + 1) / 2) / Double(Self.quarters) }
        return Self.fit(value: { exact.at(x($0)).y }) { v in
          let point = x(v)
          let truth = exact.at(point)
          // v as a solve computes it; at a quarter's end a solve may pick the neighbour quarter.
          let (quarter, solveV) = Self.quarter(point, in: split)
          let v = quarter == q ? solveV : (quarter < q ? -1 : 1)
          return (v, truth.y, SolverAccuracy.target(slope: truth.slope, at: point))
        }
      }
      guard quarters.contains(where: { $0 != nil }) else { continue }
      splits[k] = split
      answers[k] = .quarters
      for fit in quarters { Self.append(fit, to: &rows) }
    }
    let header = DirectTableHeader(
      inverse: inverse, isIdentity: isIdentity, answers: answers, start: start, end: end, splits: splits)
    let table = unsafeDowncast(create(minimumCapacity: rows.count) { _ in header }, to: DirectTable.self)
    table.withUnsafeMutablePointerToElements { $0.initialize(from: rows, count: rows.count) }
    return table
  }

  /// How many of the ``rowCount`` main rows answer directly.
  package var directCount: Int { answers.count { $0 == .row } }
  /// How many main rows the σ tables at the ends answer (where their own rows pass).
  package var endCount: Int { answers.count { $0 == .start || $0 == .end } }
  /// How many rows of the σ tables passed their check (of `End.rows` per table there is).
  package var endDirectCount: Int {
    [start, end].filter { $0.scale > 0 }.reduce(0) { count, table in
      count + (0..<End.rows).count { i in !rowBase[Self.rowStride * (table.firstRow + i)].isNaN }
    }
  }
  /// How many main rows are split in quarters (each quarter answered directly where it passed).
  package var splitCount: Int { answers.count { $0 == .quarters } }
  /// How many quarter rows passed their check.
  package var splitDirectCount: Int {
    (0..<Self.rowCount).filter { answers[$0] == .quarters }.reduce(0) { count, k in
      count + (0..<Self.quarters).count { q in !rowBase[Self.rowStride * (Int(splits[k].firstRow) + q)].isNaN }
    }
  }
}

/// What a `DirectTable` holds besides its rows (which follow it in the same object).
@usableFromInline package struct DirectTableHeader: Sendable {
  @usableFromInline let inverse: InverseTable
  @usableFromInline let isIdentity: Bool
  @usableFromInline let answers: [DirectTable.Answer]
  @usableFromInline let start: DirectTable.End
  @usableFromInline let end: DirectTable.End
  @usableFromInline let splits: [DirectTable.Split]
}
