// The transition benchmarks: one frame of a catalogue transition sampled into a scene (every
// layer's frame, transform and alpha at a time), for the 2D and 3D kinds and a 1,000-cell
// collection. Wall-clock time per frame and allocations per frame (sampling must allocate
// nothing: any malloc fails the check).

import Benchmark
import Curves
import Transitions

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    maxDuration: .milliseconds(300),
    maxIterations: 1_000_000,
    thresholds: [
      .wallClock: .init(relative: [.p50: 15, .p90: 25]),
      .mallocCountTotal: .init(absolute: [.p0: 0, .p50: 0, .p100: 0]),
    ]
  )

  let context = TransitionContext.standard
  let transitions: [(String, Transition)] = [
    ("slide push", Catalogue.slide(.push, context: context)),
    ("cube tabRight", Catalogue.cube(.tabRight, context: context)),
    ("collection 1000 cells", Catalogue.collection(cells: 1000, context: context)),
  ]
  for (name, transition) in transitions {
    Benchmark("frame/\(name)") { benchmark, scene in
      var scene = scene
      var k = 0
      for _ in benchmark.scaledIterations {
        // 60 frames over the transition, round and round.
        transition.sample(at: transition.duration * Double(k % 61) / 60, into: &scene)
        k &+= 1
      }
      blackHole(scene)
    } setup: {
      transition.makeScene()
    }
  }
}
