import Curves
import SolverZoo
import TextFormat

/// How `fastest` stands against the `skia` port and the scalar floor in one run, in one input
/// order and regime: the speed targets the suite holds it to, computed from the per-curve rows of
/// that run only (never across runs, which on a shared machine differ by more than the margins).
/// The targets are stated for random order on fresh inputs (`InputRegime/fresh`), the bench's
/// default since issue 43; before, on the repeated sets, they were 3 and 1.5.
///
/// The `skia` port runs at 0.93–1.05× the speed of Skia's own C++ (`SkCubicMap`, compiled with
/// clang or g++ `-O3 -march=native`, checked side by side), so a ratio to it stands for a ratio
/// to Skia. The targets, with ratios as skia's ns over fastest's (above 1: fastest is faster):
/// - the geometric mean over the presets (`CubicTimingFunction.presets`) is at least 4;
/// - on every curve of the run but `linear`, the ratio is at least 2;
/// - on `linear`, where Skia returns x itself, fastest takes at most 1.2× Skia's time;
/// - fastest's time over the scalar floor's (`floor-scalar`: one evaluation of each polynomial
///   in the same loop), as a geometric mean over the presets, is at most 1.3 (when the run has
///   the floor's rows).
public struct FastestTargets: Sendable, Equatable {
  /// The order the rows ran in (the targets are stated for `random`).
  public var order: InputOrder
  /// The regime the rows were timed in (the targets are stated for `fresh`).
  public var inputs: InputRegime
  /// Geometric mean of skia ns / fastest ns over the presets of the run.
  public var presetGeometricMean: Double
  /// How many presets that mean runs over.
  public var presets: Int
  /// The lowest skia ns / fastest ns over the run's curves other than `linear`, and its curve.
  public var lowest: (curve: String, ratio: Double)
  /// fastest ns / skia ns on `linear` (nil when the run has no `linear`).
  public var linearTimeRatio: Double?
  /// Geometric mean over the presets of fastest ns / floor-scalar ns (nil when the run has no
  /// `floor-scalar` row on a preset).
  public var floorRatio: Double?

  /// The presets' geometric mean must reach this.
  public static let presetMeanTarget = 4.0
  /// No curve but `linear` may fall below this.
  public static let lowestTarget = 2.0
  /// On `linear`, fastest's time over Skia's may not exceed this.
  public static let linearTarget = 1.2
  /// fastest's time over the scalar floor's, over the presets, may not exceed this.
  public static let floorTarget = 1.3

  /// The targets from `rows` in `order` and regime `inputs`, or nil when the run lacks a `fastest`
  /// or `skia` row on a curve the other has, has no preset, or has no curve but `linear`.
  public init?(_ rows: [SolverRow], order: InputOrder, inputs: InputRegime = .fresh) {
    let ofOrder = rows.filter { $0.order == order && $0.regime == inputs }
    func times(_ id: SolverRowID) -> [String: Double] {
      Dictionary(ofOrder.filter { $0.solver == id }.map { ($0.curve, $0.medianNs) }, uniquingKeysWith: { a, _ in a })
    }
    let (fastest, skia) = (times(.solver(.fastest)), times(.solver(.skia)))
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
    self.inputs = inputs
    let floors = times(.scalarFloor)
    let floorRatios = presets.compactMap { curve in fastest[curve].flatMap { t in floors[curve].map { t / $0 } } }
    floorRatio = floorRatios.count == presets.count ? SolverSummaryRow.geometricMean(floorRatios) : nil
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
  /// Whether fastest takes at most ``floorTarget`` × the scalar floor's time over the presets
  /// (nil without the floor's rows).
  public var meetsFloor: Bool? { floorRatio.map { $0 <= Self.floorTarget } }

  /// Whether the targets are judged on these rows: they are stated for fresh inputs; on the
  /// repeated sets the same measures are printed for comparison, without a verdict.
  public var isJudged: Bool { inputs == .fresh }

  /// The targets as a small table, ending without a newline (the `met` column `–` on repeated
  /// inputs, where they are not judged).
  public var text: String {
    func met(_ b: Bool) -> String { isJudged ? (b ? "yes" : "no") : "–" }
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
    if let floor = floorRatio, let ok = meetsFloor {
      rows.append([
        "presets, fastest ns / floor-scalar ns (geometric mean)", Format.short(floor),
        "≤ \(Format.number(Self.floorTarget))", met(ok),
      ])
    }
    let judged = isJudged ? "" : "; the targets are stated for fresh inputs: not judged here"
    return
      "fastest against the skia port and the scalar floor (\(order) order, \(inputs) inputs, this run only\(judged))\n"
      + Format.table(["measure", "value", "target", "met"], rows)
  }

  /// Two measurements are equal when their order, regime, preset geometric mean, preset ratios,
  /// lowest curve and ratio, linear ratio and floor ratio are.
  public static func == (a: Self, b: Self) -> Bool {
    a.order == b.order && a.inputs == b.inputs && a.floorRatio == b.floorRatio
      && a.presetGeometricMean == b.presetGeometricMean && a.presets == b.presets
      && a.lowest.curve == b.lowest.curve && a.lowest.ratio == b.lowest.ratio && a.linearTimeRatio == b.linearTimeRatio
  }
}
