import Foundation

extension SVGChart {
  /// Tableau 10, the categorical palette of Tableau (Maureen Stone's 2016 redesign), whose ten
  /// colours stay apart for most readers, colour-blind ones included.
  static let tableau10 = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
  ]

  /// `count` colours for the series of one chart, each its own: Tableau 10 for up to ten; beyond,
  /// hues spread evenly round the circle at two lightnesses (three beyond 24, four at 90 %
  /// saturation beyond 30), each lightness's hues offset from the others', so that neighbours
  /// differ in hue and lightness both. Every pair is at least 44 apart in RGB up to 30 colours and
  /// 51 from 31 to 48 (the report's charts have at most 38 series, the scaling chart's catalogue
  /// transitions; `scripts/check-report` checks 40 in Chromium's computed colours).
  static func palette(_ count: Int) -> [String] {
    if count <= tableau10.count { return Array(tableau10.prefix(count)) }
    let (lightnesses, saturation) =
      count > 30 ? ([32.0, 44.0, 58.0, 70.0], 90) : count > 24 ? ([30.0, 50.0, 68.0], 70) : ([32.0, 55.0], 70)
    let perLightness = (count + lightnesses.count - 1) / lightnesses.count
    let step = 360 / Double(perLightness)
    return (0..<count).map { i in
      let level = i % lightnesses.count
      let hue = (Double(i / lightnesses.count) * step + Double(level) * step / Double(lightnesses.count))
        .truncatingRemainder(dividingBy: 360)
      return "hsl(\(Int(hue.rounded())),\(saturation)%,\(Int(lightnesses[level]))%)"
    }
  }

  /// The colour of series `index` of `count` in one chart (``palette(_:)``).
  static func color(_ index: Int, of count: Int) -> String {
    palette(max(count, index + 1))[index]
  }
}
