import Curves
import SolverBench
import SolverZoo

/// CSS's step and linear easing functions (`steps(…)`, `step-start`, `step-end`, `linear(…)`),
/// each a row of its own: timed through the same harness, the same seeded inputs and the same
/// loop shape as the solvers (each y stored per x), but with no solver to choose: the row times
/// the CSS algorithm itself (``StepsEasing/progress(at:beforeFlag:)``: one floor and a clamp;
/// ``LinearEasing/progress(at:beforeFlag:)``: a binary search over the points and one lerp).
/// Their output is the definition, so these rows have no error column.
struct EasingBench {
  var harness: Harness
  var easings: [(name: String, easing: EasingFunction)]
  var orders: [InputOrder]
  var inputs: [Double]
  var allocations: AllocationCounter

  /// The standard suite's rows: two step functions, a three-stop `linear(…)` and a spring drawn as
  /// `linear(…)` (SwiftUI's duration 0.5, bounce 0.3, within 0.001: about 40 points), the sizes
  /// people ship.
  static func standard() throws(CurveError) -> [(name: String, easing: EasingFunction)] {
    var list: [(name: String, easing: EasingFunction)] = []
    for text in ["steps(4, jump-end)", "steps(10, jump-both)", "linear(0, 0.25 75%, 1)"] {
      list.append((text, try EasingFunction(parsing: text)))
    }
    let spring = try SpringMotion(spring: try Spring(duration: 0.5, bounce: 0.3)).cssLinear(tolerance: 0.001)
    list.append(("spring as linear() (\(spring.easing.points.count) points)", .linear(spring.easing)))
    return list
  }

  func run(status: StatusLine) -> [Results.EasingRow] {
    var rows: [Results.EasingRow] = []
    for order in orders {
      let xs = order == .sorted ? inputs.sorted() : inputs
      for (name, easing) in easings {
        status.step("easings: \(name), \(order.rawValue)")
        let (timing, allocs) =
          switch easing {
          case .steps(let steps): measure(steps, xs)
          case .linear(let linear): measure(linear, xs)
          case .cubic(let cubic): measure(cubic, xs)
          case .path(let path): measure(path, xs)
          }
        rows.append(
          Results.EasingRow(
            easing: name, kind: easing.kind, order: order, samples: xs.count, medianNs: timing.medianNs,
            p10Ns: timing.p10Ns,
            p90Ns: timing.p90Ns, allocsPerOp: allocs))
      }
    }
    return rows
  }

  func measure<E: CSSEasingEvaluation>(_ easing: E, _ xs: [Double]) -> (Timing, Double?) {
    var out = [Double](repeating: 0, count: xs.count)
    let timing = xs.withUnsafeBufferPointer { buffer in
      out.withUnsafeMutableBufferPointer { results in
        harness.measure(unitsPerBatch: buffer.count) { passes in
          Self.run(easing, over: buffer, into: results, passes: passes)
        }
      }
    }
    let allocs = allocations.perOperation(count: xs.count) {
      xs.withUnsafeBufferPointer { buffer in
        out.withUnsafeMutableBufferPointer { results in _ = Self.run(easing, over: buffer, into: results, passes: 1) }
      }
    }
    return (timing, allocs)
  }

  /// The timed loop, the solvers' shape: `passes` passes, each y stored. Returns a checksum.
  @inline(never)
  static func run<E: CSSEasingEvaluation>(
    _ easing: E, over xs: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>, passes: Int
  ) -> Double {
    guard let output = results.baseAddress, !xs.isEmpty else { return 0 }
    for _ in 0..<passes {
      for i in xs.indices { output[i] = easing.evaluate(xs[i]) }
    }
    return output[0] + output[xs.count - 1]
  }
}

/// An easing the timed loop evaluates as its concrete type (so the call specialises and inlines).
protocol CSSEasingEvaluation {
  /// The output progress at x, without the before flag (what a running animation reads).
  func evaluate(_ x: Double) -> Double
}

extension StepsEasing: CSSEasingEvaluation {
  func evaluate(_ x: Double) -> Double { progress(at: x) }
}

extension LinearEasing: CSSEasingEvaluation {
  func evaluate(_ x: Double) -> Double { progress(at: x) }
}

extension CubicTimingFunction: CSSEasingEvaluation {
  func evaluate(_ x: Double) -> Double { progress(at: x) }
}

extension PathEasing: CSSEasingEvaluation {
  func evaluate(_ x: Double) -> Double { progress(at: x) }
}

extension EasingFunction {
  /// `steps`, `linear`, `cubic` or `path`: the row's kind in results.json.
  var kind: String {
    switch self {
    case .steps: "steps"
    case .linear: "linear"
    case .cubic: "cubic"
    case .path: "path"
    }
  }
}
