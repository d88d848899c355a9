/// `fastest` and `fastest-sequential`: our fastest design at full accuracy, a solve through the
/// curve's ``InverseTable`` (built once with the curve, shared by every prepared solver): the
/// interval's Hermite guess for t(x), then usually one division-free step with the tabulated
/// reciprocal slope; extra Newton steps, σ = √x end tables or the closed form only where the
/// table's error check at preparation asks for them (``InverseTable`` documents the tiers and
/// their error argument).
///
/// ``InputOrder/sorted`` (`fastest-sequential`) adds a warm start for increasing x (animation
/// frames): it keeps the last interval's coefficients and tier and skips the table lookup while
/// x stays inside it.
///
/// Accuracy: within the condition-aware target of DESIGN.md §3 (1e-12 on the presets).
public struct FastestSolver: TimingSolver {
  /// How x arrives: ``InputOrder/random`` looks every interval up (``SolverID/fastest``);
  /// ``InputOrder/sorted`` reuses the previous solve's interval while x stays in it
  /// (``SolverID/fastestSequential``). Both give identical answers in any order.
  public var order: InputOrder

  /// The fastest solver for inputs arriving in `order` (``InputOrder/random`` by default).
  public init(order: InputOrder = .random) {
    self.order = order
  }

  /// The id of this configuration: ``SolverID/fastest`` for ``InputOrder/random``,
  /// ``SolverID/fastestSequential`` for ``InputOrder/sorted``.
  public var id: SolverID { order == .random ? .fastest : .fastestSequential }
  /// The family, ``SolverFamily/fastest``.
  public var family: SolverFamily { .fastest }
  /// The condition-aware target, ``AccuracyPromise/conditionAwareTarget``.
  public var accuracy: AccuracyPromise { .conditionAwareTarget }

  /// Does the per-curve work once, of which none is left: the prepared solver shares the curve's
  /// ``InverseTable``, built with the curve.
  public func prepare(_ curve: CubicTimingFunction) -> Prepared {
    Prepared(table: curve.inverseTable, order: order)
  }

  /// A prepared solver: the curve's shared, immutable ``InverseTable`` plus the sequential mode's cache.
  public struct Prepared: CountingTimingSolver, Sendable {
    /// The tables (shared: copying a prepared solver copies a reference).
    public let table: InverseTable
    @usableFromInline var order: InputOrder
    @usableFromInline var cachedIndex = -1
    @usableFromInline var cached = SIMD4<Double>(0, 0, 0, 0)
    @usableFromInline var cachedSlope = SIMD4<Double>(0, 0, 0, 0)
    @usableFromInline var cachedTier: UInt8 = 4

    init(table: InverseTable, order: InputOrder) {
      self.table = table
      self.order = order
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
    public var tierCounts: (divisionFree: Int, oneStep: Int, twoSteps: Int, moreSteps: Int, closedForm: Int, endTables: Int) { table.tierCounts }
  }
}
