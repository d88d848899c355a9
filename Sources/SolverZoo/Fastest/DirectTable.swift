import Curves
import RealModule

/// The progress y as a function of x, tabulated directly: what ``FastestSolver`` answers with
/// (no root finding on the common path). Built when a `fastest` solver is prepared (about 10,000
/// exact solves through the curve's `InverseTable`: 0.2 ms in release, 3 ms in a debug build)
/// and immutable: 257 rows of six coefficients padded to 64 bytes (16 KB), a byte per row, and
/// the rows of two small σ tables and of the split rows.
///
/// **Design.** Row k (k = 0…256) covers the x within half an interval of k/256; on it y(x) is
/// replaced by the polynomial p_k(v) of degree 5 in v = 2·(256·x − k) ∈ [−1, 1] (rows 0 and 256
/// cover the half inside [0, 1]: v ∈ [0, 1] and [−1, 0]) that interpolates y at the 6 Chebyshev
/// points of its range. A solve adds 1.5·2⁵² to 256·x, which rounds it to the nearest k and leaves
/// k in the low bits of the sum's encoding (no Int ↔ Double conversion), and gets v **exactly**:
/// 512·x is exact, 2k is exact (the sum times 2 minus 3·2⁵³), and their difference is exact by
/// Sterbenz's lemma. Since 256·x and 512·x are exact, the sum and the difference are each written
/// as one `fusedMultiplyAdd(_:_:_:)` (the same values fused or not): fused, the chain from x to
/// the row's address and to v is an instruction and a rounding step shorter (2.30 → 2.14 ns a
/// solve on the bench machine). Then five `fusedMultiplyAdd(_:_:_:)` steps on one row. A row
/// that failed its check holds NaN, so the common path has no table lookup besides the row itself: y is NaN
/// exactly where another path must answer (x itself is in [0, 1], never NaN, by the solver's
/// precondition). Degree 5 at 256 intervals was chosen by measurement: every preset is answered
/// from the tables on all of [0, 1] (with the σ tables), and degree 7 costs half a nanosecond more
/// (deeper Horner chain) for coverage the σ tables already give.
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
/// y is analytic in σ), fitted and checked alike; a row that still fails (a near-double root inside, a singular point just
/// outside [0, 1]) is split in quarters fitted and checked alike; what fails even then is
/// answered by the `InverseTable` (its tiers, σ end tables and closed form), then y(t). The
/// check is made with the very evaluation a solve uses, so a build with fused multiply-add checks
/// its own table.
public final class DirectTable: Sendable {
  /// Intervals of [0, 1] (rows are centred on their 257 boundaries).
  public static let intervals = InverseTable.intervals
  /// Rows of the main table: one per k/256, k = 0…256.
  public static let rowCount = intervals + 1
  /// The interpolants' degree.
  public static let degree = 5
  /// Coefficients per row.
  public static let coefficientCount = degree + 1
  /// Doubles per stored row (64 bytes, padded).
  @usableFromInline static let rowStride = 8

  /// The inverse table the failed rows fall back to (and that the exact values came from).
  public let inverse: InverseTable
  /// Per row, p's coefficients b_0…b_5 in powers of v at 8r…8r + 5 (flat, so that each is a
  /// scalar load: as SIMD8 rows the compiler shuffled lanes, a third more instructions); NaN where
  /// the row failed its check. Rows 0…256 are the main table; the σ tables' rows follow
  /// (`End.rows` each, from `start.firstRow` and `end.firstRow`), then the split rows'
  /// quarters.
  @usableFromInline let rows: [Double]
  /// Per main row, who answers where its coefficients are NaN (`Answer`).
  @usableFromInline let answers: [Answer]
  /// The σ tables at x = 0 and x = 1 (scale 0 where there is none); a solve selects one without
  /// a branch (on a curve with both, a branch between them is a coin toss: measured 35% slower).
  @usableFromInline let start: End
  @usableFromInline let end: End
  /// Per main row answered by quarters, where they are (unused elsewhere).
  @usableFromInline let splits: [Split]

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
  public init(_ curve: CubicTimingFunction) {
    let inverse = curve.inverseTable
    self.inverse = inverse
    let exact = Exact(inverse: inverse)
    let n = Self.intervals
    var rows: [Double] = []
    rows.reserveCapacity(Self.rowStride * (Self.rowCount + 2 * End.rows))
    var answers: [Answer] = []
    for k in 0...n {
      let range: ClosedRange<Double> = k == 0 ? 0...1 : (k == n ? -1...0 : -1...1)
      let x = { (v: Double) in (Double(k) + v / 2) / Double(n) }
      let fit = Self.fit(over: range, value: { exact.at(x($0)).y }) { v in
        let point = x(v)
        let truth = exact.at(point)
        return (Self.v(point, row: k), truth.y, SolverAccuracy.target(slope: truth.slope, at: point))
      }
      Self.append(fit, to: &rows)
      answers.append(fit == nil ? .inverse : .row)
    }
    // The failed runs at each end, answered in σ where x′ vanishes there.
    let startRun = answers.prefix { $0 == .inverse }.count
    let endRun = answers.reversed().prefix { $0 == .inverse }.count
    start = End(curve, atEnd: false, run: startRun, firstRow: rows.count / Self.rowStride, exact: exact, rows: &rows)
    end = End(curve, atEnd: true, run: endRun, firstRow: rows.count / Self.rowStride, exact: exact, rows: &rows)
    if start.scale > 0 { for k in 0..<startRun { answers[k] = .start } }
    if end.scale > 0 { for k in (Self.rowCount - endRun)..<Self.rowCount { answers[k] = .end } }
    // Rows that still fail (a double root inside, a singular point just outside [0, 1]): four
    // quarters, each fitted and checked the same way.
    var splits = [Split](repeating: Split(), count: Self.rowCount)
    for k in 0...n where answers[k] == .inverse {
      let low = max(0, (Double(k) - 0.5) / Double(n)), high = min(1, (Double(k) + 0.5) / Double(n))
      let split = Split(firstRow: Int32(rows.count / Self.rowStride), low: low, scale: Double(Self.quarters) / (high - low))
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
    self.rows = rows
    self.answers = answers
    self.splits = splits
  }

  /// Appends a fitted row (NaN where the fit failed), padded to `rowStride`.
  static func append(_ fit: SIMD8<Double>?, to rows: inout [Double]) {
    for k in 0..<rowStride { rows.append(k < coefficientCount ? fit?[k] ?? .nan : 0) }
  }

  /// v on main row k for x, as a solve computes it: 512·x − 2k (exact).
  @inlinable @inline(__always)
  static func v(_ x: Double, row k: Int) -> Double { x * Double(2 * intervals) - Double(2 * k) }

  /// The quarter of a split row holding x, and v ∈ [−1, 1] within it.
  @inlinable @inline(__always)
  static func quarter(_ x: Double, in split: Split) -> (quarter: Int, v: Double) {
    let u = (x - split.low) * split.scale
    let quarter = min(max(Int(u), 0), quarters - 1)
    return (quarter, 2 * (u - Double(quarter)) - 1)
  }

  /// y at x exact to a few ulps (the inverse table's t, one Newton step, y(t)), with dy/dx.
  struct Exact {
    let inverse: InverseTable

    func at(_ x: Double) -> (y: Double, slope: Double) {
      let k = inverse.coefficients
      var none = NoCount()
      var t = inverse.solve(x, &none)
      let d = k.dx(t)
      if d > 0 && x > 0 && x < 1 { t -= (k.x(t) - x) / d }
      let dx = k.dx(t)
      return (k.y(t), dx > 0 ? k.dy(t) / dx : .infinity)
    }
  }

  /// The degree-5 interpolant of a row over `range` of its variable v, in powers of v, if it
  /// passes the check; nil if not. `value(v)` is the exact y at v (the Chebyshev points of
  /// `range`); `check(v)`, for 33 points spread evenly over `range`, gives the v a solve evaluates
  /// at for the x nearest that point, the exact y at that x and the target there. Passing means
  /// every check error is within a quarter of its target.
  static func fit(
    over range: ClosedRange<Double> = -1...1, value: (Double) -> Double,
    check: (Double) -> (v: Double, y: Double, target: Double)
  ) -> SIMD8<Double>? {
    let middle = (range.lowerBound + range.upperBound) / 2, half = (range.upperBound - range.lowerBound) / 2
    var values = SIMD8<Double>()
    for k in 0..<coefficientCount { values[k] = value(middle + half * nodes[k]) }
    let b = monomialCoefficients(values)
    guard (0..<coefficientCount).allSatisfy({ b[$0].isFinite }) else { return nil }
    let p = middle == 0 && half == 1 ? b : substitute(b, middle: middle, half: half)
    for j in 0...checks {
      let point = check(range.lowerBound + 2 * half * Double(j) / Double(checks))
      let error = abs(evaluate(p, point.v) - point.y)
      if !(error <= point.target / 4) { return nil }
    }
    return p
  }

  /// Σ b_m·s^m with s = (v − middle)/half, in powers of v (for the half rows at the ends, whose
  /// Chebyshev variable s spans half of v's range). From the Chebyshev coefficients' monomial
  /// form, whose higher coefficients are small for a smooth y, so the substitution loses little.
  static func substitute(_ b: SIMD8<Double>, middle: Double, half: Double) -> SIMD8<Double> {
    var p = SIMD8<Double>()
    var power = SIMD8<Double>()  // s^m in powers of v
    power[0] = 1
    for m in 0..<coefficientCount {
      for j in 0...m { p[j] += b[m] * power[j] }
      var next = SIMD8<Double>()
      for j in 0...m {
        next[j + 1] += power[j] / half
        next[j] -= power[j] * middle / half
      }
      power = next
    }
    return p
  }

  /// The progress y at x ∈ [0, 1]: the nearest row's polynomial; where it failed its check (NaN),
  /// what the row defers to (`deferredProgress(_:_:)`: a σ table at the ends, or the row's
  /// quarters), else the inverse table.
  ///
  /// - Precondition: 0 ≤ x ≤ 1 (checked).
  @inlinable @inline(__always)
  public func progress<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
    // Checked here, where it also bounds k to the table (no clamp needed after it).
    precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
    return progress(checked: x, &counter)
  }

  /// ``progress(_:_:)`` for an x already checked to be in [0, 1] (the batch API checks its
  /// buffer eight x at a time first).
  @inlinable @inline(__always)
  func progress<Counter: SolveCounter>(checked x: Double, _ counter: inout Counter) -> Double {
    progress(checked: x, roundedBits: Self.rounded(x).bitPattern, &counter)
  }

  /// 256·x + 1.5·2⁵²: 256·x rounded to the nearest k (ties to even), k in the low bits of the
  /// encoding. One multiply-add (256·x is exact, so fused or not the sum is the same).
  @inlinable @inline(__always)
  static func rounded(_ x: Double) -> Double { fusedMultiplyAdd(x, Double(intervals), 0x1.8p52) }

  /// `rounded(_:)` lane by lane.
  @inlinable @inline(__always)
  static func rounded(_ x: SIMD8<Double>) -> SIMD8<Double> {
    fusedMultiplyAddLanes(x, SIMD8(repeating: Double(intervals)), SIMD8(repeating: 0x1.8p52))
  }

  /// ``progress(checked:_:)`` given the bits of `rounded(x)` (the batch API reads them from
  /// memory with an integer load, so that no move out of the floating-point registers sits on
  /// the solve's chain).
  @inlinable @inline(__always)
  func progress<Counter: SolveCounter>(checked x: Double, roundedBits: UInt64, _ counter: inout Counter) -> Double {
    let k = Int(truncatingIfNeeded: roundedBits & 0x1FF)
    // 2k from the rounded sum (exact in either build), so v needs no Int → Double conversion.
    let v = fusedMultiplyAdd(x, Double(2 * Self.intervals), -fusedMultiplyAdd(Double(bitPattern: roundedBits), 2, -0x1.8p53))
    let row = rows.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped + Self.rowStride * k }
    // A failed row is NaN throughout: testing its first-loaded coefficient rather than y decides
    // the branch before the five multiply-adds, so a mispredicted one costs less.
    if _fastPath(!row[5].isNaN) {
      counter.countIteration()
      counter.countEvaluations(1)
      return Self.evaluate(row, v)
    }
    let deferred = deferredProgress(x, k)
    if !deferred.isNaN {
      counter.countIteration()
      counter.countEvaluations(1)
      return deferred
    }
    return fallback(x, &counter)
  }

  /// The most x one `firstPass(_:into:count:answered:)` takes: 64 groups of eight, a bit each.
  @usableFromInline static let passLength = 512

  /// The batch API's first pass over at most `passLength` x: checks every x and, eight at a
  /// time, either answers the group (its x all round to one main row, and that row passed its
  /// check: the row's polynomial in eight lanes, the very operations of a solve lane by lane, so
  /// the same y) and sets the group's bit in `answered`, or stores `rounded(x)` for each of its x
  /// for the second pass (the x after the last full group always go there). Returns false, having
  /// stopped at the first group with an x outside [0, 1] (or NaN), if there is one.
  ///
  /// Groups in one row are what a frame of layers sharing a curve at nearby x gives, and x sorted
  /// gives mostly them; random x almost never do, and then only the rounding is done here.
  @inlinable
  func firstPass(_ xs: UnsafePointer<Double>, into ys: UnsafeMutablePointer<Double>, count: Int, answered: inout UInt64) -> Bool {
    precondition(count <= Self.passLength, "a pass takes at most \(Self.passLength) x, got \(count)")
    let input = UnsafeRawPointer(xs), output = UnsafeMutableRawPointer(ys)
    let base = rows.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped }
    answered = 0
    var group = 0
    while 8 * group + 8 <= count {
      let x = input.loadUnaligned(fromByteOffset: 64 * group, as: SIMD8<Double>.self)
      guard all((x .>= 0) .& (x .<= 1)) else { return false }
      let rounded = Self.rounded(x)
      let k = unsafeBitCast(rounded, to: SIMD8<UInt64>.self) & 0x1FF
      let row = base + Self.rowStride * Int(truncatingIfNeeded: k[0])
      // One row for the eight x: the ends first (one comparison, what sorted x need; random x
      // almost never pass it), then every lane, then the row's check.
      if rounded[0] == rounded[7], (k ^ SIMD8(repeating: k[0])).wrappedSum() == 0, !row[5].isNaN {
        let v = fusedMultiplyAddLanes(x, SIMD8(repeating: Double(2 * Self.intervals)), -fusedMultiplyAddLanes(rounded, SIMD8(repeating: 2), SIMD8(repeating: -0x1.8p53)))
        output.storeBytes(of: Self.evaluate(row, v), toByteOffset: 64 * group, as: SIMD8<Double>.self)
        answered |= 1 &<< UInt64(group)
      } else {
        output.storeBytes(of: rounded, toByteOffset: 64 * group, as: SIMD8<Double>.self)
      }
      group += 1
    }
    for i in (8 * group)..<count {
      let x = xs[i]
      guard x >= 0 && x <= 1 else { return false }
      ys[i] = Self.rounded(x)
    }
    return true
  }

  /// The inverse table's answer (out of line: rare).
  @inlinable @inline(never)
  func fallback<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
    inverse.coefficients.y(inverse.solve(x, &counter))
  }

  /// The answer of whatever main row k defers to: a σ table at the ends, or the row's quarters;
  /// NaN where that failed its check too (then the inverse table answers). Out of line and not
  /// generic, so that the common path stays small enough to inline into a caller's loop in
  /// another module (with this inlined too, the compiler stopped inlining the solve there).
  @inlinable @inline(never)
  func deferredProgress(_ x: Double, _ k: Int) -> Double {
    let answer = answers.withUnsafeBufferPointer { $0[k] }
    let row: Int, v: Double
    if answer == .start || answer == .end {
      (row, v) = (answer == .end ? end : start).row(x)
    } else if answer == .quarters {
      let split = splits.withUnsafeBufferPointer { $0[k] }
      let (quarter, u) = Self.quarter(x, in: split)
      (row, v) = (Int(split.firstRow) + quarter, u)
    } else {
      return .nan
    }
    return rows.withUnsafeBufferPointer { Self.evaluate($0.baseAddress.unsafelyUnwrapped + Self.rowStride * row, v) }
  }

  /// p(v) = b₀ + b₁v + … + b₅v⁵ by Horner, each step one `fusedMultiplyAdd(_:_:_:)` where the
  /// build targets fused multiply-add (the chain of steps is the solve's latency: fused, 2.1 ns
  /// against 3.6 ns in a C model of the degree-7 loop on the bench machine). Estrin's shallower
  /// scheme was measured no faster in Swift: the compiler paired its terms into 2-lane vectors
  /// and spent as many instructions again on shuffles. The check at preparation uses this same
  /// evaluation, so either build's table is checked as it is evaluated.
  @inlinable @inline(__always)
  static func evaluate(_ b: UnsafePointer<Double>, _ v: Double) -> Double {
    // Written out for degree 5 (a loop over a static degree was not unrolled: 15% slower).
    var p = fusedMultiplyAdd(b[5], v, b[4])
    p = fusedMultiplyAdd(p, v, b[3])
    p = fusedMultiplyAdd(p, v, b[2])
    p = fusedMultiplyAdd(p, v, b[1])
    return fusedMultiplyAdd(p, v, b[0])
  }

  /// `evaluate(_:_:)` at eight v, lane by lane the same operations (so the same values).
  @inlinable @inline(__always)
  static func evaluate(_ b: UnsafePointer<Double>, _ v: SIMD8<Double>) -> SIMD8<Double> {
    var p = fusedMultiplyAddLanes(SIMD8(repeating: b[5]), v, SIMD8(repeating: b[4]))
    p = fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[3]))
    p = fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[2]))
    p = fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[1]))
    return fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[0]))
  }

  /// `evaluate(_:_:)` on coefficients held in a SIMD8 (preparation).
  static func evaluate(_ b: SIMD8<Double>, _ v: Double) -> Double {
    withUnsafeBytes(of: b) { evaluate($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Double.self), v) }
  }

  /// The Chebyshev points s_k = cos(π(k + ½)/(d + 1)) the interpolant passes through.
  static let nodes: [Double] = (0..<coefficientCount).map { k in Double.cos(Double.pi * (Double(k) + 0.5) / Double(coefficientCount)) }
  /// Check points per row, minus one: 33 evenly spaced points including both ends.
  static let checks = 32

  /// The matrix taking the values at `nodes` to the interpolant's coefficients in powers of s:
  /// the discrete cosine transform to Chebyshev coefficients c_j = (2 − δ_j0)/m · Σ_k f_k·cos(πj(k + ½)/m),
  /// then T_j expanded in powers of s (T_{j+1} = 2s·T_j − T_{j−1}). Row m holds the weights of
  /// b_m. Computed once.
  static let valuesToMonomial: [SIMD8<Double>] = {
    let m = coefficientCount
    var powers: [[Double]] = [[Double](repeating: 0, count: m), [Double](repeating: 0, count: m)]  // T_0, T_1 in powers of s
    powers[0][0] = 1
    powers[1][1] = 1
    for j in 2..<m {
      powers.append((0..<m).map { i in (i > 0 ? 2 * powers[j - 1][i - 1] : 0) - powers[j - 2][i] })
    }
    return (0..<m).map { i in
      var row = SIMD8<Double>()
      for k in 0..<m {
        var weight = 0.0
        for j in 0..<m {
          let c = (j == 0 ? 1 : 2) / Double(m) * Double.cos(Double.pi * Double(j) * (Double(k) + 0.5) / Double(m))
          weight += powers[j][i] * c
        }
        row[k] = weight
      }
      return row
    }
  }()

  /// The interpolant through `values` at `nodes`, in powers of s.
  static func monomialCoefficients(_ values: SIMD8<Double>) -> SIMD8<Double> {
    var b = SIMD8<Double>()
    for m in 0..<coefficientCount { b[m] = (valuesToMonomial[m] * values).sum() }
    return b
  }

  /// How many of the ``rowCount`` main rows answer directly.
  public var directCount: Int { answers.count { $0 == .row } }
  /// How many main rows the σ tables at the ends answer (where their own rows pass).
  public var endCount: Int { answers.count { $0 == .start || $0 == .end } }
  /// How many rows of the σ tables passed their check (of `End.rows` per table there is).
  public var endDirectCount: Int {
    [start, end].filter { $0.scale > 0 }.reduce(0) { count, table in
      count + (0..<End.rows).count { i in !rows[Self.rowStride * (table.firstRow + i)].isNaN }
    }
  }
  /// How many main rows are split in quarters (each quarter answered directly where it passed).
  public var splitCount: Int { answers.count { $0 == .quarters } }
  /// How many quarter rows passed their check.
  public var splitDirectCount: Int {
    (0..<Self.rowCount).filter { answers[$0] == .quarters }.reduce(0) { count, k in
      count + (0..<Self.quarters).count { q in !rows[Self.rowStride * (Int(splits[k].firstRow) + q)].isNaN }
    }
  }
}
