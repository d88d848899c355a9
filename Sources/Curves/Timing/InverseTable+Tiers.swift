extension InverseTable {
  // How each interval finishes a solve, chosen at preparation from a measured prediction: the
  // Hermite error e₀ and the slope's relative error δ = |1 − s·x′| at nine points of the
  // interval (each times 4 for safety), and the Newton contraction C = max|x″|/(2·min x′). The
  // division-free step leaves about e₀·(δ + C·e₀); Newton's leaves C·e₀², a second one C³·e₀⁴.
  // Tier 0 takes the division-free step (its error bound is below 1e-16), tier 1 one Newton step,
  // tier 2 two, tier 3 (where C·e₀ ≤ 1/4, so Newton contracts fast) Newton until a step is below
  // 1e-10 (at most 7 steps), tier 4 (where x′ → 0 makes t(x) too steep for any) the closed form;
  // tiers 5 and 6 are the σ tables at the ends. On the presets most intervals are tier 0.

  /// The tier of one interval (see the comment above). `samples` are the exact
  /// t at u = j/8, j = 0…8.
  static func tier(
    _ c: SIMD4<Double>, slope: SIMD4<Double>, t0: Double, t1: Double, samples: [Double], _ k: CurveCoefficients
  ) -> UInt8 {
    guard c.x.isFinite, c.y.isFinite, c.z.isFinite, c.w.isFinite else { return 4 }
    // x′ is a quadratic in t: its minimum over [t0, t1] is at an end or at the vertex.
    var minSlope = min(k.dx(t0), k.dx(t1))
    if k.ax != 0 {
      let vertex = -k.bx / (3 * k.ax)
      if vertex > t0 && vertex < t1 { minSlope = min(minSlope, k.dx(vertex)) }
    }
    guard minSlope > 0 else { return 4 }
    // x″ is linear in t: its largest magnitude is at an end.
    let maxCurvature = max(abs(6 * k.ax * t0 + 2 * k.bx), abs(6 * k.ax * t1 + 2 * k.bx))
    let contraction = maxCurvature / (2 * minSlope)
    // The guess's error e0 and the slope's relative error δ = |1 − s·x′(t)|, measured at the
    // nine sample points, times 4 for the points between them.
    var guessError = 0.0, slopeError = 0.0
    for (j, t) in samples.enumerated() {
      let u = Double(j) / 8
      let guess = ((c.w * u + c.z) * u + c.y) * u + c.x
      let s = (slope.z * u + slope.y) * u + slope.x
      guessError = max(guessError, abs(guess - t))
      slopeError = max(slopeError, abs(1 - s * k.dx(t)))
    }
    let e0 = 4 * guessError
    let delta = 4 * slopeError
    guard e0 < 1e-3, delta.isFinite else { return 4 }
    // The division-free step t − (x(t) − x)·s leaves e0·δ + (s·|x″|/2)·e0² ≤ e0·(δ + C·e0·(1 + δ));
    // Newton's step leaves C·e0², a second one C·(C·e0²)².
    if e0 * (delta + contraction * e0 * (1 + delta)) <= 1e-16 { return 0 }
    let e1 = contraction * e0 * e0
    if e1 <= 1e-16 { return 1 }
    if contraction * e1 * e1 <= 1e-16 { return 2 }
    // Beyond two steps: Newton keeps squaring the error while C·e stays below 1/4 (C·eₖ ≤
    // (1/4)^(2^k)), so the loop in `finish` converges in a few more steps.
    if contraction * e0 <= 0.25 { return 3 }
    return 4
  }

  /// The number of intervals in each tier (one division-free step, one Newton step, two, more,
  /// closed form, end tables).
  package var tierCounts:
    (divisionFree: Int, oneStep: Int, twoSteps: Int, moreSteps: Int, closedForm: Int, endTables: Int)
  {
    (
      tiers.count { $0 == 0 }, tiers.count { $0 == 1 }, tiers.count { $0 == 2 }, tiers.count { $0 == 3 },
      tiers.count { $0 == 4 }, tiers.count { $0 >= 5 }
    )
  }
}
