import CGSL
import Curves
import PropertyBased
import RealModule
import TestSupport
import Testing
import TransitionTesting

/// The Swift face of GSL: roots are found, and every failure GSL reports becomes a typed error
/// instead of GSL's default abort(). If the handler were not replaced, the failure tests below
/// would kill the whole test process.
@Suite struct GSLBridgeProperties {
  @Test func theAbortingHandlerIsOff() {
    #expect(GSL.isAbortingHandlerOff)
  }

  @Test(arguments: GSLBracketingMethod.allCases)
  func bracketingSolversFindCubeRoots(method: GSLBracketingMethod) async throws {
    let solver = try GSLBracketingSolver(method)
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.001...7.9)) { a in
      let result = try solver.root(of: { $0 * $0 * $0 - a }, lower: 0, upper: 2, search: RootSearch(absoluteTolerance: 1e-13))
      #expect(abs(result.root - Double.root(a, 3)) < Tolerance.gslBracketedCubeRoot)
      #expect(result.iterations >= 1 && result.iterations <= 200)
    }
  }

  @Test(arguments: GSLDerivativeMethod.allCases)
  func polishingSolversFindCubeRoots(method: GSLDerivativeMethod) async throws {
    let solver = try GSLDerivativeSolver(method)
    await checkProperty(count: propertyCases, input: Gen.double(in: 0.1...8)) { a in
      let result = try solver.root(of: { x in (x * x * x - a, 3 * x * x) }, guess: 1.5, search: RootSearch(absoluteTolerance: 1e-13, maxIterations: 100))
      #expect(abs(result.root - Double.root(a, 3)) < Tolerance.gslPolishedCubeRoot)
    }
  }

  @Test(arguments: GSLBracketingMethod.allCases)
  func aNonBracketingIntervalIsATypedError(method: GSLBracketingMethod) throws {
    let solver = try GSLBracketingSolver(method)
    let error = #expect(throws: GSLError.self) {
      try solver.root(of: { $0 * $0 + 1 }, lower: -1, upper: 1)
    }
    #expect(error?.status == .invalid)
    #expect(error?.operation == "gsl_root_fsolver_set")
    #expect(error?.reason.contains("straddle") == true, "GSL's own reason, not the generic text: \(String(describing: error))")
    // The solver is still usable after a failure.
    #expect(abs(try solver.root(of: { $0 - 0.25 }, lower: 0, upper: 1).root - 0.25) < Tolerance.gslDefaultSearchRoot)
  }

  @Test func runningOutOfIterationsIsATypedError() throws {
    let solver = try GSLBracketingSolver(.bisection)
    let error = #expect(throws: GSLError.self) {
      try solver.root(of: { $0 - 0.3 }, lower: 0, upper: 1, search: RootSearch(absoluteTolerance: 1e-15, maxIterations: 5))
    }
    #expect(error?.status == .maxIterations)
    #expect(error?.status.name == "GSL_EMAXITER")
  }

  @Test func aVanishingDerivativeIsATypedError() throws {
    let solver = try GSLDerivativeSolver(.newton)
    let error = #expect(throws: GSLError.self) {
      try solver.root(of: { x in (x * x + 1, 2 * x) }, guess: 0)
    }
    #expect(error?.status == .zeroDivision)
    #expect(error?.reason.contains("derivative") == true, "\(String(describing: error))")
  }

  @Test func aFunctionReturningNaNIsATypedError() throws {
    let solver = try GSLBracketingSolver(.brent)
    let error = #expect(throws: GSLError.self) {
      try solver.root(of: { _ in .nan }, lower: 0, upper: 1)
    }
    #expect(error?.status == .badFunction)
  }

  @Test func aDivergingPolisherIsATypedError() throws {
    // Newton on atan(x) from x = 2 overshoots further every step and leaves the finite numbers.
    let solver = try GSLDerivativeSolver(.newton)
    #expect(throws: GSLError.self) {
      try solver.root(of: { x in (Double.atan(x), 1 / (1 + x * x)) }, guess: 2, search: RootSearch(maxIterations: 2000))
    }
  }

  @Test func solversOnSeparateThreadsDoNotInterfere() async throws {
    // One solver per task (they are not Sendable); errors and successes interleave.
    let results = await withTaskGroup(of: Bool.self) { group in
      for task in 0..<16 {
        group.addTask {
          guard let solver = try? GSLBracketingSolver(.brent) else { return false }
          for i in 0..<200 {
            if (task + i) % 3 == 0 {
              guard case .failure(let e) = Result(catching: { () throws(GSLError) in try solver.root(of: { $0 * $0 + 1 }, lower: 0, upper: 1) }),
                e.status == .invalid, e.reason.contains("straddle")
              else { return false }
            } else {
              let a = Double(i + 1)
              guard let r = try? solver.root(of: { $0 * $0 - a }, lower: 0, upper: 20, search: RootSearch(absoluteTolerance: 1e-12)),
                abs(r.root - a.squareRoot()) < Tolerance.gslThreadedSquareRoot
              else { return false }
            }
          }
          return true
        }
      }
      var all: [Bool] = []
      for await ok in group { all.append(ok) }
      return all
    }
    #expect(results.count == 16 && results.allSatisfy { $0 })
  }

  @Test func statusNamesFollowGSL() {
    #expect(GSLStatus.invalid.name == "GSL_EINVAL")
    #expect(GSLStatus(rawValue: 999).name == "GSL status 999")
    #expect(GSLStatus.invalid.summary == String(cString: gsl_strerror(Int32(GSL_EINVAL))))
    let error = GSLError(status: .invalid, operation: "op", reason: "why")
    #expect(error.description == "op: GSL_EINVAL (4): why")
  }
}
