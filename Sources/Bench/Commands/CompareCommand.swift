import ArgumentParser
import Curves
import Foundation
import SolverBench
import Recordings
import Transitions

extension TransitionBench {
  struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "compare",
      abstract:
        """
        Judge a trace recorded on a device or in a browser against the model, as time and as space: the start \
        latency and the duration ratio that best explain it (with their confidence), per view and property the \
        spatial and the timing error, the 50% and 90% travel times, the curve the recording actually ran, and a \
        diagnosis in words. Exit 1 when a value is beyond both tolerances.
        """,
      discussion: """
        The CSV has the columns of `trace --format csv`: time, view, then any of centerX, centerY, \
        width, height, frameX, frameY, frameWidth, frameHeight, a, b, c, d, tx, ty, alpha, cornerRadius, \
        shadowOpacity, maskX, maskY, maskRadius, tint, hidden, zIndex (a subset is fine; an empty cell is \
        not recorded). A model trace's phase.<name>.fraction and phase.<name>.progress columns are \
        read past and listed as not compared. Rows may be at any times, on any clock. \
        The verdict takes the fitted latency as the animation's start and the spec's duration as the \
        recording's: a value passes when it is within --tolerance (points) or --unit-tolerance \
        (alpha, the transform's a…d, …) of the model, or when the model reaches it within the time \
        tolerance (--time-tolerance, by default the recording's clock jitter). A duration ratio is \
        diagnosed, never removed. The latency is judged only with --max-latency.
        """)

    @OptionGroup var common: CommonOptions
    @OptionGroup var source: SpecArgument
    @Option(help: "The recorded file: CSV, or Chrome's trace-event JSON (counter events <view>.<column>).")
    var recorded: String
    @Option(
      help:
        """
        The unit of the recorded times: auto (from the time column's name, else ms when the median step exceeds \
        0.5), s, ms or us.
        """
    )
    var timeUnit: RecordingTimeUnit = .auto
    @Option(help: "Recorded pixels per point (a device pixel ratio): point columns are divided by it.") var scale:
      Double = 1
    @Option(help: "The spatial tolerance of point columns (centre, size, frame, tx, ty, radii), in points.")
    var tolerance: Double = 0.5
    @Option(help: "The spatial tolerance of unitless columns (alpha, shadowOpacity, tint, a, b, c, d, hidden, zIndex).")
    var unitTolerance: Double = 0.01
    @Option(
      help: "The timing tolerance in seconds (default: the recording's clock jitter, estimated from its timestamps).")
    var timeTolerance: Double?
    @Option(help: "The largest start latency allowed, in seconds (default: reported, not judged).") var maxLatency:
      Double?
    @Flag(help: "Skip the curve fit (the presets, the best cubic-bezier and spring).") var noCurveFit = false
    @Option(help: "table or json.") var format: ReportFormat = .table

    func validate() throws {
      for (name, value) in [
        ("--tolerance", tolerance), ("--unit-tolerance", unitTolerance), ("--time-tolerance", timeTolerance),
        ("--max-latency", maxLatency),
      ] {
        if let value, !(value.isFinite && value >= 0) {
          throw ValidationError("\(name) must be a finite number ≥ 0, got \(value)")
        }
      }
      guard scale.isFinite, scale > 0 else {
        throw ValidationError("--scale must be a finite number > 0, got \(scale)")
      }
    }

    func run() throws {
      let loaded = try source.load()
      let (spec, transition) = (loaded.spec, loaded.transition)
      let file = try RecordingImport(timeUnit: timeUnit, scale: scale).read(recorded)
      let (rows, phaseColumns) = (file.rows, file.phaseColumns)
      let tolerances = RecordedComparison.Tolerances(
        points: tolerance, unitless: unitTolerance, time: timeTolerance, latency: maxLatency)
      let comparison: RecordedComparison
      let curve: RecordingCurveFit?
      do {
        comparison = try RecordedComparison(transition, rows: rows, tolerances: tolerances)
        curve = noCurveFit ? nil : try RecordingCurveFit(spec, rows: rows, tolerances: tolerances)
      } catch { throw InputFileError("\(recorded): \(error)") }
      let output = CompareOutput(
        comparison: comparison, curve: curve, transition: transition, recorded: recorded, rows: rows.count,
        notCompared: phaseColumns,
        specCurve: CompareDiagnosis.specCurve(spec), notes: file.notes)
      switch format {
      case .json: print(output.json.formatted(sortingKeys: false), terminator: "")
      default: print(output.text)
      }
      if !comparison.passes {
        throw CheckFailed(message: "compare: \(output.verdict)")
      }
    }
  }
}
