import Curves
import Foundation
@testable import SolverBench
import SolverZoo
import Testing

/// The frame workload (issue 43 section 2): N animations of a seeded mix, each sampled at its own
/// local time frame after frame; `frames` times it per solver, count and rate, and its rows'
/// derived columns follow from their ns per frame.
@Suite struct FramesTests {
  /// The mix is six in ten cubic, two in ten spring, one in ten steps() or linear(), one in ten a
  /// path, within 1.5 % at 20,000 animations; the same seed, the same animations.
  @Test func theMixIsWhatItSays() throws {
    let workload = try FrameWorkload(count: 20_000)
    let c = workload.composition
    for (share, expected, kind) in [(c.cubic, 0.6, "cubic"), (c.spring, 0.2, "spring"), (c.css, 0.1, "css"), (c.path, 0.1, "path")] {
      #expect(abs(Double(share) / 20_000 - expected) < 0.015, "\(kind): \(share) of 20,000")
    }
    #expect(workload.animations.allSatisfy { $0.duration > 0 && $0.start <= 0 && $0.start > -$0.duration }, "all running at 0")
    let again = try FrameWorkload(count: 100)
    #expect(again.animations.map(\.start) == Array(workload.animations.prefix(100).map(\.start)), "seeded")
  }

  /// Each frame's answers are each animation's timing at its local time: the cubic through the
  /// solver at x = local / duration, the spring at its local time, the CSS easings and the path at
  /// x; a run that restarts at its end reads the same as the first.
  @Test(arguments: [1, 7, 500])
  func eachFrameSamplesEveryAnimationAtItsOwnTime(count: Int) throws {
    var workload = try FrameWorkload(count: count)
    let initial = workload.animations
    var prepared = try FrameWorkload.curves.map { curve throws(SolverError) in try FastestSolver().prepare(curve) }
    let coefficients = FrameWorkload.curves.map(\.coefficients)
    var out = [Double](repeating: .nan, count: count)
    for frame in [0, 1, 37, 1000] {
      let interval = 1.0 / 120
      _ = workload.animations.withUnsafeMutableBufferPointer { animations in
        out.withUnsafeMutableBufferPointer { buffer in
          FrameWorkload.run(
            animations, prepared: &prepared, coefficients: coefficients, first: frame, frames: 1, interval: interval,
            into: buffer)
        }
      }
      for (i, a) in initial.enumerated() {
        let now = Double(frame) * interval
        let local = (now - a.start).truncatingRemainder(dividingBy: a.duration)
        let x = local / a.duration
        let expected: Double =
          switch a.kind {
          case .cubic(let k): FrameWorkload.curves[k].progress(at: x)
          case .spring(let motion): motion.progress(at: local)
          case .steps(let e): e.progress(at: x)
          case .linear(let e): e.progress(at: x)
          case .path(let e): e.progress(at: x)
          }
        #expect(abs(out[i] - expected) <= 1e-9, "animation \(i) (\(a.kind)) at frame \(frame): \(out[i]) vs \(expected)")
      }
    }
  }

  @Test func framesTimesEachSolverCountAndRate() throws {
    let run = try BenchTool.run(["frames", "--quick", "--animations", "1,50", "--fps", "60,120", "--solvers", "fastest,browser", "--format", "csv"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first == "solver,animations,fps,nsPerFrame,p10Ns,p90Ns,nsPerAnimation,shareOfFrame,fitInBudget,allocsPerFrame")
    let rows = lines.dropFirst().map { $0.split(separator: ",").map(String.init) }
    #expect(rows.map { "\($0[0]) \($0[1]) \($0[2])" } == [
      "fastest 1 60", "fastest 1 120", "browser 1 60", "browser 1 120", "fastest 50 60", "fastest 50 120", "browser 50 60", "browser 50 120",
    ])
    for row in rows {
      let (animations, fps, ns) = (try #require(Double(row[1])), try #require(Double(row[2])), try #require(Double(row[3])))
      let perAnimation = try #require(Double(row[6])), share = try #require(Double(row[7]))
      #expect(ns > 0 && abs(perAnimation - ns / animations) <= 1e-12 * ns)
      #expect(abs(share - ns * fps / 1e9) <= 1e-12 * share)
      #expect(Int(row[8]) == Int((0.1 * (1e9 / 120) / perAnimation).rounded(.down)), "\(row)")
    }
  }

  @Test(arguments: [
    (["frames", "--animations", "0"], "--animations"), (["frames", "--animations", "10,x"], "--animations"),
    (["frames", "--fps", "30"], "--fps"), (["frames", "--solvers", "nope"], "nope"),
  ])
  func badFramesOptionsExitTwo(_ arguments: [String], _ mentioned: String) throws {
    let run = try BenchTool.run(arguments)
    #expect(run.status == 2 && run.stderr.contains(mentioned), "\(run.stderr)")
  }
}
