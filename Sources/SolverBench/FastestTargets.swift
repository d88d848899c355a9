import Curves
import SolverZoo
import TextFormat

/// How `fastest` stands against the `skia` port in one run, in one input order: the speed targets
/// the suite holds it to, computed from the per-curve rows of that run only (never across runs,
/// which on a shared machine differ by more than the margins).
///
/// The `skia` port runs at 0.93–1.05× the speed of Skia's own C++ (`SkCubicMap`, compiled with
/// clang or g++ `-O3 -march=native`, checked side by side), so a ratio to it stands for a ratio
/// to Skia. The targets, with ratios as skia's ns over fastest's (above 1: fastest is faster):
/// - the geometric mean over the presets (`CubicTimingFunction.presets`) is at least 3;
/// - on every curve of the run but `linear`, the ratio is at least 1.5;
/// - on `linear`, where Skia returns x itself, fastest takes at most 1.2× Skia's time.
public struct FastestTargets: Sendable, Equatable {
  /// The order the rows ran in (the targets are stated for `random`).
  public var order: InputOrder
  /// Geometric mean of skia ns / fastest ns over the presets of the run.
  public var presetGeometricMean: Double
  /// How many presets that mean runs over.
  public var presets: Int
  /// The lowest skia ns / fastest ns over the run's curves other than `linear`, and its curve.
  public var lowest: (curve: String, ratio: Double)
  /// fastest ns / skia ns on `linear` (nil when the run has no `linear`).
  public var linearTimeRatio: Double?

  /// The presets' geometric mean must reach this.
  public static let presetMeanTarget = 3.0
  /// No curve but `linear` may fall below this.
  public static let lowestTarget = 1.5
  /// On `linear`, fastest's time over Skia's may not exceed this.
  public static let linearTarget = 1.2

  /// The targets from `rows` in `order`, or nil when the run lacks a `fastest` or `skia` row on a
  /// curve the other has, has no preset, or has no curve but `linear`.
  public init?(_ rows: [SolverRow], order: InputOrder) {
    let ofOrder = rows.filter { $0.order == order }
    func times(_ id: SolverID) -> [String: Double] {
      Dictionary(
        ofOrder.filter { $0.solver == .solver(id) }.map { ($0.curve, $0.medianNs) }, uniquingKeysWith: { a, _ in a })
    }
    let (fastest, skia) = (times(.fastest), times(.skia))
    guard !fastest.isEmpty, Set(fastest.keys) == Set(skia.keys) else { return nil }
    // Every curve of `fastest` has a `skia` time (the key sets are equal).
    let ratios = Dictionary(
      uniqueKeysWithValues: fastest.compactMap { curve, time in skia[curve].map { (curve, $0 / time) } })
    let curves = ofOrder.map(\.curve).filter { ratios[$0] != nil }.uniqued()
    func ratio(_ curve: String) -> Double { ratios[curve] ?? .nan }
    let presetNames = Set(CubicTimingFunction.presets.map(\.name))
    let presets = curves.filter(presetNames.contains)
    let others = curves.filter { $0 != "linear" }
    guard !presets.isEmpty, let lowest = others.min(by: { ratio($0) < ratio($1) }) else { return nil }
    self.order = order
    presetGeometricMean = SolverSummaryRow.geometricMean(presets.map(ratio))
    self.presets = presets.count
    self.lowest = (lowest, ratio(lowest))
    linearTimeRatio = fastest["linear"].flatMap { time in skia["linear"].map { time / $0 } }
  }

  /// Whether the presets' mean reaches ``presetMeanTarget``.
  public var meetsPresetMean: Bool { presetGeometricMean >= Self.presetMeanTarget }
  /// Whether no curve but `linear` falls below ``lowestTarget``.
  public var meetsLowest: Bool { lowest.ratio >= Self.lowestTarget }
  /// Whether `linear` takes at most ``linearTarget`` × Skia's time (nil without `linear`).
  public var meetsLinear: Bool? { linearTimeRatio.map { $0 <= Self.linearTarget } }

  /// The three targets as a small table, ending without a newline.
  public var text: String {
    func met(_ b: Bool) -> String { b ? "yes" : "no" }
    var rows = [
      [
        "geometric mean over \(presets) presets, skia ns / fastest ns", Format.short(presetGeometricMean),
        "≥ \(Format.number(Self.presetMeanTarget))", met(meetsPresetMean),
      ],
      [
        "lowest curve but linear (\(lowest.curve)), skia / fastest", Format.short(lowest.ratio),
        "≥ \(Format.number(Self.lowestTarget))", met(meetsLowest),
      ],
    ]
    if let linear = linearTimeRatio, let ok = meetsLinear {
      rows.append([
        "linear, fastest ns / skia ns (Skia returns x)", Format.short(linear),
        "≤ \(Format.number(Self.linearTarget))",
        met(ok),
      ])
    }
    return "fastest against the skia port (\(order) order, this run only)\n"
      + Format.table(["measure", "value", "target", "met"], rows)
  }

  /// Two measurements are equal when their order, preset geometric mean, preset ratios, lowest
  /// curve and ratio and linear ratio are.
  public static func == (a: Self, b: Self) -> Bool {
    a.order == b.order && a.presetGeometricMean == b.presetGeometricMean && a.presets == b.presets
      && a.lowest.curve == b.lowest.curve && a.lowest.ratio == b.lowest.ratio && a.linearTimeRatio == b.linearTimeRatio
  }
}
