import SolverBench

extension Results {
  /// One path measured by one engine (`paths[]` of results.json, optional: written by the
  /// standard suite; added within schemaVersion 3). See ``PathBench``.
  struct PathRow: ResultsRow {
    /// The path's name (`card arc`, `zig-zag 1000`, or the path data as given).
    var path: String
    /// `exact`, `paced`, `skia`, `blink`, `android` or `uniform-t` (`PathEngine`).
    var engine: String
    /// The path's drawable segments (lines, curves, arc pieces of at most 90°).
    var segments: Int
    /// How many distances the point timing and `maxPointErr` use.
    var points: Int
    /// The engine's length of the path.
    var length: Double
    /// (length − exact length) / exact length (the length itself for a path of length 0).
    var lengthRelErr: Double
    /// The largest distance between the engine's point and the exact point at the same
    /// distance, in the path's units.
    var maxPointErr: Double
    /// Median ns from parsed path data to the engine's length (its tables built).
    var lengthNs: Double
    /// Median ns per point at a random distance on the prepared path.
    var pointNs: Double
    var pointP10Ns: Double
    var pointP90Ns: Double
    /// Heap allocations per point (null where not counted).
    var allocsPerPoint: Double?

    static let columns: [ResultsColumn<Self>] = [
      .init("path") { .text($0.path) }, .init("engine") { .text($0.engine) },
      .init("segments") { .integer($0.segments) }, .init("points") { .integer($0.points) },
      .init("length") { .number($0.length) }, .init("lengthRelErr") { .number($0.lengthRelErr) },
      .init("maxPointErr") { .number($0.maxPointErr) }, .init("lengthNs") { .number($0.lengthNs) },
      .init("pointNs") { .number($0.pointNs) }, .init("pointP10Ns") { .number($0.pointP10Ns) },
      .init("pointP90Ns") { .number($0.pointP90Ns) }, .init("allocsPerPoint") { .optionalNumber($0.allocsPerPoint) },
    ]
  }
}
