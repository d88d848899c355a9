import Foundation
@testable import SolverBench
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

  @Test func aCurvesBuffersHoldItsInputsWithTheOutputsHalfAPageAway() {
    let xs = (0..<1000).map { Double($0) / 999 }
    let buffers = RowBuffers(xs)
    let input = Int(bitPattern: buffers.inputs.baseAddress), output = Int(bitPattern: buffers.outputs.baseAddress)
    #expect(Array(buffers.xs) == xs && buffers.outputs.count == xs.count)
    #expect(input % 4096 == 0)
    #expect((output - input) % 4096 == 2048, "outputs \(output - input) bytes after the inputs")
    #expect(output >= input + 8 * xs.count, "the outputs overlap the inputs")
  }
}
