import Transitions

/// A recording's samples grouped by view and column, sorted by time, with the model that judges
/// them: what the time fit, the timing errors and the travel times read.
struct RecordedSeries {
  /// One (view, column) of the recording.
  struct Series {
    var view: Int
    var column: Int
    /// The model's range of the column over the transition (max − min), which weighs the
    /// series in the time fit so that a 300 pt slide and an alpha fade count alike; 0 for a
    /// column the model never changes.
    var range: Double
  }

  /// One recorded value.
  struct Sample {
    var time: Double
    var series: Int
    var value: Double
  }

  var series: [Series]
  /// Sorted by time (stable: a row's columns keep the recording's order).
  var samples: [Sample]
  /// The samples of each distinct time: `samples[times[k].range]` share `times[k].time`.
  var times: [(time: Double, range: Range<Int>)] = []

  /// Groups and checks `rows` against `transition`.
  ///
  /// - Throws: `TraceFormatError` for an empty recording, a view the transition does not have,
  ///   a column that is not a trace column, or a non-finite time or value.
  init(_ rows: [RecordedComparison.Row], transition: Transition) throws(TraceFormatError) {
    var viewIndex: [String: Int] = [:]
    for (i, name) in transition.viewNames.enumerated() { viewIndex[name] = i }
    let columns = Dictionary(uniqueKeysWithValues: Trace.columns.enumerated().map { ($1, $0) })
    var seriesIndex: [Int: Int] = [:]
    series = []
    samples = []
    for row in rows {
      guard row.time.isFinite else { throw TraceFormatError("a recorded time is \(row.time)") }
      guard let v = viewIndex[row.view] else {
        throw TraceFormatError(
          "no view is named \"\(row.view)\"; views: \(transition.viewNames.joined(separator: ", "))")
      }
      for (name, value) in row.values.sorted(by: { $0.key < $1.key }) {
        guard let c = columns[name] else {
          throw TraceFormatError("\"\(name)\" is not a trace column; columns: \(Trace.columns.joined(separator: ", "))")
        }
        guard value.isFinite else { throw TraceFormatError("\(row.view).\(name) at \(row.time) s is \(value)") }
        let key = v * Trace.columns.count + c
        let s: Int
        if let known = seriesIndex[key] {
          s = known
        } else {
          s = series.count
          seriesIndex[key] = s
          series.append(Series(view: v, column: c, range: 0))
        }
        samples.append(Sample(time: row.time, series: s, value: value))
      }
    }
    guard !samples.isEmpty else { throw TraceFormatError("the recording has no values") }
    samples = samples.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    var start = 0
    for i in 1...samples.count where i == samples.count || samples[i].time != samples[start].time {
      times.append((samples[start].time, start..<i))
      start = i
    }
  }

  /// The column's name of series `s`.
  func columnName(_ s: Int) -> String { Trace.columns[series[s].column] }
}

/// The transition's value of every recorded series at any model time, sampled into one scene
/// (the values of every series at the last time asked are kept, so the series of one recorded
/// time cost one sample of the scene).
struct RecordingModel {
  let transition: Transition
  let series: [RecordedSeries.Series]
  private var scene: Scene
  private var lastTime = Double.nan
  private var last: [Double]

  init(_ transition: Transition, series: [RecordedSeries.Series]) {
    self.transition = transition
    self.series = series
    scene = transition.makeScene()
    last = Array(repeating: 0, count: series.count)
  }

  /// The model's value of series `s` at model time `tau`.
  mutating func value(_ s: Int, at tau: Double) -> Double {
    if tau != lastTime {
      transition.sample(at: tau, into: &scene)
      lastTime = tau
      // One trace row per view (its frame costs a transform of the bounds), read by every series.
      var rowView = -1
      var row: [Double?] = []
      for (k, one) in series.enumerated() {
        if one.column < 4 {
          last[k] = Self.column(one.column, of: scene.views[one.view])
          continue
        }
        if one.view != rowView { (rowView, row) = (one.view, Trace.row(scene.views[one.view])) }
        last[k] = row[one.column] ?? Self.absent(one.column)
      }
    }
    return last[s]
  }

  /// Every series' value at `tau`, in `values`.
  mutating func values(at tau: Double, into values: inout [Double]) {
    _ = value(0, at: tau)
    values = last
  }

  /// The model's d value / d τ of series `s` at `tau`, by a central difference.
  mutating func slope(_ s: Int, at tau: Double) -> Double {
    let h = transition.duration * 1e-6
    let before = value(s, at: tau - h), after = value(s, at: tau + h)
    return (after - before) / (2 * h)
  }

  /// Every series' d value / d τ at `tau`, in `slopes`.
  mutating func slopes(at tau: Double, into slopes: inout [Double]) {
    let h = transition.duration * 1e-6
    _ = value(0, at: tau - h)
    let before = last
    _ = value(0, at: tau + h)
    for k in last.indices { slopes[k] = (last[k] - before[k]) / (2 * h) }
  }

  /// What a null trace column reads as in the model: a missing mask reads 0; a frame column of a
  /// view that draws nothing (wholly at or behind the eye) reads `CGRect.null`'s +∞, so a
  /// recorded frame there is infinitely far from the model.
  static func absent(_ column: Int) -> Double {
    frameColumns.contains(column) ? .infinity : 0
  }

  /// The indices of `frameX` … `frameHeight` in `Trace.columns`.
  static let frameColumns = Trace.frameColumns

  /// Trace column `column` of `view` (a null column reads ``absent(_:)``).
  static func column(_ column: Int, of view: ViewState) -> Double {
    switch column {
    case 0: view.center.x
    case 1: view.center.y
    case 2: view.size.width
    case 3: view.size.height
    default: Trace.row(view)[column] ?? absent(column)
    }
  }
}
