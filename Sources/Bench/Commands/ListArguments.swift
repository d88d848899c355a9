import ArgumentParser
import Curves
import SolverZoo
import Transitions

/// A comma-separated option value (`--solvers fastest,browser`), typed and parsed once, by
/// ArgumentParser, through the throwing `transform` of its `@Option`: an unknown element is a
/// usage error (exit 2, the command's usage) that names what is allowed.
struct CommaSeparated<Element> {
  var values: [Element]

  /// The entries of `text` at its commas, spaces around each dropped.
  static func entries(_ text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Each entry read by `element`.
  static func parse(_ text: String, _ element: (String) throws -> Element) throws -> Self {
    Self(values: try entries(text).map(element))
  }
}

extension CommaSeparated<SolverID> {
  /// `--solvers`: solver ids.
  static func solvers(_ text: String) throws -> Self {
    try parse(text) { id in
      do { return try SolverID(parsing: id) } catch { throw ValidationError("\(error)") }
    }
  }
}

extension CommaSeparated<TransitionKind> {
  /// `--kinds`: catalogue names.
  static func kinds(_ text: String) throws -> Self {
    let known = Set(Catalogue.all().map(\.kind))
    return try parse(text) { name in
      let kind = TransitionKind(rawValue: name)
      guard known.contains(kind) else {
        throw ValidationError(
          "unknown transition '\(name)'; known: \(known.map(\.rawValue).sorted().joined(separator: ", "))")
      }
      return kind
    }
  }
}

extension CommaSeparated<TransitionOperation> {
  /// `--operations`: operation names.
  static func operations(_ text: String) throws -> Self {
    try parse(text) { name in
      guard let operation = TransitionOperation(rawValue: name) else {
        throw ValidationError(
          "unknown operation '\(name)'; known: \(TransitionOperation.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return operation
    }
  }
}

extension CommaSeparated<Double> {
  /// `trace --at` and `--at-progress`: finite numbers (their range is the command's to judge,
  /// against the transition's duration).
  static func numbers(_ text: String) throws -> Self {
    try parse(text) { entry in
      guard let value = Double(entry), value.isFinite else {
        throw ValidationError("'\(entry)' is not a finite number")
      }
      return value
    }
  }
}

extension CommaSeparated<Int> {
  /// `--layers`: cell counts from 1 to 1,000,000.
  static func layerCounts(_ text: String) throws -> Self {
    try counts(text, option: "--layers", noun: "cell counts")
  }

  /// `frames --animations`: counts from 1 to 1,000,000.
  static func animationCounts(_ text: String) throws -> Self {
    try counts(text, option: "--animations", noun: "counts")
  }

  /// Counts from 1 to 1,000,000; anything else a usage error naming `option`.
  private static func counts(_ text: String, option: String, noun: String) throws -> Self {
    try parse(text) { part in
      guard let n = Int(part), n >= 1, n <= 1_000_000 else {
        throw ValidationError("\(option) takes \(noun) from 1 to 1000000, got '\(part)'")
      }
      return n
    }
  }
}

extension CommaSeparated<Double> {
  /// `--fps` of the transitions command: 60 or 120.
  static func frameRates(_ text: String) throws -> Self {
    try parse(text) { part in
      guard let rate = Double(part), rate == 60 || rate == 120 else {
        throw ValidationError("--fps takes 60 or 120, got '\(part)'")
      }
      return rate
    }
  }
}

/// `--curves`: a named set (`all`, `presets`, `stress`) or curves as the library reads them
/// (``CubicTimingFunction/list(parsing:)``: preset names and `cubic-bezier(…)`, comma-separated).
enum CurveSelection {
  case all, presets, stress
  /// Curves as listed: the cubics for the solvers, CSS's step and linear functions and paths as
  /// easings as rows of their own (no solver applies to them).
  case listed([(name: String, curve: CubicTimingFunction)], easings: [(name: String, easing: EasingFunction)])

  static func parse(_ text: String) throws -> Self {
    switch text.trimmingCharacters(in: .whitespaces) {
    case "all": return .all
    case "presets": return .presets
    case "stress": return .stress
    default:
      do {
        var cubics: [(name: String, curve: CubicTimingFunction)] = []
        var easings: [(name: String, easing: EasingFunction)] = []
        for (name, easing) in try EasingFunction.list(parsing: text) {
          if let cubic = easing.cubic { cubics.append((name, cubic)) } else { easings.append((name, easing)) }
        }
        return .listed(cubics, easings: easings)
      } catch { throw ValidationError("\(error)") }
    }
  }

  /// The cubic curves (`all` in a quick run: its first two).
  func curves(quick: Bool) -> [(name: String, curve: CubicTimingFunction)] {
    switch self {
    case .all: quick ? Array(SolverInputs.allCurves.prefix(2)) : SolverInputs.allCurves
    case .presets: CubicTimingFunction.presets
    case .stress: SolverInputs.stressCurves
    case .listed(let curves, _): curves
    }
  }

  /// The CSS step and linear functions and the path easings listed (none for the named sets).
  var easings: [(name: String, easing: EasingFunction)] {
    if case .listed(_, let easings) = self { return easings }
    return []
  }
}
