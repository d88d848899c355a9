import Curves
import Foundation
import JSON
import Recordings
import SolverBench
import TextFormat
import Transitions

/// `compare`'s table and its JSON document (`compareVersion` 1): the clock, the two fits, the
/// tolerances, one row per view and property, the curve fit, the diagnosis and the verdict.
struct CompareOutput {
  /// The version of the JSON document; bumped when a key changes meaning or goes away.
  static let version = 1

  var comparison: RecordedComparison
  var curve: RecordingCurveFit?
  var transition: Transition
  var recorded: String
  var rows: Int
  var notCompared: [String]
  /// How the spec's timing reads (``CompareDiagnosis/specCurve(_:)``).
  var specCurve: String
  /// What the reader decided or ignored (``RecordingImport/Result/notes``).
  var notes: [String] = []

  var sentences: [CompareDiagnosis.Sentence] {
    CompareDiagnosis.sentences(comparison, duration: transition.duration, curve: curve, specCurve: specCurve)
  }
  var diagnosis: [String] { sentences.map(\.text) }

  /// How the timing tolerance was chosen.
  var timeToleranceSource: String {
    comparison.tolerances.time == nil ? "the recording's clock jitter" : "--time-tolerance"
  }

  /// The verdict in one sentence.
  var verdict: String {
    let c = comparison
    let total = c.series.reduce(0) { $0 + $1.samples }
    var parts: [String] = []
    if c.failingSamples > 0 {
      parts.append(
        """
        \(c.failingSamples) of \(total) values beyond \(Format.number(c.tolerances.points)) pt \
        (\(Format.number(c.tolerances.unitless)) unitless) and \(CompareDiagnosis.ms(c.timeTolerance)) of the model
        """
      )
    }
    if c.durationDiffers && c.failingSamples == 0 {
      parts.append(
        String(
          format:
            "the duration differs (×%.4f ± %.4f, %.1f ms over the transition, beyond twice the %.1f ms time "
            + "tolerance)",
          c.fit.scale, c.fit.scaleConfidence ?? 0, abs(c.fit.scale - 1) * transition.duration * 1000,
          c.timeTolerance * 1000))
    }
    if c.latencyExceeded, let bound = c.tolerances.latency {
      parts.append(
        """
        the latency \(CompareDiagnosis.ms(abs(c.latencyFit.latency))) exceeds --max-latency \
        \(CompareDiagnosis.ms(bound))
        """
      )
    }
    if parts.isEmpty {
      return
        """
        pass: every value within \(Format.number(c.tolerances.points)) pt (\(Format.number(c.tolerances.unitless)) \
        unitless) or \(CompareDiagnosis.ms(c.timeTolerance)) of the model
        """
    }
    let problems = sentences.filter(\.isProblem).map(\.text)
    let cause =
      problems.isEmpty
      ? "no single cause found: the timing errors exceed the clock's jitter (see the table)"
      : problems.joined(separator: "; ")
    return parts.joined(separator: "; ") + ": " + cause
  }

  static func name(_ timing: RecordingCurveFit.Candidate.Timing) -> String {
    switch timing {
    case .spec: "spec"
    case .preset(let name):
      if let css = CubicTimingFunction.presetsByName.first(where: {
        $0.name.contains("-") && $0.curve == CubicTimingFunction.preset(named: name)
      })?.name {
        "\(css)"
      } else {
        name
      }
    case .cubic(let x1, let y1, let x2, let y2): String(format: "cubic-bezier(%.3g, %.3g, %.3g, %.3g)", x1, y1, x2, y2)
    case .spring(let duration, let bounce): String(format: "spring(duration %.3g s, bounce %.3g)", duration, bounce)
    }
  }

  var text: String {
    let c = comparison
    let clock = c.clock
    var out =
      """
      compare \(transition.kind) \(transition.operation.rawValue) with \(recorded): \(rows) rows, \(clock.frames) \
      times
      """
    out +=
      " (interval \(CompareDiagnosis.ms(clock.frameInterval)), jitter \(CompareDiagnosis.ms(clock.jitter)), "
      + "\(clock.droppedFrames) dropped)\n"
    for note in notes { out += "note: \(note)\n" }
    if !notCompared.isEmpty { out += "not compared (phase columns): \(notCompared.joined(separator: ", "))\n" }
    func e(_ v: Double) -> String { String(format: "%.3e", v) }
    func t(_ v: Double?) -> String { v.map { String(format: "%.1f", $0 * 1000) } ?? "–" }
    out += Format.table(
      [
        "view", "property", "n", "max |Δ| recorded", "max |Δ|", "at", "after ×scale", "timing err ms",
        "t50 model/rec ms", "t90 model/rec ms", "fail",
      ],
      c.series.map { s in
        [
          s.view, s.column, "\(s.samples)", e(s.maxDeviationAsRecorded), e(s.maxDeviation),
          "\(Format.short(s.maxDeviationTime)) s", e(s.maxDeviationAfterFullFit),
          s.maxTimingError.map { String(format: "%+.2f", $0 * 1000) } ?? "–",
          "\(t(s.modelTravel50))/\(t(s.recordedTravel50))",
          "\(t(s.modelTravel90))/\(t(s.recordedTravel90))", "\(s.failingSamples)",
        ]
      })
    out += "\n"
    let lf = c.latencyFit, f = c.fit
    if lf.isIllConditioned || f.isIllConditioned {
      // A latency whose 95% interval is wider than the transition is no measurement: say so.
      let widest = max(lf.latencyConfidence ?? 0, f.latencyConfidence ?? 0)
      out +=
        "latency: not determined: the recorded values do not fix the start "
          + """
          (its 95% interval, ± \(CompareDiagnosis.ms(widest)), is wider than the \(CompareDiagnosis.ms(c.duration)) \
          transition)\n
          """
    } else {
      let latencyConfidence = lf.latencyConfidence.map { " ± \(CompareDiagnosis.ms($0))" } ?? ""
      let scaleConfidence = f.scaleConfidence.map { " ± \(String(format: "%.4f", $0))" } ?? ""
      out +=
        "latency: \(CompareDiagnosis.ms(lf.latency))\(latencyConfidence) (recorded(t) ≈ model(t − latency)); "
          + """
          with the duration fitted: \(CompareDiagnosis.ms(f.latency)), scale \
          ×\(String(format: "%.4f", f.scale))\(scaleConfidence)\n
          """
    }
    out +=
      """
      tolerances: \(Format.number(c.tolerances.points)) pt, \(Format.number(c.tolerances.unitless)) unitless, \
      \(CompareDiagnosis.ms(c.timeTolerance)) (\(timeToleranceSource))
      """
    out += c.tolerances.latency.map { ", latency \(CompareDiagnosis.ms($0))" } ?? ""
    out += "\n"
    if let curve {
      let unit = curve.unit == .points ? "pt" : ""
      let rows = ([curve.spec] + curve.presets.prefix(3) + [curve.cubic] + (curve.spring.map { [$0] } ?? [])).uniqued(
        by: \.timing)
      out += "curve fit (RMS after each curve's own latency and scale):\n"
      out += Format.table(
        ["curve", "RMS \(unit)", "latency ms", "scale"],
        rows.map { r in
          [
            r.timing == .spec ? "spec (\(specCurve))" : Self.name(r.timing), String(format: "%.3g", r.rms),
            String(format: "%.1f", r.fit.latency * 1000), String(format: "%.4f", r.fit.scale),
          ]
        })
      out += "\n"
    }
    out += "diagnosis:\n" + diagnosis.map { "  - \($0)" }.joined(separator: "\n") + "\n"
    out += "verdict: \(verdict)"
    return out
  }

  var json: JSONValue {
    let c = comparison
    func n(_ v: Double?) -> JSONValue { v.map { .number($0, text: nil) } ?? .null }
    func fit(_ f: RecordingTimeFit) -> JSONValue {
      .object([
        ("latency", n(f.latency)), ("latencyConfidence", n(f.latencyConfidence)), ("scale", n(f.scale)),
        ("scaleConfidence", n(f.scaleConfidence)),
        ("weightedRMS", n(f.weightedRMS)), ("atSearchEdge", .bool(f.atSearchEdge)),
      ])
    }
    func candidate(_ r: RecordingCurveFit.Candidate) -> JSONValue {
      .object([("curve", .string(Self.name(r.timing))), ("rms", n(r.rms)), ("fit", fit(r.fit))])
    }
    let series: [JSONValue] = c.series.map { s in
      .object([
        ("view", .string(s.view)), ("property", .string(s.column)), ("unit", .string(s.unit.rawValue)),
        ("samples", n(Double(s.samples))),
        ("maxDeviationAsRecorded", n(s.maxDeviationAsRecorded)), ("maxDeviation", n(s.maxDeviation)),
        ("maxDeviationTime", n(s.maxDeviationTime)),
        ("maxDeviationAfterFullFit", n(s.maxDeviationAfterFullFit)), ("rmsDeviation", n(s.rmsDeviation)),
        ("maxTimingError", n(s.maxTimingError)),
        ("unreachedSamples", n(Double(s.unreachedSamples))), ("failingSamples", n(Double(s.failingSamples))),
        ("travel50", .object([("model", n(s.modelTravel50)), ("recorded", n(s.recordedTravel50))])),
        ("travel90", .object([("model", n(s.modelTravel90)), ("recorded", n(s.recordedTravel90))])),
      ])
    }
    let clock = c.clock
    var members: [(key: String, value: JSONValue)] = [
      ("compareVersion", n(Double(Self.version))), ("transition", .string(transition.kind.description)),
      ("operation", .string(transition.operation.rawValue)), ("duration", n(transition.duration)),
      ("recorded", .string(recorded)), ("rows", n(Double(rows))),
      ("notCompared", .array(notCompared.map { .string($0) })), ("notes", .array(notes.map { .string($0) })),
      (
        "clock",
        .object([
          ("times", n(Double(clock.frames))), ("frameInterval", n(clock.frameInterval)), ("jitter", n(clock.jitter)),
          ("droppedFrames", n(Double(clock.droppedFrames))), ("firstTime", n(clock.firstTime)),
          ("lastTime", n(clock.lastTime)),
        ])
      ),
      ("latencyFit", fit(c.latencyFit)), ("fit", fit(c.fit)),
      (
        "tolerances",
        .object([
          ("points", n(c.tolerances.points)), ("unitless", n(c.tolerances.unitless)), ("time", n(c.timeTolerance)),
          ("timeSource", .string(c.tolerances.time == nil ? "jitter" : "given")), ("latency", n(c.tolerances.latency)),
        ])
      ),
      ("series", .array(series)), ("durationDiffers", .bool(c.durationDiffers)),
    ]
    if let curve {
      members.append(
        (
          "curveFit",
          .object([
            ("unit", .string(curve.unit.rawValue)), ("spec", candidate(curve.spec)),
            ("presets", .array(curve.presets.map(candidate))),
            ("cubic", candidate(curve.cubic)), ("spring", curve.spring.map(candidate) ?? .null),
            ("best", candidate(curve.best)),
          ])
        ))
    } else {
      members.append(("curveFit", .null))
    }
    members += [
      ("diagnosis", .array(diagnosis.map { .string($0) })), ("passes", .bool(c.passes)), ("verdict", .string(verdict)),
    ]
    return .object(members)
  }
}

extension Array {
  /// The elements, each key kept at its first occurrence.
  fileprivate func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
    var seen = Set<Key>()
    return filter { seen.insert(key($0)).inserted }
  }
}
