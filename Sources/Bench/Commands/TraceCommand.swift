import ArgumentParser
import Foundation
import Geometry
import Specs
import Transitions

extension TransitionBench {
  struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "trace",
      abstract:
        """
        Print one transition's scene at a frame rate: csv, json, an svg storyboard (the container at six evenly \
        spaced times) or a self-contained html viewer with a time slider.
        """
    )

    @OptionGroup var common: CommonOptions

    @Argument(
      help:
        """
        A spec file (.json, .yaml, .yml) or a catalogue name (slide, overlay, diagonal, twoPhase, bottomSpring, \
        photoZoom, maskReveal, customContainer, collection, flip, cube, pageTurn, collection3D).
        """
    )
    var name: String

    @Option(help: "The operation, for a catalogue name (default: the transition's first).")
    var operation: TransitionOperation?

    @Option(help: "Frames per second, in (0, 1000] (default: 60): frames at t = k/fps and at the duration.")
    var fps: Double?

    @Option(
      help: "Sample exactly these times, in seconds, comma-separated (0.075,0.1,0.3), each within the transition.",
      transform: CommaSeparated<Double>.numbers)
    var at: CommaSeparated<Double>?

    @Option(
      help: "Sample at these fractions p of the duration D (t = p·D), comma-separated, each in [0, 1].",
      transform: CommaSeparated<Double>.numbers)
    var atProgress: CommaSeparated<Double>?

    @Option(
      help:
        """
        Sample at the times (seconds) listed in this file, separated by commas, spaces or new lines; '#' starts a \
        comment.
        """
    )
    var atFile: String?

    @Option(
      help:
        """
        Replay this interactive script of the spec (its name, or 'script N' for an unnamed one) frame by frame at \
        --fps, from its first event to the end of its completion, or at the wall times --at or --at-file give: a \
        tau column gives the transition time shown, and a completion column how far the running completion has come.
        """
    )
    var script: String?

    @Option(
      help:
        """
        csv, json, chrome (Chrome's trace-event JSON: a counter <view>.<column> per changing column, which compare \
        reads back and trace viewers draw), svg or html.
        """
    )
    var format: TraceFormat = .csv

    @Option(
      help:
        """
        For --format chrome: the trace-event time (microseconds) of the model's t = 0, to overlay a recording \
        (compare prints the start it found, in seconds).
        """
    )
    var tsOffset: Double = 0

    enum TraceFormat: String, ExpressibleByArgument, CaseIterable { case csv, json, chrome, svg, html }

    func validate() throws {
      guard tsOffset.isFinite else {
        throw ValidationError("--ts-offset must be a finite number of microseconds, got \(tsOffset)")
      }
      if let fps { guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be in (0, 1000], got \(fps)") } }
      let chosen = [
        fps != nil ? "--fps" : nil, at != nil ? "--at" : nil, atProgress != nil ? "--at-progress" : nil,
        atFile != nil ? "--at-file" : nil,
      ]
      .compactMap { $0 }
      guard chosen.count <= 1 else {
        throw ValidationError("give one of \(chosen.joined(separator: ", ")): each chooses the sampled times")
      }
      if let atProgress {
        for p in atProgress.values where !(p >= 0 && p <= 1) {
          throw ValidationError("--at-progress takes fractions in [0, 1], got \(p)")
        }
      }
      if atFile != nil || at != nil || atProgress != nil, format == .svg || format == .html {
        throw ValidationError(
          "--at, --at-progress and --at-file sample csv and json traces; svg and html draw evenly spaced times")
      }
      if script != nil {
        guard atProgress == nil else {
          throw ValidationError(
            "--script replays at --fps, or at the wall times --at and --at-file give: --at-progress does not apply")
        }
        guard format == .csv || format == .json || format == .chrome else {
          throw ValidationError("--script writes csv, json or chrome")
        }
      }
    }

    /// The times `--at`, `--at-progress` or `--at-file` ask for, or nil for a frame rate.
    func requestedTimes(duration: Double) throws -> [Double]? {
      if let at { return at.values }
      if let atProgress { return atProgress.values.map { $0 * duration } }
      guard let atFile else { return nil }
      let text: String
      do { text = try String(contentsOfFile: atFile, encoding: .utf8) } catch {
        throw InputFileError("cannot read \(atFile): \(error.localizedDescription)")
      }
      var times: [Double] = []
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        for entry in content.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }) {
          guard let value = Double(entry), value.isFinite else {
            throw InputFileError("\(atFile):\(n + 1): '\(entry)' is not a time in seconds")
          }
          times.append(value)
        }
      }
      return times
    }

    /// What NAME names: a spec file, read and built once (its transition, container and scripts
    /// all come from that one build), or a catalogue transition as the catalogue builds it.
    enum Source {
      case file(LoadedSpec)
      case catalogue(Transition)

      var transition: Transition {
        switch self {
        case .file(let loaded): loaded.transition
        case .catalogue(let transition): transition
        }
      }

      /// The container the pictures draw (the spec's, or the catalogue's 390 × 844).
      var container: Size {
        switch self {
        case .file(let loaded): loaded.container
        case .catalogue: TransitionSpec.defaultContainer
        }
      }
    }

    func source() throws -> Source {
      if FileManager.default.fileExists(atPath: name) {
        guard operation == nil else {
          throw ValidationError("--operation applies to catalogue names; \(name) is a spec file")
        }
        return .file(try SpecSource.read(file: name))
      }
      return .catalogue(try SpecSource.catalogue(name, operation: operation))
    }

    /// The trace of `--script`: the spec's script of that name, replayed.
    func scriptTrace(_ name: String, of source: Source) throws -> Trace {
      guard case .file(let loaded) = source else {
        throw ValidationError("--script needs a spec file with interactive scripts; \(self.name) is not a file")
      }
      let scripts = loaded.scripts
      guard let script = scripts.first(where: { $0.name == name }) else {
        let names = scripts.map { "\"\($0.name)\"" }
        throw ValidationError(
          """
          \(self.name) has no script \"\(name)\"; its scripts: \
          \(names.isEmpty ? "none" : names.joined(separator: ", "))
          """
        )
      }
      if let times = try requestedTimes(duration: script.session.transition.duration) {
        return Trace(script.session, script: script.name, times: times)
      }
      return Trace(script.session, script: script.name, fps: fps ?? 60)
    }

    func run() throws {
      let source = try source()
      if let script {
        let trace = try scriptTrace(script, of: source)
        switch format {
        case .csv: print(TraceOutput.csv(trace), terminator: "")
        case .chrome: print(TraceOutput.chrome(trace, tsOffset: tsOffset), terminator: "")
        default: print(try TraceOutput.json(trace), terminator: "")
        }
        return
      }
      let transition = source.transition
      let trace: Trace
      if let times = try requestedTimes(duration: transition.duration) {
        do { trace = try Trace(transition, times: times) } catch {
          let source = atFile.map { "\($0): " } ?? ""
          throw atFile == nil ? ValidationError("\(error)") : InputFileError("\(source)\(error)")
        }
      } else {
        trace = Trace(transition, fps: fps ?? 60)
      }
      switch format {
      case .csv: print(TraceOutput.csv(trace), terminator: "")
      case .json: print(try TraceOutput.json(trace), terminator: "")
      case .chrome: print(TraceOutput.chrome(trace, tsOffset: tsOffset), terminator: "")
      case .svg: print(Storyboard.svg(transition, container: source.container))
      case .html: print(Storyboard.html(transition, container: source.container, fps: fps ?? 60), terminator: "")
      }
    }
  }
}
