import ArgumentParser
import Curves
import Foundation
import SolverBench
import SpringPlatforms
import TextFormat

extension TransitionBench {
  struct SpringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "springs",
      abstract:
        """
        One spring in every platform's parameters, each platform's settling time beside the exact one, the \
        overshoot, the period, and the platforms' frame integrators against the closed form.
        """,
      discussion: """
        SPEC is platform:key=value,… with a platform and key set among: \
        \(SpringParameters.Kind.allCases.map(\.rawValue).joined(separator: "; ")); \
        or a SwiftUI preset (swiftui:smooth, swiftui:snappy, swiftui:bouncy). Examples: \
        swiftui:duration=0.5,bounce=0.3  compose:dampingRatio=0.5,stiffness=400  rebound:bounciness=5,speed=10. \
        The motion runs from 0 to --distance (value units) from --velocity (value units per second); thresholds \
        are each platform's, in value units. Integrators run at 60 Hz (Euler also 120 Hz), and again with 4 \
        consecutive frames dropped after the third. The command is always quick (well under a second \
        per spring); --quick is accepted and changes nothing.
        """)

    @OptionGroup var common: CommonOptions
    @Argument(help: "One or more springs, platform:key=value,…") var specs: [String]
    @Option(help: "The distance the spring moves, in value units (points, pixels, or 1 for progress).") var distance:
      Double = 1
    @Option(help: "The initial velocity in value units per second, towards the target.") var velocity: Double = 0
    @Option(help: "The Android property whose thresholds the android row uses: pixels, rotation, alpha or scale.")
    var androidProperty: AndroidSpring.Property = .pixels
    @Option(
      help:
        """
        Output format: table, json, csv, or css-linear (each spring as CSS's linear() within --tolerance, with its \
        duration).
        """
    ) var format: SpringsFormat = .table
    @Option(
      help:
        """
        css-linear: the largest error allowed between the linear() easing and the exact spring, in progress (0 < \
        tolerance < 0.5).
        """
    ) var tolerance: Double = 0.001

    enum SpringsFormat: String, ExpressibleByArgument, CaseIterable { case table, json, csv, cssLinear = "css-linear" }

    func validate() throws {
      guard !specs.isEmpty else {
        throw ValidationError("give at least one spring, for example swiftui:duration=0.5,bounce=0.3")
      }
      guard distance.isFinite, distance != 0, abs(distance) <= 1e30 else {
        throw ValidationError("--distance must be finite, non-zero and at most 1e30 in magnitude, got \(distance)")
      }
      guard velocity.isFinite, abs(velocity) <= 1e30 else {
        throw ValidationError("--velocity must be finite and at most 1e30 in magnitude, got \(velocity)")
      }
      guard tolerance > 0, tolerance < 0.5 else {
        throw ValidationError("--tolerance must be in (0, 0.5), got \(tolerance)")
      }
    }

    /// Each spring as CSS: a comment with what was checked, then the two declarations.
    func cssLinear() throws {
      for text in specs {
        let spring: SpringParameters
        do { spring = try SpringParameters(parsing: text) } catch { throw ValidationError("\(text): \(error)") }
        do {
          let motion = try SpringMotion(spring: try spring.spring(), progressVelocity: velocity / distance)
          let css = try motion.cssLinear(tolerance: tolerance)
          print(
            """
            /* \(text): \(css.easing.points.count) points; largest error \(String(format: "%.3g", css.maxError)) ≤ \
            \(Format.number(tolerance)) against the exact spring at every stop and \(css.checkedSamples) times; \
            within \(Format.number(tolerance / 2)) of the end from \(css.durationText) on */
            """
          )
          print("transition-timing-function: \(css.text);")
          print("transition-duration: \(css.durationText);")
        } catch {
          throw ValidationError("\(text): \(error)")
        }
      }
    }

    func run() throws {
      if format == .cssLinear { return try cssLinear() }
      var reports: [SpringReport] = []
      for text in specs {
        do {
          reports.append(
            try SpringReport(
              try SpringParameters(parsing: text), distance: distance, velocity: velocity, android: androidProperty))
        } catch {
          throw ValidationError("\(text): \(error)")
        }
      }
      switch format {
      case .json: print(Output.jsonText(reports))
      case .csv:
        print(Format.csv(["spec", "section", "item", "field", "value"], reports.flatMap(Self.csvRows)), terminator: "")
      case .table: for report in reports { print(Self.table(report)) }
      case .cssLinear: break
      }
    }

    static func seconds(_ value: Double?) -> String { value.map { "\(Format.short($0)) s" } ?? "never" }

    static func table(_ r: SpringReport) -> String {
      var out =
        "\(r.spec): mass \(Format.short(r.mass)), stiffness \(Format.short(r.stiffness)), "
        + "damping \(Format.short(r.damping)) "
      out += "(ζ = \(Format.short(r.dampingRatio)), \(r.regime), response \(Format.short(r.response)) s); "
      out +=
        """
        overshoot \(String(format: "%.2f", 100 * r.overshoot))%, period \(seconds(r.period)); from 0 to \
        \(Format.short(r.distance)) at \(Format.short(r.velocity))/s\n
        """
      out +=
        Format.table(
          ["parameter set", "the same spring"],
          r.parameters.map { [$0.kind, $0.text ?? "— \($0.error ?? "")"] }) + "\n"
      out +=
        Format.table(
          [
            "settling rule", "platform says", "how", "threshold", "velocity threshold", "exact last crossing",
            "difference",
          ],
          r.settling.map { s in
            [
              s.rule, seconds(s.platformSays), s.basis, Format.number(s.displacementThreshold),
              s.velocityThreshold.map { "\(Format.number($0))/s" } ?? "–", seconds(s.exactLastCrossing),
              s.difference.map { String(format: "%+.4f s", $0) } ?? "–",
            ]
          }) + "\n"
      out += Format.table(
        [
          "integrator", "Hz", "max |Δ| vs closed form", "at",
          "with \(r.integrators.first?.droppedFrames ?? 0) frames dropped",
        ],
        r.integrators.map { i in
          [
            i.integrator, Format.short(i.hz), i.largestDeviation.map { String(format: "%.3e", $0) } ?? "unbounded",
            "\(Format.short(i.at)) s",
            i.largestWithDroppedFrames.map { String(format: "%.3e", $0) } ?? "unbounded",
          ]
        })
      return out
    }

    static func csvRows(_ r: SpringReport) -> [[String]] {
      func row(_ section: String, _ item: String, _ field: String, _ value: String) -> [String] {
        [r.spec, section, item, field, value]
      }
      var rows: [[String]] = [
        row("spring", "", "mass", Format.number(r.mass)), row("spring", "", "stiffness", Format.number(r.stiffness)),
        row("spring", "", "damping", Format.number(r.damping)),
        row("spring", "", "dampingRatio", Format.number(r.dampingRatio)),
        row("spring", "", "overshoot", Format.number(r.overshoot)),
        row("spring", "", "period", r.period.map(Format.number) ?? ""),
      ]
      rows += r.parameters.map { row("parameters", $0.kind, "text", $0.text ?? "") }
      for s in r.settling {
        rows.append(row("settling", s.rule, "platformSays", s.platformSays.map(Format.number) ?? ""))
        rows.append(row("settling", s.rule, "exactLastCrossing", s.exactLastCrossing.map(Format.number) ?? ""))
      }
      for i in r.integrators {
        rows.append(
          row(
            "integrators", "\(i.integrator)@\(Format.number(i.hz))", "largestDeviation",
            i.largestDeviation.map(Format.number) ?? ""))
        rows.append(
          row(
            "integrators", "\(i.integrator)@\(Format.number(i.hz))", "largestWithDroppedFrames",
            i.largestWithDroppedFrames.map(Format.number) ?? ""))
      }
      return rows
    }
  }
}
