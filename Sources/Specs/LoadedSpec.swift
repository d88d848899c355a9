import Curves
import Geometry
import JSON
import Transitions

/// A spec read once: the spec, the transition it builds and its inline reverse's, the
/// interactive section's completion curve and the scripts' sessions resolved, and the document
/// it was read from (for the line and column of its warnings), made once and taken by every
/// command (`check`, its lint, `trace`, `golden`, `compare`) and by `TransitionTesting`.
///
/// Building is the expensive, validating step (``TransitionSpec/transition()``): a
/// `LoadedSpec` does it once for the spec and once for an inline `reverse`, and nothing that takes
/// one builds again.
public struct LoadedSpec: Sendable {
  /// The spec as written.
  public let spec: TransitionSpec
  /// The file it was read from, when it was read from one.
  public let file: String?
  /// The document it was read from (JSON, or YAML converted with its positions), when it was
  /// read from text; nil for a spec made in code or from a catalogue transition.
  public let document: JSONDocument?
  /// The transition the spec builds.
  public let transition: Transition
  /// The transition of the spec's inline `reverse`, when it has one.
  public let reverse: Transition?
  /// The interactive section's completion curve (ease-in-ease-out when the spec gives none),
  /// parsed once: `check`'s cancel and finish use it.
  public let completionCurve: CubicTimingFunction
  /// The interactive section's completion speed (1 when the spec gives none).
  public let completionSpeed: Double
  /// The interactive scripts of the spec, each as a session on ``transition``.
  public let scripts: [TransitionCheck.Script]
  /// The interactive scripts of the inline reverse, each as a session on ``reverse``.
  public let reverseScripts: [TransitionCheck.Script]

  /// The container the spec's views live in (its `container`, else
  /// ``TransitionSpec/defaultContainer``).
  public var container: Size { spec.container ?? TransitionSpec.defaultContainer }

  /// The inline reverse's spec, loaded: the same transition, curve and scripts, not built again.
  public var loadedReverse: LoadedSpec? {
    guard let reverseSpec = spec.reverse, let reverse, let reverseCompletion else { return nil }
    return LoadedSpec(
      spec: reverseSpec, file: file, document: nil, transition: reverse, reverse: nil,
      completion: reverseCompletion, scripts: reverseScripts, reverseScripts: [], base: Self.reverseBase)
  }

  /// The inline reverse's completion curve and speed.
  private(set) var reverseCompletion: Completion?

  /// A completion curve and speed, resolved.
  typealias Completion = (curve: CubicTimingFunction, speed: Double)

  /// Where the spec sits in its document: the root, or `reverse` for an inline reverse.
  let base: JSONPath

  static let reverseBase = JSONPath.root.key("reverse")

  /// Builds `spec` (and its inline reverse) once.
  ///
  /// - Parameters:
  ///   - spec: the spec to build.
  ///   - document: the document the spec was read from, whose positions locate an error.
  ///   - file: the file's name, for errors and warnings.
  /// - Throws: ``SpecError`` for a spec that does not build or a script its session refuses,
  ///   located in `document` when it is given.
  public init(_ spec: TransitionSpec, document: JSONDocument? = nil, file: String? = nil) throws(SpecError) {
    do {
      let transition = try spec.transition(at: .root)
      let completion = try Self.completion(spec, at: .root)
      let scripts = try TransitionCheck.sessions(spec, transition, completion: completion, at: .root)
      var reverse: (transition: Transition, completion: Completion, scripts: [TransitionCheck.Script])?
      if let reverseSpec = spec.reverse {
        let built = try reverseSpec.transition(at: Self.reverseBase)
        let completion = try Self.completion(reverseSpec, at: Self.reverseBase)
        let scripts = try TransitionCheck.sessions(reverseSpec, built, completion: completion, at: Self.reverseBase)
        reverse = (built, completion, scripts)
      }
      self.init(
        spec: spec, file: file, document: document, transition: transition, reverse: reverse?.transition,
        completion: completion, scripts: scripts, reverseScripts: reverse?.scripts ?? [], base: .root)
      self.reverseCompletion = reverse?.completion
    } catch {
      var located = error
      if let document { located.position = document.position(of: error.path) }
      located.file = file ?? error.file
      throw located
    }
  }

  init(
    spec: TransitionSpec, file: String?, document: JSONDocument?, transition: Transition, reverse: Transition?,
    completion: Completion, scripts: [TransitionCheck.Script],
    reverseScripts: [TransitionCheck.Script], base: JSONPath
  ) {
    (self.spec, self.file, self.document, self.transition, self.reverse) = (spec, file, document, transition, reverse)
    (self.completionCurve, self.completionSpeed) = completion
    (self.scripts, self.reverseScripts, self.base) = (scripts, reverseScripts, base)
  }

  /// Reads a spec from JSON text and builds it once.
  ///
  /// - Throws: ``SpecError`` for text that is not JSON, a value of the wrong type or shape, an
  ///   unknown key, or a spec that does not build, with the line and column of the value at
  ///   fault.
  public static func read(json text: String, file: String? = nil) throws(SpecError) -> LoadedSpec {
    try read(TransitionSpec.parse(json: text, file: file), file: file)
  }

  /// Reads a spec from a parsed document (JSON, or YAML converted with its positions) and builds
  /// it once.
  public static func read(_ document: JSONDocument, file: String? = nil) throws(SpecError) -> LoadedSpec {
    try LoadedSpec(TransitionSpec.decode(document, file: file), document: document, file: file)
  }

  /// The silent no-ops of the spec and of its inline reverse (``SpecWarning``), located in the
  /// document when there is one. Nothing is built again.
  public func warnings() throws(SpecError) -> [SpecWarning] {
    try warnings(file: document == nil ? nil : file)
  }

  /// The warnings, each naming `file`.
  func warnings(file: String?) throws(SpecError) -> [SpecWarning] {
    var warnings = try spec.lint(at: base)
    if let reverse = spec.reverse { warnings += try reverse.lint(at: Self.reverseBase) }
    return warnings.map { warning in
      var located = warning
      located.position = document?.position(of: warning.path)
      located.file = file
      return located
    }
  }

  /// The interactive section's completion curve and speed (ease-in-ease-out and 1 when the spec
  /// gives none), read once by the one reader of completion curves.
  static func completion(_ spec: TransitionSpec, at base: JSONPath) throws(SpecError) -> Completion {
    let interactive = spec.interactive
    let curve = try interactive?.completionCurve.map { text throws(SpecError) in
      try SpecCheck.curve(text, base.key("interactive").key("completionCurve"))
    }
    return (curve ?? .easeInEaseOut, interactive?.completionSpeed ?? 1)
  }
}
