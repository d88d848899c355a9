import RealModule

/// The progress y as a function of x, tabulated directly: what ``FastestSolver`` answers with
/// (no root finding on the common path). Built when a `fastest` solver is prepared (about 10,000
/// exact solves through the curve's ``InverseTable``: 0.2 ms in release, 3 ms in a debug build)
/// and immutable; 256 rows of six coefficients padded to one 64-byte cache line (16 KB) and a
/// byte per interval, plus two small σ tables where x′ vanishes at an end.
///
/// **Design.** [0, 1] is split into n = 256 equal intervals. On interval i, with
/// v = 2·(n·x − i) − 1 ∈ [−1, 1], y(x) is replaced by the polynomial p_i(v) of degree 5 that
/// interpolates y at the 6 Chebyshev points v_k = cos(π(k + ½)/6); p_i is stored in powers of v
/// and evaluated by Horner (five ``fusedMultiplyAdd(_:_:_:)`` steps): a solve is a multiply and a
/// rounding for i and v, one byte load, and five multiply-adds on one cache line. The
/// interpolated values are exact to a few ulps: t from the ``InverseTable`` polished by one
/// Newton step, then y(t). Degree 5 at n = 256 was chosen by measurement: every preset is
/// answered from the tables on all of [0, 1] (with the σ tables), and the solve is 1.8 ns
/// against 2.3 ns at degree 7 on the bench machine (native build, fused).
///
/// **Error argument.** On an interval where y is analytic in a Bernstein ellipse of parameter ρ,
/// Chebyshev interpolation of degree d errs by at most 4M/(ρ^d(ρ − 1)) (Trefethen, *Approximation
/// Theory and Approximation Practice*, Thm 8.2), so the error falls by ρ^−(d+1) per doubling of
/// n away from singularities; y(x) is analytic on (0, 1) except where x′(t) = 0, which for
/// x1, x2 ∈ [0, 1] happens only at an end (x1 = 0 or x2 = 1, or both x′ roots meeting at
/// x1 = 1, x2 = 0) or at a double root inside. Near those points ρ → 1 and no fixed degree
/// suffices. So each interval is **checked at preparation**: p_i against the exact y at 33
/// points (v = −1, −15/16, …, 1; the interpolation error of a degree-5 interpolant oscillates
/// with 7 extrema, which 33 points resolve), and kept only if every error is below a quarter of
/// the condition-aware target there (``SolverAccuracy/target(slope:at:)``; the factor 4 covers
/// the points between checks and the rounding of the evaluation, a few ulps of Σ|b_m|). The
/// failed run at an end where x′ vanishes is answered in σ = d^(1/p) instead (`DirectTable.End`: there y
/// is analytic in σ), with the same fit and check; an interval that still fails (a near-double
/// root inside, a singular point just outside [0, 1]) is split in quarters fitted and checked
/// alike; what fails even then (a few quarters and σ intervals) is answered by the
/// ``InverseTable`` (its tiers, σ end tables and closed form), then y(t). The check is made with the very evaluation a solve uses, so a
/// build with fused multiply-add checks its own table.
public final class DirectTable: Sendable {
  /// Intervals of [0, 1].
  public static let intervals = InverseTable.intervals
  /// The interpolants' degree.
  public static let degree = 5
  /// Coefficients per interval.
  public static let coefficientCount = degree + 1
  /// Doubles per stored row: one 64-byte cache line, padded.
  @usableFromInline static let rowStride = 8

  /// The inverse table the failed intervals fall back to (and that the exact values came from).
  public let inverse: InverseTable
  /// Per interval i, p_i's coefficients b_0…b_5 in powers of v, at 8i…8i + 5 (flat, so that each
  /// is a scalar load: as SIMD8 rows the compiler shuffled lanes, a third more instructions).
  @usableFromInline let rows: [Double]
  /// Per interval: 1 where p_i passed its check; 2 or 3 where the start's or the end's σ table
  /// answers (`End`); 4 where the interval is split in ``splits`` quarters with their own
  /// polynomials; 0 where solves fall back to the inverse table.
  @usableFromInline let direct: [UInt8]
  /// Quarters per split interval.
  @usableFromInline static let splits = 4
  /// The split intervals' quarter polynomials (``rowStride`` doubles each), the split interval
  /// with slot s owning rows 4s…4s + 3.
  @usableFromInline let splitRows: [Double]
  /// Per quarter row, 1 where it passed its check (0: the inverse table answers).
  @usableFromInline let splitDirect: [UInt8]
  /// How many quarter rows passed their check.
  public var splitDirectCount: Int { splitDirect.count { $0 != 0 } }
  /// Per interval, its slot among the split intervals (meaningful where `direct` is 4).
  @usableFromInline let splitSlot: [UInt16]
  /// y as polynomials in σ = x^(1/p) over the failed run at x = 0, and in σ = (1 − x)^(1/p) at
  /// x = 1, where x′ vanishes there (nil otherwise).
  @usableFromInline let start: End?
  @usableFromInline let end: End?

  /// Builds and checks the table for `curve` (its ``InverseTable`` gives the exact values and
  /// answers where the table cannot).
  public init(_ curve: CubicTimingFunction) {
    let inverse = curve.inverseTable
    self.inverse = inverse
    let exact = Exact(inverse: inverse)
    let n = Self.intervals
    var rows: [Double] = []
    var direct: [UInt8] = []
    rows.reserveCapacity(Self.rowStride * n)
    direct.reserveCapacity(n)
    for i in 0..<n {
      let fit = Self.fit({ v in (Double(i) + (v + 1) / 2) / Double(n) }, exact: exact.at)
      for k in 0..<Self.rowStride { rows.append(k < Self.coefficientCount ? fit?[k] ?? 0 : 0) }
      direct.append(fit == nil ? 0 : 1)
    }
    // The runs of failed intervals at each end, answered in σ where x′ vanishes there.
    let startRun = direct.prefix { $0 == 0 }.count
    let endRun = direct.reversed().prefix { $0 == 0 }.count
    start = startRun > 0 && startRun < n ? End(curve, atEnd: false, covering: Double(startRun) / Double(n), exact: exact) : nil
    end = endRun > 0 && endRun < n ? End(curve, atEnd: true, covering: Double(endRun) / Double(n), exact: exact) : nil
    if start != nil { for i in 0..<startRun { direct[i] = 2 } }
    if end != nil { for i in (n - endRun)..<n { direct[i] = 3 } }
    // Intervals that still fail (a double root inside, a singular point just outside [0, 1]):
    // four quarters, each fitted and checked the same way, evaluated at v from x as a solve does.
    var splitRows: [Double] = [], splitDirect: [UInt8] = [], splitSlot = [UInt16](repeating: 0, count: n)
    for i in 0..<n where direct[i] == 0 {
      var quarters: [SIMD8<Double>?] = []
      for q in 0..<Self.splits {
        let x = { (v: Double) in (Double(i) + (Double(q) + (v + 1) / 2) / Double(Self.splits)) / Double(n) }
        // v as a solve computes it from x (``quarter(_:in:)``), relative to this quarter (at its
        // right end a solve may land in the next quarter, at v = −1 there).
        quarters.append(Self.fit(x, exact: exact.at) { _, x in 2 * ((x * Double(n) - Double(i)) * Double(Self.splits) - Double(q)) - 1 })
      }
      guard quarters.contains(where: { $0 != nil }) else { continue }
      splitSlot[i] = UInt16(splitDirect.count / Self.splits)
      direct[i] = 4
      for fit in quarters {
        for k in 0..<Self.rowStride { splitRows.append(k < Self.coefficientCount ? fit?[k] ?? 0 : 0) }
        splitDirect.append(fit == nil ? 0 : 1)
      }
    }
    self.rows = rows
    self.direct = direct
    self.splitRows = splitRows
    self.splitDirect = splitDirect
    self.splitSlot = splitSlot
  }

  /// The quarter of interval `index` holding x and v ∈ [−1, 1] within it. `index` is the one the
  /// solve's rounding chose, which at a boundary x = k/n may be k − 1 (then u = 4: the last
  /// quarter at v = 1), never ⌊n·x⌋ recomputed (another interval's rows).
  @inlinable @inline(__always)
  static func quarter(_ x: Double, in index: Int) -> (quarter: Int, v: Double) {
    let u = (x * Double(intervals) - Double(index)) * Double(splits)
    let quarter = min(max(Int(u), 0), splits - 1)
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

  /// The interpolant of y over one interval, v ∈ [−1, 1] ↦ x(v), at the Chebyshev
  /// points, if it passes the check at 33 points (a quarter of the target at each); nil if not.
  /// `evaluateAt` maps a point's v to the v the solve will evaluate at (for σ tables: σ
  /// recomputed from the rounded x, as a solve computes it).
  static func fit(
    _ x: (Double) -> Double, exact: (Double) -> (y: Double, slope: Double), evaluateAt: (Double, Double) -> Double = { v, _ in v }
  ) -> SIMD8<Double>? {
    var values = SIMD8<Double>()
    for k in 0..<coefficientCount { values[k] = exact(x(nodes[k])).y }
    let b = monomialCoefficients(values)
    guard (0..<coefficientCount).allSatisfy({ b[$0].isFinite }) else { return nil }
    for j in 0...checks {
      let v = 2 * Double(j) / Double(checks) - 1
      let point = x(v)
      let truth = exact(point)
      let error = abs(evaluate(b, evaluateAt(v, point)) - truth.y)
      if !(error <= SolverAccuracy.target(slope: truth.slope, at: point) / 4) { return nil }
    }
    return b
  }

  /// The progress y at x ∈ [0, 1]: the interval's polynomial, or the inverse table.
  ///
  /// The interval and v come from floating-point operations only (no Int → Double conversion on
  /// the critical path): ⌊n·x⌋ by the 1.5·2⁵² rounding trick of ``InverseTable``, clamped to the
  /// last interval. For any x (even outside [0, 1] or NaN) the index stays in the table.
  @inlinable @inline(__always)
  public func progress<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
    let scaled = x * Double(Self.intervals)
    let rounded = (scaled - 0.5) + 0x1.8p52
    let index = min(Int(truncatingIfNeeded: rounded.bitPattern & 0x1FF), Self.intervals - 1)
    let code = direct.withUnsafeBufferPointer { $0[index] }
    if _fastPath(code == 1) {
      counter.countIteration()
      counter.countEvaluations(1)
      let first = min(rounded - 0x1.8p52, Double(Self.intervals - 1))
      let v = 2 * (scaled - first) - 1
      return rows.withUnsafeBufferPointer { Self.evaluate($0.baseAddress.unsafelyUnwrapped + Self.rowStride * index, v) }
    }
    return endOrFallback(x, code, index, &counter)
  }

  /// The σ tables' answer at the ends, a split interval's quarter, or the inverse table's (kept out of line: inlined, it
  /// crowded the common path's loop, measured 0.24 ns slower per solve).
  @inlinable @inline(never)
  func endOrFallback<Counter: SolveCounter>(_ x: Double, _ code: UInt8, _ index: Int, _ counter: inout Counter) -> Double {
    if code == 2, let start, let y = start.progress(x) {
      counter.countIteration()
      counter.countEvaluations(1)
      return y
    }
    if code == 3, let end, let y = end.progress(x) {
      counter.countIteration()
      counter.countEvaluations(1)
      return y
    }
    if code == 4 {
      let (quarter, v) = Self.quarter(x, in: index)
      let row = Self.splits * Int(splitSlot[index]) + quarter
      if splitDirect[row] != 0 {
        counter.countIteration()
        counter.countEvaluations(1)
        return splitRows.withUnsafeBufferPointer { Self.evaluate($0.baseAddress.unsafelyUnwrapped + Self.rowStride * row, v) }
      }
    }
    return inverse.coefficients.y(inverse.solve(x, &counter))
  }

  /// p(v) = b₀ + b₁v + … + b₅v⁵ by Horner, each step one ``fusedMultiplyAdd(_:_:_:)`` where the
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

  /// ``evaluate(_:_:)`` on coefficients held in a SIMD8 (preparation).
  static func evaluate(_ b: SIMD8<Double>, _ v: Double) -> Double {
    withUnsafeBytes(of: b) { evaluate($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Double.self), v) }
  }

  /// The Chebyshev points v_k = cos(π(k + ½)/(d + 1)) the interpolant passes through.
  static let nodes: [Double] = (0..<coefficientCount).map { k in Double.cos(Double.pi * (Double(k) + 0.5) / Double(coefficientCount)) }
  /// Check points per interval, minus one: v = −1, −1 + 2/32, …, 1.
  static let checks = 32

  /// The matrix taking the values at ``nodes`` to the interpolant's coefficients in powers of v:
  /// the discrete cosine transform to Chebyshev coefficients c_j = (2 − δ_j0)/m · Σ_k f_k·cos(πj(k + ½)/m),
  /// then T_j expanded in powers of v (T_{j+1} = 2v·T_j − T_{j−1}). Row m holds the weights of
  /// b_m. Computed once.
  static let valuesToMonomial: [SIMD8<Double>] = {
    let m = coefficientCount
    var powers: [[Double]] = [[Double](repeating: 0, count: m), [Double](repeating: 0, count: m)]  // T_0, T_1 in powers of v
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

  /// The interpolant through `values` at ``nodes``, in powers of v.
  static func monomialCoefficients(_ values: SIMD8<Double>) -> SIMD8<Double> {
    var b = SIMD8<Double>()
    for m in 0..<coefficientCount { b[m] = (valuesToMonomial[m] * values).sum() }
    return b
  }

  /// How many intervals are answered directly (the rest fall back to the inverse table).
  public var directCount: Int { direct.count { $0 == 1 } }
  /// How many intervals the σ tables at the ends answer (where their own intervals pass).
  public var endCount: Int { direct.count { $0 == 2 || $0 == 3 } }
  /// How many intervals are split in quarters (each quarter answered directly where it passed).
  public var splitCount: Int { direct.count { $0 == 4 } }
}
