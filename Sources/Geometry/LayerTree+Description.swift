extension LayerTree: CustomStringConvertible {
  /// One line per layer, its parent and the properties that differ from Core Animation's
  /// defaults (what a shrunk counterexample needs to show):
  ///
  /// ```
  /// LayerTree(2 layers)
  ///   0: bounds (0.0, 0.0, 1.0, 1.0), sublayerTransform [1.0, 0.0, 0.0, 1.0, 0.0, 1.0]
  ///   1 in 0: bounds (0.0, 0.0, 1.0, 1.0)
  /// ```
  public var description: String {
    var lines = ["LayerTree(\(count) layer\(count == 1 ? "" : "s"))"]
    for (index, layer) in layers.enumerated() {
      var parts: [String] = ["bounds \(layer.bounds)"]
      if layer.position != .zero { parts.append("position \(layer.position)") }
      if layer.anchorPoint != Point(x: 0.5, y: 0.5) { parts.append("anchorPoint \(layer.anchorPoint)") }
      if !layer.transform.isIdentity { parts.append("transform \(layer.transform)") }
      if !layer.sublayerTransform.isIdentity { parts.append("sublayerTransform \(layer.sublayerTransform)") }
      let place = parents[index].map { "\(index) in \($0)" } ?? "\(index)"
      lines.append("  \(place): " + parts.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
