import Curves
import Geometry

extension Catalogue {
  /// #9 **Collection layout transition** (seed 000, layout transitions; the layouts are a project
  /// choice): N cells move from a 3-column grid (square cells, 10 pt gutters) to a 1-column list
  /// (60 pt rows, 10 pt gutters) of the same items, frames interpolated with easeInEaseOut over
  /// 0.5 s. With a stagger, cell i starts i/(N − 1)·stagger later (the duration grows by the
  /// stagger). N from 1 to 100,000: the benchmark's scale case.
  public static func collection(
    cells count: Int, context: TransitionContext = .standard, duration: Double = 0.5, stagger: Double = 0
  ) -> Transition {
    precondition(count >= 1, "a layout transition needs at least one cell")
    let curve = TransitionPhase.Curve.timing(.easeInEaseOut)
    var views: [ViewState] = []
    var tracks: [Track] = []
    var phases: [TransitionPhase] = []
    views.reserveCapacity(count)
    tracks.reserveCapacity(count)
    if stagger == 0 { phases = [TransitionPhase(start: 0, duration: duration, curve: curve)] }
    for i in 0..<count {
      let (grid, list) = collectionLayouts(cell: i, context: context)
      views.append(ViewState(frame: grid, zIndex: i))
      var phase = 0
      if stagger > 0 {
        phases.append(
          TransitionPhase(
            start: count == 1 ? 0 : Double(i) / Double(count - 1) * stagger, duration: duration, curve: curve))
        phase = i
      }
      tracks += Track.frame(ViewID(index: i), from: grid, to: list, phase: phase)
    }
    return Transition(
      kind: .collection, operation: .custom, duration: duration + stagger, viewNames: (0..<count).map { "cell\($0)" },
      initialViews: views, phases: phases, tracks: tracks, primaryCurve: stagger == 0 ? .easeInEaseOut : nil)
  }

  /// Cell `i`'s frame in the collection's grid (3 square columns, 10 pt gutters) and list (one
  /// column of 60 pt rows, 10 pt gutters).
  static func collectionLayouts(cell i: Int, context: TransitionContext) -> (grid: Rect, list: Rect) {
    let W = context.width, gutter = 10.0
    let side = (W - 4 * gutter) / 3
    let grid = Rect(
      x: gutter + Double(i % 3) * (side + gutter), y: gutter + Double(i / 3) * (side + gutter), width: side,
      height: side)
    let list = Rect(x: gutter, y: gutter + Double(i) * (60 + gutter), width: W - 2 * gutter, height: 60)
    return (grid, list)
  }
}
