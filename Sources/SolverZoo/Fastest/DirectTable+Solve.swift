import Curves
import RealModule

/// Evaluating: the row a solve reads, v exactly, the Horner steps, and what a failed row defers to.
extension DirectTable {
  /// u on main row k for x, as a solve computes it: x − k/256 (exact, by Sterbenz's lemma where
  /// k > 0: x is within half an interval of k/256), in [−1/512, 1/512] on the row's range.
  @inlinable @inline(__always)
  static func u(_ x: Double, row k: Int) -> Double { x - Double(k) / Double(intervals) }

  /// The main rows' coefficient scale: row k's polynomial in v = 512·u ∈ [−1, 1] is stored in
  /// powers of u, b_m·512^m (a power of two, so every Horner step is the unscaled step times
  /// 2^(9m), rounded alike: the same y, without the multiplication by 512 on the solve's chain).
  @usableFromInline static let mainScale = Double(2 * intervals)

  /// The quarter of a split row holding x, and v ∈ [−1, 1] within it.
  @inlinable @inline(__always)
  static func quarter(_ x: Double, in split: Split) -> (quarter: Int, v: Double) {
    let u = (x - split.low) * split.scale
    let quarter = min(max(Int(u), 0), quarters - 1)
    return (quarter, 2 * (u - Double(quarter)) - 1)
  }

  /// The progress y at x ∈ [0, 1]: x itself on the identity curve (``isIdentity``); else the
  /// nearest row's polynomial; where it failed its check (NaN), what the row defers to
  /// (`deferredProgress(_:)`: a σ table at the ends, or the row's quarters), else the inverse
  /// table.
  ///
  /// - Precondition: 0 ≤ x ≤ 1 (checked).
  @inlinable @inline(__always)
  package func progress<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
    // Checked here, where it also bounds k to the table (no clamp needed after it).
    precondition(Self.isInUnitInterval(x), "a timing solver takes x in [0, 1], got \(x)")
    if isIdentity { return x }
    return progress(checked: x, &counter)
  }

  /// Whether 0 ≤ x ≤ 1 (−0 included; NaN and the infinities not), as x − x² ≥ 0: one multiply-add
  /// and one comparison, where the obvious test takes two comparisons and two branches on every
  /// solve. Exact in sign in either build: fused, x − x² = x(1 − x) is rounded once and keeps its
  /// sign (it cannot round to zero: |x(1 − x)| is at least the least subnormal unless x is 0 or
  /// 1); unfused, x² rounds to at most x for x ≤ 1 (rounding is monotone) and above x for x > 1,
  /// and to zero, leaving x itself, only where x is tiny; an infinite x gives −∞ or NaN.
  @inlinable @inline(__always)
  static func isInUnitInterval(_ x: Double) -> Bool { fusedMultiplyAdd(x, -x, x) >= 0 }

  /// ``progress(_:_:)`` for an x already checked to be in [0, 1] (the batch API checks its
  /// buffer eight x at a time first).
  @inlinable @inline(__always)
  func progress<Counter: SolveCounter>(checked x: Double, _ counter: inout Counter) -> Double {
    progress(checked: x, roundedBits: Self.rounded(x).bitPattern, &counter)
  }

  /// x + 1.5·2⁴⁴: x rounded to the nearest multiple k/256 (ties to even k), k in the low bits of
  /// the encoding (the sum's ulp is 2⁻⁸). One addition: no multiplication on the solve's chain,
  /// and none in the multiply-add units that the Horner steps keep busy.
  @inlinable @inline(__always)
  static func rounded(_ x: Double) -> Double { x + roundingBias }

  /// `rounded(_:)` lane by lane.
  @inlinable @inline(__always)
  static func rounded(_ x: SIMD8<Double>) -> SIMD8<Double> { x + SIMD8(repeating: roundingBias) }

  /// 1.5·2⁴⁴, whose ulp is 1/256: adding it to x ∈ [0, 1] rounds x to the nearest k/256.
  @usableFromInline static let roundingBias = 0x1.8p44

  /// u = x − k/256 from `rounded(x)`: the sum less the bias is k/256 exactly, and x less that
  /// is exact (Sterbenz's lemma where k > 0; x itself where k = 0). Two subtractions.
  @inlinable @inline(__always)
  static func u(_ x: Double, rounded: Double) -> Double { x - (rounded - roundingBias) }

  /// `u(_:rounded:)` lane by lane.
  @inlinable @inline(__always)
  static func u(_ x: SIMD8<Double>, rounded: SIMD8<Double>) -> SIMD8<Double> {
    x - (rounded - SIMD8(repeating: roundingBias))
  }

  /// ``progress(checked:_:)`` given the bits of `rounded(x)` (the batch API reads them from
  /// memory with an integer load, so that no move out of the floating-point registers sits on
  /// the solve's chain).
  @inlinable @inline(__always)
  func progress<Counter: SolveCounter>(checked x: Double, roundedBits: UInt64, _ counter: inout Counter) -> Double {
    let k = Int(truncatingIfNeeded: roundedBits & 0x1FF)
    // k/256 from the rounded sum, so u needs no Int → Double conversion.
    let u = Self.u(x, rounded: Double(bitPattern: roundedBits))
    let row = rowBase + Self.rowStride * k
    // A failed row is NaN throughout: testing its first-loaded coefficient rather than y decides
    // the branch before the five multiply-adds, so a mispredicted one costs less.
    if _fastPath(!row[5].isNaN) {
      counter.countIteration()
      counter.countEvaluations(1)
      return Self.evaluate(row, u)
    }
    let deferred = deferredProgress(x)
    if !deferred.isNaN {
      counter.countIteration()
      counter.countEvaluations(1)
      return deferred
    }
    return fallback(x, &counter)
  }

  /// The inverse table's answer (out of line: rare).
  @inlinable @inline(never)
  func fallback<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
    inverse.coefficients.y(inverse.solve(x, &counter))
  }

  /// The answer of whatever x's main row defers to: a σ table at the ends, or the row's
  /// quarters; NaN where that failed its check too (then the inverse table answers). Out of line
  /// and not generic, so that the common path stays small enough to inline into a caller's loop
  /// in another module; it rounds x again rather than take the row, so that the common path need
  /// not keep k alive beside the row's offset.
  @inlinable @inline(never)
  func deferredProgress(_ x: Double) -> Double {
    let k = Int(truncatingIfNeeded: Self.rounded(x).bitPattern & 0x1FF)
    let answer = answers.withUnsafeBufferPointer { $0[k] }
    let row: Int, v: Double
    if answer == .start || answer == .end {
      (row, v) = (answer == .end ? end : start).row(x)
    } else if answer == .quarters {
      let split = splits.withUnsafeBufferPointer { $0[k] }
      let (quarter, u) = Self.quarter(x, in: split)
      (row, v) = (Int(split.firstRow) + quarter, u)
    } else {
      return .nan
    }
    return Self.evaluate(rowBase + Self.rowStride * row, v)
  }

  /// p(v) = b₀ + b₁v + … + b₅v⁵ by Horner, each step one `fusedMultiplyAdd(_:_:_:)` where the
  /// build targets fused multiply-add (the chain of steps is the solve's latency). The check at
  /// preparation uses this same evaluation, so either build's table is checked as it is evaluated.
  @inlinable @inline(__always)
  static func evaluate(_ b: UnsafePointer<Double>, _ v: Double) -> Double {
    // Written out for degree 5 (the compiler does not unroll a loop over the static degree).
    var p = fusedMultiplyAdd(b[5], v, b[4])
    p = fusedMultiplyAdd(p, v, b[3])
    p = fusedMultiplyAdd(p, v, b[2])
    p = fusedMultiplyAdd(p, v, b[1])
    return fusedMultiplyAdd(p, v, b[0])
  }

  /// `evaluate(_:_:)` at eight v, lane by lane the same operations (so the same values).
  @inlinable @inline(__always)
  static func evaluate(_ b: UnsafePointer<Double>, _ v: SIMD8<Double>) -> SIMD8<Double> {
    var p = fusedMultiplyAddLanes(SIMD8(repeating: b[5]), v, SIMD8(repeating: b[4]))
    p = fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[3]))
    p = fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[2]))
    p = fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[1]))
    return fusedMultiplyAddLanes(p, v, SIMD8(repeating: b[0]))
  }
}
