import RealModule

/// The real cube root of d ≥ 0, within 4 ulps, computed inline: the σ tables of `fastest`'s
/// `DirectTable` (SolverZoo) take one per solve near an end where x = t³, where a call to libm's
/// `cbrt` would dominate the solve.
///
/// From an estimate of r = d^(−1/3) read off the bits (the exponent divided by 3, within 11% in
/// d·r³), two steps of the division-free iteration r ← r·(1 + e/3 + 2e²/9 + 14e³/81) with
/// e = 1 − d·r³ (the series of (1 − e)^(−1/3), so each step takes e to about 0.43·e⁴: 0.11 →
/// 6e-5 → below the rounding), then d·r². The error is the last step's rounding in r (an ulp or
/// two), doubled by r², plus two roundings: at most 4 ulps, fused or not (the property tests
/// check it); a Newton step on s³ = d with an error-free residual would bring it to 1 ulp at more
/// latency, which the σ tables do not need (they are checked with this very
/// function). Zero, subnormal and huge d (outside [2⁻¹⁰⁰⁰, 2¹⁰⁰⁰], where the bit estimate's
/// exponent arithmetic would not hold) take `Double.root(d, 3)`; the timing solvers never pass
/// such d on their fast paths.
@inlinable
package func cubeRoot(_ d: Double) -> Double {
  guard d >= 0x1p-1000 && d <= 0x1p1000 else { return Double.root(d, 3) }
  var r = Double(bitPattern: 0x553E_F0FF_289D_D796 &- d.bitPattern / 3)
  for _ in 0..<2 {
    let e = fusedMultiplyAdd(-d * r, r * r, 1)
    r = fusedMultiplyAdd(r * e, fusedMultiplyAdd(fusedMultiplyAdd(14.0 / 81, e, 2.0 / 9), e, 1.0 / 3), r)
  }
  return d * (r * r)
}
