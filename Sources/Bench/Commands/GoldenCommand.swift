import ArgumentParser
import Foundation
import JSON
import SolverBench
import TextFormat
import Transitions

extension TransitionBench {
  struct GoldenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "golden",
      abstract:
        "Pin a transition with a golden trace file: record it once, then check that the transition still produces it.",
      subcommands: [Record.self, Check.self])

    struct Record: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Write the transition's trace (the trace file format, JSON) to --golden FILE, replacing it.")

      @OptionGroup var common: CommonOptions
      @OptionGroup var source: SpecArgument
      @Option(help: "The golden trace file to write.") var golden: String
      @Option(help: "Frames per second: 60 or 120.") var fps: Double = 60

      func validate() throws {
        guard fps == 60 || fps == 120 else { throw ValidationError("--fps takes 60 or 120, got \(Format.number(fps))") }
      }

      func run() throws {
        let trace = Trace(try source.load().transition, fps: fps)
        let text = try JSONValueEncoder().encode(trace).formatted()
        do { try text.write(toFile: golden, atomically: true, encoding: .utf8) } catch {
          throw InputFileError("cannot write \(golden): \(error.localizedDescription)")
        }
        print("recorded \(trace.frames.count) frames of \(trace.viewNames.count) views to \(golden)")
      }
    }

    struct Check: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract:
          """
          Compare the transition's trace with --golden FILE, value by value; print every difference beyond \
          --tolerance (view, property, time, expected, actual) and exit 1. Never rewrites the file.
          """
      )

      @OptionGroup var common: CommonOptions
      @OptionGroup var source: SpecArgument
      @Option(help: "The golden trace file to compare with.") var golden: String
      @Option(help: "The largest difference allowed, in points (raw units for alpha, radius, tint).") var tolerance:
        Double = 1e-9

      func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
          throw ValidationError("--tolerance must be a finite number ≥ 0, got \(tolerance)")
        }
      }

      func run() throws {
        let expected = try GoldenFile.read(golden)
        let transition = try source.load().transition
        // A golden sampled at given times (fps 0, `trace --at`) is compared at those times.
        let actual: Trace
        if expected.fps > 0 {
          actual = Trace(transition, fps: expected.fps)
        } else {
          do { actual = try Trace(transition, times: expected.frames.map(\.time)) } catch {
            throw InputFileError("\(golden): \(error)")
          }
        }
        let differences = GoldenFile.differences(expected: expected, actual: actual, tolerance: tolerance)
        if differences.isEmpty {
          print(
            """
            golden check passed: \(actual.frames.count) frames of \(actual.viewNames.count) views within \
            \(Format.number(tolerance)) of \(golden)
            """
          )
          return
        }
        print(
          """
          golden check FAILED: \(differences.count) value(s) differ from \(golden) by more than \
          \(Format.number(tolerance))
          """
        )
        print(
          Format.table(
            ["view", "property", "time", "expected", "actual", "|Δ|"],
            differences.prefix(50).map { d in
              [
                d.view, d.property, Format.number(d.time), d.expected, d.actual,
                d.magnitude.isFinite ? String(format: "%.3e", d.magnitude) : "–",
              ]
            }))
        if differences.count > 50 { print("… and \(differences.count - 50) more") }
        throw CheckFailed(message: "golden check: \(differences.count) value(s) differ from \(golden)")
      }
    }
  }
}

/// Reading a golden trace and diffing it against a new one.
enum GoldenFile {
  struct Difference {
    var view: String
    var property: String
    var time: Double
    var expected: String
    var actual: String
    var magnitude: Double
  }

  static func read(_ path: String) throws -> Trace {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
      throw InputFileError("cannot read the golden file \(path): \(error.localizedDescription)")
    }
    do {
      return try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parseDocument(text))
    } catch let error as JSONParser.Failure {
      throw InputFileError("\(path):\(error.position.line):\(error.position.column): not JSON: \(error.reason)")
    } catch let error as JSONDecodingError {
      let location = error.position.map { "\($0.line):\($0.column): " } ?? ""
      throw InputFileError(
        "\(path):\(location)\(error.path): \(error.message) (a golden is a trace file, schema version 1, 2 or 3)")
    }
  }

  /// Every value beyond `tolerance`, largest first; structural differences (views, frame times)
  /// are reported as differences of infinite size.
  static func differences(expected: Trace, actual: Trace, tolerance: Double) -> [Difference] {
    var out: [Difference] = []
    if expected.viewNames != actual.viewNames {
      return [
        Difference(
          view: "(views)", property: "names", time: 0, expected: expected.viewNames.joined(separator: " "),
          actual: actual.viewNames.joined(separator: " "), magnitude: .infinity)
      ]
    }
    if expected.frames.count != actual.frames.count {
      out.append(
        Difference(
          view: "(frames)", property: "count", time: 0, expected: "\(expected.frames.count)",
          actual: "\(actual.frames.count)", magnitude: .infinity))
    }
    // With depth on either side, the 3D columns are compared too (a side without depth has
    // them at their 2D values).
    let depth = expected.hasDepth || actual.hasDepth
    let columns = depth ? Trace.columns + Trace.columns3D : Trace.columns
    for (e, a) in zip(expected.frames, actual.frames) {
      if abs(e.time - a.time) > 1e-12 {
        out.append(
          Difference(
            view: "(frame)", property: "time", time: e.time, expected: Format.number(e.time),
            actual: Format.number(a.time), magnitude: .infinity))
        continue
      }
      for (i, name) in expected.viewNames.enumerated() {
        let (re, ra) =
          depth
          ? (expected.rowWithDepth(e.views[i]), actual.rowWithDepth(a.views[i]))
          : (Trace.row(e.views[i]), Trace.row(a.views[i]))
        for (c, column) in columns.enumerated() {
          let magnitude: Double
          switch (re[c], ra[c]) {
          case (nil, nil): continue
          case (let x?, let y?): magnitude = abs(x - y)
          default: magnitude = .infinity
          }
          guard magnitude > tolerance else { continue }
          out.append(
            Difference(
              view: name, property: column, time: e.time, expected: re[c].map(Format.number) ?? "null",
              actual: ra[c].map(Format.number) ?? "null", magnitude: magnitude))
        }
      }
    }
    return out.sorted { $0.magnitude > $1.magnitude }
  }
}
