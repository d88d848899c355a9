import Curves
import Foundation
import JSON
import SnapshotTesting
@testable import SolverBench
import SolverZoo
import SpringPlatforms
import Testing
import Transitions

/// The `transition-bench` command line as users script it: help text pinned (a golden per
/// command; re-record with `scripts/update-goldens`), one real `--quick` invocation per command,
/// the exit codes (0 ok, 1 a check failed, 2 bad usage) and the results.json contract.
@Suite(.serialized) struct BenchCommandTests {
  static let commands = ["", "suite", "solvers", "transitions", "trace", "verify", "check", "golden", "compare", "spec", "springs", "decay", "paths", "frames", "report", "summary", "diff", "export", "history", "eval", "eval-bench", "conform"]

  @Test(arguments: commands)
  func helpIsPinned(_ command: String) throws {
    let run = try BenchTool.run((command.isEmpty ? [] : [command]) + ["--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE:"))
    if command.isEmpty {
      for sub in Self.commands.dropFirst() { #expect(run.stdout.contains("  \(sub)"), "the root help lists \(sub)") }
    } else if command == "golden" {
      for sub in ["record", "check"] {
        let help = try BenchTool.run(["golden", sub, "--help"])
        #expect(help.stdout.contains("--quick"), "golden \(sub) accepts --quick")
      }
    } else {
      #expect(run.stdout.contains("--quick"), "every command accepts --quick")
    }
    assertSnapshot(of: run.stdout, as: .lines, named: command.isEmpty ? "root" : command)
  }

  /// `solvers --curves` takes CSS's step and linear functions too, and times them as rows of
  /// their own: no solver row for them, and every solver row still for the cubic beside them.
  @Test func solversTimeCSSStepAndLinearFunctionsAsRowsOfTheirOwn() throws {
    let run = try BenchTool.run(["solvers", "--quick", "--samples", "16", "--solvers", "browser", "--order", "sorted", "--format", "csv",
                                 "--curves", "ease, steps(4, jump-both), linear(0, 0.25 75%, 1)"])
    #expect(run.status == 0, "\(run.stderr)")
    let blocks = run.stdout.components(separatedBy: "\n\n")
    #expect(blocks.count == 2, "\(run.stdout)")
    let solverLines = blocks[0].split(separator: "\n").dropFirst()
    #expect(solverLines.map { $0.split(separator: ",")[2] } == ["ease", "ease", "ease"], "the two floors and browser on ease only")
    let easingLines = blocks[1].split(separator: "\n")
    #expect(easingLines.first == "easing,kind,order,inputs,samples,medianNs,p10Ns,p90Ns,allocsPerOp,maxAbsErr")
    let rows = easingLines.dropFirst()
    #expect(rows.count == 2)
    #expect(rows.first?.hasPrefix("\"steps(4, jump-both)\",steps,sorted,fresh,16,") == true, "quoted: the text holds a comma")
    #expect(rows.last?.hasPrefix("\"linear(0, 0.25 75%, 1)\",linear,sorted,fresh,16,") == true)
    let bad = try BenchTool.run(["solvers", "--quick", "--curves", "steps(0)"])
    #expect(bad.status != 0 && bad.stderr.contains("steps"), "\(bad.stderr)")
  }

  /// A path easing is timed exactly and through each engine's port that takes it; one that
  /// refuses the path (an arc: not ported) is said on standard error and has no row.
  @Test func solversTimeAPathExactlyAndThroughEachPortThatTakesIt() throws {
    let run = try BenchTool.run([
      "solvers", "--quick", "--samples", "16", "--order", "sorted", "--format", "csv",
      "--curves", "path(M0,0 L0.5,0.2 C0.6,0.3 0.7,1 1,1), path(M0,0 A1,1 0 0 1 1,1)",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").dropFirst()
    #expect(lines.map { $0.hasSuffix(",null") } == [true, false, false, false, true], "\(run.stdout)")
    #expect(lines.last?.hasPrefix("\"path(M0,0 A1,1 0 0 1 1,1)\",path,") == true, "\(run.stdout)")
    for port in ["android", "compose", "compose-legacy"] {
      #expect(run.stderr.contains("easings: no \(port) row for path(M0,0 A1,1 0 0 1 1,1)"), "\(run.stderr)")
    }
  }

  @Test func suiteWritesResultsAndReport() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try BenchTool.run(["--quick", "--output", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("results: \(directory.path)/results.json"))
    #expect(run.stdout.contains("report:  \(directory.path)/report.html"))

    let data = try Data(contentsOf: directory.appendingPathComponent("results.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 3)
    #expect(json["tool"] as? String == "transition-bench")
    for key in ["version", "commit", "date", "build", "machine", "seed"] { #expect(json[key] != nil, "results.json lacks \(key)") }
    let build = try #require(json["build"] as? [String: Any])
    // The tool is built in the tests' own configuration (scripts/test builds release).
    #if DEBUG
    let configuration = "debug"
    #else
    let configuration = "release"
    #endif
    #expect(build["configuration"] as? String == configuration, "the tests run the \(configuration) build")
    #expect(build["targetCPU"] as? String == "baseline")
    #expect((build["flags"] as? String)?.contains("-c \(configuration)") == true)
    let machine = try #require(json["machine"] as? [String: Any])
    #expect(Set(machine.keys) == ["cpus", "model", "features"])
    let solvers = try #require(json["solvers"] as? [[String: Any]])
    let solverKeys: Set = ["solver", "family", "curve", "order", "inputs", "samples", "medianNs", "p10Ns", "p90Ns", "ratioToBaseline", "ratioToFloor",
                           "ratioToVectorFloor", "maxAbsErr", "meanAbsErr", "meetsAccuracyTarget", "meanIterations", "allocsPerOp", "fallbacks",
                           "branchMissesPerSolve"]
    for row in solvers { #expect(Set(row.keys) == solverKeys) }
    // Branch misses are counted where the processor's counter can be read, and are null (never 0)
    // where it cannot.
    if !BranchMissCounter().isLive {
      for row in solvers + (json["solverSummary"] as? [[String: Any]] ?? []) { #expect(row["branchMissesPerSolve"] is NSNull, "\(row)") }
    }
    for row in solvers where row["family"] as? String == "gsl-derivative" { #expect(row["fallbacks"] is Int, "\(row)") }
    for row in solvers where row["family"] as? String != "gsl-derivative" { #expect(row["fallbacks"] is NSNull, "\(row)") }
    let summary = try #require(json["solverSummary"] as? [[String: Any]])
    for row in summary {
      #expect(Set(row.keys) == ["solver", "family", "order", "inputs", "curves", "medianNs", "ratioToBaseline", "ratioToFloor", "ratioToVectorFloor", "maxAbsErr",
                                "curvesMeetingTarget", "fallbacks", "allocsPerOp", "branchMissesPerSolve", "policy", "build"])
      #expect(row["build"] as? String == "baseline", "every summary row names the build that measured it: \(row)")
    }
    // × floor is against the scalar floor, × vec floor against the vectorised one.
    for row in solvers where row["solver"] as? String == "floor-scalar" { #expect(row["ratioToFloor"] as? Double == 1, "\(row)") }
    for row in solvers where row["solver"] as? String == "floor" { #expect(row["ratioToVectorFloor"] as? Double == 1, "\(row)") }
    // Read with the package's own parser, which reads shortest round-trip numbers exactly
    // (Foundation's JSONSerialization on Linux can miss the last bit), so the ratios compare exactly.
    let exact = try #require(try JSONParser.parse(String(decoding: data, as: UTF8.self))["solvers"]?.arrayValue)
    func medianNs(_ solver: String, _ like: JSONValue) -> Double? {
      exact.first {
        $0["solver"]?.stringValue == solver && $0["curve"] == like["curve"] && $0["order"] == like["order"] && $0["inputs"] == like["inputs"]
      }?["medianNs"]?.numberValue
    }
    for row in exact {
      let ns = try #require(row["medianNs"]?.numberValue)
      #expect(row["ratioToFloor"]?.numberValue == ns / (medianNs("floor-scalar", row) ?? .nan), "against the scalar floor: \(row)")
      #expect(row["ratioToVectorFloor"]?.numberValue == ns / (medianNs("floor", row) ?? .nan), "against the vectorised floor: \(row)")
    }
    #expect(
      summary.count == Set(solvers.map { "\($0["solver"] ?? "") \($0["order"] ?? "") \($0["inputs"] ?? "")" }).count,
      "one summary row per solver, order and inputs")
    // Fresh inputs in both orders, the repeated sets beside them in random order.
    let groups = Set(solvers.map { "\($0["inputs"] as? String ?? "?") \($0["order"] as? String ?? "?")" })
    #expect(groups == ["fresh random", "fresh sorted", "repeated random"])
    #expect(solvers.contains { $0["solver"] as? String == "floor" } && solvers.contains { $0["solver"] as? String == "floor-scalar" })
    #expect(Set(solvers.compactMap { $0["order"] as? String }) == ["random", "sorted"])
    for row in solvers where row["solver"] as? String == "browser" {
      #expect(row["ratioToBaseline"] as? Double == 1, "the baseline's ratio to itself is 1")
    }
    let easings = try #require(json["easings"] as? [[String: Any]])
    let kinds = ["steps", "steps", "linear", "linear", "path", "path", "path", "path"]
    #expect(easings.map { $0["kind"] as? String } == kinds + kinds)
    for row in easings {
      #expect(Set(row.keys) == ["easing", "kind", "order", "inputs", "samples", "medianNs", "p10Ns", "p90Ns", "allocsPerOp", "maxAbsErr"])
      #expect((row["medianNs"] as? Double ?? 0) > 0, "\(row)")
    }
    // The emphasized path exactly (its own definition: no error), then through each port, with
    // each one's error against it: Android's polyline worst, Compose's float roots best.
    let paths = easings.prefix(8).suffix(4)
    #expect(paths.map { $0["easing"] as? String } == [
      "m3-emphasized", "m3-emphasized (android)", "m3-emphasized (compose)", "m3-emphasized (compose-legacy)",
    ])
    #expect(paths.first?["maxAbsErr"] is NSNull && easings[0]["maxAbsErr"] is NSNull)
    let errors = paths.dropFirst().map { $0["maxAbsErr"] as? Double ?? .nan }
    #expect(errors[0] > errors[2] && errors[2] > errors[1] && errors[1] > 0, "\(errors)")
    #expect((easings[3]["easing"] as? String)?.hasPrefix("spring as linear() (") == true)
    let transitions = try #require(json["transitions"] as? [[String: Any]])
    #expect(!transitions.isEmpty)
    for row in transitions {
      #expect(Set(row.keys) == ["transition", "operation", "layers", "fps", "nsPerFrame", "nsPerLayerFrame", "allocsPerFrame", "ratioToSolvePlusApply"])
    }
    #expect(transitions.contains { $0["transition"] as? String == "collection" })
    let verify = try #require(json["verify"] as? [[String: Any]])
    for row in verify {
      #expect(Set(row.keys) == ["transition", "operation", "maxDeviation", "view", "property", "time", "checks", "withinTolerance"])
      #expect((row["checks"] as? Int ?? 0) >= 1 && row["withinTolerance"] as? Bool == true, "\(row)")
    }

    let pathRows = try #require(json["paths"] as? [[String: Any]])
    for row in pathRows { #expect(Set(row.keys) == Set(PathsCommandTests.rowKeys), "\(row)") }
    #expect(Set(pathRows.compactMap { $0["engine"] as? String }) == Set(PathEngine.allCases.map(\.rawValue)))
    #expect(pathRows.contains { $0["path"] as? String == "zig-zag 100" && $0["engine"] as? String == "paced" })

    let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
    for chart in ["tradeoff", "speed", "error", "frames", "scaling", "paths", "path-error", "filmstrip", "reversal", "spring"] {
      #expect(html.contains("data-chart=\"\(chart)\""), "report.html lacks the \(chart) chart")
    }
    // Self-contained: no script, and nothing fetched (the only URL is the SVG namespace).
    for fetch in ["<script", "src=\"http", "href=\"http", "url(http", "@import"] {
      #expect(!html.contains(fetch), "report.html must load nothing from the network: found \(fetch)")
    }
  }

  @Test func solversAsCSVAndJSON() throws {
    let csv = try BenchTool.run(["solvers", "--quick", "--curves", "ease,cubic-bezier(0.1, 0.9, 0.2, 1)", "--solvers", "fastest,browser", "--order", "sorted", "--format", "csv"])
    #expect(csv.status == 0, "\(csv.stderr)")
    let lines = csv.stdout.split(separator: "\n")
    #expect(lines.first == "solver,family,curve,order,inputs,samples,medianNs,p10Ns,p90Ns,ratioToBaseline,ratioToFloor,ratioToVectorFloor,maxAbsErr,meanAbsErr,meetsAccuracyTarget,meanIterations,allocsPerOp,fallbacks,branchMissesPerSolve")
    #expect(lines.count == 1 + 2 * 4, "the two floors, fastest and browser on two curves")

    let json = try BenchTool.run(["solvers", "--quick", "--curves", "linear", "--solvers", "gsl-brent", "--baseline", "gsl-brent", "--format", "json"])
    #expect(json.status == 0, "\(json.stderr)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(rows.contains { $0["solver"] as? String == "gsl-brent" && $0["ratioToBaseline"] as? Double == 1 })
  }

  /// The default table leads with one row per solver and order, fastest first, with the worst
  /// error, the curves meeting the target and the policy; `--detail` adds the per-curve rows;
  /// `--zoo production` is the ports beside browser, fastest and reference.
  @Test func solversTableSummarisesPerSolver() throws {
    let run = try BenchTool.run(["solvers", "--quick", "--curves", "stress", "--solvers", "browser,fastest,gsl-newton", "--order", "random"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex { $0.hasPrefix("solver ") })
    #expect(lines[header].contains("× floor") && lines[header].contains("× vec floor") && lines[header].contains("max |Δy|") && lines[header].contains("target") && lines[header].contains("policy"))
    let rows = lines[(header + 1)...].prefix { !$0.hasPrefix("(") }.map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
    #expect(Set(rows.map { $0[0] }) == ["floor", "floor-scalar", "browser", "fastest", "gsl-newton"], "one row per solver: \(rows)")
    #expect(lines.first?.hasPrefix("solvers (baseline build): ") == true, "the table names its build: \(lines.first ?? "")")
    let times = rows.map { Double($0[1]) ?? .nan }
    #expect(times == times.sorted(), "fastest first: \(times)")
    let fastest = try #require(rows.first { $0[0] == "fastest" })
    #expect(fastest.contains("9/9"), "fastest meets the target on the 9 stress curves: \(fastest)")
    #expect(fastest.joined(separator: " ").contains("extrapolates, unclamped, double"))
    #expect(!run.stdout.contains("stress(0,1,0,1)"), "no per-curve rows without --detail")
    let detail = try BenchTool.run(["solvers", "--quick", "--curves", "stress", "--solvers", "fastest", "--order", "random", "--detail"])
    #expect(detail.stdout.contains("stress(0,1,0,1)"))

    let zoo = try BenchTool.run(["solvers", "--quick", "--curves", "ease", "--zoo", "production", "--order", "random", "--format", "csv"])
    #expect(zoo.status == 0, "\(zoo.stderr)")
    let ids = Set(zoo.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[0]) })
    #expect(ids == Set(["floor", "floor-scalar", "browser", "fastest", "reference"] + SolverID.allCases.filter { $0.family == .production }.map(\.rawValue)))
    let both = try BenchTool.run(["solvers", "--zoo", "production", "--solvers", "skia"])
    #expect(both.status == 2 && both.stderr.contains("--zoo"))
  }

  @Test func transitionsTable() throws {
    let run = try BenchTool.run(["transitions", "--quick", "--kinds", "slide,collection", "--operations", "push,custom", "--layers", "1,100", "--fps", "120", "--format", "csv"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first == "transition,operation,layers,fps,nsPerFrame,nsPerLayerFrame,allocsPerFrame,ratioToSolvePlusApply")
    #expect(lines.contains { $0.hasPrefix("collection,custom,100,120,") })
    #expect(lines.contains { $0.hasPrefix("slide,push,") })

    let withSolver = try BenchTool.run(["transitions", "--quick", "--kinds", "twoPhase", "--operations", "pop", "--solver", "gsl-brent", "--format", "csv"])
    #expect(withSolver.status == 0, "\(withSolver.stderr)")
    #expect(withSolver.stdout.split(separator: "\n").contains { $0.hasPrefix("twoPhase,pop,12,60,") })
  }

  /// The allocation column with malloc-interposer preloaded (as scripts/bench runs it): the
  /// positive control counts, so every prepared solver's figure is a measured 0, not null.
  @Test(.disabled(if: ProcessInfo.processInfo.environment["TRANSITION_MATH_SANITIZER"] != nil,
                  "under a sanitizer the sanitizer owns malloc: the interposer's positive control fails, by design"))
  func allocationsAreMeasuredWithTheInterposerPreloaded() throws {
    let library = try #require(BenchTool.executable).deletingLastPathComponent().appendingPathComponent("libMallocInterposerSwift.so")
    try #require(FileManager.default.fileExists(atPath: library.path), "no \(library.path): `swift build --product MallocInterposerSwift` builds it (scripts/test does)")
    let run = try BenchTool.run(
      ["solvers", "--quick", "--curves", "ease", "--solvers", "fastest,browser,gsl-brent", "--order", "random", "--format", "json"],
      environment: ["LD_PRELOAD": library.path])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    for row in rows where !(row["solver"] as? String ?? "").hasPrefix("floor") {
      #expect(row["allocsPerOp"] as? Double == 0, "\(row["solver"] ?? "?"): \(row["allocsPerOp"] ?? "missing")")
    }
  }

  /// The 3D transitions, sampled and projected frame by frame at 1 and 1,000 layers, allocate
  /// nothing per frame, measured with the interposer preloaded; the rows name their layers.
  @Test(.disabled(if: ProcessInfo.processInfo.environment["TRANSITION_MATH_SANITIZER"] != nil,
                  "under a sanitizer the sanitizer owns malloc: the interposer's positive control fails, by design"))
  func threeDimensionalTransitionsAllocateNothingPerFrame() throws {
    let library = try #require(BenchTool.executable).deletingLastPathComponent().appendingPathComponent("libMallocInterposerSwift.so")
    try #require(FileManager.default.fileExists(atPath: library.path), "no \(library.path): `swift build --product MallocInterposerSwift` builds it (scripts/test does)")
    let run = try BenchTool.run(
      ["transitions", "--quick", "--kinds", "flip,cube,pageTurn,collection3D", "--layers", "1,1000", "--format", "json"],
      environment: ["LD_PRELOAD": library.path])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    let names = rows.map { "\($0["transition"] ?? "?") \($0["operation"] ?? "?") \($0["layers"] ?? "?")" }
    #expect(Set(names) == ["flip present 2", "flip dismiss 2", "cube tabRight 2", "cube tabLeft 2", "pageTurn push 2", "pageTurn pop 2",
                           "collection3D custom 1", "collection3D custom 1000"], "\(names)")
    for (row, name) in zip(rows, names) {
      #expect(row["allocsPerFrame"] as? Double == 0, "\(name): \(row["allocsPerFrame"] ?? "missing")")
    }
  }

  /// Every catalogue transition, sampled frame by frame, allocates nothing per frame (one
  /// allocation per pass over a transition of 31 to 97 frames would read 0.01 to 0.03).
  @Test(.disabled(if: ProcessInfo.processInfo.environment["TRANSITION_MATH_SANITIZER"] != nil,
                  "under a sanitizer the sanitizer owns malloc: the interposer's positive control fails, by design"))
  func everyCatalogueTransitionAllocatesNothingPerFrame() throws {
    let library = try #require(BenchTool.executable).deletingLastPathComponent().appendingPathComponent("libMallocInterposerSwift.so")
    try #require(FileManager.default.fileExists(atPath: library.path), "no \(library.path): `swift build --product MallocInterposerSwift` builds it (scripts/test does)")
    let run = try BenchTool.run(["transitions", "--quick", "--layers", "1", "--format", "json"], environment: ["LD_PRELOAD": library.path])
    #expect(run.status == 0, "\(run.stderr)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(Set(rows.compactMap { $0["transition"] as? String }) == Set(Catalogue.all().map(\.kind.rawValue)), "every kind measured")
    for row in rows {
      #expect(row["allocsPerFrame"] as? Double == 0, "\(row["transition"] ?? "?") \(row["operation"] ?? "?"): \(row["allocsPerFrame"] ?? "missing")")
    }
  }

  /// `springs`: the same spring in every platform's words, every settling rule beside the exact
  /// crossing, every integrator; JSON keys as the README documents them; bad springs exit 2.
  @Test func springsReportsEveryPlatform() throws {
    let run = try BenchTool.run(["springs", "swiftui:duration=0.5,bounce=0.3", "compose:dampingRatio=0.5,stiffness=400", "--distance", "100", "--format", "json"])
    #expect(run.status == 0, "\(run.stderr)")
    let reports = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(reports.count == 2)
    let first = try #require(reports.first)
    #expect(Set(first.keys) == ["spec", "mass", "stiffness", "damping", "dampingRatio", "response", "regime", "distance", "velocity", "overshoot", "period", "parameters", "settling", "integrators"])
    let parameters = try #require(first["parameters"] as? [[String: Any]])
    #expect(parameters.count == SpringParameters.Kind.allCases.count)
    #expect(parameters.contains { $0["text"] as? String == "swiftui:duration=0.5,bounce=0.30000000000000004" })
    let settling = try #require(first["settling"] as? [[String: Any]])
    #expect(settling.map { $0["rule"] as? String } == PlatformSettling.Rule.allCases.map(\.rawValue))
    let integrators = try #require(first["integrators"] as? [[String: Any]])
    #expect(integrators.count == 5)
    // The second report's numbers are the library's: Compose's estimate and our exact crossing.
    let second = try #require(reports.last)
    let spring = try ComposeSpring.spring(dampingRatio: 0.5, stiffness: 400)
    let rows = try #require(second["settling"] as? [[String: Any]])
    func says(_ rule: String) -> Double? { rows.first { $0["rule"] as? String == rule }?["platformSays"] as? Double }
    #expect(says("compose") == ComposeSpring.animationDuration(spring, distance: 100))
    #expect(says("exact") == (try SpringMotion(spring: spring, progressVelocity: 0).settlingDuration()))
    #expect(second["overshoot"] as? Double == (try SpringMotion(spring: spring, progressVelocity: 0).overshoot))
    let table = try BenchTool.run(["springs", "rebound:bounciness=5,speed=10", "--quick"])
    #expect(table.status == 0)
    // Each rule has its row in the settling table (after its header line).
    let lines = table.stdout.split(separator: "\n")
    let header = try #require(lines.firstIndex { $0.hasPrefix("settling rule") })
    #expect(lines[(header + 1)...].prefix(PlatformSettling.Rule.allCases.count).map { String($0.split(separator: " ").first ?? "") }
      == PlatformSettling.Rule.allCases.map(\.rawValue))
    let csv = try BenchTool.run(["springs", "swiftui:bouncy", "--format", "csv"])
    #expect(csv.stdout.hasPrefix("spec,section,item,field,value\n"))
    for bad in [["springs", "swiftui:duration=0,bounce=0.3"], ["springs", "motion:wobble=1"], ["springs", "swiftui:smooth", "--distance", "0"], ["springs"]] {
      let refused = try BenchTool.run(bad)
      #expect(refused.status == 2, "\(bad): \(refused.stderr)")
      #expect(!refused.stderr.isEmpty)
    }
  }

  /// `verify` on a deliberately broken spec (an undeclared jump: alpha set to 0 at 0.25 s with
  /// no designed discontinuity) exits 1 naming the check; the same spec with the jump declared
  /// exits 0.
  @Test func verifyExitsOneOnABrokenSpec() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func spec(declared: Bool) -> String {
      let jump = declared ? #", "discontinuities": [{"view": "card", "property": "alpha", "at": 0.25, "reason": "the snapshot hides"}]"# : ""
      return """
        {"specVersion": 1, "name": "broken", "operation": "push",
         "views": [{"name": "card", "frame": [0, 0, 100, 100]}],
         "phases": [{"duration": 0.5}],
         "tracks": [{"view": "card", "property": "center", "to": [300, 300]}],
         "actions": [{"view": "card", "at": 0.25, "alpha": 0}]\(jump)}
        """
    }
    let broken = directory.appendingPathComponent("broken.json")
    try spec(declared: false).write(to: broken, atomically: true, encoding: .utf8)
    let run = try BenchTool.run(["verify", broken.path])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("continuity"), "\(run.stderr)")
    let fixed = directory.appendingPathComponent("fixed.json")
    try spec(declared: true).write(to: fixed, atomically: true, encoding: .utf8)
    #expect(try BenchTool.run(["verify", fixed.path]).status == 0)
  }

  @Test func traceFormats() throws {
    let svg = try BenchTool.run(["trace", "twoPhase", "--operation", "pop", "--format", "svg", "--quick"])
    #expect(svg.status == 0)
    #expect(svg.stdout.hasPrefix("<svg") && svg.stdout.contains("data-chart=\"storyboard\"") && svg.stdout.contains("data-mark"))
    for view in Catalogue.TwoPhaseView.allCases { #expect(svg.stdout.contains("data-view=\"\(view)\""), "the storyboard shows \(view)") }
    let html = try BenchTool.run(["trace", "slide", "--format", "html"])
    #expect(html.status == 0 && html.stdout.hasPrefix("<!doctype html>") && html.stdout.contains("id=\"slider\""))
    let csv = try BenchTool.run(["trace", "slide", "--fps", "10", "--format", "csv"])
    #expect(csv.status == 0)
    let rows = csv.stdout.split(separator: "\n")
    // The view columns, then each phase's fraction and progress (slide has one unnamed phase).
    #expect(rows.first == Substring((["time", "view"] + Trace.columns + ["phase.0.fraction", "phase.0.progress"]).joined(separator: ",")))
    #expect(rows.count == 1 + 6 * 2, "0.5 s at 10 fps is 6 frames of 2 views")
    let json = try BenchTool.run(["trace", "overlay", "--format", "json"])
    // The CLI writes the trace file format: it reads back as the library's own trace.
    let read = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(json.stdout))
    #expect(read == Trace(Catalogue.overlay(.present), fps: 60))
  }

  @Test func verifyPasses() throws {
    let run = try BenchTool.run(["verify", "slide", "twoPhase", "--quick"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("twoPhase"))
    #expect(!run.stdout.contains("collection"), "only the named transitions")
  }

  @Test func reportFromResults() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try BenchTool.run(["--quick", "--output", directory.path]).status == 0)
    let target = directory.appendingPathComponent("again.html")
    let run = try BenchTool.run(["report", "--quick", "--input", directory.appendingPathComponent("results.json").path, "--output", target.path])
    #expect(run.status == 0, "\(run.stderr)")
    let html = try String(contentsOf: target, encoding: .utf8)
    #expect(html.components(separatedBy: "data-chart=").count == 11, "ten charts: the suite's results have the path bench and the frames")

    let broken = directory.appendingPathComponent("broken.json")
    try Data("{\"schemaVersion\": 1".utf8).write(to: broken)
    let bad = try BenchTool.run(["report", "--input", broken.path])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("is not a transition-bench results.json"))
  }

  @Test(arguments: [
    (["--frobnicate"], "Unknown option"),
    (["solvers", "--solvers", "nope"], "gsl-brent"),
    (["solvers", "--solvers", "fastest,nope"], "no solver has the id \"nope\""),
    (["solvers", "--curves", "ease,cubic-bezier(2, 0, 1, 1)"], "x1 = 2.0 is out of range"),
    (["transitions", "--kinds", "slide,nope"], "unknown transition 'nope'"),
    (["transitions", "--layers", "1000,0"], "from 1 to 1000000"),
    (["solvers", "--order", "sideways"], "random"),
    (["solvers", "--samples", "0"], "samples"),
    (["transitions", "--fps", "59"], "60"),
    (["transitions", "--solver", "newton"], "gsl-newton"),
    (["trace", "nope"], "slide"),
    (["report", "--input", "/nonexistent/results.json"], "does not exist"),
  ])
  func badUsageExitsTwo(_ arguments: [String], _ mentioned: String) throws {
    let run = try BenchTool.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains(mentioned), "the message should say what is allowed: \(run.stderr)")
  }

  /// A usage error found while a subcommand runs (an argument that names nothing, a value only
  /// the command can judge) prints that subcommand's usage, never the root's list of subcommands.
  @Test(arguments: [
    (["report", "--input", "/nonexistent/results.json"], "report"),
    (["check", "/nonexistent/spec.json"], "check"),
    (["diff", "/nonexistent/a.json", "/nonexistent/b.json"], "diff"),
    (["solvers", "--samples", "0"], "solvers"),
    (["trace", "nope"], "trace"),
  ])
  func aUsageErrorPrintsItsSubcommandsUsage(_ arguments: [String], _ command: String) throws {
    let run = try BenchTool.run(arguments)
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains("Usage: transition-bench \(command) "), "\(arguments): \(run.stderr)")
    #expect(run.stderr.contains("See 'transition-bench \(command) --help'"), "\(arguments): \(run.stderr)")
    #expect(!run.stderr.contains("<subcommand>"), "\(arguments): the root's usage: \(run.stderr)")
  }

  /// A file that exists but cannot be read as what it should be (a results file that is not
  /// one; a spec, a recording or a golden with an error at a line and column) is not a usage
  /// error: exit 2 with the message alone, no usage block.
  @Test(arguments: [["report", "--input", "FILE"], ["diff", "FILE", "FILE"]])
  func aFileErrorPrintsItsMessageAlone(_ arguments: [String]) throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "results.json")
    try Data("{\"schemaVersion\": 2}".utf8).write(to: file)
    let run = try BenchTool.run(arguments.map { $0 == "FILE" ? file.path() : $0 })
    #expect(run.status == 2, "\(arguments): \(run.stderr)")
    #expect(run.stderr.hasPrefix("Error: \(file.path()) is not a transition-bench results.json"), "\(arguments): \(run.stderr)")
    #expect(!run.stderr.contains("Usage:") && !run.stderr.contains("--help"), "\(arguments): \(run.stderr)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
  }

  /// The binary people copy into their PATH or a CI image starts alone: a copy of the built
  /// `transition-bench` in another folder (no malloc-interposer library beside it) answers `eval`
  /// and runs the solvers with the allocation column `n/a`. (`scripts/check-binary` does the same
  /// with the release build.)
  @Test func aCopiedBinaryRunsFromAnotherFolder() throws {
    let built = try #require(BenchTool.executable)
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("transition-bench")
    try FileManager.default.copyItem(at: built, to: copy)
    let eval = try BenchTool.run(["eval"], input: #"{"id":1,"op":"timing","curve":"ease","x":0.25}"# + "\n", executable: copy)
    #expect(eval.status == 0, "\(eval.stderr)")
    #expect(eval.stdout.contains(#""y":0.4085105913553959"#), "\(eval.stdout)")
    let solvers = try BenchTool.run(["solvers", "--quick", "--curves", "ease", "--solvers", "fastest", "--format", "json"], executable: copy)
    #expect(solvers.status == 0, "\(solvers.stderr)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(solvers.stdout.utf8)) as? [[String: Any]])
    let fastest = try #require(rows.first { $0["solver"] as? String == "fastest" })
    #expect(fastest["allocsPerOp"] is NSNull, "not measured must read null, never 0: \(fastest)")
  }

  /// A results.json with one solver row (p10, median, p90) and one transition row.
  static func results(p10: Double, median: Double, p90: Double, nsPerFrame: Double) -> String {
    """
    {"schemaVersion": 1, "tool": "transition-bench", "version": "1", "commit": "c", "date": "d",
     "machine": {"cpus": 2, "model": "m"}, "seed": 1,
     "solvers": [{"solver": "fastest", "family": "fastest", "curve": "easeIn", "order": "random", "samples": 10,
       "medianNs": \(median), "p10Ns": \(p10), "p90Ns": \(p90), "ratioToBaseline": 1, "ratioToFloor": 1, "maxAbsErr": 0,
       "meanAbsErr": 0, "meetsAccuracyTarget": true, "meanIterations": 1, "allocsPerOp": 0}],
     "transitions": [{"transition": "slide", "operation": "push", "layers": 2, "fps": 60, "nsPerFrame": \(nsPerFrame),
       "nsPerLayerFrame": 1, "allocsPerFrame": 0, "ratioToSolvePlusApply": 1}],
     "verify": []}
    """
  }

  /// `diff`: a row whose p10 is slower than the base's p90 by more than the threshold regresses
  /// (exit 1, listed); spreads that overlap within it do not; a faster one improves (exit 0);
  /// bad input exits 2.
  @Test func diffFlagsRegressionsBeyondTheThreshold() throws {
    let directory = try BenchTool.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func write(_ name: String, _ text: String) throws -> String {
      let url = directory.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    let base = try write("base.json", Self.results(p10: 9, median: 10, p90: 11, nsPerFrame: 100))
    let slower = try write("slower.json", Self.results(p10: 13, median: 14, p90: 15, nsPerFrame: 100))
    let overlapping = try write("overlap.json", Self.results(p10: 12, median: 13, p90: 14, nsPerFrame: 105))
    let faster = try write("faster.json", Self.results(p10: 5, median: 6, p90: 7, nsPerFrame: 50))
    let regressed = try BenchTool.run(["diff", base, slower])
    #expect(regressed.status == 1, "\(regressed.stdout)\(regressed.stderr)")
    #expect(regressed.stdout.contains("fastest easeIn random") && regressed.stdout.contains("regressed"))
    #expect(regressed.stdout.contains("1 regressed, 0 improved, 2 unchanged"), "the time regressed, the error and the transition did not")
    // 12 > 11 · 1.1 = 12.1? No: within the threshold. With 0%, it regresses.
    #expect(try BenchTool.run(["diff", base, overlapping]).status == 0)
    #expect(try BenchTool.run(["diff", base, overlapping, "--threshold", "0%"]).status == 1)
    #expect(try BenchTool.run(["diff", base, slower, "--threshold", "0.5"]).status == 0)
    let improved = try BenchTool.run(["diff", base, faster])
    #expect(improved.status == 0)
    #expect(improved.stdout.contains("0 regressed, 2 improved"), "\(improved.stdout)")
    #expect(try BenchTool.run(["diff", base, base]).stdout.contains("0 regressed, 0 improved, 3 unchanged"))
    for bad in [["diff", base, "/nonexistent.json"], ["diff", base, slower, "--threshold", "ten"], ["diff", base, slower, "--threshold", "-5%"]] {
      #expect(try BenchTool.run(bad).status == 2, "\(bad)")
    }
  }
}
