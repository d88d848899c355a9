import Curves
import JSON
import SolverZoo

/// An `eval` stream's memory: what its lines share, kept so that a line costs what reading and
/// writing it costs. The answers are the stateless ``EvalDispatcher/respond(to:)``'s, line for
/// line, byte for byte (a test compares them over a recorded stream).
///
/// It keeps, each up to `capacity` entries (when full it starts again, empty, so memory stays
/// bounded on any stream):
/// - easings by their exact text (`"ease"`, `"cubic-bezier(…)"`, `"steps(…)"`, `"linear(…)"`,
///   and the array form `[x1, y1, x2, y2]` by its numbers' texts), parsed with their tables
///   built: the same text always reads as the same easing;
/// - the texts of cubic curves a `timing` line has met once: the first such line is answered
///   from the control points alone (``CubicTimingFunction/ControlPoints/progress(at:)``, the
///   same bits, without the table's few hundred microseconds), the second builds the table, so a
///   stream of curves that never repeat pays for no table;
/// - solvers prepared per curve (its control points' bits, so 0 and −0 stay apart) and solver,
///   as ``PreparedProgress``, which answers each x from a copy of the prepared state, as a
///   fresh preparation would.
///
/// A session is not `Sendable`: one per thread (what `transition-bench eval` runs).
public final class EvalSession {
  /// The most entries each table keeps.
  public let capacity: Int
  var easings: [String: EasingFunction] = [:]
  var prepared: [PreparedKey: PreparedProgress] = [:]
  var seenOnce: Set<String> = []

  /// A solver and a curve's control points, bit for bit.
  struct PreparedKey: Hashable {
    var solver: SolverID
    var x1, y1, x2, y2: UInt64
  }

  /// A session keeping up to `capacity` entries per table.
  ///
  /// - Precondition: capacity ≥ 1.
  public init(capacity: Int = 256) {
    precondition(capacity >= 1, "a session keeps at least one entry")
    self.capacity = capacity
  }

  /// The answer to one line, as ``EvalDispatcher/respond(to:)`` gives it.
  public func respond(to line: String) -> String? {
    EvalDispatcher.respond(to: line, session: self)
  }

  /// Appends the answer to one line given as bytes (without its line end) to `out`, without a
  /// line end, and returns true; false, appending nothing, for a blank line. The bytes
  /// ``respond(to:)`` answers for the line read as UTF-8 (invalid bytes as replacement
  /// characters), without making a string of either: what `transition-bench eval` runs.
  public func respond(toUTF8 line: ArraySlice<UInt8>, into out: inout [UInt8]) -> Bool {
    EvalDispatcher.respond(toUTF8: line, session: self, into: &out)
  }

  /// The easing `text` reads as, parsed once.
  func easing(_ text: String, parse: (String) throws(EvalError) -> EasingFunction) throws(EvalError) -> EasingFunction {
    if let known = easings[text] { return known }
    let easing = try parse(text)
    if easings.count >= capacity { easings.removeAll(keepingCapacity: true) }
    easings[text] = easing
    return easing
  }

  /// Whether a `timing` line met the cubic curve `text` before; records it if not.
  func isRepeated(_ text: String) -> Bool {
    if seenOnce.contains(text) { return true }
    if seenOnce.count >= capacity { seenOnce.removeAll(keepingCapacity: true) }
    seenOnce.insert(text)
    return false
  }

  /// `solver` prepared for `curve`, once.
  func prepared(_ solver: SolverID, for curve: CubicTimingFunction) throws(SolverError) -> PreparedProgress {
    let key = PreparedKey(
      solver: solver, x1: curve.x1.bitPattern, y1: curve.y1.bitPattern, x2: curve.x2.bitPattern, y2: curve.y2.bitPattern
    )
    if let known = prepared[key] { return known }
    let made = try solver.prepared(for: curve)
    if prepared.count >= capacity { prepared.removeAll(keepingCapacity: true) }
    prepared[key] = made
    return made
  }
}
