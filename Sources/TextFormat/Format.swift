#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Number and table formatting shared by every module that prints: Bench's commands,
/// SolverBench's solver table and Transitions' storyboard captions.
///
/// Figures are printed by the C library's `vsnprintf` (this module imports no Foundation), so
/// each one is the correctly rounded figure `printf` prints: the same digits Foundation's
/// `String(format:)` gives, in every module that prints one.
package enum Format {
  /// Shortest round-trip decimal (Swift's `description`, without a trailing ".0"); "inf",
  /// "-inf", "nan" for the special values.
  package static func number(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    var text = "\(value)"
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A compact human figure (about 3 significant digits): C's `%.2f` below 10, `%.1f` below
  /// 100, `%.0f` below 10⁶, and `%.1e` for nonzero values below 10⁻³ or from 10⁶; "nan", "inf",
  /// "-inf" for the special values.
  package static func short(_ value: Double) -> String {
    if !value.isFinite { return number(value) }
    if value != 0 && (abs(value) < 1e-3 || abs(value) >= 1e6) { return printf("%.1e", value) }
    return printf(abs(value) < 10 ? "%.2f" : (abs(value) < 100 ? "%.1f" : "%.0f"), value)
  }

  /// `value` printed by C's `printf` with one double conversion, e.g. `printf("%.3f", 0.125)`.
  ///
  /// - Precondition: `format` holds exactly one conversion, for a `double`, and its result is
  ///   shorter than 512 bytes.
  package static func printf(_ format: String, _ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    let count = withVaList([value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
    }
    precondition(count >= 0 && count < buffer.count, "vsnprintf wrote \(count) bytes for \(format) of \(value)")
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Left-aligned columns, two spaces apart, with no trailing spaces.
  package static func table(_ header: [String], _ rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    return all.map { row in
      row.enumerated().map { column, cell in
        guard column < row.count - 1, widths.indices.contains(column) else { return cell }
        return cell + String(repeating: " ", count: max(0, widths[column] - cell.count))
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }

  /// RFC 4180 text: a header line, then one line per row; a cell holding a comma, a quote or a
  /// line break is quoted, its quotes doubled.
  package static func csv(_ columns: [String], _ rows: [[String]]) -> String {
    let lines = ([columns] + rows).map { row in
      row.map(csvField).joined(separator: ",")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func csvField(_ cell: String) -> String {
    guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return cell }
    return "\"" + cell.replacing("\"", with: "\"\"") + "\""
  }
}
