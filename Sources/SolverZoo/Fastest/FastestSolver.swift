import Curves

/// `fastest`, `fastest-sequential` and `fastest-batch`: our fastest design at full accuracy. The
/// progress y comes from the `DirectTable` built at preparation: y(x) itself as a checked
/// degree-5 polynomial per 1/256 of x (no root finding: a rounding, five multiply-adds), σ tables
/// where x′ vanishes at an end (σ = √d or ∛d, d the distance to the end), checked quarters where
/// a row failed inside; where even those failed, the curve's `InverseTable` (built once with
/// the curve, shared): the interval's Hermite guess for t(x), then usually one division-free step
/// with the tabulated reciprocal slope; extra Newton steps, σ end tables or the closed form only
/// where its own check asks for them. The parameter t (``Prepared/parameter(forX:)``) always
/// comes from the inverse table.
///
/// `fastest-batch` is the same solver timed through the batch API
/// (``Prepared/progress(forX:into:on:)``): one curve at many x, as a frame of many layers
/// sharing a curve asks for it.
///
/// ``InputOrder/sorted`` (`fastest-sequential`) adds a warm start for increasing x (animation
/// frames): it keeps the last interval's coefficients and tier and skips the table lookup while
/// x stays inside it.
///
/// Accuracy: within the condition-aware target (<doc:ChoosingASolver>; 1e-12 on the presets).
public struct FastestSolver: TimingSolver {
  /// How x arrives: ``InputOrder/random`` looks every interval up (``SolverID/fastest``);
  /// ``InputOrder/sorted`` reuses the previous solve's interval while x stays in it
  /// (``SolverID/fastestSequential``). Both give identical answers in any order.
  public var order: InputOrder
  /// Whether the bench times this configuration through the batch API (``SolverID/fastestBatch``).
  public var isBatch: Bool

  /// The fastest solver for inputs arriving in `order` (``InputOrder/random`` by default), timed
  /// one x at a time or, with `batch`, through the batch API.
  public init(order: InputOrder = .random, batch: Bool = false) {
    self.order = order
    self.isBatch = batch
  }

  /// The id of this configuration: ``SolverID/fastest`` for ``InputOrder/random``,
  /// ``SolverID/fastestSequential`` for ``InputOrder/sorted``, ``SolverID/fastestBatch`` for the
  /// batch API.
  public var id: SolverID { isBatch ? .fastestBatch : (order == .random ? .fastest : .fastestSequential) }
  /// The family, ``SolverFamily/fastest``.
  public var family: SolverFamily { .fastest }
  /// The condition-aware target, ``AccuracyPromise/conditionAwareTarget``.
  public var accuracy: AccuracyPromise { .conditionAwareTarget }

  /// Builds the `DirectTable` of y(x) (about 6,400 exact solves through the curve's
  /// `InverseTable`, which is built with the curve and shared).
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(direct: DirectTable.make(curve), order: order)
  }

  /// A prepared solver: the y(x) table and the curve's shared, immutable `InverseTable`, plus
  /// the sequential mode's cache.
  ///
  /// `@unchecked Sendable`: its `DirectTable` is a `ManagedBuffer` (the rows inline, one load
  /// fewer per solve), which the standard library keeps from being `Sendable`; the table is
  /// written only by `DirectTable/make(_:)`, before any solve can see it, and every other
  /// stored property is a value.
  public struct Prepared: CountingTimingSolver, @unchecked Sendable {
    /// The y(x) table (shared: copying a prepared solver copies a reference).
    @usableFromInline package let direct: DirectTable
    /// The inverse table t(x).
    @inlinable public var table: InverseTable { direct.inverse }
    @usableFromInline var order: InputOrder
    @usableFromInline var cachedIndex = -1
    @usableFromInline var cached = SIMD4<Double>(0, 0, 0, 0)
    @usableFromInline var cachedSlope = SIMD4<Double>(0, 0, 0, 0)
    @usableFromInline var cachedTier: UInt8 = 4

    init(direct: DirectTable, order: InputOrder) {
      self.direct = direct
      self.order = order
    }

    /// y for x ∈ [0, 1] from the y(x) table (the inverse table where an interval fell back).
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    @inlinable @inline(__always)
    public mutating func progress(forX x: Double, on curve: CurveCoefficients) -> Double {
      var none = NoCount()
      return direct.progress(x, &none)  // checks 0 ≤ x ≤ 1 (off its common path's critical path)
    }

    /// y for every x of `xs` (each in [0, 1]) into `ys`: one curve at many x, as a frame of
    /// layers sharing a curve asks for it. Where the buffers are distinct, in two passes over each
    /// 512 x: the first checks and rounds eight x at a time and answers at once, in eight lanes,
    /// each group of eight whose x fall in one row that passed its check (what nearby or sorted x
    /// give); the second solves the rest one at a time, k read back from the first pass's bits.
    /// Where `ys` is the buffer of `xs` or overlaps it, one pass, one x at a
    /// time. On the identity curve, the x checked and copied. The answers are the same, bit for
    /// bit, in every case.
    ///
    /// - Precondition: `ys.count ≥ xs.count`; every x in [0, 1].
    @inlinable
    public mutating func progress(
      forX xs: UnsafeBufferPointer<Double>, into ys: UnsafeMutableBufferPointer<Double>, on curve: CurveCoefficients
    ) {
      precondition(ys.count >= xs.count, "the output buffer holds \(ys.count) values for \(xs.count) inputs")
      guard let input = xs.baseAddress, let output = ys.baseAddress else { return }
      var none = NoCount()
      let table = direct
      let count = xs.count
      if table.isIdentity {
        // y = x: checked, then copied (an overlapping buffer is moved as memmove would).
        if !Self.allInUnitInterval(xs) { Self.reject(xs) }
        UnsafeMutableRawPointer(output).copyMemory(from: input, byteCount: count * MemoryLayout<Double>.stride)
        return
      }
      if UnsafeRawPointer(output) < UnsafeRawPointer(input + count)
        && UnsafeRawPointer(input) < UnsafeRawPointer(output + count)
      {
        // In place (or overlapping): one pass, each x read before its y is written.
        if !Self.allInUnitInterval(xs) { Self.reject(xs) }
        for i in 0..<count { output[i] = table.progress(checked: input[i], &none) }
        return
      }
      // Two passes per 512 x: the first, eight x at a time, checks every x, answers the groups
      // whose x share a row, and stores x + 1.5·2⁴⁴ in ys for the rest; the second reads k
      // from those bits with an integer load and solves. A check per solve would cost two
      // comparisons and branches in the solving loop; the rounding, and the move of its bits out
      // of the floating-point registers, leave each solve's chain.
      var start = 0
      while start < count {
        let n = min(DirectTable.passLength, count - start)
        var answered: UInt64 = 0
        if !table.firstPass(input + start, into: output + start, count: n, answered: &answered) { Self.reject(xs) }
        let x = input + start, y = output + start, bits = UnsafeRawPointer(y)
        @inline(__always) func solve(_ range: Range<Int>) {
          for i in range {
            y[i] = table.progress(
              checked: x[i], roundedBits: bits.load(fromByteOffset: i &<< 3, as: UInt64.self), &none)
          }
        }
        if answered == 0 {
          solve(0..<n)
        } else {
          // The groups the first pass left, then the x after the last full group.
          let groups = n &>> 3
          var pending = (groups == 64 ? UInt64.max : (1 &<< UInt64(groups)) &- 1) & ~answered
          while pending != 0 {
            let first = pending.trailingZeroBitCount &<< 3
            pending &= pending &- 1
            solve(first..<(first &+ 8))
          }
          solve((groups &<< 3)..<n)
        }
        start += n
      }
    }

    /// Stops the program on the first x of `xs` outside [0, 1].
    @usableFromInline
    static func reject(_ xs: UnsafeBufferPointer<Double>) -> Never {
      preconditionFailure(
        "a timing solver takes x in [0, 1], got \(xs.first(where: { !($0 >= 0 && $0 <= 1) }) ?? .nan)")
    }

    /// Whether every x of `xs` is in [0, 1] (NaN is not), in SIMD8 lanes.
    @inlinable
    static func allInUnitInterval(_ xs: UnsafeBufferPointer<Double>) -> Bool {
      guard let base = xs.baseAddress else { return true }
      let raw = UnsafeRawPointer(base)
      var inside = SIMDMask<SIMD8<Int64>>(repeating: true)
      var i = 0
      while i + 8 <= xs.count {
        let x = raw.loadUnaligned(fromByteOffset: 8 * i, as: SIMD8<Double>.self)
        inside .&= (x .>= 0) .& (x .<= 1)
        i += 8
      }
      var all = SIMD8<Int64>(repeating: 0).replacing(with: 1, where: inside) == SIMD8(repeating: 1)
      while i < xs.count {
        all = all && base[i] >= 0 && base[i] <= 1
        i += 1
      }
      return all
    }

    /// t for x through the inverse table: ``InputOrder/random`` looks the interval up on every call;
    /// ``InputOrder/sorted`` reloads the interval's coefficients, slope and tier only when x leaves
    /// the cached interval. Both finish the same way, so the answers are identical in any order.
    ///
    /// - Precondition: 0 ≤ x ≤ 1.
    @inlinable @inline(__always)
    public mutating func solve<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
      precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
      if order == .random { return table.solve(x, &counter) }
      let scaled = x * Double(InverseTable.intervals)
      let index = InverseTable.interval(scaled)
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
    package var tierCounts:
      (divisionFree: Int, oneStep: Int, twoSteps: Int, moreSteps: Int, closedForm: Int, endTables: Int)
    { table.tierCounts }
  }
}
