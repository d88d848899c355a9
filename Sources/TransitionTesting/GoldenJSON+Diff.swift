extension GoldenJSON {
  /// The differences between `self` (recorded) and `actual`, as lines `path: what differs`;
  /// empty when they agree. Numbers (including "inf"/"-inf"/"nan" strings) agree within
  /// `tolerance`; everything else must be equal: same keys, same array lengths, same strings.
  public func differences(from actual: GoldenJSON, tolerance: Tolerance, path: String = "$") -> [String] {
    if let expected = numberValue, let value = actual.numberValue {
      if tolerance.accepts(value, expected) { return [] }
      return [
        """
        \(path): \(Self.format(value)) vs recorded \(Self.format(expected)) (|Δ| = \(abs(value - expected)), \
        tolerance \(tolerance))
        """
      ]
    }
    switch (self, actual) {
    case (.array(let expected), .array(let values)):
      var lines: [String] = []
      if expected.count != values.count {
        lines.append("\(path): \(values.count) elements vs recorded \(expected.count)")
      }
      for (index, (e, v)) in zip(expected, values).enumerated() {
        lines += e.differences(from: v, tolerance: tolerance, path: "\(path)[\(index)]")
      }
      return lines
    case (.object(let expected), .object(let values)):
      var lines: [String] = []
      for key in Set(expected.keys).union(values.keys).sorted() {
        switch (expected[key], values[key]) {
        case (let e?, let v?): lines += e.differences(from: v, tolerance: tolerance, path: "\(path).\(key)")
        case (nil, _?): lines.append("\(path).\(key): new key, not in the recording")
        case (_?, nil): lines.append("\(path).\(key): recorded key missing")
        default: break
        }
      }
      return lines
    default:
      return self == actual ? [] : ["\(path): \(actual.formatted().dropLast()) vs recorded \(formatted().dropLast())"]
    }
  }
}
