// TransitionRecorder.swift: add to an iOS app (UIKit) to record chosen views every display frame
// and write the CSV that `transition-bench compare SPEC --recorded FILE` reads.
//
//   let recorder = TransitionRecorder(views: ["from": fromVC.view, "to": toVC.view])
//   recorder.start()
//   navigationController.pushViewController(toVC, animated: true)
//   DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
//     let url = FileManager.default.temporaryDirectory.appendingPathComponent("push.csv")
//     try? recorder.stop().write(to: url, atomically: true, encoding: .utf8)  // then share or `xcrun simctl` it out
//   }
//
// Each frame of a CADisplayLink reads every view's presentation layer (what is on screen, with
// the running animations applied) and writes one row per view: time (seconds from start(), on
// CACurrentMediaTime, the clock Core Animation evaluates presentation layers on, read just before
// the layers are), view, centerX, centerY (the layer's position: UIKit's center for the default
// anchor point), width, height (bounds size), a, b, c, d, tx, ty (the affine part of its
// transform), alpha (opacity), cornerRadius. Points, in each view's superview's space, as the
// model's trace. This file is not built or run by the suite (no iOS here): its format is tested
// by comparing recorders/ios/sample-recording.csv, a file in exactly this format written from the
// model, with recorders/browser/demo/css-push.yaml.
import QuartzCore
import UIKit

public final class TransitionRecorder {
  private let views: [(name: String, view: UIView)]
  private var link: CADisplayLink?
  private var origin: CFTimeInterval = 0
  private var lines: [String] = ["time,view,centerX,centerY,width,height,a,b,c,d,tx,ty,alpha,cornerRadius"]

  /// Records `views` by name; names must not hold commas, quotes or line breaks.
  public init(views: [String: UIView]) {
    precondition(views.keys.allSatisfy { !$0.contains(where: { ",\"\n\r".contains($0) }) }, "a view name holds a comma, quote or line break")
    self.views = views.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Starts recording at every display frame (at the display's full rate on ProMotion screens).
  public func start() {
    origin = CACurrentMediaTime()
    let link = CADisplayLink(target: self, selector: #selector(frame))
    if #available(iOS 15.0, *) { link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120) }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Stops recording and returns the CSV text.
  public func stop() -> String {
    link?.invalidate()
    link = nil
    return lines.joined(separator: "\n") + "\n"
  }

  @objc private func frame() {
    let t = CACurrentMediaTime() - origin
    for (name, view) in views {
      let layer = view.layer.presentation() ?? view.layer
      let m = layer.affineTransform()
      let values: [CGFloat] = [
        layer.position.x, layer.position.y, layer.bounds.width, layer.bounds.height, m.a, m.b, m.c, m.d, m.tx, m.ty, CGFloat(layer.opacity),
        layer.cornerRadius,
      ]
      lines.append("\(t),\(name)," + values.map { "\(Double($0))" }.joined(separator: ","))
    }
  }
}
