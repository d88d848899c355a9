import RealModule

extension DirectTable {
  /// y near an end where x′ vanishes, as polynomials in σ = d^(1/p), d the distance to the end
  /// (x at the start, 1 − x at the end) and p = 2 (3 when x″ vanishes there too: x1 = x2 = 0 at
  /// the start, x1 = x2 = 1 at the end). There t, and so y, is analytic in σ where it is not in
  /// x (t ≈ (d/leading)^(1/p)), so the degree-7 interpolants converge again: 32 intervals of σ
  /// over the main table's failed run, each fitted and checked as the main table's are (the
  /// check evaluates at σ recomputed from the rounded x, as a solve does). An interval that
  /// fails falls back to the inverse table (its own σ tables and Newton steps).
  @usableFromInline
  struct End: Sendable {
    @usableFromInline static let intervals = 32
    /// Whether this is the table at x = 1.
    @usableFromInline let atEnd: Bool
    /// 1/2 or 1/3.
    @usableFromInline let inversePower: Double
    /// Intervals per unit of σ.
    @usableFromInline let scale: Double
    /// Per interval, the coefficients in powers of v (8 each, flat).
    @usableFromInline let rows: [Double]
    /// Per interval, 1 where the interpolant passed its check.
    @usableFromInline let direct: [UInt8]

    /// The table over x ∈ [0, width] (or [1 − width, 1]); nil where x′ does not vanish at that
    /// end as a plain power law.
    init?(_ curve: CubicTimingFunction, atEnd: Bool, covering width: Double, exact: Exact) {
      // The power law at this end: x (or 1 − x) ≈ leading·s^p with s = t (or 1 − t).
      let (first, second) = atEnd ? (1 - curve.x2, 1 - curve.x1) : (curve.x1, curve.x2)
      guard first == 0 else { return nil }
      let power: Double = second != 0 ? 2 : 3
      self.atEnd = atEnd
      inversePower = 1 / power
      let sigmaMax = Double.pow(width, 1 / power)
      guard sigmaMax > 0 && sigmaMax.isFinite else { return nil }
      scale = Double(Self.intervals) / sigmaMax
      let h = sigmaMax / Double(Self.intervals)
      var rows: [Double] = []
      var direct: [UInt8] = []
      for i in 0..<Self.intervals {
        let distance = { (v: Double) in Double.pow((Double(i) + (v + 1) / 2) * h, power) }
        let x = { (v: Double) in atEnd ? 1 - distance(v) : distance(v) }
        let scale = self.scale
        let inversePower = self.inversePower
        // The v a solve evaluates at for this x: σ from the rounded x, as ``progress(_:)`` does.
        let evaluateAt = { (_: Double, x: Double) -> Double in
          let d = atEnd ? 1 - x : x
          return 2 * (End.sigma(d, inversePower) * scale - Double(i)) - 1
        }
        let fit = DirectTable.fit(x, exact: exact.at, evaluateAt: evaluateAt)
        for k in 0..<DirectTable.rowStride { rows.append(k < DirectTable.coefficientCount ? fit?[k] ?? 0 : 0) }
        direct.append(fit == nil ? 0 : 1)
      }
      self.rows = rows
      self.direct = direct
    }

    /// σ = d^(1/2) or d^(1/3) (`cbrt`, not `pow`: several times faster).
    @inlinable @inline(__always)
    static func sigma(_ distance: Double, _ inversePower: Double) -> Double {
      inversePower == 0.5 ? distance.squareRoot() : Double.root(distance, 3)
    }

    /// y at x in this table's range, or nil where its interval fell back.
    @inlinable
    func progress(_ x: Double) -> Double? {
      let scaled = Self.sigma(atEnd ? 1 - x : x, inversePower) * scale
      let index = min(Int(scaled), Self.intervals - 1)
      guard direct.withUnsafeBufferPointer({ $0[index] }) != 0 else { return nil }
      let v = 2 * (scaled - Double(index)) - 1
      return rows.withUnsafeBufferPointer { DirectTable.evaluate($0.baseAddress.unsafelyUnwrapped + DirectTable.rowStride * index, v) }
    }
  }
}
