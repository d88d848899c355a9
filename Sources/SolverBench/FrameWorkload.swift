import Curves
import Foundation
import SolverZoo

/// The work of a UI's animation frames: N animations running at once, each sampling its own timing
/// at its own local time, frame after frame (the `frames` command and the suite's `frames[]`).
/// Random x flatter no one and teach no predictor here: every animation advances its x by one
/// frame's share of its own duration, as Core Animation's render server and a browser's animation
/// timeline do, and the animations are interleaved, so consecutive solves read different curves.
///
/// The mix, drawn from a seed (each animation's kind, duration and start): six in ten a cubic
/// (the nine presets, through the solver measured, one prepared solver per preset shared by every
/// animation on it, as engines share a curve's coefficients), two in ten a spring (SwiftUI's
/// `duration`/`bounce` springs of 0.3 to 0.6 s and bounce 0 to 0.3, in closed form over their
/// settling time), one in ten `steps()` or `linear()` (CSS), one in ten a path as an easing
/// (Material 3's emphasized path). Durations are 0.15 to 0.6 s for the timed kinds; each
/// animation starts at a seeded time and restarts when it ends, so that N are always running.
package struct FrameWorkload {
  /// What one animation evaluates.
  package enum Kind {
    /// A cubic preset, by index into the prepared solvers.
    case cubic(Int)
    case spring(SpringMotion)
    case steps(StepsEasing)
    case linear(LinearEasing)
    case path(PathEasing)
  }

  /// One running animation.
  package struct Animation {
    package var kind: Kind
    /// When its current run started, in seconds (at most 0 before the first frame: every
    /// animation is running from the first frame on).
    package var start: Double
    /// How long one run lasts, in seconds.
    package var duration: Double
  }

  /// The share of a frame's budget the count of animations that fit is stated for: a UI thread
  /// has layout, drawing and its own code to run in the same frame.
  package static let budgetShare = 0.1
  /// A 120 Hz frame, in nanoseconds.
  package static let frameBudgetNs = 1e9 / 120

  /// The cubic presets the mix draws from (their prepared solvers are indexed in this order).
  package static let curves = CubicTimingFunction.presets.map(\.curve)

  package var animations: [Animation]

  /// `count` animations drawn from `seed`.
  ///
  /// - Throws: a spring, steps, linear or path easing that cannot be built (none of the fixed
  ///   ones can fail; the error is a bug, reported, not hidden).
  package init(count: Int, seed: UInt64 = 0x6672_616D_6573) throws {
    var generator = SeededGenerator(seed: seed)
    let springs = try [(0.3, 0.0), (0.4, 0.15), (0.5, 0.3), (0.6, 0.1)].map { duration, bounce in
      try SpringMotion(spring: try Spring(duration: duration, bounce: bounce))
    }
    let settling = try springs.map { try $0.settlingDuration() }
    guard case .steps(let steps) = try EasingFunction(parsing: "steps(4, jump-end)"),
      case .linear(let linear) = try EasingFunction(parsing: "linear(0, 0.25 75%, 1)"),
      case .path(let path) = try EasingFunction(parsing: "m3-emphasized")
    else {
      throw CurveError.unparsable(text: "the frame workload's easings", reason: "not of the kinds named")
    }
    animations = (0..<count).map { _ in
      let draw = generator.next() % 10
      let duration = Double.random(in: 0.15...0.6, using: &generator)
      let kind: Kind
      var length = duration
      switch draw {
      case 0..<6: kind = .cubic(Int(generator.next() % UInt64(Self.curves.count)))
      case 6..<8:
        let k = Int(generator.next() % UInt64(springs.count))
        kind = .spring(springs[k])
        length = settling[k]
      case 8: kind = generator.next() % 2 == 0 ? .steps(steps) : .linear(linear)
      default: kind = .path(path)
      }
      // Already running at time 0, as far into its run as the draw says.
      return Animation(kind: kind, start: -Double.random(in: 0..<length, using: &generator), duration: length)
    }
  }

  /// How many animations of each kind: cubic, spring, steps or linear, path.
  package var composition: (cubic: Int, spring: Int, css: Int, path: Int) {
    var c = (cubic: 0, spring: 0, css: 0, path: 0)
    for a in animations {
      switch a.kind {
      case .cubic: c.cubic += 1
      case .spring: c.spring += 1
      case .steps, .linear: c.css += 1
      case .path: c.path += 1
      }
    }
    return c
  }

  /// Samples every animation at `frames` successive frames of `interval` seconds from frame
  /// `first` (frames only move forward), each answer stored to `outputs` (one slot per
  /// animation); an animation whose run has ended starts its next one, as a repeating animation
  /// does (its `start` moves on by whole durations). Returns a checksum. The solver is passed once
  /// per call, its prepared curves in ``curves``' order.
  @inline(never)
  package static func run<P: PreparedTimingSolver>(
    _ animations: UnsafeMutableBufferPointer<Animation>, prepared: inout [P], coefficients: [CurveCoefficients],
    first: Int, frames: Int, interval: Double, into outputs: UnsafeMutableBufferPointer<Double>
  ) -> Double {
    guard let output = outputs.baseAddress, !animations.isEmpty else { return 0 }
    for frame in first..<(first + frames) {
      let now = Double(frame) * interval
      for i in animations.indices {
        let a = animations[i]
        // The local time of the animation's current run; past its end, the next run starts.
        var local = now - a.start
        if local >= a.duration {
          let runs = (local / a.duration).rounded(.down)
          animations[i].start += runs * a.duration
          // max: where local / duration rounded up to a whole number, the start moved one run too
          // far by a rounding; the run has just begun.
          local = max(now - animations[i].start, 0)
        }
        let x = min(local / a.duration, 1)
        switch a.kind {
        case .cubic(let k):
          // try?: a refused x would read NaN; the accuracy of every solver is the solver bench's.
          output[i] = (try? prepared[k].progress(forX: x, on: coefficients[k])) ?? .nan
        case .spring(let motion): output[i] = motion.progress(at: local)
        case .steps(let e): output[i] = e.progress(at: x)
        case .linear(let e): output[i] = e.progress(at: x)
        case .path(let e): output[i] = e.progress(at: x)
        }
      }
    }
    return output[0] + output[animations.count - 1]
  }
}
