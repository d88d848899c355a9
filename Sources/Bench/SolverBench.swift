import Foundation
import Curves

/// The solver rows of the default run: every solver of the zoo on the presets and the stress
/// set, over the fixed x sets of DESIGN.md §3 in random order, timed through the same harness,
/// with the output error against the reference next to the speed.
struct SolverBench {
  struct Row {
    var solver: String
    var geometricMeanNs: Double
    /// The largest |y − y_ref| on the presets and on the stress set.
    var maxErrorPresets: Double
    var maxErrorStress: Double
    var meetsTargetEverywhere: Bool
  }

  var harness: Harness
  var curves = SolverInputs.allCurves
  var xs: [Double]

  init(harness: Harness, quick: Bool) {
    self.harness = harness
    var all = SolverInputs.allX()
    var generator = SeededGenerator(seed: 0x0BE4C4)
    all.shuffle(using: &generator)
    xs = quick ? Array(all.prefix(512)) : all
    if quick { curves = Array(curves.prefix(3)) }
  }

  func run() throws -> [Row] {
    var rows = [try floorRow()]
    for solver in SolverZoo.all {
      rows.append(try measure(solver))
    }
    return rows
  }

  /// One forward evaluation of x(t) and y(t) per input: the floor every solver pays at least.
  func floorRow() throws -> Row {
    var logSum = 0.0
    for (_, curve) in curves {
      var floor = FloorEvaluation(coefficients: curve.coefficients)
      let timing = xs.withUnsafeBufferPointer { buffer in
        harness.measure(unitsPerBatch: buffer.count) { passes in Self.run(&floor, over: buffer, passes: passes) }
      }
      logSum += Double.log(timing.medianNs)
    }
    return Row(solver: "floor", geometricMeanNs: Double.exp(logSum / Double(curves.count)), maxErrorPresets: 0, maxErrorStress: 0, meetsTargetEverywhere: true)
  }

  /// Opens the existential once per row, outside the timed loop, by an explicit switch over the
  /// zoo's concrete types, so that each solver is timed by code specialised for it (opening the
  /// existential into a generic function alone does not specialise across modules: the solve
  /// would go through a protocol-witness call).
  func measure(_ solver: any TimingSolver) throws -> Row {
    switch solver {
    case let s as FastestSolver: try measureConcrete(s)
    case let s as BrowserSolver: try measureConcrete(s)
    case let s as LegacyNewton8Solver: try measureConcrete(s)
    case let s as FirefoxSolver: try measureConcrete(s)
    case let s as ClosedFormSolver: try measureConcrete(s)
    case let s as GSLCubicSolver: try measureConcrete(s)
    case let s as GSLBracketingTimingSolver: try measureConcrete(s)
    case let s as GSLDerivativeTimingSolver: try measureConcrete(s)
    case let s as ReferenceSolver: try measureConcrete(s)
    default: try measureConcrete(solver)
    }
  }

  /// Timed through a function specialised for the solver's concrete type.
  func measureConcrete<S: TimingSolver>(_ solver: S) throws -> Row {
    var logSum = 0.0
    var worstPresets = 0.0, worstStress = 0.0
    var meets = true
    let stressNames = Set(SolverInputs.stressCurves.map(\.name))
    for (name, curve) in curves {
      var prepared = try solver.prepare(curve)
      let timing = xs.withUnsafeBufferPointer { buffer in
        harness.measure(unitsPerBatch: buffer.count) { passes in Self.run(&prepared, over: buffer, passes: passes) }
      }
      logSum += Double.log(timing.medianNs)
      let reference = ReferenceSolver().prepare(curve)
      for x in xs {
        let y = curve.y(at: try prepared.parameter(forX: x))
        let truth = reference.progressAndSlope(at: x)
        let error = abs(y - truth.progress)
        if stressNames.contains(name) { worstStress = max(worstStress, error) } else { worstPresets = max(worstPresets, error) }
        if error > SolverAccuracy.target(slope: truth.slope, at: x) { meets = false }
      }
    }
    return Row(
      solver: solver.id, geometricMeanNs: Double.exp(logSum / Double(curves.count)),
      maxErrorPresets: worstPresets, maxErrorStress: worstStress, meetsTargetEverywhere: meets)
  }

  /// The timed loop: `passes` passes over the inputs, specialised for the solver's concrete type
  /// (the solver is passed `inout` once per batch, so no per-solve access check or boxing).
  @inline(never)
  static func run<P: PreparedTimingSolver>(_ solver: inout P, over xs: UnsafeBufferPointer<Double>, passes: Int) -> Double {
    var sum = 0.0
    for _ in 0..<passes {
      for x in xs {
        sum += (try? solver.parameter(forX: x)) ?? .nan
      }
    }
    return sum
  }
}

/// The floor "solver": t = x, then one forward evaluation of x(t) and y(t), through the same
/// harness and loop as every solver.
struct FloorEvaluation: PreparedTimingSolver {
  let coefficients: CurveCoefficients

  mutating func parameter(forX x: Double) -> Double {
    coefficients.x(x) + coefficients.y(x)
  }

  mutating func parameter(forX x: Double, counting stats: inout SolveStats) -> Double {
    stats.solves += 1
    stats.evaluations += 2
    return parameter(forX: x)
  }
}
