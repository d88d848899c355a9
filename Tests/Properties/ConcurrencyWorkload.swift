import Curves
import Foundation
import SolverZoo
import Transitions

/// The work `ConcurrencyProperties` and `scripts/sanitize thread` run on eight threads at once:
/// each thread prepares its own solvers (GSL workspaces are one per thread: ARCHITECTURE.md,
/// "Values and concurrency"), solves, samples transitions into its own scene, and integrates
/// springs with GSL; shared values (curves, transitions, springs) are read from every thread.
///
/// This file is compiled twice: into the property tests, and (through a symbolic link) into the
/// `ConcurrencyCheck` executable of the package `Sanitize/`, which `scripts/sanitize thread`
/// builds with ThreadSanitizer. It uses only the libraries' public API.
enum ConcurrencyWorkload {
  /// Threads started at once.
  static let threads = 8

  /// What one run gave: the single-threaded answers, each thread's answers, and the errors
  /// threads threw.
  struct Outcome {
    var expected: [Double]
    var answers: [[Double]]
    var failures: [String]

    /// Every thread finished without an error and got exactly the single-threaded answers.
    /// Bit for bit: no thread sees another's state (NaN-free by construction, so == works).
    var allAgree: Bool {
      failures.isEmpty && answers.count == ConcurrencyWorkload.threads && answers.allSatisfy { $0 == expected }
    }
  }

  /// What one thread computes: every solver's progress on a few curves, a transition's samples,
  /// a spring's settling time and ODE deviation, GSL's error handler exercised.
  static func work(_ transitions: [Transition], _ curves: [CubicTimingFunction]) throws -> [Double] {
    var out: [Double] = []
    for curve in curves {
      for id in SolverID.allCases {
        let solver = try id.prepared(for: curve)
        for x in stride(from: 0.0, through: 1, by: 0.125) { out.append(try solver.progress(at: x)) }
      }
      out.append(contentsOf: curve.times(forProgress: 0.5).map { $0 })
    }
    for transition in transitions {
      var scene = transition.makeScene()
      for k in 0...12 {
        transition.sample(at: transition.duration * Double(k) / 12, into: &scene)
        for view in scene.views { out.append(view.center.x); out.append(view.center.y); out.append(view.alpha) }
      }
    }
    let motion = try SpringMotion(spring: try Spring(duration: 0.5, bounce: 0.3), progressVelocity: 0)
    out.append(try motion.settlingDuration())
    out.append(try motion.deviationFromODE(over: 1, samples: 20).displacement)
    // A GSL failure on every thread at once: each thread's error carries its own reason.
    let bracketing = try GSLBracketingSolver(.brent)
    do {
      _ = try bracketing.root(
        of: { $0 * $0 + 1 }, lower: 0, upper: 1, search: RootSearch(absoluteTolerance: 1e-12, relativeTolerance: 0))
      out.append(-1)
    } catch {
      out.append(error.description.contains("straddle") ? 1 : 0)
    }
    return out
  }

  /// Runs ``work(_:_:)`` once on this thread, then on ``threads`` real threads released together
  /// (a dispatch_apply on two cores would run most iterations one after another on the same
  /// thread, where ThreadSanitizer has nothing to see).
  static func run() throws -> Outcome {
    let transitions = Catalogue.all()
    let curves: [CubicTimingFunction] = [
      .easeInEaseOut, .default, try CubicTimingFunction(x1: 0.3, y1: -0.6, x2: 0.7, y2: 1.6),
    ]
    let expected = try work(transitions, curves)
    let results = LockedList<[Double]>()
    let failures = LockedList<String>()
    let start = DispatchSemaphore(value: 0)
    let finished = DispatchGroup()
    for _ in 0..<threads {
      finished.enter()
      Thread.detachNewThread {
        start.wait()
        do {
          let answer = try work(transitions, curves)
          results.append(answer)
        } catch {
          failures.append("\(error)")
        }
        finished.leave()
      }
    }
    for _ in 0..<threads { start.signal() }
    finished.wait()
    return Outcome(expected: expected, answers: results.elements, failures: failures.elements)
  }

  /// A list the threads append to under an `NSLock`. Not `Synchronization.Mutex`: on Linux it
  /// waits on a futex through atomics in the uninstrumented standard library, so ThreadSanitizer
  /// sees no order between two threads' appends and reports an access race that is not there
  /// whenever nothing else happened to order them (it did once, on CI's run of stop 52, after
  /// passing every earlier run). `NSLock` is a pthread mutex, which ThreadSanitizer intercepts.
  final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []

    func append(_ element: Element) {
      lock.lock()
      defer { lock.unlock() }
      storage.append(element)
    }

    var elements: [Element] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
