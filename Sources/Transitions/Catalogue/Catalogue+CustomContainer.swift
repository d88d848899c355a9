import Curves
import Geometry

extension Catalogue {
  /// #8 **Custom container** (seed 000): a tab-like container that slides its children with
  /// Slide (#1) and tints its tab buttons by progress (the selected button's colour), driven
  /// interactively through media timing: the container's layer is paused (`speed = 0`) and its
  /// `timeOffset` set to progress × duration. Pan progress |tx|/W, finish if > 0.3 (seed demo);
  /// cancel uses the driver's rewind.
  public static func customContainer(
    _ operation: TransitionOperation, context: TransitionContext = .standard, duration: Double = 0.5
  ) -> Transition {
    let slide = slide(operation == .tabLeft ? .tabLeft : .tabRight, context: context, duration: duration)
    typealias V = ContainerView
    let oldButton = V.oldTab, newButton = V.newTab
    let buttonWidth = context.width / 2
    let left = Rect(x: 0, y: context.height - 83, width: buttonWidth, height: 49)
    let right = Rect(x: buttonWidth, y: context.height - 83, width: buttonWidth, height: 49)
    var views =
      slide.initialViews + [
        ViewState(frame: operation == .tabLeft ? right : left, zIndex: 2),
        ViewState(frame: operation == .tabLeft ? left : right, zIndex: 2),
      ]
    views[oldButton.rawValue].tint = 1
    return Transition(
      kind: .customContainer, operation: operation == .tabLeft ? .tabLeft : .tabRight, duration: duration,
      views: V.self, initialViews: views, phases: slide.phases,
      tracks: slide.tracks + [
        Track(view: oldButton, .tint(1, 0), phase: 0), Track(view: newButton, .tint(0, 1), phase: 0),
      ],
      primaryCurve: slide.primaryCurve, endpointViews: [.from, .to, oldButton, newButton])
  }
}
