import Foundation

/// Timing statistics of one operation, in nanoseconds per operation.
package struct Timing {
  package var medianNs: Double
  package var p10Ns: Double
  package var p90Ns: Double
}

/// Measures an operation as ARCHITECTURE.md, "Measuring", asks: a warm-up, then repeated
/// batches sized to a
/// few milliseconds, reporting the median and spread per operation.
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
    let perRepetition = measure(batch)
    let units = Double(max(1, unitsPerBatch))
    return Timing(medianNs: perRepetition.medianNs / units, p10Ns: perRepetition.p10Ns / units, p90Ns: perRepetition.p90Ns / units)
  }

  package func measure(_ batch: (Int) -> Double) -> Timing {
    // Warm up and size the batch: double n until one batch takes long enough.
    var n = 1
    while true {
      let elapsed = time { batch(n) }
      if elapsed >= batchNanoseconds / 4 || n >= 1 << 26 {
        n = max(1, Int(Double(n) * batchNanoseconds / max(elapsed, 1)))
        break
      }
      n *= 2
    }
    var samples: [Double] = []
    samples.reserveCapacity(batches)
    for _ in 0..<batches {
      samples.append(time { batch(n) } / Double(n))
    }
    samples.sort()
    func percentile(_ p: Double) -> Double { samples[Int((Double(samples.count - 1) * p).rounded())] }
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
