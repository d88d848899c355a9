extension LayerTree {
  /// The affine map from the space of `source` to the space of `destination` (nil: the root
  /// space), so that `convert(p, from: source, to: destination) == p.applying(map)`.
  ///
  /// It lifts from `source` to the lowest common ancestor, applying each layer's
  /// ``Layer/toParent`` and then its parent's ``Layer/sublayerMap``, and descends to
  /// `destination` through the inverse of the same chain from `destination` up.
  ///
  /// - Throws: ``GeometryError/singularTransform(_:)`` naming the first transform on the way down
  ///   that has no inverse. (Going up never needs an inverse.)
  public func transform(from source: LayerID?, to destination: LayerID?) throws(GeometryError) -> AffineTransform {
    if source == destination { return .identity }
    let ancestor = commonAncestor(source, destination)
    let up = upMap(from: source?.index, to: ancestor)
    let down = upMap(from: destination?.index, to: ancestor)
    if down.isIdentity { return up }
    do {
      return up.concatenating(try down.strictlyInverted())
    } catch {
      throw firstSingular(from: destination?.index, to: ancestor) ?? error
    }
  }

  /// A point of `source`'s space expressed in `destination`'s space (UIKit's
  /// `convert(_:from:)` / `convert(_:to:)`, CALayer's `convertPoint`); nil is the root space.
  ///
  /// - Throws: ``GeometryError/singularTransform(_:)`` when the way down must invert a singular
  ///   transform.
  public func convert(_ point: Point, from source: LayerID?, to destination: LayerID?) throws(GeometryError) -> Point {
    point.applying(try transform(from: source, to: destination))
  }

  /// A rect of `source`'s space expressed in `destination`'s space: the bounding box of its four
  /// converted corners. ``Rect/null`` and ``Rect/infinite`` come back unchanged.
  ///
  /// - Throws: ``GeometryError/singularTransform(_:)`` as ``convert(_:from:to:)-(Point,_,_)``.
  public func convert(_ rect: Rect, from source: LayerID?, to destination: LayerID?) throws(GeometryError) -> Rect {
    rect.applying(try transform(from: source, to: destination))
  }

  /// The lowest common ancestor of two layers, as an index; nil is the root space.
  func commonAncestor(_ lhs: LayerID?, _ rhs: LayerID?) -> Int? {
    LayerHierarchy.commonAncestor(lhs?.index, rhs?.index, in: parents)
  }

  /// The composed map from layer `start` up to `ancestor` (an ancestor of `start`, or nil).
  func upMap(from start: Int?, to ancestor: Int?) -> AffineTransform {
    var map = AffineTransform.identity
    var current = start
    while let node = current, node != ancestor {
      map = map.concatenating(layers[node].toParent)
      if let parent = parents[node] {
        map = map.concatenating(layers[parent].sublayerMap)
      }
      current = parents[node]
    }
    return map
  }

  /// The first singular transform on the chain from `start` up to `ancestor`, as the error that
  /// names it; nil when every step is invertible (the composition itself was singular).
  func firstSingular(from start: Int?, to ancestor: Int?) -> GeometryError? {
    var current = start
    while let node = current, node != ancestor {
      // try?: only whether each step inverts matters here; the error returned names the matrix.
      if (try? layers[node].transform.strictlyInverted()) == nil {
        return .singularTransform(layers[node].transform)
      }
      if let parent = parents[node], (try? layers[parent].sublayerTransform.strictlyInverted()) == nil {
        return .singularTransform(layers[parent].sublayerTransform)
      }
      current = parents[node]
    }
    return nil
  }
}
