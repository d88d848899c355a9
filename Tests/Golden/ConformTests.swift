import Foundation
import JSON
import Testing

/// `conform --command`: the JavaScript and Python example solvers pass, the planted wrong one
/// fails with its misses, the policy outside [0, 1] is read from the answers, and a command that
/// breaks the protocol is refused with the line and what was expected (exit 2).
@Suite struct ConformTests {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `conform --quick --format json` on `command`, run in the package directory.
  static func conform(_ command: String, _ extra: [String] = []) throws -> (status: Int32, json: JSONValue?, stderr: String) {
    let run = try BenchTool.run(["conform", "--quick", "--format", "json", "--command", "cd '\(package.path)' && \(command)"] + extra)
    return (run.status, try? JSONParser.parse(run.stdout), run.stderr)
  }

  @Test(arguments: [
    ("node examples/conform/solver.js", "clamps"),
    ("python3 examples/conform/solver.py", "extrapolates"),
  ])
  func theExampleSolversPass(command: String, policy: String) throws {
    let run = try Self.conform(command)
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(run.json)
    #expect(json["passed"] == .bool(true) && json["misses"]?.numberValue == 0)
    #expect(json["policy"]?.stringValue == policy)
    #expect(json["exactlyZeroAtZero"] == .bool(true) && json["exactlyOneAtOne"] == .bool(true))
    #expect(json["curves"]?.arrayValue?.count == 18, "the presets and the stress set")
    #expect((json["maxAbsErr"]?.numberValue ?? 1) < 1e-5)
  }

  @Test func thePlantedWrongSolverFails() throws {
    let run = try Self.conform("python3 examples/conform/planted_wrong.py")
    #expect(run.status == 1, "\(run.stderr)")
    let json = try #require(run.json)
    #expect(json["passed"] == .bool(false))
    #expect((json["misses"]?.numberValue ?? 0) > 100)
    #expect((json["maxAbsErr"]?.numberValue ?? 0) > 1e-4)
    #expect(run.stderr.contains("miss --accuracy target"))
    // An absolute bound it does meet (12 halvings: |Δy| ≤ about 1e-3 here).
    let loose = try Self.conform("python3 examples/conform/planted_wrong.py", ["--accuracy", "0.005"])
    #expect(loose.status == 0, "\(loose.stderr)")
  }

  /// Answers that pass x through everywhere: inaccurate inside (exit 1), and the policy says so.
  @Test func thePolicyIsReadFromTheAnswers() throws {
    let echo = #"python3 -c 'import json,sys; [print(json.dumps({"id": r["id"], "y": r["x"]})) for r in map(json.loads, sys.stdin)]'"#
    let run = try Self.conform(echo)
    #expect(run.status == 1)
    #expect(run.json?["policy"]?.stringValue == "passes-through")
    #expect(run.json?["exactlyZeroAtZero"] == .bool(true), "x = 0 passed through is 0")
  }

  /// A solver that clamps x into [0, 1], exact to 1e-12 at the ends (as a solver that clamps and
  /// then solves is): the policy is "clamps". It read "extrapolates on 7, saturates on 11": exact
  /// 0 and 1 were required to clamp, and on flat end tangents each curve counted only for its
  /// first policy.
  @Test func aSolverThatClampsEverywhereClamps() throws {
    let clamp = #"python3 -c 'import json,sys; [print(json.dumps({"id": r["id"], "y": min(max(r["x"], 0), 1) + (1e-12 if r["x"] < 0 else -1e-12 if r["x"] > 1 else 0)}), flush=True) for r in map(json.loads, sys.stdin)]'"#
    let run = try Self.conform(clamp)
    #expect(run.json?["policy"]?.stringValue == "clamps", "\(String(describing: run.json?["policy"]))")
  }

  @Test(arguments: [
    (#"cat > /dev/null; echo '{"id": 0, "y": 0}'"#, "702 requests, 1 answer lines"),
    (#"python3 -c 'import json,sys; [print(json.dumps({"id": r["id"] + 1, "y": 0})) for r in map(json.loads, sys.stdin)]'"#, "answer line 1: its id is not the request's"),
    (#"python3 -c 'import sys; [print("y = 0") for _ in sys.stdin]'"#, "answer line 1: not JSON"),
    (#"python3 -c 'import json,sys; [print(json.dumps({"id": r["id"]})) for r in map(json.loads, sys.stdin)]'"#, "answer line 1: no y"),
    ("exit 3", "exited with status 3"),
  ])
  func aCommandThatBreaksTheProtocolIsRefused(command: String, message: String) throws {
    let run = try Self.conform(command)
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }
}
