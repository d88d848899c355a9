import Curves
import Eval
import JSON
import SpringPlatforms
import Testing

/// `decay`: one flick in every law, its JSON keys as the README documents them, the numbers the
/// library's and eval's bit for bit, bad flicks and options exit 2.
@Suite struct DecayCommandTests {
  @Test func decayReportsEveryLaw() throws {
    let run = try BenchTool.run(["decay", "1000", "velocity=-2000,from=50", "--density", "2.625", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let reports = try #require(try JSONParser.parse(run.stdout).arrayValue)
    #expect(reports.count == 2)
    let first = try #require(reports.first)
    #expect(Set(first.objectMembers?.map(\.key) ?? []) == ["from", "velocity", "hz", "projections", "laws"])
    let laws = try #require(first["laws"]?.arrayValue)
    // flutterBouncing needs bounds: without --bounds every other law.
    #expect(laws.compactMap { $0["law"]?.stringValue } == DecayLaw.allCases.filter { $0 != .flutterBouncing }.map(\.rawValue))
    let keys = try #require(laws.first?.objectMembers?.map(\.key))
    #expect(Set(keys) == ["law", "parameters", "destination", "duration", "startVelocity", "platformDestination",
                          "platformRestTime", "largestFrameError", "at"])
    func row(_ report: JSONValue, _ law: DecayLaw) throws -> JSONValue {
      try #require(report["laws"]?.arrayValue?.first { $0["law"]?.stringValue == law.rawValue })
    }
    // The library's numbers, and eval's.
    let android = try row(first, .android)
    #expect(android["platformDestination"]?.numberValue == 95)
    let fling = try AndroidFling(origin: 0, velocity: 1000, density: 2.625)
    #expect(android["destination"]?.numberValue == fling.destination)
    #expect(android["platformRestTime"]?.numberValue == 0.272)
    let uikit = try row(first, .uikit)
    #expect(uikit["duration"] == .null, "UIKit's law only approaches its destination")
    let evalLine = #"{"op":"decay","law":"uikit","from":0,"velocity":1000,"t":0}"#
    let evalAnswer = try JSONParser.parse(try #require(EvalDispatcher.respond(to: evalLine)))
    #expect(uikit["destination"]?.numberValue == evalAnswer["destination"]?.numberValue)
    #expect(uikit["destination"]?.numberValue == 499.4998331664548)
    let second = try #require(reports.last)
    let clamping = try row(second, .flutterClamping)
    let law = try FlutterClampingScroll(origin: 50, velocity: -2000)
    #expect(clamping["destination"]?.numberValue == law.destination)
    #expect(clamping["duration"]?.numberValue == law.duration)
    let projections = try #require(first["projections"]?.arrayValue)
    #expect(projections.compactMap { $0["formula"]?.stringValue } == DecayProjection.allCases.map(\.rawValue))
    #expect(projections.first?["distance"]?.numberValue == (try DecayProjection.wwdc.distance(velocity: 1000, rate: 0.998)))
  }

  /// --bounds adds flutterBouncing and bounds Motion's inertia; --set reaches every law's key.
  @Test func boundsAndSetReachTheLaws() throws {
    let run = try BenchTool.run(["decay", "1000", "--bounds", "0,300", "--laws", "flutterBouncing,framerInertia,flutterClamping",
                                 "--set", "power=1,friction=0.03", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let laws = try #require(try JSONParser.parse(run.stdout).arrayValue?.first?["laws"]?.arrayValue)
    #expect(laws.compactMap { $0["law"]?.stringValue } == ["flutterBouncing", "framerInertia", "flutterClamping"])
    #expect(laws[0]["destination"]?.numberValue == 300 && laws[1]["destination"]?.numberValue == 300)
    #expect(laws[1]["parameters"]?["power"]?.numberValue == 1)
    #expect(laws[2]["destination"]?.numberValue == (try FlutterClampingScroll(origin: 0, velocity: 1000, friction: 0.03).destination))
    let table = try BenchTool.run(["decay", "1000"])
    #expect(table.status == 0 && table.stdout.contains("chromiumLegacyFling"))
    let csv = try BenchTool.run(["decay", "1000", "--format", "csv"])
    #expect(csv.stdout.hasPrefix("from,velocity,law,field,value\n"))
  }

  @Test(arguments: [
    ["decay"], ["decay", "fast"], ["decay", "velocity=1000,spin=2"], ["decay", "1000", "--hz", "0"],
    ["decay", "1000", "--laws", "warp"], ["decay", "1000", "--set", "wobble=1"], ["decay", "1000", "--bounds", "1"],
    ["decay", "0", "--laws", "chromiumFling"], ["decay", "1000", "--density", "0"], ["decay", "nan"],
  ])
  func badFlicksExitTwo(arguments: [String]) throws {
    let run = try BenchTool.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stdout)")
    #expect(!run.stderr.isEmpty)
  }
}
