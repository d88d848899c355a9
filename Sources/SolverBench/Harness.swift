import Foundation

/// Timing statistics of one operation, in nanoseconds per operation.
package struct Timing {
  package var medianNs: Double
  package var p10Ns: Double
  package var p90Ns: Double

  /// The timing of one of the `units` operations a repetition does.
  func perUnit(_ units: Int) -> Timing {
    let units = Double(max(1, units))
    return Timing(medianNs: medianNs / units, p10Ns: p10Ns / units, p90Ns: p90Ns / units)
  }
}

/// Measures an operation as ARCHITECTURE.md, "Measuring", asks: a warm-up, then repeated
/// batches sized to a few milliseconds, reporting the median and spread per operation; several
/// operations compared with each other have their batches taken in rounds.
///
/// `batch(n)` must perform the operation `n` times and return a value derived from every result;
/// the harness folds it into a sink the optimiser cannot remove.
package struct Harness {
  /// Target duration of one batch.
  package var batchNanoseconds: Double
  /// How many timed batches to take.
  package var batches: Int

  package static let standard = Harness(batchNanoseconds: 3e6, batches: 31)
  package static let quick = Harness(batchNanoseconds: 2e5, batches: 7)

  /// The sink: written after every batch so no result is dead code.
  private(set) nonisolated(unsafe) static var sink: Double = 0

  /// Measures an operation whose batch closure does `unitsPerBatch` operations per repetition:
  /// `batch(r)` runs r repetitions; times are per operation.
  package func measure(unitsPerBatch: Int, _ batch: (Int) -> Double) -> Timing {
    measure(batch).perUnit(unitsPerBatch)
  }

  package func measure(_ batch: (Int) -> Double) -> Timing {
    let n = repetitions(batch)
    var samples: [Double] = []
    samples.reserveCapacity(batches)
    for _ in 0..<batches {
      samples.append(time { batch(n) } / Double(n))
    }
    return Self.timing(samples)
  }

  /// Measures operations against each other, each doing `unitsPerBatch` operations per
  /// repetition: each is warmed up and sized as ``measure(_:)`` does, then the timed batches are
  /// taken in rounds, one batch of every operation per round (each round starting one operation
  /// further along). A slow spell of a shared machine (whole rows have run twice as slowly for a
  /// second or more) then falls on every operation alike instead of on whichever was being
  /// timed, and a ratio of two medians compares batches from the same rounds. Timings are in the
  /// order given.
  ///
  /// Each timed batch follows an untimed third of one of the same operation: what the operations
  /// in between left in the branch predictors and caches is replaced by the operation's own state,
  /// as it would be after its previous batch if it were timed alone. (Without it a branchy
  /// solver timed among 27 others measured up to 28 % slower than alone, since the predictors
  /// learn much of the fixed input sequence over consecutive batches; with it, as fast as alone.)
  package func measureInterleaved(unitsPerBatch: Int, _ operations: [(Int) -> Double]) -> [Timing] {
    let counts = operations.map { repetitions($0) }
    var samples = [[Double]](repeating: [], count: operations.count)
    for round in 0..<batches {
      for step in operations.indices {
        let i = (round + step) % operations.count
        Harness.sink += operations[i](max(1, counts[i] / 3))
        samples[i].append(time { operations[i](counts[i]) } / Double(counts[i]))
      }
    }
    return samples.map { Self.timing($0).perUnit(unitsPerBatch) }
  }

  /// The warm-up: doubles n until one batch takes a quarter of ``batchNanoseconds``, then sizes
  /// n to take about all of it.
  private func repetitions(_ batch: (Int) -> Double) -> Int {
    var n = 1
    while true {
      let elapsed = time { batch(n) }
      if elapsed >= batchNanoseconds / 4 || n >= 1 << 26 {
        return max(1, Int(Double(n) * batchNanoseconds / max(elapsed, 1)))
      }
      n *= 2
    }
  }

  /// The median and the 10th and 90th percentiles of `samples` (ns per operation each; at least
  /// one), for timings the harness did not take itself (a child process's run).
  package static func timing(_ samples: [Double]) -> Timing {
    let sorted = samples.sorted()
    func percentile(_ p: Double) -> Double { sorted[Int((Double(sorted.count - 1) * p).rounded())] }
    return Timing(medianNs: percentile(0.5), p10Ns: percentile(0.1), p90Ns: percentile(0.9))
  }

  private func time(_ body: () -> Double) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let value = body()
    let end = DispatchTime.now().uptimeNanoseconds
    Harness.sink += value
    return Double(end - start)
  }
}
