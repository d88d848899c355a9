import Curves
import Foundation
import SolverBench
import SolverZoo

/// The path bench: the ways engines measure paths (``PathEngine``), side by side on the same
/// paths. Per path and engine:
///
/// - the length: the median time from parsed path data to the engine's length (its tables
///   built: GSL's integrals for `exact`, the paced table, Skia's chords, Android's polyline, the
///   uniform-t table; Blink keeps nothing and walks the path), and its error against the exact
///   length, relative;
/// - a point: the median time per point at seeded random distances on the prepared path, and
///   the largest distance between the engine's point and the exact one at the same distances.
///
/// The zig-zags (cubic bumps, 1 to 10,000 segments) show how a point's cost grows with the
/// path: a cumulative table and a binary search keep it nearly flat; Blink walks the whole path
/// and then the part before the point, for every point. Blink is timed at fewer distances on
/// long paths (at least 2, about 2,560 distances × segments per batch pass), and its error is
/// over those. The harness runs at most
/// 11 batches per measurement, and a build that takes over 0.1 s is timed once (the paced table
/// of 10,000 segments takes seconds to build).
struct PathBench {
  var harness: Harness
  var paths: [(name: String, data: PathData)]
  var engines: [PathEngine] = PathEngine.allCases
  var points = 256
  var allocations: AllocationCounter

  /// The standard paths: a card's arc, the near-cusp cubic, quadratics and a line, a circle of
  /// two arcs, Chromium's test arc, and cubic zig-zags of 1, 10, 100, 1,000 and 10,000 segments
  /// (1 and 100 with `quick`).
  static func standard(quick: Bool) throws(PathDataError) -> [(name: String, data: PathData)] {
    var paths: [(name: String, data: PathData)] = [
      ("card arc", try PathData("M 0 0 C 120 -260 380 -260 500 0")),
      ("near-cusp cubic", try PathData("M 0 0 C 200 150 0.5 150 200 0")),
      ("quadratics and a line", try PathData("M 0 0 Q 150 200 300 0 T 600 0 L 700 100")),
      ("circle of two arcs", try PathData("M 150 100 A 50 50 0 1 1 50 100 A 50 50 0 1 1 150 100 Z")),
      ("chromium's test arc", try PathData("M56.2,66.2a174.8,174.8,0,1,0,276.0,-2.0")),
    ]
    for count in quick ? [1, 100] : [1, 10, 100, 1_000, 10_000] {
      paths.append(("zig-zag \(count)", try zigZag(segments: count)))
    }
    return paths
  }

  /// `segments` cubic bumps 12 wide and 9 high, alternately up and down, from (0, 0).
  static func zigZag(segments: Int) throws(PathDataError) -> PathData {
    var text = "M 0 0"
    for i in 0..<segments {
      let (x, y) = (12 * i, i % 2 == 0 ? -12 : 12)
      text += " C \(x + 4) \(y) \(x + 8) \(y) \(x + 12) 0"
    }
    return try PathData(text)
  }

  func run(status: StatusLine) throws -> [Results.PathRow] {
    var timing = harness
    timing.batches = min(harness.batches, 11)
    var rows: [Results.PathRow] = []
    for (name, data) in paths {
      status.step("paths: \(name), exact")
      let exact = try ExactPathEngine(data)
      let segments = exact.measure.path.segments.count
      let distances = Self.distances(count: points, length: exact.length)
      let exactPoints = try distances.map { d throws(PathEngineError) in try exact.point(atDistance: d) }
      for engine in engines {
        status.step("paths: \(name), \(engine)")
        let count = engine == .blink ? min(points, max(2, 2_560 / max(segments, 1))) : points
        let subject = Subject(
          path: name, data: data, segments: segments, exactLength: exact.length,
          distances: Array(distances.prefix(count)), exactPoints: Array(exactPoints.prefix(count)))
        do {
          switch engine {
          case .exact: rows.append(try row(subject, timing, ExactPathEngine.init))
          case .paced: rows.append(try row(subject, timing, PacedPathEngine.init))
          case .skia: rows.append(try row(subject, timing, SkiaPathMeasure.init))
          case .blink: rows.append(try row(subject, timing, BlinkPathTraversal.init))
          case .android:
            rows.append(
              try row(subject, timing) { data throws(PathEngineError) in
                try AndroidPathKeyframes(data)
              })
          case .uniformT:
            rows.append(
              try row(subject, timing) { data throws(PathEngineError) in
                try UniformTPathTable(data)
              })
          }
        } catch {
          FileHandle.standardError.write(Data("paths: no \(engine) row for \(name): \(error)\n".utf8))
        }
      }
    }
    return rows
  }

  /// A build slower than this (0.1 s: the paced table of 10,000 segments takes seconds) is
  /// timed once, by the build the row measures with.
  static let singleBuildNs = 1e8

  /// A path and the exact answers the engines are held to.
  struct Subject {
    var path: String
    var data: PathData
    var segments: Int
    var exactLength: Double
    var distances: [Double]
    var exactPoints: [SIMD2<Double>]
  }

  /// One row: the engine `prepare` makes timed from the path data and at the distances, against
  /// the exact answers (each call specialised for the engine's type).
  func row<M: MeasuredPath>(
    _ subject: Subject, _ harness: Harness, _ prepare: (PathData) throws(PathEngineError) -> M
  ) throws(PathEngineError) -> Results.PathRow {
    let started = DispatchTime.now().uptimeNanoseconds
    let measured = try prepare(subject.data)
    let once = Double(DispatchTime.now().uptimeNanoseconds - started)
    let buildNs =
      once > Self.singleBuildNs
      ? once
      : harness.measure(unitsPerBatch: 1) { passes in
        var sum = 0.0
        for _ in 0..<passes { sum += (try? prepare(subject.data))?.length ?? .nan }
        return sum
      }.medianNs
    var worst = 0.0
    for (d, expected) in zip(subject.distances, subject.exactPoints) {
      let p = try measured.point(atDistance: d) - expected
      worst = max(worst, (p.x * p.x + p.y * p.y).squareRoot())
    }
    let point = subject.distances.withUnsafeBufferPointer { buffer in
      harness.measure(unitsPerBatch: buffer.count) { passes in Self.points(measured, at: buffer, passes: passes) }
    }
    let allocs = allocations.perOperation(count: subject.distances.count) {
      subject.distances.withUnsafeBufferPointer { buffer in _ = Self.points(measured, at: buffer, passes: 1) }
    }
    let length = measured.length, exactLength = subject.exactLength
    return Results.PathRow(
      path: subject.path, engine: measured.engine.rawValue, segments: subject.segments,
      points: subject.distances.count, length: length,
      lengthRelErr: exactLength > 0 ? (length - exactLength) / exactLength : length, maxPointErr: worst,
      lengthNs: buildNs, pointNs: point.medianNs, pointP10Ns: point.p10Ns, pointP90Ns: point.p90Ns,
      allocsPerPoint: allocs)
  }

  /// The timed loop: every distance's point, `passes` times. Returns a checksum.
  @inline(never)
  static func points<M: MeasuredPath>(_ measured: M, at distances: UnsafeBufferPointer<Double>, passes: Int) -> Double {
    var sum = 0.0
    for _ in 0..<passes {
      for d in distances { sum += (try? measured.point(atDistance: d))?.x ?? .nan }
    }
    return sum
  }

  /// `count` distances in [0, length], drawn by the zoo's `SeededGenerator` (SplitMix64) from
  /// the results' seed (the same distances for every engine and every run).
  static func distances(count: Int, length: Double) -> [Double] {
    var generator = SeededGenerator(seed: 0x0BE4C4)
    return (0..<count).map { _ in Double(generator.next() >> 11) / Double(1 << 53) * length }
  }

}
