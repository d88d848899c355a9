import Curves

extension SpringParameters {
  /// Reads `platform:key=value,…` (keys in any order; ``Kind/defaults`` may be left out), or a
  /// SwiftUI preset `swiftui:smooth`, `swiftui:snappy`, `swiftui:bouncy` (duration 0.5 s).
  ///
  /// Examples: `swiftui:duration=0.5,bounce=0.3`, `compose:dampingRatio=0.5,stiffness=400`,
  /// `rebound:bounciness=5,speed=10`, `ca:mass=1,stiffness=100,damping=10`. A platform's other
  /// name for a key reads as the key (``Kind/key(_:on:)``: SwiftUI's `dampingFraction`).
  ///
  /// - Throws: `CurveError/unparsableSpring(text:reason:)` naming what is wrong and what is allowed
  ///   (the platforms, or the key sets of the platform given).
  public init(parsing text: String) throws(CurveError) {
    let platforms = Set(Kind.allCases.map(\.platform)).sorted().joined(separator: ", ")
    guard let colon = text.firstIndex(of: ":") else {
      throw .unparsableSpring(
        text: text, reason: "a spring is written platform:key=value,… with a platform among \(platforms)")
    }
    let platform = text[..<colon]
    let body = text[text.index(after: colon)...]
    let kinds = Kind.allCases.filter { $0.platform == platform }
    guard !kinds.isEmpty else {
      throw .unparsableSpring(text: text, reason: "unknown platform '\(platform)': one of \(platforms)")
    }
    if platform == "swiftui", let preset = SwiftUISpring.Preset(rawValue: String(body)) {
      self = .swiftUI(duration: SwiftUISpring.defaultDuration, bounce: preset.bounce)
      return
    }
    var values: [String: Double] = [:]
    for pair in body.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw .unparsableSpring(text: text, reason: "'\(pair)' is not key=value")
      }
      guard let value = Double(decimalText: parts[1]) else {
        throw .unparsableSpring(text: text, reason: "'\(parts[1])' is not a number (key \(parts[0]))")
      }
      let key = Kind.key(parts[0], on: platform)
      guard values.updateValue(value, forKey: String(key)) == nil else {
        let names = key == parts[0] ? "key \(key)" : "key \(key) (as \(parts[0]))"
        throw .unparsableSpring(text: text, reason: "\(names) is given twice")
      }
    }
    guard let kind = Kind.matching(platform: platform, keys: Set(values.keys)) else {
      let sets = kinds.map { "{" + $0.keys.joined(separator: ", ") + "}" }.joined(separator: " or ")
      let presets = platform == "swiftui" ? ", or a preset: smooth, snappy, bouncy" : ""
      throw .unparsableSpring(text: text, reason: "\(platform) takes \(sets)\(presets)")
    }
    self = kind.parameters(kind.keys.map { values[$0] ?? kind.defaults[$0] ?? 0 })
  }

  /// The text ``init(parsing:)`` reads back: `platform:key=value,…` in ``Kind/keys`` order, with
  /// each value in shortest round-trip form.
  public var text: String {
    let kind = self.kind
    return String(kind.platform) + ":" + zip(kind.keys, values).map { "\($0)=\($1)" }.joined(separator: ",")
  }
}
