import Foundation

/// Number and table formatting shared by the commands.
package enum Format {
  /// Shortest round-trip decimal; "inf", "-inf", "nan" for the special values.
  package static func number(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A compact human figure (3 significant digits).
  package static func short(_ value: Double) -> String {
    if !value.isFinite { return number(value) }
    if value != 0 && (abs(value) < 1e-3 || abs(value) >= 1e6) { return String(format: "%.1e", value) }
    return String(format: abs(value) < 10 ? "%.2f" : (abs(value) < 100 ? "%.1f" : "%.0f"), value)
  }

  /// Left-aligned columns.
  package static func table(_ header: [String], _ rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { i in all.map { $0.indices.contains(i) ? $0[i].count : 0 }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell + String(repeating: " ", count: max(0, widths[i] - cell.count))  // no trailing spaces
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  package static func csv(_ columns: [String], _ rows: [[String]]) -> String {
    ([columns] + rows).map { $0.map { $0.contains(",") ? "\"\($0)\"" : $0 }.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }
}
