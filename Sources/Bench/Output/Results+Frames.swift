import SolverBench

extension Results {
  /// One solver on the frame workload at one number of animations and frame rate (`frames[]` of
  /// results.json, optional: written by the standard suite; added within schemaVersion 3). See
  /// ``FrameBench``.
  struct FrameRow: ResultsRow {
    /// The solver the cubic animations go through (`SolverID`).
    var solver: String
    /// Animations running at once.
    var animations: Int
    /// Frames per second: each frame advances every animation by 1/fps of time.
    var fps: Double
    /// The median over the harness's batches of ns per frame (every animation sampled once), and
    /// their 10th and 90th percentiles.
    var nsPerFrame: Double
    var p10Ns: Double
    var p90Ns: Double
    /// nsPerFrame / animations.
    var nsPerAnimation: Double
    /// nsPerFrame over the frame's budget at this rate (1e9 / fps ns).
    var shareOfFrame: Double
    /// How many animations of this mix fit in `FrameWorkload.budgetShare` (10 %) of a 120 Hz
    /// frame (8.33 ms), at this row's ns per animation.
    var fitInBudget: Int
    /// Heap allocations per frame (null where not counted).
    var allocsPerFrame: Double?

    static let columns: [ResultsColumn<Self>] = [
      .init("solver") { .text($0.solver) }, .init("animations") { .integer($0.animations) },
      .init("fps") { .number($0.fps) }, .init("nsPerFrame") { .number($0.nsPerFrame) },
      .init("p10Ns") { .number($0.p10Ns) }, .init("p90Ns") { .number($0.p90Ns) },
      .init("nsPerAnimation") { .number($0.nsPerAnimation) }, .init("shareOfFrame") { .number($0.shareOfFrame) },
      .init("fitInBudget") { .integer($0.fitInBudget) }, .init("allocsPerFrame") { .optionalNumber($0.allocsPerFrame) },
    ]
  }
}
