import Curves
import RealModule

/// Evaluating: the row a solve reads, v exactly, the Horner steps, and what a failed row defers to.
extension DirectTable {
  /// v on main row k for x, as a solve computes it: 512·x − 2k (exact).
  @inlinable @inline(__always)
  static func v(_ x: Double, row k: Int) -> Double { x * Double(2 * intervals) - Double(2 * k) }

  /// The quarter of a split row holding x, and v ∈ [−1, 1] within it.
  @inlinable @inline(__always)
  static func quarter(_ x: Double, in split: Split) -> (quarter: Int, v: Double) {
    let u = (x - split.low) * split.scale
    let quarter = min(max(Int(u), 0), quarters - 1)
    return (quarter, 2 * (u - Double(quarter)) - 1)
  }

  /// The progress y at x ∈ [0, 1]: x itself on the identity curve (``isIdentity``); else the
  /// nearest row's polynomial; where it failed its check (NaN), what the row defers to
  /// (`deferredProgress(_:_:)`: a σ table at the ends, or the row's quarters), else the inverse
  /// table.
  ///
  /// - Precondition: 0 ≤ x ≤ 1 (checked).
  @inlinable @inline(__always)
  public func progress<Counter: SolveCounter>(_ x: Double, _ counter: inout Counter) -> Double {
    // Checked here, where it also bounds k to the table (no clamp needed after it).
    precondition(x >= 0 && x <= 1, "a timing solver takes x in [0, 1], got \(x)")
    if isIdentity { return x }
    return progress(checked: x, &counter)
  }

  /// ``progress(_:_:)`` for an x already checked to be in [0, 1] (the batch API checks its
  /// buffer eight x at a time first).
  @inlinable @inline(__always)
  func progress<Counter: SolveCounter>(checked x: Double, _ counter: inout Counter) -> Double {
    progress(checked: x, roundedBits: Self.rounded(x).bitPattern, &counter)
  }

  /// 256·x + 1.5·2⁵²: 256·x rounded to the nearest k (ties to even), k in the low bits of the
  /// encoding. One multiply-add (256·x is exact, so fused or not the sum is the same).
  @inlinable @inline(__always)
  static func rounded(_ x: Double) -> Double { fusedMultiplyAdd(x, Double(intervals), 0x1.8p52) }

  /// `rounded(_:)` lane by lane.
  @inlinable @inline(__always)
  static func rounded(_ x: SIMD8<Double>) -> SIMD8<Double> {
    fusedMultiplyAddLanes(x, SIMD8(repeating: Double(intervals)), SIMD8(repeating: 0x1.8p52))
  }

  /// ``progress(checked:_:)`` given the bits of `rounded(x)` (the batch API reads them from
  /// memory with an integer load, so that no move out of the floating-point registers sits on
  /// the solve's chain).
  @inlinable @inline(__always)
  func progress<Counter: SolveCounter>(checked x: Double, roundedBits: UInt64, _ counter: inout Counter) -> Double {
    let k = Int(truncatingIfNeeded: roundedBits & 0x1FF)
    // 2k from the rounded sum (exact in either build), so v needs no Int → Double conversion.
    let v = fusedMultiplyAdd(x, Double(2 * Self.intervals), -fusedMultiplyAdd(Double(bitPattern: roundedBits), 2, -0x1.8p53))
    let row = rows.withUnsafeBufferPointer { $0.baseAddress.unsafelyUnwrapped + Self.rowStride * k }
    // A failed row is NaN throughout: testing its first-loaded coefficient rather than y decides
    // the branch before the five multiply-adds, so a mispredicted one costs less.
    if _fastPath(!row[5].isNaN) {
      counter.countIteration()
      counter.countEvaluations(1)
      return Self.evaluate(row, v)
    }
    let deferred = deferredProgress(x, k)
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

  /// The answer of whatever main row k defers to: a σ table at the ends, or the row's quarters;
  /// NaN where that failed its check too (then the inverse table answers). Out of line and not
  /// generic, so that the common path stays small enough to inline into a caller's loop in
  /// another module.
  @inlinable @inline(never)
  func deferredProgress(_ x: Double, _ k: Int) -> Double {
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
    return rows.withUnsafeBufferPointer { Self.evaluate($0.baseAddress.unsafelyUnwrapped + Self.rowStride * row, v) }
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
