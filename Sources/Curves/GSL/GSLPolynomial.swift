import CGSL

/// GSL's closed-form polynomial root finders (`gsl_poly_solve_quadratic`,
/// `gsl_poly_solve_cubic`), returning the real roots in ascending order without allocating.
public enum GSLPolynomial {
  /// The real roots of a·t² + b·t + c (a may be 0: then the linear root, if b ≠ 0).
  public static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> RealRoots {
    GSL.installErrorHandler()
    var r0 = 0.0, r1 = 0.0
    let count = gsl_poly_solve_quadratic(a, b, c, &r0, &r1)
    return RealRoots(count: Int(count), r0, r1, 0)
  }

  /// The real roots of the monic cubic t³ + a·t² + b·t + c (GSL reports a double root twice).
  public static func monicCubicRoots(_ a: Double, _ b: Double, _ c: Double) -> RealRoots {
    GSL.installErrorHandler()
    var r0 = 0.0, r1 = 0.0, r2 = 0.0
    let count = gsl_poly_solve_cubic(a, b, c, &r0, &r1, &r2)
    return RealRoots(count: Int(count), r0, r1, r2)
  }

  /// The real roots of a·t³ + b·t² + c·t + d. When |a| ≤ 1e-8·(|b| + |c|) the cubic is treated
  /// as degenerate (the one rule of `CubicRoots.isDegenerate`) and solved as the quadratic
  /// b·t² + c·t + d (callers polish the roots).
  public static func cubicRoots(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> RealRoots {
    if CubicRoots.isDegenerate(a: a, b: b, c: c) {
      return quadraticRoots(b, c, d)
    }
    return monicCubicRoots(b / a, c / a, d / a)
  }
}

/// Up to three real numbers in ascending order, stored inline: a collection that never
/// allocates (the roots of a cubic, the times at which a curve reaches a progress).
public struct RealRoots: RandomAccessCollection, Hashable, Sendable {
  private var storage: (Double, Double, Double)
  /// How many roots there are (0…3).
  public private(set) var count: Int

  /// No roots.
  public init() {
    storage = (0, 0, 0)
    count = 0
  }

  init(count: Int, _ r0: Double, _ r1: Double, _ r2: Double) {
    storage = (r0, r1, r2)
    self.count = Swift.max(0, Swift.min(count, 3))
  }

  /// The position of the smallest root: always 0.
  public var startIndex: Int { 0 }
  /// One past the position of the largest root: ``count``.
  public var endIndex: Int { count }

  /// The root at `position`, the roots being in ascending order.
  ///
  /// - Precondition: `0 <= position < count` (an index outside traps with a message).
  public subscript(position: Int) -> Double {
    precondition(position >= 0 && position < count, "root index \(position) out of 0..<\(count)")
    switch position {
    case 0: return storage.0
    case 1: return storage.1
    default: return storage.2
    }
  }

  /// Adds a value, keeping ascending order. At most three values are kept.
  mutating func insert(_ value: Double) {
    guard count < 3 else { return }
    var values = (storage.0, storage.1, storage.2)
    withUnsafeMutableBytes(of: &values) { raw in
      let buffer = raw.bindMemory(to: Double.self)
      var i = count
      while i > 0 && buffer[i - 1] > value {
        buffer[i] = buffer[i - 1]
        i -= 1
      }
      buffer[i] = value
    }
    storage = values
    count += 1
  }

  /// Equal when both hold the same number of roots with equal values in the same order; the
  /// unused inline slots are ignored. Values compare as `Double`s, so a NaN root makes a value
  /// unequal even to itself.
  public static func == (lhs: RealRoots, rhs: RealRoots) -> Bool { Array(lhs) == Array(rhs) }
  /// Hashes the roots in use, in order (consistent with `==`: the unused slots are ignored).
  public func hash(into hasher: inout Hasher) { hasher.combine(Array(self)) }
}
