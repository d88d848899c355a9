import RealModule

/// The progress y as a function of x, tabulated directly: what ``FastestSolver`` answers with
/// (no root finding on the common path). Built when a `fastest` solver is prepared (about
/// 6,400 exact solves, a fraction of a millisecond) and immutable; 256 rows of eight
/// coefficients (16 KB, one 64-byte row per interval) and a byte per interval.
///
/// **Design.** [0, 1] is split into n = 256 equal intervals. On interval i, with
/// v = 2·(n·x − i) − 1 ∈ [−1, 1], y(x) is replaced by the polynomial p_i(v) of degree 7 that
/// interpolates y at the 8 Chebyshev points v_k = cos(π(k + ½)/8); p_i is stored in powers of v
/// and evaluated by Estrin's scheme: a solve is one multiply and a rounding for i and v, one
/// byte load, and eleven multiplies and adds, four deep, on one cache line. The interpolated values are exact to a few ulps:
/// t from the ``InverseTable`` polished by one Newton step, then y(t).
///
/// **Error argument.** On an interval where y is analytic in a Bernstein ellipse of parameter ρ,
/// Chebyshev interpolation of degree 7 errs by at most 4M/(ρ⁷(ρ − 1)) (Trefethen, *Approximation
/// Theory and Approximation Practice*, Thm 8.2), so the error falls by ρ⁻⁸ per doubling of n
/// away from singularities; y(x) is analytic on (0, 1) except where x′(t) = 0, which for
/// x1, x2 ∈ [0, 1] happens only at an end (x1 = 0 or x2 = 1, or both x′ roots meeting at
/// x1 = 1, x2 = 0) or at a double root inside. Near those points ρ → 1 and no fixed degree
/// suffices. So each interval is **checked at preparation**: p_i against the exact y at 33
/// points (v = −1, −15/16, …, 1; the interpolation error of a degree-7 interpolant oscillates
/// with 9 extrema, which 33 points resolve), and kept only if every error is below a quarter of
/// the condition-aware target there (``SolverAccuracy/target(slope:at:)``; the factor 4 covers
/// the points between checks and the rounding of the evaluation, ≤ 16u·Σ|b_m|). Intervals
/// that fail — the steep ends and the double roots — are marked and answered by the
/// ``InverseTable`` (its tiers, σ end tables and closed form), then y(t). On the presets the
/// direct intervals cover all or nearly all of [0, 1].
public final class DirectTable: Sendable {
  /// Intervals of [0, 1].
  public static let intervals = InverseTable.intervals
  /// Coefficients per interval (degree 7: one 64-byte row).
  public static let coefficientCount = 8

  /// The inverse table the failed intervals fall back to (and that the exact values came from).
  public let inverse: InverseTable
  /// Per interval i, p_i's coefficients b_0…b_7 in powers of v, at 8i…8i + 7 (flat, so that each
  /// is a scalar load: as SIMD8 rows the compiler shuffled lanes, a third more instructions).
  @usableFromInline let rows: [Double]
  /// Per interval: 1 where p_i passed its check, 0 where solves fall back.
  @usableFromInline let direct: [UInt8]

  /// Builds and checks the table for the curve that `inverse` inverts.
  public init(_ inverse: InverseTable) {
    self.inverse = inverse
    let k = inverse.coefficients
    let n = Self.intervals
    var none = NoCount()
    // y at x, exact to a few ulps: the table's t, one Newton step, y(t); with dy/dx.
    func exact(_ x: Double) -> (y: Double, slope: Double) {
      var t = inverse.solve(x, &none)
      let d = k.dx(t)
      if d > 0 && x > 0 && x < 1 { t -= (k.x(t) - x) / d }
      let dx = k.dx(t)
      return (k.y(t), dx > 0 ? k.dy(t) / dx : .infinity)
    }
    var rows: [Double] = []
    var direct: [UInt8] = []
    rows.reserveCapacity(8 * n)
    direct.reserveCapacity(n)
    var values = SIMD8<Double>()
    for i in 0..<n {
      func x(_ v: Double) -> Double { (Double(i) + (v + 1) / 2) / Double(n) }
      for k in 0..<8 { values[k] = exact(x(Self.nodes[k])).y }
      let b = Self.monomialCoefficients(values)
      var passed = (0..<8).allSatisfy { b[$0].isFinite }
      if passed {
        for j in 0...Self.checks {
          let v = 2 * Double(j) / Double(Self.checks) - 1
          let truth = exact(x(v))
          let error = abs(Self.evaluate(b, v) - truth.y)
          if !(error <= SolverAccuracy.target(slope: truth.slope, at: x(v)) / 4) {
            passed = false
            break
          }
        }
      }
      for k in 0..<8 { rows.append(passed ? b[k] : 0) }
      direct.append(passed ? 1 : 0)
    }
    self.rows = rows
    self.direct = direct
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
    let isDirect = direct.withUnsafeBufferPointer { $0[index] } != 0
    if isDirect {
      counter.countIteration()
      counter.countEvaluations(1)
      let start = min(rounded - 0x1.8p52, Double(Self.intervals - 1))
      let v = 2 * (scaled - start) - 1
      return rows.withUnsafeBufferPointer { Self.evaluate($0.baseAddress.unsafelyUnwrapped + 8 * index, v) }
    }
    return inverse.coefficients.y(inverse.solve(x, &counter))
  }

  /// p(v) = b₀ + b₁v + … + b₇v⁷ by Estrin's scheme, (b₀ + b₁v) + v²(b₂ + b₃v) + v⁴((b₄ + b₅v) +
  /// v²(b₆ + b₇v)): four multiply-adds deep instead of Horner's seven, so successive solves
  /// overlap more; the check at preparation uses this same evaluation.
  @inlinable @inline(__always)
  static func evaluate(_ b: UnsafePointer<Double>, _ v: Double) -> Double {
    let v2 = v * v
    let v4 = v2 * v2
    let p01 = b[1] * v + b[0], p23 = b[3] * v + b[2]
    let p45 = b[5] * v + b[4], p67 = b[7] * v + b[6]
    let low = p23 * v2 + p01, high = p67 * v2 + p45
    return high * v4 + low
  }

  /// ``evaluate(_:_:)`` on coefficients held in a SIMD8 (preparation).
  static func evaluate(_ b: SIMD8<Double>, _ v: Double) -> Double {
    withUnsafeBytes(of: b) { evaluate($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Double.self), v) }
  }

  /// The Chebyshev points v_k = cos(π(k + ½)/8) the interpolant passes through.
  static let nodes: [Double] = (0..<8).map { k in Double.cos(Double.pi * (Double(k) + 0.5) / 8) }
  /// Check points per interval, minus one: v = −1, −1 + 2/32, …, 1.
  static let checks = 32

  /// The matrix taking the values at ``nodes`` to the interpolant's coefficients in powers of v:
  /// the discrete cosine transform to Chebyshev coefficients c_j = (2 − δ_j0)/8 · Σ_k f_k·cos(πj(k + ½)/8),
  /// then T_j expanded in powers of v (T_{j+1} = 2v·T_j − T_{j−1}). Row m holds the weights of
  /// b_m. Computed once.
  static let valuesToMonomial: [SIMD8<Double>] = {
    var powers: [[Double]] = [[1, 0, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]]  // T_0, T_1 in powers of v
    for j in 2..<8 {
      powers.append((0..<8).map { m in (m > 0 ? 2 * powers[j - 1][m - 1] : 0) - powers[j - 2][m] })
    }
    return (0..<8).map { m in
      var row = SIMD8<Double>()
      for k in 0..<8 {
        var weight = 0.0
        for j in 0..<8 {
          let c = (j == 0 ? 1 : 2) / 8.0 * Double.cos(Double.pi * Double(j) * (Double(k) + 0.5) / 8)
          weight += powers[j][m] * c
        }
        row[k] = weight
      }
      return row
    }
  }()

  /// The degree-7 interpolant through `values` at ``nodes``, in powers of v.
  static func monomialCoefficients(_ values: SIMD8<Double>) -> SIMD8<Double> {
    var b = SIMD8<Double>()
    for m in 0..<8 { b[m] = (valuesToMonomial[m] * values).sum() }
    return b
  }

  /// How many intervals are answered directly (the rest fall back to the inverse table).
  public var directCount: Int { direct.count { $0 != 0 } }
}
