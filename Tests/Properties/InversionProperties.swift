import Curves
import PropertyBased
import SolverZoo
import TestSupport
import Testing
import TransitionTesting

@Suite struct InversionProperties {
  @Test func everyRootShowsTheRequestedProgress() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve, Gen.double(in: -0.5...1.5)) { curve, y in
      let roots = curve.times(forProgress: y)
      #expect(roots.elementsEqual(roots.sorted()))
      // A y strictly inside the curve's range over [0, 1] has a root (the range's ends are y(0),
      // y(1) and y at the stationary points of y(t)): the law is not allowed to pass vacuously.
      let stationary = GSLPolynomial.quadraticRoots(3 * curve.ay, 2 * curve.by, curve.cy).filter { $0 > 0 && $0 < 1 }
      let values = [0.0, 1.0] + stationary.map { curve.y(at: $0) }
      if let low = values.min(), let high = values.max(), y > low + 1e-9, y < high - 1e-9 {
        #expect(!roots.isEmpty, "\(curve): no root for \(y) inside the range [\(low), \(high)]")
      }
      for x in roots {
        #expect(x >= 0 && x <= 1)
        // progress(at: x) re-solves t from the rounded x: a few ulps of y plus |y′(x)|·ulp(x).
        let tolerance = SolverAccuracy.target(for: curve, at: x) + 8 * SolverAccuracy.unitRoundoff * (1 + abs(y))
        #expect(abs(curve.progress(at: x) - y) <= tolerance, "\(curve): progress(\(x)) = \(curve.progress(at: x)) ≠ \(y)")
      }
    }
  }

  @Test func inverseOfForwardIsIdentityWhereStrictlyMonotone() async {
    await checkProperty(count: propertyCases, input: CurveGen.monotoneCurve, Gen.double(in: 0.001...0.999)) { curve, x in
      // Where dy/dx ≥ 0.05 the inverse is well conditioned: |Δx| ≤ |Δy|/0.05.
      let t = ReferenceSolver().prepare(curve).wideParameter(forX: x)
      let slope = curve.dydt(at: Double(t)) / curve.dxdt(at: Double(t))
      guard slope >= 0.05 else { return }
      let roots = curve.times(forProgress: curve.progress(at: x))
      #expect(roots.count == 1, "\(curve) at \(x): \(Array(roots))")
      // y is within the accuracy target of the truth; the roots are a few ulps of x ≤ 1 apart.
      #expect(roots.contains { abs($0 - x) <= Tolerance.progressTarget / slope + Tolerance.unitRounding }, "\(curve) at \(x): \(Array(roots))")
    }
  }

  @Test func rootsAgreeWithGSLBracketing() async throws {
    let brent = try GSLBracketingSolver(.brent)
    await checkProperty(count: propertyCases, input: CurveGen.monotoneCurve, Gen.double(in: 0.01...0.99)) { curve, y in
      guard let x = curve.time(forProgress: y) else {
        Issue.record("\(curve) has no time for progress \(y)")
        return
      }
      let bracketed = try brent.root(of: { curve.progress(at: $0) - y }, lower: 0, upper: 1, search: RootSearch(absoluteTolerance: 1e-13))
      // Both are roots of a monotone function; where it is flat they may differ by |Δy|/slope.
      let slope = (curve.progress(at: min(1, x + 1e-6)) - curve.progress(at: max(0, x - 1e-6))) / 2e-6
      let bound = Tolerance.bracketedInversionRoot + Tolerance.bracketedInversionProgress / max(slope, 1e-3)
      #expect(abs(bracketed.root - x) <= bound, "\(curve) y = \(y)")
    }
  }

  @Test func overshootingCurvesReturnEveryCrossing() async {
    await checkProperty(count: propertyCases, input: CurveGen.anyCurve, Gen.double(in: -0.3...1.3)) { curve, y in
      // Count sign changes of progress − y on a fine grid: each is a crossing the roots must hold.
      let n = 2000
      var crossings: [Double] = []
      var previous = curve.progress(at: 0) - y
      for i in 1...n {
        let x = Double(i) / Double(n)
        let value = curve.progress(at: x) - y
        if (previous < 0) != (value < 0) && previous != 0 { crossings.append(x) }
        previous = value
      }
      let roots = curve.times(forProgress: y)
      for crossing in crossings {
        #expect(roots.contains { abs($0 - crossing) <= 1.0 / Double(n) + Tolerance.gridCrossingMargin }, "\(curve) y = \(y): crossing near \(crossing), roots \(Array(roots))")
      }
    }
  }

  @Test func progressOutsideTheCurvesRangeHasNoTime() async {
    await checkProperty(count: propertyCases, input: CurveGen.monotoneCurve) { curve in
      #expect(curve.times(forProgress: 1.5).isEmpty)
      #expect(curve.times(forProgress: -0.25).isEmpty)
      #expect(curve.times(forProgress: .nan).isEmpty)
      #expect(curve.times(forProgress: .infinity).isEmpty)
      #expect(curve.time(forProgress: 0) == 0)
      #expect(curve.times(forProgress: 1).last == 1)
    }
  }

  @Test func theNearestRootFollowsAContinuousBranch() throws {
    // (0.5, 2.5, 0.5, −1.5) rises above 1, falls below 0, and rises to 1: progress 0.5 is
    // reached three times. Walking y down and up near each branch keeps to that branch.
    let curve = try CubicTimingFunction(x1: 0.5, y1: 2.5, x2: 0.5, y2: -1.5)
    let roots = curve.times(forProgress: 0.5)
    #expect(roots.count == 3)
    for start in roots {
      var x = start
      for step in 1...20 {
        let y = 0.5 + 0.002 * Double(step)
        let next = try #require(curve.time(forProgress: y, near: x))
        #expect(abs(next - x) < Tolerance.branchStep, "jumped from \(x) to \(next)")
        x = next
      }
    }
  }

  @Test(arguments: SolverInputs.stressCurves.map(\.name))
  func stressCurvesInvertAtManyProgressValues(name: String) throws {
    let curve = try #require(SolverInputs.stressCurves.first { $0.name == name }?.curve)
    for i in 0...200 {
      let y = -0.25 + 1.5 * Double(i) / 200
      for x in curve.times(forProgress: y) {
        let tolerance = SolverAccuracy.target(for: curve, at: x) + 8 * SolverAccuracy.unitRoundoff * (1 + abs(y))
        #expect(abs(curve.progress(at: x) - y) <= tolerance, "\(name): progress(\(x)) ≠ \(y)")
      }
    }
  }

  /// Regression (found by the curve fuzzer): for (1, −0.33333, 0.9, 1) the root for the progress
  /// at x = 1 − 1e-12 polished to t just below 1, where x(t)'s power form read 1.0000000000000002.
  @Test func everyRootLiesInTheUnitInterval() throws {
    let curve = try CubicTimingFunction(x1: 1, y1: -0.33333, x2: 0.9, y2: 1)
    for x in [1 - 1e-12, 1 - 1e-15, (1.0).nextDown, 0.999999, 1e-12] {
      let roots = curve.times(forProgress: curve.progress(at: x))
      #expect(!roots.isEmpty)
      for root in roots { #expect(root >= 0 && root <= 1, "x = \(x): root \(root)") }
    }
  }
}
