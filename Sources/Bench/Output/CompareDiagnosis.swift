import Foundation
import Recordings
import Specs
import Transitions

/// What `compare` says of a recording in words, most important first: the curve (when the curve
/// fit ran and the spec's curve is not what the recording ran), the duration, and the start;
/// the same sentences go into its JSON. When the curve differs, the duration and the start are
/// read from the fit of the curve the recording ran, not from the spec's, whose fit bends both
/// to make up for the wrong shape.
enum CompareDiagnosis {
  /// Milliseconds with one decimal.
  static func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
  /// Seconds with three decimals.
  static func s(_ seconds: Double) -> String { String(format: "%.3f s", seconds) }

  /// One sentence, and whether it names something wrong (a curve, a duration, a start not
  /// found, a latency beyond its bound) rather than confirming the spec.
  struct Sentence {
    var text: String
    var isProblem: Bool
  }

  /// The sentences.
  ///
  /// - Parameter specCurve: how the spec's timing is written (`ease-in-out`, `spring`), for
  ///   "the spec's ease-in-out 31 pt".
  static func sentences(_ c: RecordedComparison, duration: Double, curve: RecordingCurveFit? = nil, specCurve: String)
    -> [Sentence]
  {
    var out: [Sentence] = []
    var fit = c.fit
    var start = c.latencyFit
    if let curve {
      let unit = curve.unit == .points ? " pt" : ""
      let tolerance = curve.unit == .points ? c.tolerances.points : c.tolerances.unitless
      func rms(_ v: Double) -> String { String(format: "%.2g", v) + unit }
      if curve.specCurveHolds(tolerance: tolerance) {
        out.append(
          Sentence(
            text:
              """
              the curve matches: the spec's \(specCurve) \(specCurve == "timings" ? "fit" : "fits") with \
              \(rms(curve.spec.rms)) RMS
              """,
            isProblem: false))
      } else {
        // Name a preset when it is within the tolerance of the best candidate.
        let best = curve.best
        let named = curve.presets.first.flatMap { $0.rms <= best.rms + tolerance ? $0 : nil } ?? best
        let sentence = "the curve differs: \(CompareOutput.name(named.timing)) fits with \(rms(named.rms)) RMS"
        out.append(Sentence(text: sentence + ", the spec's \(specCurve) \(rms(curve.spec.rms))", isProblem: true))
        fit = named.fit
        start = named.fit
      }
    }
    // The duration: significant when outside its confidence and beyond the timing tolerance
    // (RecordedComparison.durationDiffers, here for the fit of the curve the recording ran).
    let excess = fit.scale - 1
    var judged = c
    judged.fit = fit
    if let conf = fit.scaleConfidence, judged.durationDiffers {
      let pct = String(format: "%.1f%%", abs(excess) * 100)
      out.append(
        Sentence(
          text:
            """
            the recording runs \(pct) \(excess > 0 ? "longer" : "shorter") than the spec \
            (\(s(duration * fit.scale)) vs \(s(duration)), ±\(String(format: "%.2g%%", conf * 100)))
            """,
          isProblem: true))
      // The latency of the fit with the ratio: the latency alone bends to make up for it.
      start = fit
    } else if let conf = fit.scaleConfidence {
      out.append(
        Sentence(
          text:
            "the duration matches the spec's (×\(String(format: "%.4f", fit.scale)) "
            + "± \(String(format: "%.4f", conf)))",
          isProblem: false))
    } else {
      out.append(
        Sentence(
          text: "the duration cannot be told from the recording (the model does not move at its times)",
          isProblem: false))
    }
    let latency = start.latency
    let conf = start.latencyConfidence.map { " (±\(ms($0)))" } ?? ""
    if start.isIllConditioned {
      out.append(
        Sentence(
          text:
            "the start is not determined: the recorded values fix it only to "
            + "±\(ms(start.latencyConfidence ?? .infinity)), "
            + "more than the transition lasts; record columns the model moves by more than the tolerance",
          isProblem: true))
    } else if start.atSearchEdge {
      out.append(
        Sentence(
          text:
            """
            the animation's start was not found: the best latency, \(s(latency)), lies at the edge of the search \
            (one duration before the first sample to the last); the recording may not hold the animation
            """,
          isProblem: true))
    } else if c.clock.firstTime > duration {
      out.append(
        Sentence(
          text:
            """
            the clock is absolute (its first time is \(s(c.clock.firstTime))): the animation starts at \
            \(s(latency))\(conf) on it
            """,
          isProblem: false))
    } else if latency == 0 {
      out.append(Sentence(text: "on time: the animation starts at the recording's t = 0", isProblem: false))
    } else {
      out.append(
        Sentence(
          text:
            """
            \(latency > 0 ? "late" : "early") by \(ms(abs(latency)))\(conf): the animation starts at t = \
            \(s(latency)) on the recording's clock
            """,
          isProblem: false))
    }
    if let bound = c.tolerances.latency, c.latencyExceeded {
      out.append(
        Sentence(
          text: "the latency \(ms(abs(c.latencyFit.latency))) exceeds --max-latency \(ms(bound))", isProblem: true))
    }
    return out
  }

  /// How a spec's timing reads: the one timing of all its phases as written (a cubic's text,
  /// `spring`, `keyframes`), or "timings" when its phases differ.
  static func specCurve(_ spec: TransitionSpec) -> String {
    let names = Set(
      spec.phases.map { phase -> String in
        switch phase.timing {
        case nil: "easeInEaseOut"
        case .cubic(let text): text
        case .spring: "spring"
        case .keyframes: "keyframes"
        case .decay(let decay): "decay(\(decay.law))"
        }
      })
    guard names.count == 1, let only = names.first else { return "timings" }
    return only
  }
}
