import Curves

/// The wall-clock times at which a platform asks its spring for a value: a display's frames.
///
/// A clock is a list of frame times in seconds, ascending, starting at 0 (the frame that starts
/// the animation). ``regular(hz:until:)`` is a display at a fixed rate; ``dropping(_:)`` removes
/// frames, as a main thread that missed its deadline does, so the next frame arrives after a
/// longer interval (a frame-by-frame integrator then takes one long step, or clamps it).
public struct FrameClock: Hashable, Sendable {
  /// The frame times in seconds, ascending, the first one 0.
  public let times: [Double]

  /// A clock from its frame times.
  ///
  /// - Throws: `CurveError/outOfRange(parameter:value:allowed:)` when the times are empty, do
  ///   not start at 0, are not finite or do not increase strictly.
  public init(times: [Double]) throws(CurveError) {
    guard times.first == 0 else {
      throw .outOfRange(
        parameter: "frame times", value: times.first ?? .nan, allowed: "a clock's first frame is at 0 s")
    }
    for (previous, next) in zip(times, times.dropFirst()) where !(next.isFinite && next > previous) {
      throw .outOfRange(
        parameter: "frame times", value: next, allowed: "frame times must be finite and strictly increasing")
    }
    self.times = times
  }

  /// A display refreshing `hz` times a second, from 0 to at least `end` seconds: frame k at k/hz
  /// (computed as k/hz, never by summing intervals, so frame times carry no drift).
  ///
  /// - Throws: `CurveError/outOfRange(parameter:value:allowed:)` for hz ≤ 0, end < 0,
  ///   non-finite values, or more than 10 million frames.
  public static func regular(hz: Double, until end: Double) throws(CurveError) -> FrameClock {
    guard hz.isFinite, hz > 0 else {
      throw .outOfRange(parameter: "hz", value: hz, allowed: "a frame rate must be finite and > 0")
    }
    guard end.isFinite, end >= 0 else {
      throw .outOfRange(parameter: "end", value: end, allowed: "a clock's end must be finite and ≥ 0 s")
    }
    let count = (end * hz).rounded(.up)
    guard count <= 10_000_000 else {
      throw .outOfRange(
        parameter: "frames", value: count, allowed: "at most 10,000,000 frames (raise hz or shorten the motion)")
    }
    return FrameClock(unchecked: (0...Int(count)).map { Double($0) / hz })
  }

  /// The same clock without the frames at the given indices (frame 0 is never dropped: the
  /// animation starts there).
  public func dropping(_ indices: Set<Int>) -> FrameClock {
    FrameClock(unchecked: times.enumerated().filter { $0.offset == 0 || !indices.contains($0.offset) }.map(\.element))
  }

  /// The longest interval between two consecutive frames, in seconds.
  package var longestInterval: Double {
    zip(times, times.dropFirst()).map { $1 - $0 }.max() ?? 0
  }

  private init(unchecked times: [Double]) {
    self.times = times
  }
}
