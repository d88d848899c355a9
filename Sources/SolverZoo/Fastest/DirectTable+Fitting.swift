import Curves
import RealModule

/// Building and checking the rows: each row's Chebyshev interpolant in powers of v, checked at 33
/// points against the exact y with the very evaluation a solve uses.
extension DirectTable {
  /// Appends a fitted row (NaN where the fit failed), padded to `rowStride`.
  static func append(_ fit: SIMD8<Double>?, to rows: inout [Double]) {
    for k in 0..<rowStride { rows.append(k < coefficientCount ? fit?[k] ?? .nan : 0) }
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

  /// The degree-5 interpolant of a row over `range` of its variable v, in powers of v/`scale`
  /// (b_m·scale^m: the main rows are evaluated at u = v/512), if it passes the check; nil if not.
  /// `value(v)` is the exact y at v (the Chebyshev points of `range`); `check(v)`, for 33 points
  /// spread evenly over `range`, gives the variable a solve evaluates at (v/`scale`) for the x
  /// nearest that point, the exact y at that x and the target there. Passing means every check
  /// error is within a quarter of its target.
  static func fit(
    over range: ClosedRange<Double> = -1...1, scale: Double = 1, value: (Double) -> Double,
    check: (Double) -> (v: Double, y: Double, target: Double)
  ) -> SIMD8<Double>? {
    let middle = (range.lowerBound + range.upperBound) / 2, half = (range.upperBound - range.lowerBound) / 2
    var values = SIMD8<Double>()
    for k in 0..<coefficientCount { values[k] = value(middle + half * nodes[k]) }
    let b = monomialCoefficients(values)
    var p = middle == 0 && half == 1 ? b : substitute(b, middle: middle, half: half)
    var power = 1.0
    for m in 0..<coefficientCount {
      p[m] *= power
      power *= scale
    }
    guard (0..<coefficientCount).allSatisfy({ p[$0].isFinite }) else { return nil }
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

  /// `evaluate(_:_:)` on coefficients held in a SIMD8 (preparation).
  static func evaluate(_ b: SIMD8<Double>, _ v: Double) -> Double {
    withUnsafeBytes(of: b) { evaluate($0.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Double.self), v) }
  }

  /// The Chebyshev points s_k = cos(π(k + ½)/(d + 1)) the interpolant passes through.
  static let nodes: [Double] = (0..<coefficientCount).map { k in
    Double.cos(Double.pi * (Double(k) + 0.5) / Double(coefficientCount))
  }
  /// Check points per row, minus one: 33 evenly spaced points including both ends.
  static let checks = 32

  /// The matrix taking the values at `nodes` to the interpolant's coefficients in powers of s:
  /// the discrete cosine transform to Chebyshev coefficients c_j = (2 − δ_j0)/m · Σ_k f_k·cos(πj(k + ½)/m),
  /// then T_j expanded in powers of s (T_{j+1} = 2s·T_j − T_{j−1}). Row m holds the weights of
  /// b_m. Computed once.
  static let valuesToMonomial: [SIMD8<Double>] = {
    let m = coefficientCount
    // T_0, T_1 in powers of s
    var powers: [[Double]] = [[Double](repeating: 0, count: m), [Double](repeating: 0, count: m)]
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
}
