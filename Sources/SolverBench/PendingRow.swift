import SolverZoo

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

/// The inputs of a run's rows in one regime and order, laid out in windows (one pass of a row's
/// loop reads one window, the next pass the next one), the output buffer each row's loop stores
/// its answers to (one for all: the rows are timed one batch at a time), and the fixed x the
/// accuracy pass judges.
///
/// With `InputRegime/repeated` there is one window, the fixed sets; with `InputRegime/fresh`
/// as many windows of the same size as cover `SolverInputs/freshPoolMinimum` draws, so that a
/// pass never reads what the pass before it read, and every row walks the same sequence.
///
/// One 4 KiB-aligned allocation, each window of a page or more starting on a page and the
/// outputs 2 KiB past a page boundary after the last, so that in every run, row and window the load of x[i]
/// and the stores of the last 255 answers differ in their address bits below 4 KiB. Windows shorter
/// than a page (`--samples` below 512, smoke runs) are packed one after another instead, so that
/// the pool stays 8 MiB whatever the window (one per page would take 256 MiB at 16 x). (A processor
/// compares those bits first to forward a store to a load; where they match it stalls as if the
/// addresses did. The vectorised floor's loop ran 12 % slower, in every run, with the outputs 16
/// bytes past the inputs modulo 4 KiB.)
package final class RowBuffers {
  /// x per window: what one pass of a row's loop solves.
  package let window: Int
  /// How many windows the passes walk through.
  package let windows: Int
  /// Doubles from one window's start to the next's (the window rounded up to whole pages, or the
  /// window itself when it is shorter than a page).
  private let stride: Int
  /// Where a row's loop stores its answers.
  package let outputs: UnsafeMutableBufferPointer<Double>
  /// The x the accuracy pass judges, in the row's order: the fixed sets (the repeated regime's
  /// window), the same whatever the regime, so that an error moves only when the code does.
  package let checked: [Double]
  private let storage: UnsafeMutableRawPointer

  /// The bytes of a page, and where in one the outputs start.
  static let page = 4096, outputOffset = 2048

  /// Buffers whose windows are the consecutive runs of `window` x of `pool` (its count a
  /// non-zero multiple of `window`), each sorted when `sorted`, and whose accuracy pass judges
  /// `checked`.
  package init(pool: [Double], window: Int, sorted: Bool, checked: [Double]) {
    precondition(window > 0 && !pool.isEmpty && pool.count % window == 0)
    self.window = window
    windows = pool.count / window
    let perPage = Self.page / MemoryLayout<Double>.stride
    stride = window >= perPage ? (window + perPage - 1) / perPage * perPage : window
    let inputBytes = (stride * windows * MemoryLayout<Double>.stride + Self.page - 1) / Self.page * Self.page
    storage = .allocate(
      byteCount: inputBytes + Self.outputOffset + window * MemoryLayout<Double>.stride, alignment: Self.page)
    let base = storage.bindMemory(to: Double.self, capacity: stride * windows)
    for k in 0..<windows {
      var slot = UnsafeMutableBufferPointer(start: base + k * stride, count: window)
      _ = slot.initialize(from: pool[k * window..<(k + 1) * window])
      if sorted { slot.sort() }
    }
    outputs = UnsafeMutableBufferPointer(
      start: (storage + inputBytes + Self.outputOffset).bindMemory(to: Double.self, capacity: window), count: window)
    outputs.initialize(repeating: 0)
    self.checked = checked
  }

  /// The buffers of `regime` in `order`: the repeated regime's one window is `fixed` (sorted for
  /// the sorted order); the fresh regime's windows are `SolverInputs/freshX(count:seed:)` cut
  /// into windows of `fixed.count` x, each sorted for the sorted order (a sweep from 0 to 1
  /// through new x, as an animation's frames are).
  package convenience init(_ regime: InputRegime, _ order: InputOrder, fixed: [Double]) {
    let checked = order == .sorted ? fixed.sorted() : fixed
    switch regime {
    case .repeated:
      self.init(pool: checked, window: checked.count, sorted: false, checked: checked)
    case .fresh:
      let count = (SolverInputs.freshPoolMinimum + fixed.count - 1) / fixed.count
      self.init(
        pool: SolverInputs.freshX(count: count * fixed.count), window: fixed.count, sorted: order == .sorted,
        checked: checked)
    }
  }

  deinit {
    storage.deallocate()
  }

  /// Window `k` (modulo the number of windows), read-only.
  package func window(_ k: Int) -> UnsafeBufferPointer<Double> {
    let base = UnsafePointer(storage.assumingMemoryBound(to: Double.self))
    return UnsafeBufferPointer(start: base + (k % windows) * stride, count: window)
  }
}

/// Where a row's loop is in its buffers' windows: each pass reads the next window, so that
/// consecutive passes (and batches) of a row read different x in the fresh regime.
package struct InputWalk {
  private var next = 0

  package init() {}

  /// Runs `pass` on `passes` successive windows of `buffers`; returns the sum of what the passes
  /// return (a checksum).
  package mutating func run(
    _ passes: Int, over buffers: RowBuffers, _ pass: (UnsafeBufferPointer<Double>) -> Double
  ) -> Double {
    var sum = 0.0
    for _ in 0..<passes {
      sum += pass(buffers.window(next))
      next = (next + 1) % buffers.windows
    }
    return sum
  }
}
