import Curves

/// The exact engine: `PathMeasure` over the whole path, clamped (the reference the other engines'
/// errors are measured against).
///
/// The length is the sum of GSL's integrals of each segment's speed (1e-12 relative); the point
/// at a distance is found by a binary search over the segments' cumulative lengths and Brent's
/// method on the segment's own integral. Arcs are exact ellipses. A path of length 0 answers its
/// start.
public struct ExactPathEngine: MeasuredPath {
  /// The measure.
  public let measure: PathMeasure

  /// Measures `data` (distances clamp, closed or not, as `getPointAtLength` clamps).
  ///
  /// - Throws: ``PathEngineError/failed(engine:reason:)`` if an integral fails.
  public init(_ data: PathData) throws(PathEngineError) {
    do {
      measure = PathMeasure(try data.path(), closed: false)
    } catch {
      throw .failed(engine: .exact, reason: "\(error)")
    }
  }

  public var engine: PathEngine { .exact }
  public var length: Double { measure.length }

  public func point(atDistance distance: Double) throws(PathEngineError) -> SIMD2<Double> {
    do {
      let point = try measure.position(atDistance: clamped(distance)).point
      return SIMD2(point.x, point.y)
    } catch {
      throw .failed(engine: .exact, reason: "\(error)")
    }
  }
}

/// The exact answer from a table built once: `PacedSampler` (Core Animation's paced keyframes),
/// whose points lie within 1e-9 of the length of the exact ones along the path, found by a
/// search over its intervals and a cubic Hermite t(s) per interval: no integral per point.
public struct PacedPathEngine: MeasuredPath {
  /// The sampler.
  public let sampler: PacedSampler

  /// Builds the table for `data`.
  ///
  /// - Throws: ``PathEngineError/refused(engine:reason:)`` for a path of length 0 (the sampler
  ///   has no interval); ``PathEngineError/failed(engine:reason:)`` if an integral fails.
  public init(_ data: PathData) throws(PathEngineError) {
    do {
      sampler = try PacedSampler(try data.path())
    } catch .emptyPath {
      throw .refused(engine: .paced, reason: "the path has no length")
    } catch {
      throw .failed(engine: .paced, reason: "\(error)")
    }
  }

  public var engine: PathEngine { .paced }
  public var length: Double { sampler.length }

  public func point(atDistance distance: Double) -> SIMD2<Double> {
    let point = sampler.point(atDistance: clamped(distance))
    return SIMD2(point.x, point.y)
  }
}
