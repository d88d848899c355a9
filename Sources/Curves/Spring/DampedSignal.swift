import RealModule

/// g(t) = e^(−λt)·(A·C(t) + B·S(t)): the form shared by a spring's displacement and velocity
/// (``SpringMotion``'s C and S), with the analysis settling and first-passage times need.
struct DampedSignal {
  let a: Double
  let b: Double
  let lambda: Double
  let omegaSquared: Double
  let omega: Double
  let slowRate: Double

  init(a: Double, b: Double, motion: SpringMotion) {
    self.a = a
    self.b = b
    lambda = motion.lambda
    omegaSquared = motion.omegaSquared
    omega = motion.omega
    slowRate = motion.slowRate
  }

  func value(_ t: Double) -> Double {
    let (c, s) = SpringMotion.decayedBasis(
      t, lambda: lambda, omegaSquared: omegaSquared, omega: omega, slowRate: slowRate)
    return a * c + b * s
  }

  /// g′ has the same form: A′ = B − λA, B′ = −ω²A − λB (from C′ = −ω²S, S′ = C).
  var derivative: DampedSignal {
    DampedSignal(
      a: b - lambda * a, b: -omegaSquared * a - lambda * b, lambda: lambda, omegaSquared: omegaSquared, omega: omega,
      slowRate: slowRate)
  }

  private init(a: Double, b: Double, lambda: Double, omegaSquared: Double, omega: Double, slowRate: Double) {
    self.a = a
    self.b = b
    self.lambda = lambda
    self.omegaSquared = omegaSquared
    self.omega = omega
    self.slowRate = slowRate
  }

  var isZero: Bool { a == 0 && b == 0 }

  /// Under-damped: g = R·e^(−λt)·cos(ωt − φ) with R = √(A² + (B/ω)²), φ = atan2(B/ω, A).
  var amplitude: Double { Double.hypot(a, b / omega) }
  var phase: Double { Double.atan2(y: b / omega, x: a) }

  /// The zeros of g in (after, ∞), ascending, up to `limit` (at most one when not under-damped).
  func zeros(after: Double, upTo limit: Double) -> [Double] {
    if omegaSquared > 0 {
      // ωt − φ = π/2 + jπ.
      var j = ((omega * after - phase - Double.pi / 2) / Double.pi).rounded(.down)
      var result: [Double] = []
      while true {
        let t = (phase + Double.pi / 2 + j * Double.pi) / omega
        if t > limit { break }
        if t > after { result.append(t) }
        j += 1
      }
      return result
    }
    // A·C + B·S = 0: critical t = −A/B; over-damped tanh(γt) = −Aγ/B.
    let t: Double
    if omegaSquared == 0 {
      guard b != 0 else { return [] }
      t = -a / b
    } else {
      guard b != 0 else { return [] }
      let ratio = -a * omega / b
      guard abs(ratio) < 1 else { return [] }
      t = Double.atanh(ratio) / omega
    }
    return t > after && t <= limit ? [t] : []
  }

  /// The first time after which |g| ≤ ε for ever (0 if that holds from the start); ∞ when g
  /// never settles (undamped and not identically 0).
  func lastExceedance(of epsilon: Double) throws(CurveError) -> Double {
    if isZero { return 0 }
    if lambda == 0 { return omegaSquared > 0 ? .infinity : (abs(a) <= epsilon && b == 0 ? 0 : .infinity) }
    // An upper bound beyond which |g| ≤ ε: the envelope (|A| + |B|·|S|/|C|-like growth) decays.
    var horizon = 1 / lambda
    while envelope(horizon) > epsilon / 4 && horizon.isFinite { horizon *= 2 }
    guard horizon.isFinite else { return .infinity }
    // Breakpoints where |g| can change monotonicity: zeros of g and of g′.
    var start = 0.0
    if omegaSquared > 0 {
      // Jump to the last extremum whose height exceeds ε: |g(t_k)| = R·(ω/ωn)·e^(−λt_k).
      let naturalFrequency = (omegaSquared + lambda * lambda).squareRoot()
      let peak = amplitude * omega / naturalFrequency
      let latest = Double.log(peak / epsilon) / lambda
      // When a period is below the resolution of doubles at that time (a stiff spring with almost
      // no damping settles after ~1e300 s), the envelope's crossing is the answer to double
      // precision; enumerating the extrema would need more than memory holds.
      if latest > 0 && 2 * Double.pi / omega < 4 * latest.ulp { return latest }
      let d = derivative
      // Extrema: zeros of g′; take the last one before `latest` (≥ 0), else the start. The window
      // is one period with a relative margin: an absolute one (it was 1e-12 s) spans 1e10
      // periods of a spring with ωn ~ 1e50 and listed them all (a 4 GB allocation the eval fuzzer
      // found).
      let extrema = d.zeros(after: max(0, latest - 2 * Double.pi / omega * (1 + 1e-9)), upTo: latest)
      start = extrema.last(where: { abs(value($0)) > epsilon }) ?? 0
      if start == 0 {
        // Extremum heights follow the envelope, so the last one above ε is within a few periods
        // before `latest`: look back eight (never across the whole motion).
        let early = d.zeros(after: max(0, latest - 16 * Double.pi / omega), upTo: latest).filter {
          abs(value($0)) > epsilon
        }
        start = early.last ?? 0
      }
    } else {
      let extrema = derivative.zeros(after: 0, upTo: horizon)
      start = extrema.last(where: { abs(value($0)) > epsilon }) ?? 0
    }
    guard abs(value(start)) > epsilon else {
      // Not above ε at the last candidate: check whether any zero-free piece before it is.
      return abs(value(0)) > epsilon ? try crossing(from: 0, epsilon: epsilon, horizon: horizon) : 0
    }
    return try crossing(from: start, epsilon: epsilon, horizon: horizon)
  }

  /// The time after `start` (where |g| > ε) at which |g| falls to ε, before its next zero.
  private func crossing(from start: Double, epsilon: Double, horizon: Double) throws(CurveError) -> Double {
    // The next zero of an oscillating signal is within half a period: never enumerate the zeros
    // up to the horizon (a lightly damped stiff spring has billions).
    let window = omegaSquared > 0 ? min(horizon, start + Double.pi / omegaSquared.squareRoot() * 1.000001) : horizon
    let end = zeros(after: start, upTo: window).first ?? window
    let sign: Double = value(start) > 0 ? 1 : -1
    let f = { (t: Double) in sign * self.value(t) - epsilon }
    guard f(end) <= 0 else { return end }
    return try Self.brent(f, start, end)
  }

  /// A bound on |g(t)| for the horizon search.
  private func envelope(_ t: Double) -> Double {
    let decay = Double.exp(-lambda * t)
    if omegaSquared > 0 { return amplitude * decay }
    if omegaSquared == 0 { return decay * (abs(a) + abs(b) * t) }
    // cosh(γt), sinh(γt)/γ ≤ e^(γt)·(1, 1/γ).
    return Double.exp(-slowRate * t) * (abs(a) + abs(b) / omega)
  }

  static func brent(_ f: (Double) -> Double, _ lower: Double, _ upper: Double) throws(CurveError) -> Double {
    do {
      let solver = try GSLBracketingSolver(.brent)
      return try solver.root(
        of: f, lower: lower, upper: upper, search: RootSearch(absoluteTolerance: 1e-13, relativeTolerance: 1e-15)
      ).root
    } catch {
      throw .gsl(error)
    }
  }
}
