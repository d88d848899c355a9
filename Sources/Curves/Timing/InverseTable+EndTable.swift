import RealModule

/// The Hermite table of t(σ) at an end where x′ vanishes, σ = (x)^(1/p) at the start or
/// (1 − x)^(1/p) at the end, p = 2 (3 when the next coefficient vanishes too).
@usableFromInline
struct EndTable: Sendable {
  @usableFromInline static let intervals = 32
  /// Whether this is the table at x = 1.
  @usableFromInline let atEnd: Bool
  /// 1/2 or 1/3.
  @usableFromInline let inversePower: Double
  /// Intervals per unit of σ.
  @usableFromInline let scale: Double
  /// Per interval, the Hermite cubic in u of t (or of s = 1 − t at the end).
  @usableFromInline let table: [SIMD4<Double>]

  /// The table for `k` at one end, covering x ∈ [0, width] (or [1 − width, 1]); nil when the
  /// end is not a plain power law or the table fails its accuracy check.
  init?(_ k: CurveCoefficients, x1: Double, x2: Double, atEnd: Bool, covering width: Double) {
    // Mirror the end at 1 to a start: x̃(s) = 1 − x(1 − s) has control points 1 − x2, 1 − x1.
    let m = atEnd ? CurveCoefficients.mirroredX(x1: x1, x2: x2) : k
    guard m.cx == 0 else { return nil }
    let power: Double
    let leading: Double
    if m.bx != 0 {
      (power, leading) = (2, m.bx)
    } else if m.ax != 0 {
      (power, leading) = (3, m.ax)
    } else {
      return nil
    }
    guard leading > 0 else { return nil }
    self.atEnd = atEnd
    inversePower = 1 / power
    let sigmaMax = RealFunctions.pow(width, 1 / power)
    scale = Double(Self.intervals) / sigmaMax
    var none = NoCount()
    func exact(_ sigma: Double) -> Double {
      let x = RealFunctions.pow(sigma, power)
      return x <= 0 ? 0 : CubicRoots.monotoneRoot(m, x: min(x, 1), counter: &none)
    }
    // dt/dσ = p·σ^(p−1)/x′(t); at σ = 0 its limit is leading^(−1/p).
    func slope(_ sigma: Double, _ t: Double) -> Double {
      sigma == 0 ? RealFunctions.pow(leading, -1 / power) : power * RealFunctions.pow(sigma, power - 1) / m.dx(t)
    }
    let h = sigmaMax / Double(Self.intervals)
    var table: [SIMD4<Double>] = []
    var t0 = 0.0
    var d0 = slope(0, 0)
    for i in 0..<Self.intervals {
      let sigma1 = Double(i + 1) * h
      let t1 = exact(sigma1)
      let d1 = slope(sigma1, t1)
      let m0 = h * d0, m1 = h * d1
      let c = SIMD4(t0, m0, 3 * (t1 - t0) - 2 * m0 - m1, 2 * (t0 - t1) + m0 + m1)
      // The same check as the main table: one Newton step must leave below 1e-16.
      let midSigma = (Double(i) + 0.5) * h
      let truth = exact(midSigma)
      let guess = ((c.w * 0.5 + c.z) * 0.5 + c.y) * 0.5 + c.x
      let e0 = 4 * abs(guess - truth)
      let slopeAtMid = m.dx(truth)
      let curvature = abs(6 * m.ax * truth + 2 * m.bx) / (2 * max(slopeAtMid, .leastNormalMagnitude))
      guard c.x.isFinite, c.y.isFinite, c.z.isFinite, c.w.isFinite,
        curvature * e0 * e0 <= 1e-16 * max(truth, 1e-300) || e0 == 0
      else { return nil }
      table.append(c)
      t0 = t1
      d0 = d1
    }
    self.table = table
  }

  /// The guess for t at x in this table's range (the caller finishes with a Newton step).
  @inlinable
  func guess(_ x: Double) -> Double {
    let distance = atEnd ? 1 - x : x
    let sigma = inversePower == 0.5 ? distance.squareRoot() : RealFunctions.pow(distance, inversePower)
    let scaled = sigma * scale
    let index = min(Int(scaled), Self.intervals - 1)
    let u = scaled - Double(index)
    let c = table.withUnsafeBufferPointer { $0[index] }
    let value = ((c.w * u + c.z) * u + c.y) * u + c.x
    return atEnd ? 1 - value : value
  }
}

extension CurveCoefficients {
  /// The x-coefficients of the mirrored curve x̃(s) = 1 − x(1 − s), whose control points are
  /// 1 − x2 and 1 − x1 (the y-coefficients are unused).
  static func mirroredX(x1: Double, x2: Double) -> CurveCoefficients {
    CurveCoefficients(x1: 1 - x2, y1: 0, x2: 1 - x1, y2: 0)
  }
}

/// Elementary functions for the solvers, through RealModule (no Foundation).
@usableFromInline
enum RealFunctions {
  @usableFromInline
  static func pow(_ x: Double, _ y: Double) -> Double { Double.pow(x, y) }
}
