import Geometry
import JSON
import Specs
import Transitions

/// `eval`'s shared elements: a matched pair's views at a progress, by the model a spec's `matches`
/// name (the Transitions article "Shared elements"):
///
/// `{"op": "match", "model": "containerTransform", "from": [16, 300, 358, 240],
///   "to": [0, 0, 390, 844], "progress": 0.5, "fitMode": "width"}`
///
/// `from` and `to` are each a frame in the container, `[x, y, width, height]`, or a view in its
/// own layer tree, `{"nodes": […], "layer": k}` (the nodes as `layers.*` read them; the root space
/// is the container). The options are the spec's (`fade`, `order`, `arc`, `fadeMode`, `fitMode`,
/// `direction`, `pathMotion`, `dimmingAlpha`), with `alpha` ([from, to], default [1, 1]) for
/// Hero's fade rule and `cornerRadius` ([from, to], default [0, 0]) for the zoom. The answer has one
/// object per view the model drives (`from`, `to`, `container`, `scrim`, `group`, `dimming`), with
/// the properties it writes: `frame` (the bounding box in the container), `center`, `size`,
/// `transform` (16 numbers) when it turns or scales the view, `alpha`, `cornerRadius`.
enum EvalMatch {
  static let operations: [String: EvalOperation] = [
    "match": { (f: inout EvalFields) throws(EvalError) in try answer(&f) }
  ]

  static func answer(_ f: inout EvalFields) throws(EvalError) -> [(String, JSONValue)] {
    guard let model = try f.string("model") else {
      throw .invalid("model", "expected one of \(MatchSpec.models.joined(separator: ", "))")
    }
    var spec = MatchSpec(model: model, from: "from", to: "to")
    (spec.fade, spec.order, spec.arc) = (try f.string("fade"), try f.string("order"), try f.optionalNumber("arc"))
    (spec.fadeMode, spec.fitMode) = (try f.string("fadeMode"), try f.string("fitMode"))
    (spec.direction, spec.pathMotion) = (try f.string("direction"), try f.string("pathMotion"))
    spec.dimmingAlpha = try f.optionalNumber("dimmingAlpha")
    var a = try view(&f, "from"), b = try view(&f, "to")
    if let alphas = try pair(&f, "alpha") { (a.alpha, b.alpha) = alphas }
    if let radii = try pair(&f, "cornerRadius") { (a.cornerRadius, b.cornerRadius) = radii }
    let progress = try f.number("progress")
    guard progress.isFinite else { throw .domain("progress \(progress) is not finite") }
    guard MatchSpec.models.contains(model) else {
      throw .invalid("model", "unknown model \"\(model)\"; models: \(MatchSpec.models.joined(separator: ", "))")
    }
    let built: SharedElementTrack.Model
    do {
      built = try spec.model(a, b, at: .root)
    } catch {
      // An error of the pair as a whole (a model refusing the two views) is located at both.
      throw .invalid(error.path == .root ? "from, to" : error.path.description, error.message)
    }
    var results: [(String, JSONValue)] = []
    for role in built.roles {
      let track: SharedElementTrack
      do { track = try SharedElementTrack(built, role: role) } catch { throw .domain("\(error)") }
      var state = role == .from ? a : role == .to ? b : ViewState(frame: .zero)
      track.apply(progress: progress, to: &state)
      results.append((role.rawValue, try written(state, track.properties)))
    }
    return results
  }

  /// A view: a frame, or a layer of a tree converted into the root space.
  static func view(_ f: inout EvalFields, _ key: String) throws(EvalError) -> ViewState {
    let value = try f.require(key, "a frame [x, y, width, height] or {\"nodes\": […], \"layer\": k}")
    if case .array = value { return ViewState(frame: try EvalFields.rect(value, name: key)) }
    var tree = try EvalFields.object(value, name: key)
    let nodes = try EvalLayers.tree3D(&tree)
    let layer = try EvalLayers.layerNode(&tree, "layer", count: nodes.count)
    try tree.checkAllUsed()
    let bounds = nodes.layers[layer.index].bounds
    do {
      let mapping = Transform3D(translationX: bounds.minX, y: bounds.minY, z: 0)
        .concatenating(try nodes.transform(from: layer, to: nil))
      // A view partly at or behind the eye has no frame: refuse it here, where the tree is known.
      _ = try nodes.frame(of: layer, in: nil)
      return ViewState(size: bounds.size, mapping: mapping)
    } catch {
      throw .invalid(key, "\(error)")
    }
  }

  /// Two numbers under `key` (the from-view's, then the to-view's), or nil.
  static func pair(_ f: inout EvalFields, _ key: String) throws(EvalError) -> (Double, Double)? {
    guard let numbers = try f.numberArray(key) else { return nil }
    guard numbers.count == 2 else { throw .invalid(key, "expected [from, to], two numbers") }
    return (numbers[0], numbers[1])
  }

  /// The properties the track writes, as the answer states them.
  ///
  /// - Throws: a `domain` error when a value left the doubles (extreme frames or an
  ///   extreme progress), rather than answer an infinity or a NaN.
  static func written(_ state: ViewState, _ properties: [Track.Property]) throws(EvalError) -> JSONValue {
    let numbers = [
      state.center.x, state.center.y, state.size.width, state.size.height, state.alpha, state.cornerRadius,
    ]
    guard numbers.allSatisfy(\.isFinite), state.transform3D.values.allSatisfy(\.isFinite) else {
      throw .domain("the match's values at this progress leave the doubles' range")
    }
    var members: [(String, JSONValue)] = []
    if properties.contains(.center) {
      members += [("frame", .rect(state.frame)), ("center", .point(state.center)), ("size", .size(state.size))]
    }
    if properties.contains(.transform), !state.transform3D.isIdentity {
      members.append(("transform", .transform3D(state.transform3D)))
    }
    if properties.contains(.alpha) { members.append(("alpha", .number(state.alpha))) }
    if properties.contains(.cornerRadius) { members.append(("cornerRadius", .number(state.cornerRadius))) }
    return .object(members.map { (key: $0.0, value: $0.1) })
  }
}
