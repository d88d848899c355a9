import JSON
import Specs
import Transitions

/// A transition spec file (JSON): it reads and builds, or fails with a SpecError; a transition
/// that builds samples to finite values at any time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let spec = try? TransitionSpec.read(json: text), let transition = try? spec.transition() else { return 0 }
  var scene = transition.makeScene()
  for t in [-1, 0, transition.duration / 3, transition.duration / 2, transition.duration, transition.duration + 1] {
    transition.sample(at: t, into: &scene)
    for view in scene.views {
      for value in Trace.row(view) {
        precondition(value.map(\.isFinite) ?? true, "a non-finite value at t = \(t) in \(view)")
      }
    }
  }
  return 0
}
