import CScalarBarrier
import Curves
import SolverZoo

/// The vectorised floor (`floor`): the least any solve can do, through the same harness and loop
/// as every row: one evaluation of x(t) (a division-free step from t = x, t′ = x − (x(x) − x))
/// and the output y(t′).
///
/// Its loop is straight arithmetic on x, so the compiler vectorises it (8 lanes in a native
/// AVX-512 build, 2 in the portable one): the throughput limit of the arithmetic. A solver that
/// reads a row per x cannot follow (its loads depend on x), so a ratio to this floor includes a
/// vectorisation the solver cannot have; it is printed beside `× floor`, not as it.
struct FloorEvaluation: PreparedTimingSolver {
  let coefficients: CurveCoefficients

  mutating func parameter(forX x: Double) -> Double {
    x - (coefficients.x(x) - x)
  }

  mutating func parameter(forX x: Double, counting stats: inout SolveStats) -> Double {
    stats.solves += 1
    stats.evaluations += 2
    return parameter(forX: x)
  }
}

/// The scalar floor (`floor-scalar`): ``FloorEvaluation``'s arithmetic in the solvers' loop
/// shape. Each x passes through an empty `asm volatile` (`tm_scalar_barrier`, no instruction),
/// which the compiler cannot vectorise across, so the loop answers one x at a time and stores
/// each answer, as every solver's loop does. Every row times y for x, so a row's ratio to this
/// floor (`× floor`, `ratioToFloor`) is what its solve costs beyond one evaluation of each
/// polynomial, with the compiler's vectorisation taken out of the comparison.
struct ScalarFloorEvaluation: PreparedTimingSolver {
  let coefficients: CurveCoefficients

  mutating func parameter(forX x: Double) -> Double {
    let x = tm_scalar_barrier(x)
    return x - (coefficients.x(x) - x)
  }

  mutating func parameter(forX x: Double, counting stats: inout SolveStats) -> Double {
    stats.solves += 1
    stats.evaluations += 2
    return parameter(forX: x)
  }
}
