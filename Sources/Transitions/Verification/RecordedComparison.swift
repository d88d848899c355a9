/// A trace recorded elsewhere (on a device, in a browser) compared with the model: per view and
/// column the largest deviation, an estimate of a constant time offset between the two, and the
/// deviation once the offset is removed.
///
/// A recording is rows of (time, view name, some of ``Trace/columns``); rows may be at any times,
/// not only on the model's frame grid, and a column may be absent from a row (not recorded).
public struct RecordedComparison: Sendable {
  /// One recorded sample.
  public struct Row: Hashable, Sendable {
    /// Seconds from the transition's start, as the recording's clock says.
    public var time: Double
    /// The view's name.
    public var view: String
    /// The recorded values by column (a subset of ``Trace/columns``).
    public var values: [String: Double]

    /// A row.
    public init(time: Double, view: String, values: [String: Double]) {
      self.time = time
      self.view = view
      self.values = values
    }
  }

  /// The deviation of one view's column.
  public struct Deviation: Hashable, Sendable {
    /// The view.
    public var view: String
    /// The column (`centerX`, `alpha`, …).
    public var column: String
    /// The largest |recorded − model(t)|.
    public var maxDeviation: Double
    /// The recording's time of it.
    public var time: Double
    /// The largest |recorded − model(t − offset)|.
    public var maxDeviationAfterOffset: Double
  }

  /// Per view and column, in the recording's order of first appearance.
  public var deviations: [Deviation]
  /// The constant offset δ that best explains the recording: recorded(t) ≈ model(t − δ) (a
  /// recording that lags the model has δ > 0), by least squares over the recorded columns,
  /// within ±D/2.
  public var offset: Double

  /// The largest deviation of all.
  public var maxDeviation: Double { deviations.map(\.maxDeviation).max() ?? 0 }
  /// The largest deviation of all once the offset is removed.
  public var maxDeviationAfterOffset: Double { deviations.map(\.maxDeviationAfterOffset).max() ?? 0 }

  /// Compares `rows` with `transition`.
  ///
  /// - Throws: ``TraceFormatError`` for a view the transition does not have, a column that is
  ///   not a trace column, or a non-finite value.
  public init(_ transition: Transition, rows: [Row]) throws(TraceFormatError) {
    var viewIndex: [String: Int] = [:]
    for (i, name) in transition.viewNames.enumerated() { viewIndex[name] = i }
    let columns = Dictionary(uniqueKeysWithValues: Trace.columns.enumerated().map { ($1, $0) })
    var samples: [(time: Double, view: Int, column: Int, value: Double)] = []
    for row in rows {
      guard row.time.isFinite else { throw TraceFormatError("a recorded time is \(row.time)") }
      guard let v = viewIndex[row.view] else {
        throw TraceFormatError("no view is named \"\(row.view)\"; views: \(transition.viewNames.joined(separator: ", "))")
      }
      for (name, value) in row.values.sorted(by: { $0.key < $1.key }) {
        guard let c = columns[name] else { throw TraceFormatError("\"\(name)\" is not a trace column; columns: \(Trace.columns.joined(separator: ", "))") }
        guard value.isFinite else { throw TraceFormatError("\(row.view).\(name) at \(row.time) s is \(value)") }
        samples.append((row.time, v, c, value))
      }
    }
    var scene = transition.makeScene()
    func residuals(_ delta: Double, _ body: (Int, Double) -> Void) {
      var lastTime = Double.nan
      for (k, s) in samples.enumerated() {
        if s.time != lastTime {
          transition.sample(at: s.time - delta, into: &scene)
          lastTime = s.time
        }
        let model = Trace.row(scene.views[s.view])[s.column] ?? 0
        body(k, s.value - model)
      }
    }
    func cost(_ delta: Double) -> Double {
      var sum = 0.0
      residuals(delta) { _, r in sum += r * r }
      return sum
    }
    // A coarse grid over ±D/2, then golden-section search around the best point.
    let half = transition.duration / 2
    let grid = (0...200).map { -half + transition.duration * Double($0) / 200 }
    var best = grid.min { cost($0) < cost($1) } ?? 0
    var (lo, hi) = (best - transition.duration / 200, best + transition.duration / 200)
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<60 {
      let a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo)
      if cost(a) < cost(b) { hi = b } else { lo = a }
    }
    best = (lo + hi) / 2
    offset = abs(best) < 1e-12 ? 0 : best
    var raw = [Double](repeating: 0, count: samples.count), shifted = raw
    residuals(0) { k, r in raw[k] = abs(r) }
    residuals(offset) { k, r in shifted[k] = abs(r) }
    var order: [String] = []
    var table: [String: Deviation] = [:]
    for (k, s) in samples.enumerated() {
      let key = "\(s.view)|\(s.column)"
      if table[key] == nil {
        order.append(key)
        table[key] = Deviation(view: transition.viewNames[s.view], column: Trace.columns[s.column], maxDeviation: 0, time: s.time, maxDeviationAfterOffset: 0)
      }
      guard var entry = table[key] else { continue }
      if raw[k] > entry.maxDeviation { (entry.maxDeviation, entry.time) = (raw[k], s.time) }
      entry.maxDeviationAfterOffset = max(entry.maxDeviationAfterOffset, shifted[k])
      table[key] = entry
    }
    deviations = order.compactMap { table[$0] }
  }
}
