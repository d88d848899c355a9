import Curves

/// Jetpack Compose's first `PathEasing` (animation-core 1.6), a named legacy port: the path's
/// first contour sampled by `PathMeasure` every 0.002 of its length, and each fraction looked up
/// in the samples with an off-by-one.
///
/// Source: androidx/androidx `compose/animation/animation-core/src/commonMain/kotlin/androidx/
/// compose/animation/core/PathEasing.kt` at 016b2345b6c32ac61d0cb4bb7a4c5511f664459d (the same
/// algorithm as at 13d5e2efb6ca3077b4bd3f6040c5a15b504397d3), on Android's `PathMeasure`, which is
/// Skia's contour measure (`SkiaContourMeasure`).
///
/// Construction: L = the first contour's length, refused when not positive ("Path cannot be
/// zero in length. Ensure that supplied Path starts at [0,0] and ends at [1,1]");
/// n = ⌊L/0.002⌋ + 1 samples, sample i the position at the distance i·L/(n − 1) (float), refused
/// when its x is below the previous one's ("Path needs to be continuously increasing"). Neither
/// end is checked: a path may start or end anywhere.
///
/// `transform(fraction)`: 0 at and below 0, 1 at and above 1; else Java's binary search of the
/// samples' x for the fraction: an exact hit at index k > 0 answers y[k]; otherwise the search
/// returns −(i + 1), i the insertion point, and the code takes s = i + 1 (not i − 1) as the
/// start of the span: y[s] + ((f − x[s])/(x[s + 1] − x[s]))·(y[s + 1] − y[s]), the chord two
/// samples to the right extended backwards, or y[last] when s ≥ n − 1. So fractions within the
/// last three samples of 1 answer the last y, the answer is biased by the chord's curvature
/// (within Compose's own 1e-4 test tolerance), and a span with no width divides by zero (±∞ or
/// NaN, as Compose returns).
public struct ComposeLegacyPathEasing: Hashable, Sendable {
  /// `Precision`: the sampling step along the path.
  public static let precision: Float = 0.002

  /// The most samples this port allocates (2²⁴, 64 MiB per table): a longer path is refused
  /// where Compose would run out of memory (or, past about 4.3e6 of length, overflow the array
  /// size and throw `NegativeArraySizeException`).
  public static let maximumSamples = 1 << 24

  /// The samples' x and y, in order along the path.
  public let xs, ys: [Float]

  /// `PathEasing(path)` for the path `data`.
  ///
  /// - Throws: ``PathEasingPortError/refusedByOriginal(port:message:detail:)`` where Compose
  ///   throws, ``PathEasingPortError/notPorted(port:reason:)`` for an arc.
  public init(_ data: PathData) throws(PathEasingPortError) {
    let measure = SkiaContourMeasure(firstContourOf: try PortPath(data, port: .composeLegacy))
    let length = measure?.length ?? 0
    guard let measure, length > 0 else {
      throw .refusedByOriginal(
        port: .composeLegacy,
        message: "Path cannot be zero in length. Ensure that supplied Path starts at [0,0] and ends at [1,1]",
        detail: "\(data) has no contour with a length")
    }
    let samples = length / Self.precision
    guard samples < Float(Self.maximumSamples) else {
      throw .refusedByOriginal(
        port: .composeLegacy, message: "(OutOfMemoryError or NegativeArraySizeException)",
        detail: "a path \(length) long needs \(samples) samples; this port stops at \(Self.maximumSamples)")
    }
    let count = Int(samples) + 1
    var xs = [Float](repeating: 0, count: count), ys = xs
    for i in 0..<count {
      let point = measure.position(atDistance: Float(i) * length / Float(count - 1)) ?? SIMD2(.nan, .nan)
      (xs[i], ys[i]) = (point.x, point.y)
      if i > 0 && xs[i] < xs[i - 1] {
        throw .refusedByOriginal(
          port: .composeLegacy, message: "Path needs to be continuously increasing",
          detail: "sample \(i + 1) of \(count) goes back from x = \(xs[i - 1]) to x = \(xs[i])")
      }
    }
    (self.xs, self.ys) = (xs, ys)
  }

  /// `transform(fraction)`, the off-by-one included.
  public func transform(_ fraction: Float) -> Float {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    let found = Self.binarySearch(xs, fraction)
    if found > 0 { return ys[found] }
    let start = abs(found)
    if start >= xs.count - 1 { return ys[ys.count - 1] }
    let end = start + 1
    let newFraction = (fraction - xs[start]) / (xs[end] - xs[start])
    return ys[start] + newFraction * (ys[end] - ys[start])
  }

  /// `FloatArray.binarySearch`: the index of an element equal to `key`, else −(insertion point + 1).
  static func binarySearch(_ values: [Float], _ key: Float) -> Int {
    var (low, high) = (0, values.count - 1)
    while low <= high {
      let mid = (low + high) >> 1
      if values[mid] < key {
        low = mid + 1
      } else if values[mid] > key {
        high = mid - 1
      } else {
        return mid
      }
    }
    return -(low + 1)
  }
}
