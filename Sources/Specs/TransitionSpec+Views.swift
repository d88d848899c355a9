import Geometry
import JSON
import Transitions

/// The spec's views resolved: names to ids, and each view's start state in the container's
/// space (geometry converted through the layer tree when a view has a parent).
struct ViewTable {
  var names: [String]
  var states: [ViewState]
  var ids: [String: ViewID]
  /// Each view's declared transform when it is a list of functions (CSS text or 3D parts): the
  /// default `from` of a transform track, which then interpolates function by function.
  var lists: [TransformList?]

  init(_ specs: [ViewSpec], specVersion: Int, at path: JSONPath) throws(SpecError) {
    guard !specs.isEmpty else { throw SpecError(path, "a transition needs at least one view") }
    if specVersion == 1 {
      // Version 1 folded a view's transform translation into its centre; version 2 keeps it in
      // the transform, as UIKit does. A version 1 file whose views have no translated transform
      // means the same in both and is read as is; one with a translation is refused rather than
      // read with a meaning its author may not have meant.
      for (i, spec) in specs.enumerated() {
        guard let t = spec.transform?.affine, t.tx != 0 || t.ty != 0 else { continue }
        throw SpecError(
          path.index(i).key("transform"),
          """
          specVersion 1 folded this transform's translation (\(t.tx), \(t.ty)) into the view's centre; from \
          specVersion 2 the centre is UIKit's center and the translation stays in the transform, so a transform \
          track moves the view as UIKit does. Write \"specVersion\": 2 and check this view's transform tracks, or \
          move the translation into its center or frame
          """
        )
      }
    }
    let names = specs.map(\.name)
    var ids: [String: ViewID] = [:]
    for (i, spec) in specs.enumerated() {
      guard !spec.name.isEmpty else { throw SpecError(path.index(i).key("name"), "a view needs a name") }
      guard ids[spec.name] == nil else {
        throw SpecError(path.index(i).key("name"), "the name \"\(spec.name)\" is used twice")
      }
      ids[spec.name] = ViewID(index: i)
    }
    // Layers in an order where parents come first (and no cycles).
    var tree = LayerTree()
    var layerOf: [Int: LayerID] = [:]
    var resolvedOf: [Int: ResolvedTransform] = [:]
    func place(_ i: Int, _ chain: [Int]) throws(SpecError) -> LayerID {
      if let done = layerOf[i] { return done }
      let spec = specs[i], viewPath = path.index(i)
      var parentLayer: LayerID?
      if let parent = spec.parent {
        guard let p = ids[parent]?.index else {
          throw SpecError(
            viewPath.key("parent"), "no view is named \"\(parent)\"; views: \(names.joined(separator: ", "))")
        }
        guard !chain.contains(p), p != i else {
          throw SpecError(viewPath.key("parent"), "parents form a cycle through \"\(spec.name)\"")
        }
        parentLayer = try place(p, chain + [i])
      }
      let (layer, transform) = try Self.layer(spec, at: viewPath)
      let id = tree.add(layer, parent: parentLayer)
      layerOf[i] = id
      resolvedOf[i] = transform
      return id
    }
    var states: [ViewState] = []
    var lists: [TransformList?] = []
    for i in specs.indices { _ = try place(i, []) }
    let parents = Set(specs.compactMap(\.parent))
    for (i, spec) in specs.enumerated() {
      guard let id = layerOf[i] else { continue }
      let parent = spec.parent.flatMap { ids[$0] }.flatMap { layerOf[$0.index] }
      var state = try Self.state(
        spec, layer: tree[id], parent: parent, toContainer: tree, id, zIndex: i, at: path.index(i))
      let resolved = resolvedOf[i]
      lists.append(resolved.flatMap { if case .list(let l) = $0 { l } else { nil } })
      try Self.setDepth(spec, resolved, into: &state, isParent: parents.contains(spec.name), at: path.index(i))
      states.append(state)
    }
    self.names = names
    self.ids = ids
    self.states = states
    self.lists = lists
  }

  /// A view's depth: a 3D transform, zPosition, anchorPointZ and doubleSided. Only views placed
  /// in the container have depth (no parent, and parent of none): their start state is then what
  /// the spec says, with no conversion through a tree.
  static func setDepth(
    _ spec: ViewSpec, _ resolved: ResolvedTransform?, into state: inout ViewState, isParent: Bool, at path: JSONPath
  ) throws(SpecError) {
    let threeD: Bool = if case .affine = resolved { false } else { resolved != nil }
    let depth = threeD || spec.zPosition != nil || spec.anchorPointZ != nil || spec.doubleSided != nil
    guard depth else { return }
    guard spec.parent == nil, !isParent else {
      throw SpecError(
        path,
        """
        \"\(spec.name)\" has depth (a 3D transform, zPosition, anchorPointZ or doubleSided) and \
        \(isParent ? "is a parent" : "has a parent"): views with depth are placed in the container, so give their \
        geometry in the container's space
        """
      )
    }
    if threeD, let resolved { state.transform3D = resolved.transform3D }
    if let z = spec.zPosition { try SpecCheck.finite(z, path.key("zPosition")); state.zPosition = z }
    if let z = spec.anchorPointZ { try SpecCheck.finite(z, path.key("anchorPointZ")); state.anchorPointZ = z }
    if let d = spec.doubleSided { state.isDoubleSided = d }
  }

  /// The layer a view spec describes (bounds, position, a 2D transform about the centre), and
  /// the view's transform resolved (nil when it declares none).
  static func layer(_ spec: ViewSpec, at path: JSONPath) throws(SpecError) -> (Layer, ResolvedTransform?) {
    let bounds: Rect, center: Point
    switch (spec.frame, spec.bounds, spec.center) {
    case (let frame?, nil, nil):
      try finite(frame, path.key("frame"))
      bounds = Rect(origin: .zero, size: frame.standardized.size)
      center = Point(x: frame.midX, y: frame.midY)
    case (nil, let b?, let c?):
      try finite(b, path.key("bounds"))
      try SpecCheck.finite(c, path.key("center"))
      guard b.width >= 0, b.height >= 0 else { throw SpecError(path.key("bounds"), "a bounds size is ≥ 0") }
      (bounds, center) = (b, c)
    default:
      throw SpecError(
        path, "give a view's geometry as \"frame\", or as \"bounds\" and \"center\" (not both, not neither)")
    }
    // A 3D transform is set on the start state afterwards (setDepth); the tree sees 2D ones.
    let resolved = try spec.transform.map { t throws(SpecError) in
      try SpecCheck.transform(t, referenceBox: bounds.size, at: path.key("transform"))
    }
    let transform: AffineTransform
    if case .affine(let t)? = resolved { transform = t } else { transform = .identity }
    return (Layer(bounds: bounds, position: center, transform: transform), resolved)
  }

  static func finite(_ rect: Rect, _ path: JSONPath) throws(SpecError) {
    guard !rect.isNull, !rect.isInfinite else {
      throw SpecError(path, "a view's rect is [x, y, w, h], not null or infinite")
    }
    for (k, v) in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].enumerated() {
      try SpecCheck.finite(v, path.index(k))
    }
  }

  /// The view's start state in the container's space, as UIKit has it: centre = its position
  /// (`center`, or the frame's midpoint) converted into the container's space through its
  /// ancestors, never moved by its own transform; size = its bounds' size; transform = the linear
  /// part of the map from its bounds space to the container (its own transform and its
  /// ancestors'), with its own translation carried into the container's space, so that centre +
  /// (tx, ty) is where its bounds' centre is drawn.
  static func state(
    _ spec: ViewSpec, layer: Layer, parent: LayerID?, toContainer tree: LayerTree, _ id: LayerID, zIndex: Int,
    at path: JSONPath
  ) throws(SpecError) -> ViewState {
    let map: AffineTransform, center: Point, drawn: Point
    // Where the bounds' middle is drawn, in the parent: the position moved by the layer's own
    // transform (about the anchor). Computed from the position rather than by mapping the
    // bounds' middle through `map`, whose rounding (origin + size/2 − origin − size/2) gave a
    // view with no transform a translation of 1e-14 and refused its frame track.
    let b = layer.bounds, a = layer.anchorPoint
    let offset = Point(x: (0.5 - a.x) * b.width, y: (0.5 - a.y) * b.height).applying(layer.transform)
    let drawnInParent = Point(x: layer.position.x + offset.x, y: layer.position.y + offset.y)
    do {
      map = try tree.transform(from: id, to: nil)
      center =
        try parent.map { p throws(GeometryError) in try tree.convert(layer.position, from: p, to: nil) }
        ?? layer.position
      drawn =
        try parent.map { p throws(GeometryError) in try tree.convert(drawnInParent, from: p, to: nil) } ?? drawnInParent
    } catch {
      throw SpecError(path, "cannot convert into the container: \(error)")
    }
    var state = ViewState(frame: Rect(origin: .zero, size: b.size), zIndex: spec.zIndex ?? zIndex)
    state.center = center
    state.transform = AffineTransform(
      a: map.a, b: map.b, c: map.c, d: map.d, tx: drawn.x - center.x, ty: drawn.y - center.y)
    if let alpha = spec.alpha { try SpecCheck.finite(alpha, path.key("alpha")); state.alpha = alpha }
    if let radius = spec.cornerRadius {
      try SpecCheck.nonNegative(radius, path.key("cornerRadius")); state.cornerRadius = radius
    }
    if let shadow = spec.shadowOpacity {
      try SpecCheck.finite(shadow, path.key("shadowOpacity")); state.shadowOpacity = shadow
    }
    if let tint = spec.tint { try SpecCheck.finite(tint, path.key("tint")); state.tint = tint }
    if let mask = spec.mask {
      try SpecCheck.finite(mask.center, path.key("mask").key("center"))
      try SpecCheck.nonNegative(mask.radius, path.key("mask").key("radius"))
      state.mask = CircleMask(center: mask.center, radius: mask.radius)
    }
    state.isHidden = spec.hidden ?? false
    return state
  }

  func id(_ name: String, at path: JSONPath) throws(SpecError) -> ViewID {
    guard let id = ids[name] else {
      throw SpecError(path, "no view is named \"\(name)\"; views: \(names.joined(separator: ", "))")
    }
    return id
  }
}
