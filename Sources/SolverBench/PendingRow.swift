/// One row of a curve while the curve is measured: its timed loop, which the harness runs in
/// rounds with the curve's other rows (`Harness.measureInterleaved(unitsPerBatch:_:)`), and what
/// completes the row once it is timed (allocations, iterations, accuracy). Built with the solver
/// prepared, so that every row of the curve is ready before the first batch is timed.
struct PendingRow {
  /// Runs `passes` passes of the row's loop over the curve's inputs; returns a checksum.
  var loop: (Int) -> Double
  /// The row, given its timing; called once.
  var complete: (Timing) -> SolverRow
}

/// The inputs of one curve's rows, and the output buffer each row's loop stores its answers to
/// (one for all: the rows are timed one batch at a time), owned for the curve's measurement so
/// that the rows' loops keep them between rounds.
///
/// One 4 KiB-aligned allocation with the outputs 2 KiB past a page boundary after the inputs, so
/// that in every run and row the load of x[i] and the stores of the last 255 answers differ in
/// their address bits below 4 KiB. (A processor compares those bits first to forward a store to a
/// load; where they match it stalls as if the addresses did. The vectorised floor's loop ran
/// 12 % slower, in every run, with the outputs 16 bytes past the inputs modulo 4 KiB.)
final class RowBuffers {
  /// The x values, in the order the rows are timed in.
  let inputs: UnsafeMutableBufferPointer<Double>
  /// Where a row's loop stores its answers.
  let outputs: UnsafeMutableBufferPointer<Double>
  private let storage: UnsafeMutableRawPointer

  /// The bytes of a page, and where in one the outputs start.
  static let page = 4096, outputOffset = 2048

  init(_ xs: [Double]) {
    let bytes = xs.count * MemoryLayout<Double>.stride
    let inputPages = (bytes + Self.page - 1) / Self.page * Self.page
    storage = .allocate(byteCount: inputPages + Self.outputOffset + bytes, alignment: Self.page)
    inputs = UnsafeMutableBufferPointer(start: storage.bindMemory(to: Double.self, capacity: xs.count), count: xs.count)
    _ = inputs.initialize(from: xs)
    outputs = UnsafeMutableBufferPointer(
      start: (storage + inputPages + Self.outputOffset).bindMemory(to: Double.self, capacity: xs.count), count: xs.count
    )
    outputs.initialize(repeating: 0)
  }

  deinit {
    storage.deallocate()
  }

  /// The x values, read-only.
  var xs: UnsafeBufferPointer<Double> { UnsafeBufferPointer(inputs) }
}
