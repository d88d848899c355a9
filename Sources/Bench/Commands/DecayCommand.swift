import ArgumentParser
import Curves
import SpringPlatforms
import TextFormat

extension CommaSeparated<DecayLaw> {
  /// `--laws`: decay law names.
  static func laws(_ text: String) throws -> Self {
    try parse(text) { name in
      guard let law = DecayLaw(rawValue: name) else {
        throw ValidationError("unknown law '\(name)'; laws: \(DecayLaw.listed)")
      }
      return law
    }
  }
}

extension TransitionBench {
  struct DecayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "decay",
      abstract:
        """
        One flick in every platform's decay law: where each comes to rest and when, exactly and in the platform's \
        own arithmetic, and how far the platform's frames stray from the exact law; beside the four projections \
        apps make of it.
        """,
      discussion: """
        FLICK is a velocity in points (or pixels) per second, or velocity=V,from=X. Laws: \(DecayLaw.listed) \
        (flutterBouncing only with --bounds). Each law takes the keys it knows from --density (android, \
        composeSpline), --ppi (chromiumFling), --bounds (flutterBouncing, framerInertia), --rate (uikit and the \
        projections) and --set key=value,… (any law's key: friction=0.02, drag=0.2, power=1, …); the keys and \
        defaults are eval's (README, "eval: the conformance interface"). The platform's frames run at --hz \
        from 0 to the later of the exact law's end and the platform's rest. The command is always quick; \
        --quick is accepted and changes nothing.
        """)

    @OptionGroup var common: CommonOptions
    @Argument(help: "One or more flicks: a velocity per second, or velocity=V,from=X.") var flicks: [String]
    @Option(
      help: "The laws, comma separated (default: all; flutterBouncing with --bounds).",
      transform: CommaSeparated<DecayLaw>.laws) var laws: CommaSeparated<DecayLaw>?
    @Option(help: "Display density for android and composeSpline (DisplayMetrics.density).") var density: Double = 3
    @Option(help: "Pixels per inch for chromiumFling.") var ppi: Double = 96
    @Option(help: "The scroll bounds MIN,MAX: flutterBouncing's extents and framerInertia's min and max.")
    var bounds: String?
    @Option(help: "UIKit's deceleration rate per millisecond, for uikit and the projections.") var rate: Double = 0.998
    @Option(help: "Any law's keys, key=value,… (each law reads the keys it takes).") var set: String?
    @Option(help: "Frames per second at which the platforms' frames are compared with the exact law.") var hz: Double =
      60
    @Option(help: "Output format: table, json or csv.") var format: OutputFormat = .table

    func validate() throws {
      guard !flicks.isEmpty else { throw ValidationError("give at least one flick, for example 1000") }
      guard hz.isFinite, hz >= 1, hz <= 1000 else { throw ValidationError("--hz must lie in [1, 1000], got \(hz)") }
    }

    /// A flick's text: a number (the velocity) or velocity=V[,from=X].
    static func flick(_ text: String) throws -> (from: Double, velocity: Double) {
      if let velocity = Double(text) { return (0, velocity) }
      var values: [String: Double] = [:]
      for pair in CommaSeparated<String>.entries(text) {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, ["velocity", "from"].contains(parts[0]), let value = Double(parts[1]) else {
          throw ValidationError("flick '\(text)': expected a velocity or velocity=V,from=X, got '\(pair)'")
        }
        values[parts[0]] = value
      }
      guard let velocity = values["velocity"] else { throw ValidationError("flick '\(text)': no velocity") }
      return (values["from"] ?? 0, velocity)
    }

    /// The shared parameters: --density, --ppi, --bounds, --rate, then --set's keys over them.
    func parameters() throws -> [String: Double] {
      var p: [String: Double] = ["density": density, "ppi": ppi, "rate": rate]
      if let bounds {
        let parts = CommaSeparated<String>.entries(bounds).map { Double($0) }
        guard parts.count == 2, let low = parts[0], let high = parts[1] else {
          throw ValidationError("--bounds must be MIN,MAX, got '\(bounds)'")
        }
        (p["min"], p["max"]) = (low, high)
      }
      if let set {
        for pair in CommaSeparated<String>.entries(set) {
          let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
          guard parts.count == 2, let value = Double(parts[1]) else {
            throw ValidationError("--set: expected key=value, got '\(pair)'")
          }
          guard DecayLaw.allCases.contains(where: { $0.parameters.contains { $0.key == parts[0] } }) else {
            let keys = Set(DecayLaw.allCases.flatMap { $0.parameters.map(\.key) }).sorted()
            throw ValidationError("--set: no law takes '\(parts[0])'; keys: \(keys.joined(separator: ", "))")
          }
          p[parts[0]] = value
        }
      }
      return p
    }

    func run() throws {
      let chosen = laws?.values ?? DecayLaw.allCases.filter { $0 != .flutterBouncing || bounds != nil }
      let shared = try parameters()
      var reports: [DecayReport] = []
      for text in flicks {
        let (from, velocity) = try Self.flick(text)
        do {
          reports.append(
            try DecayReport(from: from, velocity: velocity, laws: chosen, parameters: shared, hz: hz, rate: rate))
        } catch {
          throw ValidationError("flick '\(text)': \(error)")
        }
      }
      switch format {
      case .json: print(Output.jsonText(reports))
      case .csv:
        print(Format.csv(["from", "velocity", "law", "field", "value"], reports.flatMap(Self.csvRows)), terminator: "")
      case .table: print(reports.map(Self.table).joined(separator: "\n"))
      }
    }

    static func seconds(_ value: Double?) -> String { value.map { "\(Format.short($0)) s" } ?? "never" }

    static func table(_ r: DecayReport) -> String {
      var out = "flick from \(Format.number(r.from)) at \(Format.number(r.velocity))/s; projections: "
      out += r.projections.map { "\($0.formula) \(Format.number($0.distance))" }.joined(separator: ", ") + "\n"
      out += Format.table(
        [
          "law", "rests at", "after", "leaves at", "platform rests at", "after", "max |platform − exact|",
          "at (\(Format.short(r.hz)) Hz)",
        ],
        r.laws.map { l in
          [
            l.law, Format.number(l.destination), l.duration.map { "\(Format.short($0)) s" } ?? "∞",
            "\(Format.short(l.startVelocity))/s", Format.number(l.platformDestination), seconds(l.platformRestTime),
            Format.printf("%.3e", l.largestFrameError), "\(Format.short(l.at)) s",
          ]
        })
      return out
    }

    static func csvRows(_ r: DecayReport) -> [[String]] {
      let (from, velocity) = (Format.number(r.from), Format.number(r.velocity))
      var rows = r.projections.map {
        [from, velocity, "projection:\($0.formula)", "distance", Format.number($0.distance)]
      }
      for l in r.laws {
        func row(_ field: String, _ value: Double?) -> [String] {
          [from, velocity, l.law, field, value.map(Format.number) ?? ""]
        }
        rows += [
          row("destination", l.destination), row("duration", l.duration), row("startVelocity", l.startVelocity),
          row("platformDestination", l.platformDestination), row("platformRestTime", l.platformRestTime),
          row("largestFrameError", l.largestFrameError), row("at", l.at),
        ]
      }
      return rows
    }
  }
}
