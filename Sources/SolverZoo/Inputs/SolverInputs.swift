import Curves
import RealModule

/// The fixed inputs that solvers are compared on (<doc:ChoosingASolver>): the stress curves and the
/// x sets, identical for every solver and every run.
public enum SolverInputs {
  /// The stress set: steep ends, crossing control points, the degenerate family and its
  /// neighbour, overshooting curves.
  public static let stressCurves: [(name: String, curve: CubicTimingFunction)] = [
    ("stress(0,1,0,1)", make(0, 1, 0, 1)),
    ("stress(1,0,1,0)", make(1, 0, 1, 0)),
    ("stress(0,1,1,0)", make(0, 1, 1, 0)),
    ("stress(0.05,1,0.95,0)", make(0.05, 1, 0.95, 0)),
    ("stress(0.9,0,0.1,1)", make(0.9, 0, 0.1, 1)),
    ("degenerate(0.2,0,0.5333333333333333,1)", make(0.2, 0, 0.5333333333333333, 1)),
    ("near-degenerate(0.2,0,0.5333333333333334,1)", make(0.2, 0, 0.5333333333333334, 1)),
    ("overshoot(0.3,-0.6,0.7,1.6)", make(0.3, -0.6, 0.7, 1.6)),
    ("overshoot(0.5,2.5,0.5,-1.5)", make(0.5, 2.5, 0.5, -1.5)),
  ]

  /// The presets (canonical names) followed by the stress set.
  public static var allCurves: [(name: String, curve: CubicTimingFunction)] {
    CubicTimingFunction.presets + stressCurves
  }

  /// `count` uniform values in [0, 1) from the fixed seed (10,000 in the fixed x sets).
  public static func uniformX(count: Int = 10_000, seed: UInt64 = 0x7472_616E_7369_7469) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in Double.random(in: 0..<1, using: &generator) }
  }

  /// `count` values log-spaced in [1e-12, 1e-1] from each end: 1e-12…1e-1, then 1 − 1e-1…1 − 1e-12
  /// (1,000 from each end in the fixed x sets).
  public static func endX(countPerEnd: Int = 1_000) -> [Double] {
    let near0 = (0..<countPerEnd).map { i -> Double in
      let exponent = -12 + 11 * Double(i) / Double(countPerEnd - 1)
      return Double.pow10(exponent)
    }
    return near0 + near0.reversed().map { 1 - $0 }
  }

  /// Every x of the fixed sets, in generation order.
  public static func allX() -> [Double] { uniformX() + endX() }

  /// The smallest pool ``InputRegime/fresh`` draws: 2²⁰ x, beyond what any branch predictor
  /// holds.
  public static let freshPoolMinimum = 1 << 20

  /// `count` seeded draws in the proportions of the fixed sets: five in six uniform in [0, 1),
  /// one in six 10^e or 1 − 10^e with e uniform in [−12, −1] (the ends, where solvers take their
  /// other branches), each end equally often. The pool ``InputRegime/fresh`` reads.
  public static func freshX(count: Int = freshPoolMinimum, seed: UInt64 = 0x6672_6573_6858) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let kind = generator.next() % 12
      guard kind >= 10 else { return Double.random(in: 0..<1, using: &generator) }
      let near = Double.pow10(Double.random(in: -12 ... -1, using: &generator))
      return kind == 10 ? near : 1 - near
    }
  }

  private static func make(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicTimingFunction {
    CubicTimingFunction(validatedX1: x1, y1: y1, x2: x2, y2: y2)
  }
}

extension Double {
  /// 10^exponent.
  static func pow10(_ exponent: Double) -> Double {
    Double.pow(10, exponent)
  }
}

/// A small fixed-seed generator (SplitMix64, Steele, Lea and Flood 2014) so that every run and
/// every solver sees identical inputs.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose whole sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 bits: SplitMix64 (the state advances by 0x9E3779B97F4A7C15, then the output is
  /// mixed by two xor-shift-multiply rounds and a final xor-shift).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
