import ArgumentParser
import Curves
import Foundation
import SolverBench
import SolverZoo

extension CommaSeparated<PathEngine> {
  /// `--engines`: path engine names.
  static func engines(_ text: String) throws -> Self {
    try parse(text) { name in
      guard let engine = PathEngine(rawValue: name) else {
        throw ValidationError(
          "unknown engine '\(name)'; engines: \(PathEngine.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return engine
    }
  }
}

extension TransitionBench {
  struct PathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "paths",
      abstract:
        """
        The path bench: each engine's length of a path and its points at random distances, timed, with their errors \
        against the exact answer.
        """,
      discussion: """
        Engines: exact (GSL's integrals, a search and a root per point), paced (the exact answer from a table), \
        skia (SkPathMeasure: chords within 0.5, float; what Chromium uses for offset-path and the shapes), blink \
        (Chromium's SVGPathElement.getTotalLength and getPointAtLength: control polygons, float, the path walked \
        again for every point), android (ObjectAnimator's PathKeyframes: Path.approximate(0.5), float) and \
        uniform-t (16 chords per segment). skia and android do not take arcs (said on standard error). The \
        standard paths are the suite's: a card's arc, a near-cusp cubic, quadratics and a line, a circle of two \
        arcs, Chromium's test arc, and cubic zig-zags of 1 to 10,000 segments (1 and 100 with --quick); --path \
        measures yours instead. Distances are seeded: every run asks the same ones.
        """)

    @OptionGroup var common: CommonOptions
    @Option(
      name: .customLong("path"),
      help: ArgumentHelp("SVG path data to measure instead of the standard paths (repeatable).", valueName: "d"))
    var pathTexts: [String] = []
    @Option(
      help: "The engines, comma separated (default: all; each once, in the order above).",
      transform: CommaSeparated<PathEngine>.engines)
    var engines: CommaSeparated<PathEngine>?
    @Option(help: "Distances per path and engine (blink fewer on long paths).") var points = 256
    @Option(help: "Output format: table, json or csv.") var format: OutputFormat = .table

    func validate() throws {
      guard points >= 1, points <= 1 << 20 else {
        throw ValidationError("--points must lie in [1, 1048576], got \(points)")
      }
    }

    func run() throws {
      var paths: [(name: String, data: PathData)] = []
      for text in pathTexts {
        do {
          paths.append((text, try PathData(text)))
        } catch {
          throw ValidationError("--path '\(text)': \(error)")
        }
      }
      if paths.isEmpty { paths = try PathBench.standard(quick: common.quick) }
      let status = StatusLine()
      let rows = try PathBench(
        harness: common.harness, paths: paths,
        engines: PathEngine.allCases.filter { engines?.values.contains($0) ?? true },
        points: points,
        allocations: AllocationCounter()
      ).run(status: status)
      status.done()
      Output.paths(rows, format: format)
    }
  }
}
