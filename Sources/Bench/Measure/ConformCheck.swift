import ArgumentParser
import Curves
import SolverBench
import SolverZoo
import TextFormat

/// What `conform` checks of a solver it can only talk to (``ConformPipe``): per curve, the error
/// of its y against `reference` inside [0, 1] (ends included), NaN or infinite answers,
/// refusals, monotonicity where the curve is monotone, and what it does at the ends and outside
/// [0, 1] (its policy, inferred from its answers).
struct ConformCheck {
  /// The x each curve is asked at besides the sample: the ends and their neighbours.
  static let endX: [Double] = [0, .leastNonzeroMagnitude, 1e-9, 1 - Double.ulpOfOne / 2, 1]
  /// Outside [0, 1]: where a policy shows.
  static let outsideX: [Double] = [-0.5, 1.5]

  var curves: [(name: String, curve: CubicTimingFunction)]
  /// The sampled x inside (0, 1), the same for every curve.
  var xs: [Double]
  /// What |y − y_ref| may be at each x in [0, 1].
  var accuracy: ConformAccuracy

  /// Every request, curve by curve: the sample, the ends, outside.
  var requests: [ConformPipe.Request] {
    var requests: [ConformPipe.Request] = []
    for (_, curve) in curves {
      for x in xs + Self.endX + Self.outsideX { requests.append(.init(id: requests.count, curve: curve, x: x)) }
    }
    return requests
  }

  /// One curve's findings.
  struct CurveReport {
    var curve: String
    /// Requests inside [0, 1].
    var checked = 0
    var maxAbsErr = 0.0
    /// Answers whose error exceeds `--accuracy` (a NaN, infinite or refused answer is one).
    var misses = 0
    /// Answers within the condition-aware target of `SolverAccuracy` (informative).
    var meetingTarget = 0
    var nonFinite = 0
    var refused = 0
    /// Whether the curve's y(x) is monotone (y1 and y2 in [0, 1]); only then is a decrease a fault.
    var monotoneCurve = true
    /// The largest decrease of y between consecutive increasing x (0: none).
    var largestDecrease = 0.0
    var atZero: Double?
    var atOne: Double?
    /// The policies its answers outside [0, 1] are consistent with on this curve.
    var policies: [String] = []
  }

  /// The findings, in the requests' order.
  func analyse(_ answers: [ConformPipe.Answer]) -> [CurveReport] {
    let perCurve = xs.count + Self.endX.count + Self.outsideX.count
    var reports: [CurveReport] = []
    for (index, (name, curve)) in curves.enumerated() {
      var report = CurveReport(curve: name)
      report.monotoneCurve = (0...1).contains(curve.y1) && (0...1).contains(curve.y2)
      let reference = ReferenceSolver().prepare(curve)
      let slice = answers[(index * perCurve)..<((index + 1) * perCurve)]
      let inside = Array(zip(xs + Self.endX, slice.prefix(xs.count + Self.endX.count)))
      var increasing: [(x: Double, y: Double)] = []
      for (x, answer) in inside {
        report.checked += 1
        guard case .value(let y) = answer else {
          report.refused += 1
          report.misses += 1
          continue
        }
        if !y.isFinite { report.nonFinite += 1 }
        let truth = reference.progressAndSlope(at: x)
        let error = abs(y - truth.progress)
        report.maxAbsErr = max(report.maxAbsErr, error.isNaN ? .infinity : error)
        let target = SolverAccuracy.target(slope: truth.slope, at: x)
        if !(error <= accuracy.bound(target: target)) { report.misses += 1 }
        if error <= target { report.meetingTarget += 1 }
        if x == 0 { report.atZero = y }
        if x == 1 { report.atOne = y }
        increasing.append((x, y))
      }
      increasing.sort { $0.x < $1.x }
      for (a, b) in zip(increasing, increasing.dropFirst()) where b.x > a.x && b.y < a.y {
        report.largestDecrease = max(report.largestDecrease, a.y - b.y)
      }
      let outside = slice.suffix(Self.outsideX.count).map { answer -> Double? in
        if case .value(let y) = answer { return y }
        return nil
      }
      report.policies = Self.policies(curve, below: outside[0], above: outside[1])
      reports.append(report)
    }
    return reports
  }

  /// Every policy the answers at x = −0.5 and 1.5 are consistent with, named as
  /// ``SolverPolicy/Input``'s raw values, most specific first (on a curve whose end tangents are
  /// flat, clamping and the tangents give the same answers; on `linear`, the tangents and passing
  /// x through do): ``ConformSummary`` keeps the ones every curve shares.
  static func policies(_ curve: CubicTimingFunction, below: Double?, above: Double?) -> [String] {
    guard let below, let above, below.isFinite, above.isFinite else { return [SolverPolicy.Input.undefined.rawValue] }
    let (xBelow, xAbove) = (outsideX[0], outsideX[1])
    var matches: [SolverPolicy.Input] = []
    if abs(below - curve.progress(at: xBelow)) <= 1e-9 && abs(above - curve.progress(at: xAbove)) <= 1e-9 {
      matches.append(.extrapolatesTangents)
    }
    // Clamping x and then solving gives the end values to the solver's own accuracy at the ends:
    // the same 1e-9 as the tangents (a solver exact to 1e-12 there clamps; Framer Motion's
    // 2⁻¹² pin is saturating).
    if abs(below) <= 1e-9 && abs(above - 1) <= 1e-9 { matches.append(.clamps) }
    if below == xBelow && above == xAbove { matches.append(.passesThrough) }
    if isOnTheCubic(curve, x: xBelow, y: below) && isOnTheCubic(curve, x: xAbove, y: above) {
      matches.append(.extrapolatesCubic)
    }
    if matches.isEmpty && abs(below) <= 0.01 && abs(above - 1) <= 0.01 { matches.append(.saturates) }
    return matches.isEmpty ? ["other"] : matches.map(\.rawValue)
  }

  /// Whether (x, y) lies on the cubic continued beyond t ∈ [0, 1]: y within 1e-6 of y(t) at a real
  /// root t ∈ [−4, 5] of x(t) = x (sign changes on a grid of 1/64, then bisection).
  static func isOnTheCubic(_ curve: CubicTimingFunction, x: Double, y: Double) -> Bool {
    let k = curve.coefficients
    var t0 = -4.0, f0 = k.x(t0) - x
    for i in 1...(9 * 64) {
      let t1 = -4 + Double(i) / 64, f1 = k.x(t1) - x
      if f0 == 0 || (f0 < 0) != (f1 < 0) {
        var (a, b, fa) = (t0, t1, f0)
        for _ in 0..<60 {
          let m = 0.5 * (a + b), fm = k.x(m) - x
          if (fa < 0) == (fm < 0) { (a, fa) = (m, fm) } else { b = m }
        }
        if abs(k.y(0.5 * (a + b)) - y) <= 1e-6 { return true }
      }
      (t0, f0) = (t1, f1)
    }
    return false
  }
}

/// `conform --accuracy`: the condition-aware target of `SolverAccuracy` at each x (the default,
/// what the bench holds the zoo's own solvers to: 1e-12 on gentle curves, more where the curve is
/// steep, since no double t can do better there), or an absolute bound on |y − y_ref|.
enum ConformAccuracy: ExpressibleByArgument, CustomStringConvertible {
  case target
  case absolute(Double)

  init?(argument: String) {
    if argument == "target" {
      self = .target
    } else if let value = Double(argument), value > 0, value.isFinite {
      self = .absolute(value)
    } else {
      return nil
    }
  }

  /// The bound at an x where the target is `target`.
  func bound(target: Double) -> Double {
    switch self {
    case .target: target
    case .absolute(let value): value
    }
  }

  var description: String {
    switch self {
    case .target: "target"
    case .absolute(let value): Format.number(value)
    }
  }

  var defaultValueDescription: String { description }
}
