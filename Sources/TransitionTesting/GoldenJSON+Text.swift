import JSON

extension GoldenJSON {
  /// Pretty-printed JSON text with the project's one writer (`JSONValue.formatted`): two-space
  /// indent, keys sorted, numbers in shortest round-trip form, number rows on one line, a
  /// trailing newline.
  public func formatted() -> String {
    jsonValue.formatted(sortingKeys: true)
  }

  /// Shortest round-trip decimal; "inf", "-inf", "nan" as strings (`JSONValue.format`).
  public static func format(_ value: Double) -> String {
    JSONValue.format(value)
  }
}
