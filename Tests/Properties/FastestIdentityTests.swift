import Curves
import PropertyBased
import SolverZoo
import Testing
import TransitionTesting

/// `fastest` on an identity curve (x1 = y1 and x2 = y2: x(t) and y(t) are the same polynomial,
/// so y = x) answers x itself, exactly, as Skia's `SkCubicMap` does for its line type: one x at
/// a time, sorted, through the batch API out of place and in place. A curve an ulp off the
/// diagonal is not the identity and keeps its table.
@Suite struct FastestIdentityTests {
  static let configurations = [FastestSolver(order: .random), FastestSolver(order: .sorted), FastestSolver(order: .random, batch: true)]

  @Test func anIdentityCurveAnswersXItselfExactly() async throws {
    await checkProperty(count: 100, input: EdgeGen.unitEdge, EdgeGen.unitEdge, Gen.int(in: 0...40)) { a, b, count in
      let curve = try #require(try? CubicTimingFunction(x1: a, y1: a, x2: b, y2: b))
      var generator = SeededGenerator(seed: UInt64(count))
      let edges: [Double] = [0, 1, .leastNonzeroMagnitude, (1.0).nextDown, 0.5, 1.0 / 512, 1 - 1.0 / 512]
      let xs = edges + (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }
      for configuration in Self.configurations {
        var solver = configuration.prepare(curve)
        #expect(solver.direct.isIdentity, "\(curve)")
        for x in xs { #expect(solver.progress(forX: x, on: curve.coefficients).bitPattern == x.bitPattern, "\(curve) at \(x)") }
        var ys = [Double](repeating: .nan, count: xs.count)
        xs.withUnsafeBufferPointer { input in ys.withUnsafeMutableBufferPointer { solver.progress(forX: input, into: $0, on: curve.coefficients) } }
        #expect(ys == xs, "\(curve): the batch API out of place")
        var inPlace = xs
        inPlace.withUnsafeMutableBufferPointer { buffer in solver.progress(forX: UnsafeBufferPointer(buffer), into: buffer, on: curve.coefficients) }
        #expect(inPlace == xs, "\(curve): the batch API in place")
      }
    }
  }

  @Test func aCurveAnUlpOffTheDiagonalIsNotTheIdentity() throws {
    for curve in [try CubicTimingFunction(x1: 0, y1: 0, x2: 1, y2: (1.0).nextDown), try CubicTimingFunction(x1: 0.25, y1: (0.25).nextUp, x2: 0.75, y2: 0.75)] {
      #expect(!FastestSolver().prepare(curve).direct.isIdentity, "\(curve)")
    }
    #expect(FastestSolver().prepare(.linear).direct.isIdentity)
  }

  /// The identity's batch path checks its buffer as every batch does: outside [0, 1] stops.
  @Test func anIdentityBatchStillRejectsXOutsideTheUnitInterval() async {
    await #expect(processExitsWith: .failure) {
      var solver = FastestSolver(order: .random, batch: true).prepare(.linear)
      var ys = [0.0, 0.0, 0.0]
      [0.5, 1.5, 0.25].withUnsafeBufferPointer { input in ys.withUnsafeMutableBufferPointer { solver.progress(forX: input, into: $0, on: CubicTimingFunction.linear.coefficients) } }
    }
  }
}
