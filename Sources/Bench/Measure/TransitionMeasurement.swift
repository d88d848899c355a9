import Curves
import Foundation
import Geometry
import SolverBench
import SolverZoo
import Transitions

/// Full transitions sampled frame by frame: the cost of a frame and of a layer-frame, against
/// a baseline of one timing-curve solve plus one frame interpolation per layer (measured in the
/// same run). A frame of a transition with depth also projects every view through the
/// container's perspective (its quad, frame and back face, as it is drawn): that is what a 3D
/// layer-frame costs beyond a 2D one.
struct TransitionMeasurement {
  var harness: Harness
  var transitions: [Transition]
  var layerCounts: [Int]
  var fps: [Double]
  var allocations: AllocationCounter
  /// The solver every cubic timing curve uses (nil: `CubicTimingFunction.progress(at:)`, which
  /// is `fastest`).
  var solver: SolverID? = nil

  /// One `progress(at:)` and one `Rect` interpolation: the least a layer-frame can cost.
  func baselinePerLayer() -> Double {
    let curve = CubicTimingFunction.easeInEaseOut
    let a = Rect(x: 0, y: 0, width: 100, height: 100), b = Rect(x: 50, y: 80, width: 300, height: 60)
    return harness.measure { n in
      var sum = 0.0
      for i in 0..<n {
        let p = curve.progress(at: Double(i & 1023) / 1024)
        sum += a.interpolated(to: b, fraction: p).origin.x
      }
      return sum
    }.medianNs
  }

  func run(status: StatusLine) throws -> [Results.TransitionRow] {
    let baseline = baselinePerLayer()
    var rows: [Results.TransitionRow] = []
    // The layout transitions are the scale cases: each is measured at every layer count.
    let scaled: [TransitionKind: (Int) -> Transition] = [
      .collection: { Catalogue.collection(cells: $0) }, .collection3D: { Catalogue.collection3D(cells: $0) },
    ]
    var cases: [Transition] = transitions.filter { scaled[$0.kind] == nil }
    for (kind, make) in scaled.sorted(by: { $0.key.rawValue < $1.key.rawValue })
    where transitions.contains(where: { $0.kind == kind }) {
      cases += layerCounts.map(make)
    }
    for transition in cases {
      for rate in fps {
        status.step(
          """
          transitions: \(transition.kind) \(transition.operation.rawValue), \(transition.initialViews.count) \
          layers, \(Int(rate)) fps
          """
        )
        let frames = max(1, Int((transition.duration * rate).rounded(.down)) + 1)
        let (timing, allocs) = try measure(transition, frames: frames, fps: rate)
        let layers = transition.initialViews.count
        rows.append(
          Results.TransitionRow(
            transition: transition.kind, operation: transition.operation, layers: layers, fps: rate,
            nsPerFrame: timing.medianNs, nsPerLayerFrame: timing.medianNs / Double(layers), allocsPerFrame: allocs,
            ratioToSolvePlusApply: timing.medianNs / Double(layers) / baseline))
      }
    }
    return rows
  }

  /// Times one transition with the built-in curves or with `solver` (through
  /// ``SolverID/visit(_:)``, so the evaluator is specialised for the solver's type).
  func measure(_ transition: Transition, frames: Int, fps rate: Double) throws -> (Timing, Double?) {
    guard let solver else { return measure(transition, frames: frames, fps: rate, evaluator: BuiltInProgress()) }
    return try solver.visit(Measure(bench: self, transition: transition, frames: frames, fps: rate))
  }

  /// One transition timed with one solver of the zoo, as its concrete type.
  struct Measure: SolverVisitor {
    typealias Failure = any Error
    var bench: TransitionMeasurement
    var transition: Transition
    var frames: Int
    var fps: Double

    func visit<Solver: TimingSolver>(_ solver: Solver) throws -> (Timing, Double?) {
      var evaluator = try SolverProgress(solver, curves: transition.timingCurves)
      // One untimed pass: a solver that fails on this transition's curves is reported, not timed.
      var scene = transition.makeScene()
      _ = TransitionMeasurement.play(transition, &scene, &evaluator, frames: frames, fps: fps, passes: 1)
      guard evaluator.failures == 0 else {
        throw CheckFailed(
          message:
            """
            transitions: \(solver.id) failed \(evaluator.failures) of the solves of \(transition.kind) \
            \(transition.operation.rawValue)
            """
        )
      }
      return bench.measure(transition, frames: frames, fps: fps, evaluator: evaluator)
    }
  }

  func measure<E: ProgressEvaluator>(_ transition: Transition, frames: Int, fps rate: Double, evaluator: E) -> (
    Timing, Double?
  ) {
    var evaluator = evaluator
    var scene = transition.makeScene()
    let timing = harness.measure(unitsPerBatch: frames) { passes in
      Self.play(transition, &scene, &evaluator, frames: frames, fps: rate, passes: passes)
    }
    let allocs = allocations.perOperation(count: frames) {
      _ = Self.play(transition, &scene, &evaluator, frames: frames, fps: rate, passes: 1)
    }
    return (timing, allocs)
  }

  /// Samples every frame of the transition `passes` times into the same scene; with depth, also
  /// projects every view of every frame.
  @inline(never)
  static func play<E: ProgressEvaluator>(
    _ transition: Transition, _ scene: inout Scene, _ evaluator: inout E, frames: Int, fps: Double, passes: Int
  ) -> Double {
    var sum = 0.0
    let depth = transition.hasDepth
    for _ in 0..<passes {
      for k in 0..<frames {
        transition.sample(at: Double(k) / fps, into: &scene, using: &evaluator)
        if depth {
          for view in scene.views.indices { sum += transition.projection(of: scene.views[view]).frame.minX }
        } else {
          sum += scene.views[k % scene.views.count].center.x
        }
      }
    }
    return sum
  }
}
