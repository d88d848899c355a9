import Curves

/// The batch API's first pass: eight x at a time, a group answered in eight lanes where its x all
/// round to one passing row.
extension DirectTable {
  /// The most x one `firstPass(_:into:count:answered:)` takes: 64 groups of eight, a bit each.
  @usableFromInline static let passLength = 512

  /// The batch API's first pass over at most `passLength` x: checks every x and, eight at a
  /// time, either answers the group (its x all round to one main row, and that row passed its
  /// check: the row's polynomial in eight lanes, the very operations of a solve lane by lane, so
  /// the same y) and sets the group's bit in `answered`, or stores `rounded(x)` for each of its x
  /// for the second pass (the x after the last full group always go there). Returns false, having
  /// stopped at the first group with an x outside [0, 1] (or NaN), if there is one.
  ///
  /// Groups in one row are what a frame of layers sharing a curve at nearby x gives, and x sorted
  /// gives mostly them; random x almost never do, and then only the rounding is done here.
  @inlinable
  func firstPass(_ xs: UnsafePointer<Double>, into ys: UnsafeMutablePointer<Double>, count: Int, answered: inout UInt64)
    -> Bool
  {
    precondition(count <= Self.passLength, "a pass takes at most \(Self.passLength) x, got \(count)")
    let input = UnsafeRawPointer(xs), output = UnsafeMutableRawPointer(ys)
    let base = rowBase
    answered = 0
    var group = 0
    while 8 * group + 8 <= count {
      let x = input.loadUnaligned(fromByteOffset: 64 * group, as: SIMD8<Double>.self)
      guard all((x .>= 0) .& (x .<= 1)) else { return false }
      let rounded = Self.rounded(x)
      let k = unsafeBitCast(rounded, to: SIMD8<UInt64>.self) & 0x1FF
      let row = base + Self.rowStride * Int(truncatingIfNeeded: k[0])
      // One row for the eight x: the ends first (one comparison, what sorted x need; random x
      // almost never pass it), then every lane, then the row's check.
      if rounded[0] == rounded[7], (k ^ SIMD8(repeating: k[0])).wrappedSum() == 0, !row[5].isNaN {
        output.storeBytes(
          of: Self.evaluate(row, Self.u(x, rounded: rounded)), toByteOffset: 64 * group, as: SIMD8<Double>.self)
        answered |= 1 &<< UInt64(group)
      } else {
        output.storeBytes(of: rounded, toByteOffset: 64 * group, as: SIMD8<Double>.self)
      }
      group += 1
    }
    for i in (8 * group)..<count {
      let x = xs[i]
      guard x >= 0 && x <= 1 else { return false }
      ys[i] = Self.rounded(x)
    }
    return true
  }
}
