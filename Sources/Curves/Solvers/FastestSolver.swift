import RealModule

/// `fastest`: our fastest design at full accuracy.
///
/// At preparation, t(x) (the inverse of x(t)) is tabulated at x = i/256, i = 0…256, exactly (by
/// the closed form), with its slope dt/dx = 1/x′(t). Each interval stores the cubic Hermite
/// interpolant of t(x) as four polynomial coefficients, and that interpolant's derivative in x
/// (16 KB in all, L1-resident). A solve is: the interval index, one Horner evaluation for the
/// guess t₀ and one for the slope s ≈ 1/x′(t₀), and the step t₁ = t₀ − (x(t₀) − x)·s: Newton's
/// step with the division replaced by the tabulated reciprocal (a simplified Newton step, see
/// Ortega and Rheinboldt, "Iterative Solution of Nonlinear Equations", §7.1).
///
/// Each interval gets a tier at preparation, from a measured prediction: the Hermite error e₀
/// and the slope's relative error δ = |1 − s·x′| at nine points of the interval (each times 4
/// for safety), and the Newton contraction C = max|x″|/(2·min x′). The division-free step leaves
/// about e₀·(δ + C·e₀); Newton's leaves C·e₀², a second one C³·e₀⁴. Tier 0 takes the
/// division-free step (its error bound is below 1e-16), tier 1 one Newton step, tier 2 two,
/// tier 3 (where C·e₀ ≤ 1/4, so Newton contracts fast) Newton until a step is below 1e-10 (at most
/// 7 steps), tier 4 (where x′ → 0 makes t(x) too steep for any) the closed form. On the presets,
/// most intervals are tier 0.
///
/// Where x′ vanishes exactly at an end (x1 = 0 at x = 0, x2 = 1 at x = 1, the common case: ease-out,
/// deceleration, ease-in's end), t is not smooth in x but it is in σ = √x (∛x when x1 = x2 = 0;
/// mirrored, √(1 − x), at the other end). The run of closed-form intervals at such an end is
/// then covered by a second 32-interval Hermite table of t(σ), finished by one Newton step,
/// and verified the same way (an end table that fails its check is dropped for the closed form).
///
/// ``InputOrder/sorted`` (`fastest-sequential`) adds a warm start for increasing x (animation frames): it keeps the last
/// interval's coefficients and tier and skips the table lookup while x stays inside it.
///
/// Accuracy: within the condition-aware target of DESIGN.md §3 (1e-12 on the presets).
public struct FastestSolver: TimingSolver {
  /// How x arrives: ``InputOrder/random`` looks every interval up (``SolverID/fastest``);
  /// ``InputOrder/sorted`` reuses the previous solve's interval while x stays in it
  /// (``SolverID/fastestSequential``). Both give identical answers in any order.
  public var order: InputOrder

  public init(order: InputOrder = .random) {
    self.order = order
  }

  public var id: SolverID { order == .random ? .fastest : .fastestSequential }
  public var family: SolverFamily { .fastest }
  public var accuracy: AccuracyPromise { .conditionAwareTarget }

  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(table: curve.solver, order: order)
  }

  /// A prepared solver: the curve's shared, immutable ``Table`` plus the sequential mode's cache.
  public struct Prepared: CountingTimingSolver, Sendable {
    /// The tables (shared: copying a prepared solver copies a reference).
    public let table: Table
    @usableFromInline var order: InputOrder
    @usableFromInline var cachedIndex = -1
    @usableFromInline var cached = SIMD4<Double>(0, 0, 0, 0)
    @usableFromInline var cachedSlope = SIMD4<Double>(0, 0, 0, 0)
    @usableFromInline var cachedTier: UInt8 = 4

    init(table: Table, order: InputOrder) {
      self.table = table
      self.order = order
    }

    @inlinable @inline(__always)
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if order == .random { return table.solve(x, &counter) }
      let scaled = x * Double(Table.intervals)
      let index = Table.interval(scaled)
      if index != cachedIndex {
        cached = table.coefficientsTable.withUnsafeBufferPointer { $0[index] }
        cachedSlope = table.slopeTable.withUnsafeBufferPointer { $0[index] }
        cachedTier = table.tiers.withUnsafeBufferPointer { $0[index] }
        cachedIndex = index
      }
      return table.finish(x, scaled - Double(index), cached, cachedSlope, cachedTier, &counter)
    }

    /// The number of intervals in each tier (one division-free step, one Newton step, two, more,
    /// closed form, end tables).
    public var tierCounts: (divisionFree: Int, oneStep: Int, twoSteps: Int, moreSteps: Int, closedForm: Int, endTables: Int) { table.tierCounts }
  }

  /// The tables for one curve (about 8 KB, built in tens of microseconds), immutable and shared.
  ///
  /// A class so that a solve passes one pointer: as a large struct, every call from `inout`
  /// storage copied it (177 bytes) and the copy's store-to-load forwarding serialised successive
  /// solves, measured at 5× slower.
  public final class Table: Sendable {
    /// Intervals in the main table.
    public static let intervals = 256

    public let coefficients: CurveCoefficients
    /// Per interval, the Hermite cubic c0 + c1·u + c2·u² + c3·u³ in u ∈ [0, 1] of t(x).
    @usableFromInline let coefficientsTable: [SIMD4<Double>]
    /// Per interval, the Hermite's slope in x, dt/dx ≈ n·(c1 + 2c2·u + 3c3·u²), as
    /// (n·c1, 2n·c2, 3n·c3, 0): the division-free step's reciprocal of x′.
    @usableFromInline let slopeTable: [SIMD4<Double>]
    /// Per interval: 0 (one division-free step), 1 (one Newton step), 2 (two), 3 (Newton until a
    /// step is negligible), 4 (closed form), 5 (the start's σ table), 6 (the end's σ table).
    @usableFromInline let tiers: [UInt8]
    /// The σ tables at x = 0 and x = 1, where x′ vanishes there (nil otherwise).
    @usableFromInline let startTable: EndTable?
    @usableFromInline let endTable: EndTable?

    init(x1: Double, x2: Double, coefficients k: CurveCoefficients) {
      coefficients = k
      let n = Self.intervals
      let h = 1 / Double(n)
      var none = NoCount()
      func exact(_ x: Double) -> Double {
        x <= 0 ? 0 : (x >= 1 ? 1 : CubicRoots.monotoneRoot(a: k.ax, b: k.bx, c: k.cx, x: x, counter: &none))
      }
      let nodes = (0...n).map { exact(Double($0) * h) }
      var table: [SIMD4<Double>] = []
      var slopes: [SIMD4<Double>] = []
      var tiers: [UInt8] = []  // var: the end runs are re-tiered below
      table.reserveCapacity(n)
      slopes.reserveCapacity(n)
      tiers.reserveCapacity(n)
      for i in 0..<n {
        let (t0, t1) = (nodes[i], nodes[i + 1])
        let (d0, d1) = (k.dx(t0), k.dx(t1))
        let m0 = h / d0, m1 = h / d1
        let c = SIMD4(t0, m0, 3 * (t1 - t0) - 2 * m0 - m1, 2 * (t0 - t1) + m0 + m1)
        let slope = SIMD4(c.y, 2 * c.z, 3 * c.w, 0) * Double(n)
        table.append(c)
        slopes.append(slope)
        let samples = (0...8).map { j in exact((Double(i) + Double(j) / 8) * h) }
        tiers.append(Self.tier(c, slope: slope, t0: t0, t1: t1, samples: samples, k))
      }
      // The σ tables over the closed-form runs at each end.
      let startRun = tiers.prefix { $0 == 4 }.count
      let endRun = tiers.reversed().prefix { $0 == 4 }.count
      startTable = startRun > 0 && startRun < n ? EndTable(k, x1: x1, x2: x2, atEnd: false, covering: Double(startRun) * h) : nil
      endTable = endRun > 0 && endRun < n ? EndTable(k, x1: x1, x2: x2, atEnd: true, covering: Double(endRun) * h) : nil
      if startTable != nil { for i in 0..<startRun { tiers[i] = 5 } }
      if endTable != nil { for i in (n - endRun)..<n { tiers[i] = 6 } }
      coefficientsTable = table
      slopeTable = slopes
      self.tiers = tiers
    }

    /// The tier of one interval (see ``FastestSolver``'s documentation). `samples` are the exact
    /// t at u = j/8, j = 0…8.
    static func tier(_ c: SIMD4<Double>, slope: SIMD4<Double>, t0: Double, t1: Double, samples: [Double], _ k: CurveCoefficients) -> UInt8 {
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
    public var tierCounts: (divisionFree: Int, oneStep: Int, twoSteps: Int, moreSteps: Int, closedForm: Int, endTables: Int) {
      (tiers.count { $0 == 0 }, tiers.count { $0 == 1 }, tiers.count { $0 == 2 }, tiers.count { $0 == 3 }, tiers.count { $0 == 4 }, tiers.count { $0 >= 5 })
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
    static func interval(_ scaled: Double) -> Int {
      let rounded = (scaled - 0.5) + 0x1.8p52
      return min(Int(truncatingIfNeeded: rounded.bitPattern & 0x1FF), intervals - 1)
    }

    @inlinable @inline(__always)
    func finish<Counter: SolveCounter>(
      _ x: Double, _ u: Double, _ c: SIMD4<Double>, _ slope: SIMD4<Double>, _ tier: UInt8, _ counter: inout Counter
    ) -> Double {
      let k = coefficients
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
          return CubicRoots.monotoneRoot(a: k.ax, b: k.bx, c: k.cx, x: x, counter: &counter)
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
  }
}

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
      return x <= 0 ? 0 : CubicRoots.monotoneRoot(a: m.ax, b: m.bx, c: m.cx, x: min(x, 1), counter: &none)
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
  /// 1 − x2 and 1 − x1 (the y-coefficients are unused and zero).
  static func mirroredX(x1: Double, x2: Double) -> CurveCoefficients {
    let cx = 3 * (1 - x2)
    let bx = 3 * ((1 - x1) - (1 - x2)) - cx
    return CurveCoefficients(ax: 1 - cx - bx, bx: bx, cx: cx, ay: 0, by: 0, cy: 0)
  }
}

/// Elementary functions for the solvers, through RealModule (no Foundation).
@usableFromInline
enum RealFunctions {
  @usableFromInline
  static func pow(_ x: Double, _ y: Double) -> Double { Double.pow(x, y) }
}
