import Foundation
@testable import SolverBench
import SolverZoo
import Testing

/// How the bench times what it compares: the rows of a curve have their batches taken in
/// rotating rounds, each after an untimed third of a batch of its own, once each is warmed up
/// and sized alone; and the buffers a curve's rows read and write have a fixed layout.
@Suite struct HarnessTests {
  /// Each call of each operation, in the order made: (operation, repetitions).
  final class CallLog: @unchecked Sendable {
    var calls: [(operation: Int, repetitions: Int)] = []
  }

  /// An operation that records its calls and waits about `nanoseconds` per repetition (so that
  /// the warm-up's doubling stops).
  static func operation(_ index: Int, nanoseconds: UInt64, log: CallLog) -> (Int) -> Double {
    { repetitions in
      log.calls.append((index, repetitions))
      let end = DispatchTime.now().uptimeNanoseconds + UInt64(repetitions) * nanoseconds
      while DispatchTime.now().uptimeNanoseconds < end {}
      return Double(repetitions)
    }
  }

  @Test func interleavedBatchesAreTakenInRotatingRounds() {
    let log = CallLog()
    let harness = Harness(batchNanoseconds: 20_000, batches: 5)
    let timings = harness.measureInterleaved(unitsPerBatch: 4, (0..<3).map { Self.operation($0, nanoseconds: 200, log: log) })
    #expect(timings.count == 3)
    #expect(timings.allSatisfy { $0.medianNs.isFinite && $0.medianNs > 0 && $0.p10Ns <= $0.medianNs && $0.medianNs <= $0.p90Ns })
    // The rounds are the last 5 × 3 pairs of calls, each round starting one further along; in
    // a pair, an untimed third of a batch, then the timed batch, of one operation.
    let rounds = Array(log.calls.suffix(30))
    let pairs = stride(from: 0, to: 30, by: 2).map { (rounds[$0], rounds[$0 + 1]) }
    #expect(pairs.map(\.1.operation) == [0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 1, 2, 1, 2, 0])
    for (before, timed) in pairs {
      #expect(before.operation == timed.operation && before.repetitions == max(1, timed.repetitions / 3), "\(before) before \(timed)")
    }
    // Before them, each operation alone: its warm-up, repetitions doubling from 1. Every timed
    // batch of an operation has the count its warm-up sized.
    let warmUp = log.calls.dropLast(30)
    for operation in 0..<3 {
      let own = warmUp.filter { $0.operation == operation }.map(\.repetitions)
      #expect(own == (0..<own.count).map { 1 << $0 } && !own.isEmpty, "operation \(operation): \(own)")
      #expect(Set(pairs.filter { $0.1.operation == operation }.map(\.1.repetitions)).count == 1, "operation \(operation)")
    }
    #expect(warmUp.map(\.operation) == warmUp.map(\.operation).sorted(), "warm-ups one operation after another")
  }

  @Test(arguments: InputOrder.allCases)
  func theRepeatedRegimeReadsTheFixedXOnEveryPass(order: InputOrder) {
    let fixed = SolverBenchmark.inputs(samples: 1000)
    let buffers = RowBuffers(.repeated, order, fixed: fixed)
    let expected = order == .sorted ? fixed.sorted() : fixed
    #expect(buffers.windows == 1 && buffers.window == 1000 && buffers.checked == expected)
    var walk = InputWalk()
    var seen: [[Double]] = []
    _ = walk.run(3, over: buffers) { xs in
      seen.append(Array(xs))
      return 0
    }
    #expect(seen == [expected, expected, expected])
  }

  /// The fresh regime: windows of the fixed sets' size covering at least 2²⁰ draws, no two alike,
  /// each sorted in the sorted order; the accuracy pass still judges the fixed x; a walk reads the
  /// windows one after another and wraps.
  @Test(arguments: InputOrder.allCases)
  func theFreshRegimeWalksWindowsOfAPoolNoPredictorHolds(order: InputOrder) {
    let fixed = SolverBenchmark.inputs(samples: 12_000)
    let buffers = RowBuffers(.fresh, order, fixed: fixed)
    #expect(buffers.window == 12_000 && buffers.windows * buffers.window >= SolverInputs.freshPoolMinimum)
    #expect(buffers.windows == 88, "the fewest windows of 12,000 that hold 2^20 x")
    #expect(buffers.checked == (order == .sorted ? fixed.sorted() : fixed))
    let windows = (0..<buffers.windows).map { Array(buffers.window($0)) }
    #expect(Set(windows.flatMap { $0 }).count > buffers.windows * buffers.window * 99 / 100, "the draws repeat")
    if order == .sorted { #expect(windows.allSatisfy { $0 == $0.sorted() }) }
    #expect(windows.allSatisfy { $0.allSatisfy { (0..<1).contains($0) } })
    var walk = InputWalk()
    var firsts: [Double] = []
    _ = walk.run(buffers.windows + 2, over: buffers) { xs in
      firsts.append(xs[0])
      return 0
    }
    #expect(firsts == windows.map { $0[0] } + [windows[0][0], windows[1][0]])
  }

  /// Each window starts on a page, and the outputs 2 KiB past a page boundary after the last one,
  /// so that no window's loads alias the stores below 4 KiB.
  @Test(arguments: InputRegime.allCases)
  func everyWindowStartsOnAPageWithTheOutputsHalfAPageAway(regime: InputRegime) {
    let buffers = RowBuffers(regime, .random, fixed: (0..<1000).map { Double($0) / 1000 })
    let output = Int(bitPattern: buffers.outputs.baseAddress)
    #expect(buffers.outputs.count == buffers.window)
    for k in 0..<buffers.windows {
      let input = Int(bitPattern: buffers.window(k).baseAddress)
      #expect(input % 4096 == 0, "window \(k)")
      #expect((output - input) % 4096 == 2048, "outputs \(output - input) bytes after window \(k)")
      #expect(output >= input + 8 * buffers.window, "the outputs overlap window \(k)")
    }
  }

  /// Windows shorter than a page are packed one after another: 16 x per pass still draw a pool of
  /// 2^20 x (8 MiB), not one page per window (256 MiB), and the outputs follow it without overlap.
  @Test func windowsShorterThanAPageArePacked() {
    let buffers = RowBuffers(.fresh, .sorted, fixed: SolverBenchmark.inputs(samples: 16))
    #expect(buffers.window == 16 && buffers.windows == SolverInputs.freshPoolMinimum / 16)
    let first = Int(bitPattern: buffers.window(0).baseAddress), last = Int(bitPattern: buffers.window(buffers.windows - 1).baseAddress)
    #expect(first % 4096 == 0 && last - first == 8 * 16 * (buffers.windows - 1), "packed")
    #expect(Int(bitPattern: buffers.outputs.baseAddress) >= last + 8 * 16, "the outputs overlap the pool")
    #expect((0..<buffers.windows).allSatisfy { k in let xs = Array(buffers.window(k)); return xs == xs.sorted() })
  }

  /// The pool's draws are the fixed sets' mix: a sixth at the ends, with e uniform in [−12, −1],
  /// so about 6/11 of those (1/11 of all) lie within 1e-6 of 0 or 1, where a uniform draw almost
  /// never does; both ends equally often; the same seed, the same pool.
  @Test func theFreshPoolAimsASixthOfItsDrawsAtTheEnds() {
    let pool = SolverInputs.freshX(count: 600_000)
    let near0 = pool.filter { $0 < 1e-6 }.count, near1 = pool.filter { $0 > 1 - 1e-6 }.count
    let share = Double(near0 + near1) / Double(pool.count)
    #expect(abs(share - 1.0 / 11) < 0.003, "\(share) within 1e-6 of an end")
    #expect(abs(Double(near0 - near1)) < 0.05 * Double(near0 + near1), "\(near0) near 0, \(near1) near 1")
    #expect(pool.allSatisfy { $0 >= 0 && $0 < 1 })
    #expect(SolverInputs.freshX(count: 1000) == Array(pool.prefix(1000)))
  }
}
