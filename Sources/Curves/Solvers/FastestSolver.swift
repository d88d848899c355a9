/// `fastest`: our fastest design at full accuracy.
///
/// At preparation, t(x) (the inverse of x(t)) is tabulated at x = i/256, i = 0…256, exactly (by
/// the closed form), with its slope dt/dx = 1/x′(t). Each interval stores the cubic Hermite
/// interpolant of t(x) as four polynomial coefficients (8 KB in all, L1-resident). A solve is:
/// the interval index, one Horner evaluation for the guess t₀, and a Newton step
/// t₁ = t₀ − (x(t₀) − x)/x′(t₀), which squares the guess's error.
///
/// Each interval gets a tier at preparation, from a measured prediction: the Hermite error e₀ at
/// the interval's midpoint (times 4 for safety) and the Newton contraction C = max|x″|/(2·min x′)
/// give the error after k steps, C^(2^k − 1)·e₀^(2^k). Tier 0 takes one Newton step (the error
/// after it is below 1e-16), tier 1 two steps, tier 2 (where x′ → 0 makes t(x) too steep for
/// either: an end when x1 = 0 or x2 = 1, or the inside when the control points cross) the closed
/// form. On the presets, most intervals are tier 0.
///
/// ``Mode/sequential`` adds a warm start for increasing x (animation frames): it keeps the last
/// interval's coefficients and tier and skips the table lookup while x stays inside it.
///
/// Accuracy: within the condition-aware target of DESIGN.md §3 (1e-12 on the presets).
public struct FastestSolver: TimingSolver {
  /// How x arrives.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Any order: every solve looks up its interval.
    case random
    /// Mostly increasing x: reuse the previous solve's interval while x stays in it.
    case sequential
  }

  /// The mode of the prepared solvers this makes.
  public var mode: Mode

  public init(mode: Mode = .random) {
    self.mode = mode
  }

  public var id: String { "fastest" }
  public var family: SolverFamily { .fastest }
  public var accuracy: String { "the condition-aware target of DESIGN.md §3 everywhere (1e-12 on the presets)" }

  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    var prepared = curve.solver
    prepared.mode = mode
    return prepared
  }

  /// The table for one curve (about 8 KB, built in tens of microseconds).
  public struct Prepared: CountingTimingSolver, Sendable {
    /// Intervals in the table.
    public static let intervals = 256

    public let coefficients: CurveCoefficients
    /// Per interval, the Hermite cubic c0 + c1·u + c2·u² + c3·u³ in u ∈ [0, 1] of t(x).
    @usableFromInline let table: [SIMD4<Double>]
    /// Per interval, 0 (one Newton step), 1 (two) or 2 (closed form).
    @usableFromInline let tiers: [UInt8]
    @usableFromInline var mode: FastestSolver.Mode = .random
    @usableFromInline var cachedIndex = -1
    @usableFromInline var cached = SIMD4<Double>(0, 0, 0, 0)
    @usableFromInline var cachedTier: UInt8 = 2

    init(coefficients k: CurveCoefficients) {
      coefficients = k
      let n = Self.intervals
      let h = 1 / Double(n)
      var none = NoCount()
      func exact(_ x: Double) -> Double {
        x <= 0 ? 0 : (x >= 1 ? 1 : CubicRoots.monotoneRoot(a: k.ax, b: k.bx, c: k.cx, x: x, counter: &none))
      }
      let nodes = (0...n).map { exact(Double($0) * h) }
      var table: [SIMD4<Double>] = []
      var tiers: [UInt8] = []
      table.reserveCapacity(n)
      tiers.reserveCapacity(n)
      for i in 0..<n {
        let (t0, t1) = (nodes[i], nodes[i + 1])
        let (d0, d1) = (k.dx(t0), k.dx(t1))
        let m0 = h / d0, m1 = h / d1
        let c = SIMD4(t0, m0, 3 * (t1 - t0) - 2 * m0 - m1, 2 * (t0 - t1) + m0 + m1)
        table.append(c)
        tiers.append(Self.tier(c, t0: t0, t1: t1, midpoint: exact((Double(i) + 0.5) * h), k))
      }
      self.table = table
      self.tiers = tiers
    }

    /// The tier of one interval (see the type's documentation).
    static func tier(_ c: SIMD4<Double>, t0: Double, t1: Double, midpoint: Double, _ k: CurveCoefficients) -> UInt8 {
      guard c.x.isFinite, c.y.isFinite, c.z.isFinite, c.w.isFinite else { return 2 }
      // x′ is a quadratic in t: its minimum over [t0, t1] is at an end or at the vertex.
      var minSlope = min(k.dx(t0), k.dx(t1))
      if k.ax != 0 {
        let vertex = -k.bx / (3 * k.ax)
        if vertex > t0 && vertex < t1 { minSlope = min(minSlope, k.dx(vertex)) }
      }
      guard minSlope > 0 else { return 2 }
      // x″ is linear in t: its largest magnitude is at an end.
      let maxCurvature = max(abs(6 * k.ax * t0 + 2 * k.bx), abs(6 * k.ax * t1 + 2 * k.bx))
      let contraction = maxCurvature / (2 * minSlope)
      let guess = ((c.w * 0.5 + c.z) * 0.5 + c.y) * 0.5 + c.x
      let e0 = 4 * abs(guess - midpoint)
      guard e0 < 1e-3 else { return 2 }
      let e1 = contraction * e0 * e0
      if e1 <= 1e-16 { return 0 }
      if contraction * e1 * e1 <= 1e-16 { return 1 }
      return 2
    }

    /// The number of intervals in each tier (one step, two steps, closed form).
    public var tierCounts: (oneStep: Int, twoSteps: Int, closedForm: Int) {
      (tiers.count { $0 == 0 }, tiers.count { $0 == 1 }, tiers.count { $0 == 2 })
    }

    /// The progress y at x ∈ (0, 1) (the path `CubicTimingFunction.progress(at:)` takes).
    @inlinable
    public func progress(at x: Double) -> Double {
      var none = NoCount()
      return coefficients.y(solveRandom(x, &none))
    }

    @inlinable
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if mode == .sequential { return solveSequential(x, &counter) }
      return solveRandom(x, &counter)
    }

    @inlinable
    func solveRandom<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      let scaled = x * Double(Self.intervals)
      let index = min(Int(scaled), Self.intervals - 1)
      let c = table.withUnsafeBufferPointer { $0[index] }
      let tier = tiers.withUnsafeBufferPointer { $0[index] }
      return finish(x, scaled - Double(index), c, tier, &counter)
    }

    @inlinable
    mutating func solveSequential<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      let scaled = x * Double(Self.intervals)
      let index = min(Int(scaled), Self.intervals - 1)
      if index != cachedIndex {
        cached = table.withUnsafeBufferPointer { $0[index] }
        cachedTier = tiers.withUnsafeBufferPointer { $0[index] }
        cachedIndex = index
      }
      return finish(x, scaled - Double(index), cached, cachedTier, &counter)
    }

    @inlinable @inline(__always)
    func finish<Counter: SolveCounter>(
      _ x: Double, _ u: Double, _ c: SIMD4<Double>, _ tier: UInt8, _ counter: inout Counter
    ) -> Double {
      let k = coefficients
      counter.countIteration()
      if tier == 2 {
        return x == 0 || x == 1 ? x : CubicRoots.monotoneRoot(a: k.ax, b: k.bx, c: k.cx, x: x, counter: &counter)
      }
      var t = ((c.w * u + c.z) * u + c.y) * u + c.x
      counter.countEvaluations(2)
      t -= (k.x(t) - x) / k.dx(t)
      if tier == 1 {
        counter.countIteration()
        counter.countEvaluations(2)
        t -= (k.x(t) - x) / k.dx(t)
      }
      return t
    }
  }
}
