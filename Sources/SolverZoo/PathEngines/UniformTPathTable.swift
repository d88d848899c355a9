import Curves

/// The table people write by hand (and many animation libraries ship): each segment cut into
/// equal steps of t (16 by default), the chords' lengths summed into a cumulative table; a
/// distance is found by binary search over the table and its t lerped inside the chord, then
/// the segment is evaluated there, in double.
///
/// The length is the chords' sum, short of the curve's by about (curvature·step)²/24 of it; a
/// point lies on the curve but at the wrong distance along it, most where the speed changes
/// within a step (t is not proportional to arc length). Arcs are stepped in their angle.
public struct UniformTPathTable: MeasuredPath {
  /// The steps per segment.
  public let stepsPerSegment: Int
  /// The path's segments.
  public let segments: [PathSegment]
  /// The distance at each chord's end.
  public let cumulative: [Double]
  /// Each chord's segment.
  let chordSegments: [Int]
  /// Where the path starts (its point when it has no length).
  let start: SIMD2<Double>

  /// The table for `data`.
  ///
  /// - Throws: ``PathEngineError/refused(engine:reason:)`` for steps per segment outside
  ///   [1, 65536];
  ///   ``PathEngineError/failed(engine:reason:)`` if the path's elements are not a path (data
  ///   read by `PathData` always are). Nothing is integrated.
  public init(_ data: PathData, stepsPerSegment: Int = 16) throws(PathEngineError) {
    guard (1...65_536).contains(stepsPerSegment) else {
      throw .refused(engine: .uniformT, reason: "stepsPerSegment must lie in [1, 65536], not \(stepsPerSegment)")
    }
    let segments: [PathSegment]
    do { segments = try Path.segments(of: data.elements) } catch {
      throw .failed(engine: .uniformT, reason: "\(error)")
    }
    var cumulative: [Double] = [], chordSegments: [Int] = []
    var total = 0.0
    for (index, segment) in segments.enumerated() {
      var previous = segment.point(at: 0)
      for step in 1...stepsPerSegment {
        let next = segment.point(at: Double(step) / Double(stepsPerSegment))
        let (dx, dy) = (next.x - previous.x, next.y - previous.y)
        total += (dx * dx + dy * dy).squareRoot()
        cumulative.append(total)
        chordSegments.append(index)
        previous = next
      }
    }
    self.stepsPerSegment = stepsPerSegment
    self.segments = segments
    self.cumulative = cumulative
    self.chordSegments = chordSegments
    if let first = segments.first {
      let p = first.point(at: 0)
      start = SIMD2(p.x, p.y)
    } else if case .move(let p) = data.elements.first {
      start = SIMD2(p.x, p.y)
    } else {
      start = .zero
    }
  }

  public var engine: PathEngine { .uniformT }
  public var length: Double { cumulative.last ?? 0 }

  public func point(atDistance distance: Double) -> SIMD2<Double> {
    guard length > 0 else { return start }
    let d = clamped(distance)
    let (chord, share) = cumulative.withUnsafeBufferPointer { table -> (Int, Double) in
      var (lo, hi) = (0, table.count - 1)
      while lo < hi {
        let mid = (lo + hi) / 2
        if table[mid] < d { lo = mid + 1 } else { hi = mid }
      }
      let before = lo == 0 ? 0 : table[lo - 1]
      let width = table[lo] - before
      return (lo, width > 0 ? (d - before) / width : 0)
    }
    let step = chord % stepsPerSegment
    let t = (Double(step) + share) / Double(stepsPerSegment)
    let p = segments[chordSegments[chord]].point(at: t)
    return SIMD2(p.x, p.y)
  }
}
