import ArgumentParser
import Foundation
import Geometry
import Transitions

extension TransitionBench {
  struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trace",
      abstract: "Print one transition's scene at a frame rate: csv, json, an svg storyboard (the container at six evenly spaced times) or a self-contained html viewer with a time slider.")

    @OptionGroup var common: CommonOptions

    @Argument(help: "A spec file (.json, .yaml, .yml) or a catalogue name (slide, overlay, diagonal, twoPhase, bottomSpring, photoZoom, maskReveal, customContainer, collection).")
    var name: String

    @Option(help: "The operation (default: the transition's first).")
    var operation: String?

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: "csv, json, svg or html.")
    var format: TraceFormat = .csv

    enum TraceFormat: String, ExpressibleByArgument, CaseIterable { case csv, json, svg, html }

    func validate() throws {
      guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be in (0, 1000], got \(fps)") }
    }

    /// The container the pictures draw (the spec's, or the catalogue's 390 × 844).
    func container() throws -> Size {
      guard FileManager.default.fileExists(atPath: name) else { return TransitionSpec.defaultContainer }
      return try SpecSource.load(name, operation: operation).container ?? TransitionSpec.defaultContainer
    }

    func transition() throws -> Transition {
      if FileManager.default.fileExists(atPath: name) {
        return try SpecSource.transition(try SpecSource.load(name, operation: operation))
      }
      let matches = try TransitionsCommand.select(named: name, operation: operation)
      guard let first = matches.first else {
        throw ValidationError("\(name) has no operation '\(operation ?? "")'")
      }
      return first
    }

    func run() throws {
      let transition = try transition()
      let trace = Trace(transition, fps: fps)
      switch format {
      case .csv: print(TraceOutput.csv(trace), terminator: "")
      case .json: print(try TraceOutput.json(trace), terminator: "")
      case .svg: print(Storyboard.svg(transition, container: try container()))
      case .html: print(Storyboard.html(transition, container: try container(), fps: fps), terminator: "")
      }
    }
  }
}
