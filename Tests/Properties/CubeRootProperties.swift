@testable import Curves
import PropertyBased
import TestSupport
import Testing
import TransitionTesting

/// ``cubeRoot(_:)``, the σ tables' cube root: within its stated ulps of the true cube root, at
/// the edges of its bit estimate (every exponent residue mod 3, powers of two and their ulp
/// neighbours, the ends of its range) and on random d.
@Suite struct CubeRootProperties {
  /// The true cube root of d rounded to a double: two Newton steps in Float80 from libm's
  /// answer (64-bit significand, so the rounding to Double is the only error left).
  static func reference(_ d: Double) -> Double {
    #if arch(x86_64) || arch(i386)
      var t = Float80(Double.root(d, 3))
      let wide = Float80(d)
      for _ in 0..<2 where t > 0 { t -= (t * t * t - wide) / (3 * t * t) }
      return Double(t)
    #else
      return Double.root(d, 3)
    #endif
  }

  static func ulps(_ d: Double) -> Double {
    let truth = reference(d)
    return truth == 0 ? abs(cubeRoot(d)) : abs(cubeRoot(d) - truth) / truth.ulp
  }

  static let bound = Tolerance.cubeRootUlps

  /// Edges: 0, the smallest subnormal, the ends of the fast range and just outside, every
  /// exponent residue mod 3 at 1, 2, 4, 8 and their ulp neighbours, perfect cubes (n/16)³.
  static let edges: [Double] = {
    let special: [Double] = [0, .leastNonzeroMagnitude, .leastNormalMagnitude, 0x1p-1000, 0x1p-1000.nextDown, 0x1p1000, 0x1p1000.nextUp]
    let residues: [Double] = [1, 1.0.nextUp, 1.0.nextDown, 2, 2.0.nextUp, 2.0.nextDown, 4, 4.0.nextDown, 8, 8.0.nextUp]
    let others: [Double] = [27, 1e-12, 1e-300, 0.125, 1.0 / 3, 0.001, 1 - 0x1p-53]
    let cubes = (1...16).map { (n: Int) -> Double in Double(n * n * n) / 4096 }
    return special + residues + others + cubes
  }()

  @Test(arguments: edges)
  func cubeRootIsWithinItsUlpsAtTheEdges(d: Double) {
    #expect(Self.ulps(d) <= Self.bound, "cubeRoot(\(d)) = \(cubeRoot(d)), true \(Self.reference(d))")
  }

  @Test func cubeRootIsWithinItsUlpsEverywhere() async {
    // Every exponent the fast path takes, any significand.
    await checkProperty(count: 2000, input: Gen.int(in: -1000...999), Gen.double(in: 1..<2)) { exponent, significand in
      let d = Double(sign: .plus, exponent: exponent, significand: significand)
      #expect(Self.ulps(d) <= Self.bound, "cubeRoot(\(d)) = \(cubeRoot(d)), true \(Self.reference(d))")
    }
  }
}
