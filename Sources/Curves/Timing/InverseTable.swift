import RealModule

/// The inverse of a timing curve's x(t), tabulated: what ``CubicTimingFunction/progress(at:)``
/// solves with and what the `fastest` solvers share. Built once per curve at construction and
/// immutable; its size is ``byteCount`` (about 17 KB: 256 intervals of
/// two SIMD4<Double> rows and a tier byte, plus up to two 32-interval end tables).
///
/// At preparation, t(x) is tabulated at x = i/256, i = 0…256, exactly (by the closed form),
/// with its slope dt/dx = 1/x′(t). Each interval stores the cubic Hermite interpolant of t(x) as
/// four polynomial coefficients, and that interpolant's derivative in x. A solve is: the interval
/// index, one Horner evaluation for the guess t₀ and one for the slope s ≈ 1/x′(t₀), and the step
/// t₁ = t₀ − (x(t₀) − x)·s: Newton's step with the division replaced by the tabulated reciprocal
/// (a simplified Newton step, see Ortega and Rheinboldt, "Iterative Solution of Nonlinear
/// Equations", §7.1). Each interval's tier (how it finishes) is chosen at preparation from a
/// measured error prediction (`InverseTable+Tiers.swift`); where x′ vanishes at an end, a table in
/// σ = √x covers the steep run (`InverseTable+EndTable.swift`).
///
/// A class, immutable and so `Sendable`, so that a solve passes one pointer instead of copying
/// the table's fields from `inout` storage on every call.
public final class InverseTable: Sendable {
  /// Intervals in the main table.
  public static let intervals = 256

  /// The power-form coefficients of the curve the table inverts: the x(t) that every step of a
  /// solve evaluates.
  public let coefficients: CurveCoefficients
  /// Per interval, the Hermite cubic c0 + c1·u + c2·u² + c3·u³ in u ∈ [0, 1] of t(x).
  @usableFromInline package let coefficientsTable: [SIMD4<Double>]
  /// Per interval, the Hermite's slope in x, dt/dx ≈ n·(c1 + 2c2·u + 3c3·u²), as
  /// (n·c1, 2n·c2, 3n·c3, 0): the division-free step's reciprocal of x′.
  @usableFromInline package let slopeTable: [SIMD4<Double>]
  /// Per interval: 0 (one division-free step), 1 (one Newton step), 2 (two), 3 (Newton until a
  /// step is negligible), 4 (closed form), 5 (the start's σ table), 6 (the end's σ table).
  @usableFromInline package let tiers: [UInt8]
  /// The σ tables at x = 0 and x = 1, where x′ vanishes there (nil otherwise).
  @usableFromInline let startTable: EndTable?
  @usableFromInline let endTable: EndTable?

  init(x1: Double, x2: Double, coefficients k: CurveCoefficients) {
    coefficients = k
    let n = Self.intervals
    let nodes = (0...n).map { Self.node($0, k) }
    var table: [SIMD4<Double>] = []
    var slopes: [SIMD4<Double>] = []
    var tiers: [UInt8] = []  // var: the end runs are re-tiered below
    table.reserveCapacity(n)
    slopes.reserveCapacity(n)
    tiers.reserveCapacity(n)
    for i in 0..<n {
      let row = Self.row(i, t0: nodes[i], t1: nodes[i + 1], k)
      table.append(row.c)
      slopes.append(row.slope)
      tiers.append(row.tier)
    }
    // The σ tables over the closed-form runs at each end.
    let startRun = tiers.prefix { $0 == 4 }.count
    let endRun = tiers.reversed().prefix { $0 == 4 }.count
    startTable = Self.endTable(k, x1: x1, x2: x2, atEnd: false, run: startRun)
    endTable = Self.endTable(k, x1: x1, x2: x2, atEnd: true, run: endRun)
    if startTable != nil { for i in 0..<startRun { tiers[i] = 5 } }
    if endTable != nil { for i in (n - endRun)..<n { tiers[i] = 6 } }
    coefficientsTable = table
    slopeTable = slopes
    self.tiers = tiers
  }

  /// One interval's row: the Hermite cubic of t(x) from the nodes t0 = t(i/n) and t1 = t((i+1)/n),
  /// its slope in x, and its tier before the end runs are re-tiered (`InverseTable+Tiers.swift`).
  static func row(_ i: Int, t0: Double, t1: Double, _ k: CurveCoefficients) -> (
    c: SIMD4<Double>, slope: SIMD4<Double>, tier: UInt8
  ) {
    let n = Self.intervals
    let h = 1 / Double(n)
    let (d0, d1) = (k.dx(t0), k.dx(t1))
    let m0 = h / d0, m1 = h / d1
    let c = SIMD4(t0, m0, 3 * (t1 - t0) - 2 * m0 - m1, 2 * (t0 - t1) + m0 + m1)
    let slope = SIMD4(c.y, 2 * c.z, 3 * c.w, 0) * Double(n)
    // The exact t at u = j/8: the ends are the nodes ((i + 0/8)·h and (i + 8/8)·h are i·h and
    // (i + 1)·h exactly).
    let samples = (0...8).map { j in j == 0 ? t0 : (j == 8 ? t1 : exact((Double(i) + Double(j) / 8) * h, k)) }
    return (c, slope, tier(c, slope: slope, t0: t0, t1: t1, samples: samples, k))
  }

  /// The exact t at node i, x = i/n.
  static func node(_ i: Int, _ k: CurveCoefficients) -> Double { exact(Double(i) * (1 / Double(intervals)), k) }

  /// The exact t for x: 0 and 1 at and beyond the ends, the closed form between.
  static func exact(_ x: Double, _ k: CurveCoefficients) -> Double {
    var none = NoCount()
    return x <= 0 ? 0 : (x >= 1 ? 1 : CubicRoots.monotoneRoot(k, x: x, counter: &none))
  }

  /// The σ table over a closed-form run of `run` intervals at one end, when the run is neither
  /// empty nor the whole table and the end admits one.
  static func endTable(_ k: CurveCoefficients, x1: Double, x2: Double, atEnd: Bool, run: Int) -> EndTable? {
    guard run > 0 && run < intervals else { return nil }
    return EndTable(k, x1: x1, x2: x2, atEnd: atEnd, covering: Double(run) * (1 / Double(intervals)))
  }

  /// The progress y at x ∈ (0, 1) (the path `CubicTimingFunction.progress(at:)` takes).
  @inlinable
  public func progress(at x: Double) -> Double {
    var none = NoCount()
    return coefficients.y(solve(x, &none))
  }

  /// The parameter for x ∈ [0, 1], looking the interval up.
  @inlinable @inline(__always)
  public func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
    let scaled = x * Double(Self.intervals)
    let index = Self.interval(scaled)
    let c = coefficientsTable.withUnsafeBufferPointer { $0[index] }
    let slope = slopeTable.withUnsafeBufferPointer { $0[index] }
    let tier = tiers.withUnsafeBufferPointer { $0[index] }
    return finish(x, scaled - Double(index), c, slope, tier, &counter)
  }

  /// ⌊scaled⌋ clamped to the last interval, for scaled ∈ [0, 256], without Swift's checked
  /// Double → Int conversion (three compares per solve): scaled − 0.5 added to 1.5·2⁵² rounds
  /// to the nearest integer, which is ⌊scaled⌋ (at an exact integer k the tie may give k − 1,
  /// whose interval ends at k: u = 1, equally exact); the low bits of the sum's encoding are
  /// that integer.
  @inlinable @inline(__always)
  package static func interval(_ scaled: Double) -> Int {
    let rounded = (scaled - 0.5) + 0x1.8p52
    return min(Int(truncatingIfNeeded: rounded.bitPattern & 0x1FF), intervals - 1)
  }

  @inlinable @inline(__always)
  package func finish<Counter: SolveCounter>(
    _ x: Double, _ u: Double, _ c: SIMD4<Double>, _ slope: SIMD4<Double>, _ tier: UInt8, _ counter: inout Counter
  ) -> Double {
    Self.finish(x, u, c, slope, tier, coefficients, startTable, endTable, &counter)
  }

  /// A solve's finish from its interval's row (`finish` above, and the table-free
  /// `progressWithoutTable`, which computes one row).
  @inlinable @inline(__always)
  static func finish<Counter: SolveCounter>(
    _ x: Double, _ u: Double, _ c: SIMD4<Double>, _ slope: SIMD4<Double>, _ tier: UInt8,
    _ k: CurveCoefficients, _ startTable: EndTable?, _ endTable: EndTable?, _ counter: inout Counter
  ) -> Double {
    counter.countIteration()
    var t: Double
    if tier == 0 {
      // The guess, then one step with the tabulated reciprocal slope (no division).
      t = ((c.w * u + c.z) * u + c.y) * u + c.x
      let s = (slope.z * u + slope.y) * u + slope.x
      counter.countEvaluations(1)
      return t - (k.x(t) - x) * s
    }
    if tier >= 4 {
      if x == 0 || x == 1 { return x }
      if tier == 5, let table = startTable {
        t = table.guess(x)
      } else if tier == 6, let table = endTable {
        t = table.guess(x)
      } else {
        return CubicRoots.monotoneRoot(k, x: x, counter: &counter)
      }
    } else {
      t = ((c.w * u + c.z) * u + c.y) * u + c.x
    }
    counter.countEvaluations(2)
    t -= (k.x(t) - x) / k.dx(t)
    if tier == 2 {
      counter.countIteration()
      counter.countEvaluations(2)
      t -= (k.x(t) - x) / k.dx(t)
    } else if tier == 3 {
      // More steps until one is negligible: a step of size σ leaves about C·σ² (at most 6
      // more; only where the tier check found Newton contracting, C·e₀ ≤ 1/4).
      for _ in 0..<6 {
        counter.countIteration()
        counter.countEvaluations(2)
        let step = (k.x(t) - x) / k.dx(t)
        t -= step
        if abs(step) <= 1e-10 { break }
      }
    }
    return t
  }

  /// The memory the tables hold, in bytes (the main table's rows and tiers plus the end tables).
  public var byteCount: Int {
    let rows = (coefficientsTable.count + slopeTable.count) * MemoryLayout<SIMD4<Double>>.stride + tiers.count
    let ends = [startTable, endTable].compactMap { $0 }.reduce(0) {
      $0 + $1.table.count * MemoryLayout<SIMD4<Double>>.stride
    }
    return rows + ends
  }
}
