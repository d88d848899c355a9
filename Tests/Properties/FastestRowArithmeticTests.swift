import Curves
import PropertyBased
@testable import SolverZoo
import Testing
import TransitionTesting

/// The arithmetic of `fastest`'s common path (`DirectTable`): the range check x − x² ≥ 0 decides
/// what 0 ≤ x ≤ 1 decides, on every double; x + 1.5·2⁴⁴ picks the row k that 256·x rounds to
/// (ties to even); u = x − k/256 is exact; and a main row's coefficients, stored times 512^m,
/// give the very bits of the polynomial in v = 512·u that the row was fitted in.
@Suite struct FastestRowArithmeticTests {
  static let edges: [Double] = [
    0, -0.0, 1, (1.0).nextUp, (1.0).nextDown, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude, -0x1p-60, 0x1p-537, 0.5, 2, -1, 1 + 0x1p-30, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
  ]

  @Test(arguments: edges) func theRangeCheckIsTheTwoComparisons(_ x: Double) {
    #expect(DirectTable.isInUnitInterval(x) == (x >= 0 && x <= 1), "\(x) (bits \(x.bitPattern))")
  }

  @Test func theRangeCheckIsTheTwoComparisonsOnAnyDouble() async {
    await checkProperty(count: 2000, input: Gen.uint64(), EdgeGen.extremeFinite, EdgeGen.unitEdge) { bits, extreme, unit in
      for x in [Double(bitPattern: bits), extreme, unit, -unit, unit.nextUp, unit.nextDown, 1 + unit, 1 - unit] {
        #expect(DirectTable.isInUnitInterval(x) == (x >= 0 && x <= 1), "\(x) (bits \(x.bitPattern))")
      }
    }
  }

  /// For x on main row k: the rounding gives k, u is 512·x − 2k over 512 exactly, and the
  /// stored row at u gives the bits of the row in powers of v (each coefficient divided by 512^m,
  /// exactly) at v = 512·u.
  @Test func aMainRowAnswersAsItsPolynomialInVDoes() async {
    await checkProperty(count: 12, input: CurveGen.anyCurve, Gen.uint64()) { curve, seed in
      let table = FastestSolver().prepare(curve).direct
      var generator = SeededGenerator(seed: seed)
      for k in 0..<DirectTable.rowCount {
        let centre = Double(k) / Double(DirectTable.intervals), half = 0.5 / Double(DirectTable.intervals)
        let candidates = [centre, centre - half, centre + half, (centre - half).nextUp, (centre + half).nextDown, Double.random(in: (centre - half)...(centre + half), using: &generator)]
        for x in candidates where x >= 0 && x <= 1 {
          let rounded = DirectTable.rounded(x)
          let row = Int(truncatingIfNeeded: rounded.bitPattern & 0x1FF)
          #expect(row == Int((x * Double(DirectTable.intervals)).rounded(.toNearestOrEven)), "\(curve) at \(x)")
          let u = DirectTable.u(x, rounded: rounded)
          #expect(u * DirectTable.mainScale == x * DirectTable.mainScale - Double(2 * row), "\(curve) at \(x)")
          withExtendedLifetime(table) {
            let stored = table.rowBase + DirectTable.rowStride * row
            guard !stored[5].isNaN else { return }
            var inV = [Double](repeating: 0, count: DirectTable.rowStride)
            var power = 1.0
            for m in 0..<DirectTable.coefficientCount {
              inV[m] = stored[m] / power
              #expect(inV[m] * power == stored[m], "\(curve), row \(row): b\(m) is not b·512^\(m) exactly")
              power *= DirectTable.mainScale
            }
            let inU = DirectTable.evaluate(stored, u)
            let inVAnswer = inV.withUnsafeBufferPointer { DirectTable.evaluate($0.baseAddress!, u * DirectTable.mainScale) }
            #expect(inU.bitPattern == inVAnswer.bitPattern, "\(curve), row \(row) at \(x): \(inU) in u, \(inVAnswer) in v")
          }
        }
      }
    }
  }
}
