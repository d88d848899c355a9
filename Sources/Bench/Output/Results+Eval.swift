import SolverBench

extension Results {
  /// One `eval` stream timed in process (`eval[]` of results.json, optional: written by the
  /// standard suite from version 3 on, absent from older files). See `EvalMeasurement`.
  struct EvalRow: ResultsRow {
    /// `mixed-session`, `mixed-stateless`, `new-curve` or `mixed-pipe` (eval through pipes;
    /// absent from files written before the suite timed it).
    var stream: String
    /// The lines in one pass of the stream.
    var lines: Int
    /// ns per line: the median over the harness's batches, and their p10 and p90.
    var medianNs: Double
    var p10Ns: Double
    var p90Ns: Double
    /// 1e9 / medianNs.
    var linesPerSecond: Double
    /// The stream's target in words (`≥ 200,000 lines/s`, `≤ 20 µs per line`), or null.
    var target: String?
    /// Whether the median meets the target, or null where there is none.
    var meetsTarget: Bool?

    /// A stream's target.
    enum Target {
      case atLeastLinesPerSecond(Double)
      case atMostNsPerLine(Double)
    }

    init(stream: String, lines: Int, timing: Timing, target: Target?) {
      self.stream = stream
      self.lines = lines
      medianNs = timing.medianNs
      p10Ns = timing.p10Ns
      p90Ns = timing.p90Ns
      linesPerSecond = 1e9 / timing.medianNs
      switch target {
      case .atLeastLinesPerSecond(let rate)?:
        self.target = "≥ \(Self.grouped(rate)) lines/s"
        meetsTarget = linesPerSecond >= rate
      case .atMostNsPerLine(let ns)?:
        self.target = "≤ \(Self.grouped(ns / 1000)) µs per line"
        meetsTarget = medianNs <= ns
      case nil:
        self.target = nil
        meetsTarget = nil
      }
    }

    /// 200000 as "200,000".
    static func grouped(_ value: Double) -> String {
      var digits = String(Int(value.rounded()))
      var out = ""
      while digits.count > 3 {
        out = "," + digits.suffix(3) + out
        digits.removeLast(3)
      }
      return digits + out
    }

    static let columns: [ResultsColumn<Self>] = [
      .init("stream") { .text($0.stream) }, .init("lines") { .integer($0.lines) },
      .init("medianNs") { .number($0.medianNs) },
      .init("p10Ns") { .number($0.p10Ns) }, .init("p90Ns") { .number($0.p90Ns) },
      .init("linesPerSecond") { .number($0.linesPerSecond) },
      .init("target") { .optionalText($0.target) }, .init("meetsTarget") { .optionalFlag($0.meetsTarget) },
    ]
  }
}
