import Curves
import Foundation
import SolverBench
import SolverZoo

/// CSS's step and linear easing functions (`steps(…)`, `step-start`, `step-end`, `linear(…)`) and
/// paths as easings, each a row of its own: timed through the same harness, the same seeded
/// inputs and the same loop shape as the solvers (each y stored per x), but with no solver to
/// choose: the row times the algorithm itself (``StepsEasing/progress(at:beforeFlag:)``: one floor
/// and a clamp; ``LinearEasing/progress(at:beforeFlag:)``: a binary search over the points and one
/// lerp; ``PathEasing/progress(at:)``: a search over the segments and a root). Their output is the
/// definition, so these rows have no error.
///
/// A path easing is also timed through each engine's port that takes it (``PathEasingPort``:
/// Android's polyline, Compose's float roots, Compose's legacy table), a row each, named
/// `<easing> (<port>)`, whose error column is the worst |port(x) − exact(x)| over the inputs, x
/// rounded to float as the port receives it. A port that refuses the path is said on standard
/// error and has no row.
struct EasingBench {
  var harness: Harness
  var easings: [(name: String, easing: EasingFunction)]
  var orders: [InputOrder]
  /// The fixed x: what the error column judges, and what the loop reads in the repeated regime.
  var inputs: [Double]
  /// Which x the timed loop reads (as the solvers' rows: fresh windows, or the fixed x again).
  var regime: InputRegime = .fresh
  var allocations: AllocationCounter

  /// The standard suite's rows: two step functions, a three-stop `linear(…)`, a spring drawn as
  /// `linear(…)` (SwiftUI's duration 0.5, bounce 0.3, within 0.001: about 40 points), the sizes
  /// people ship, and Material 3's emphasized path (exactly and through each port).
  static func standard() throws(CurveError) -> [(name: String, easing: EasingFunction)] {
    var list: [(name: String, easing: EasingFunction)] = []
    for text in ["steps(4, jump-end)", "steps(10, jump-both)", "linear(0, 0.25 75%, 1)"] {
      list.append((text, try EasingFunction(parsing: text)))
    }
    let spring = try SpringMotion(spring: try Spring(duration: 0.5, bounce: 0.3)).cssLinear(tolerance: 0.001)
    list.append(("spring as linear() (\(spring.easing.points.count) points)", .linear(spring.easing)))
    list.append(("m3-emphasized", try EasingFunction(parsing: "m3-emphasized")))
    return list
  }

  func run(status: StatusLine) -> [Results.EasingRow] {
    let subjects = Self.subjects(easings)
    var rows: [Results.EasingRow] = []
    for order in orders where !subjects.isEmpty {
      let buffers = RowBuffers(regime, order, fixed: inputs)
      let xs = buffers.checked
      for subject in subjects {
        status.step("easings: \(subject.name), \(order.rawValue), \(regime.rawValue) inputs")
        let (timing, allocs) =
          switch subject.evaluation {
          case .steps(let steps): measure(steps, buffers)
          case .linear(let linear): measure(linear, buffers)
          case .cubic(let cubic): measure(cubic, buffers)
          case .path(let path): measure(path, buffers)
          case .android(let port): measure(port, buffers)
          case .compose(let port): measure(port, buffers)
          case .composeLegacy(let port): measure(port, buffers)
          }
        rows.append(
          Results.EasingRow(
            easing: subject.name, kind: subject.kind, order: order, inputs: regime, samples: buffers.window,
            medianNs: timing.medianNs,
            p10Ns: timing.p10Ns, p90Ns: timing.p90Ns, allocsPerOp: allocs,
            maxAbsErr: subject.exact.map { Self.worstError(subject.evaluation, against: $0, over: xs) }))
      }
    }
    return rows
  }

  /// What one row evaluates.
  enum Evaluation {
    case steps(StepsEasing), linear(LinearEasing), cubic(CubicTimingFunction), path(PathEasing)
    case android(AndroidPathInterpolator), compose(ComposePathEasing), composeLegacy(ComposeLegacyPathEasing)

    /// The output at x, through the concrete type.
    func evaluate(_ x: Double) -> Double {
      switch self {
      case .steps(let e): e.evaluate(x)
      case .linear(let e): e.evaluate(x)
      case .cubic(let e): e.evaluate(x)
      case .path(let e): e.evaluate(x)
      case .android(let e): e.evaluate(x)
      case .compose(let e): e.evaluate(x)
      case .composeLegacy(let e): e.evaluate(x)
      }
    }
  }

  /// The rows of `easings`: each easing, and after a path easing each port that takes it (a
  /// refusal said on standard error).
  static func subjects(
    _ easings: [(name: String, easing: EasingFunction)]
  ) -> [(name: String, kind: String, evaluation: Evaluation, exact: PathEasing?)] {
    var subjects: [(name: String, kind: String, evaluation: Evaluation, exact: PathEasing?)] = []
    for (name, easing) in easings {
      switch easing {
      case .steps(let e): subjects.append((name, easing.kind, .steps(e), nil))
      case .linear(let e): subjects.append((name, easing.kind, .linear(e), nil))
      case .cubic(let e): subjects.append((name, easing.kind, .cubic(e), nil))
      case .path(let exact):
        subjects.append((name, easing.kind, .path(exact), nil))
        for port in PathEasingPort.allCases {
          do {
            let evaluation: Evaluation =
              switch port {
              case .android: .android(try AndroidPathInterpolator(exact.data))
              case .compose: .compose(try ComposePathEasing(exact.data))
              case .composeLegacy: .composeLegacy(try ComposeLegacyPathEasing(exact.data))
              }
            subjects.append(("\(name) (\(port))", easing.kind, evaluation, exact))
          } catch {
            FileHandle.standardError.write(Data("easings: no \(port) row for \(name): \(error)\n".utf8))
          }
        }
      }
    }
    return subjects
  }

  /// The worst |port(x) − exact(x)| over `xs`, x rounded to float as the port receives it (NaN
  /// where the port throws).
  static func worstError(_ evaluation: Evaluation, against exact: PathEasing, over xs: [Double]) -> Double {
    var worst = 0.0
    for x in xs {
      let error = abs(evaluation.evaluate(x) - exact.progress(at: Double(Float(x))))
      if error.isNaN { return error }
      worst = max(worst, error)
    }
    return worst
  }

  func measure<E: CSSEasingEvaluation>(_ easing: E, _ buffers: RowBuffers) -> (Timing, Double?) {
    var walk = InputWalk()
    let loop = { (passes: Int) -> Double in
      walk.run(passes, over: buffers) { xs in Self.run(easing, over: xs, into: buffers.outputs) }
    }
    let timing = harness.measure(unitsPerBatch: buffers.window, loop)
    let allocs = allocations.perOperation(count: buffers.window) { _ = loop(1) }
    return (timing, allocs)
  }

  /// The timed loop, the solvers' shape: one pass over a window, each y stored. Returns a
  /// checksum.
  @inline(never)
  static func run<E: CSSEasingEvaluation>(
    _ easing: E, over xs: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    guard let output = results.baseAddress, !xs.isEmpty else { return 0 }
    for i in xs.indices { output[i] = easing.evaluate(xs[i]) }
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

extension AndroidPathInterpolator: CSSEasingEvaluation {
  func evaluate(_ x: Double) -> Double { Double(interpolation(Float(x))) }
}

extension ComposePathEasing: CSSEasingEvaluation {
  /// NaN where Compose throws (a gap in x, no root): the row's error column shows it.
  func evaluate(_ x: Double) -> Double { (try? transform(Float(x))).map(Double.init) ?? .nan }
}

extension ComposeLegacyPathEasing: CSSEasingEvaluation {
  func evaluate(_ x: Double) -> Double { Double(transform(Float(x))) }
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
