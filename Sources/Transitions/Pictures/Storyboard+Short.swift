#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Storyboard {
  /// A compact figure for a caption (about 3 significant digits): C's `%.2f` below 10, `%.1f`
  /// below 100, `%.0f` below 10⁶, and `%.1e` for nonzero values below 10⁻³ or from 10⁶; "nan",
  /// "inf", "-inf" for the special values. Printed by the C library's `vsnprintf` (the C
  /// library, not Foundation: this module imports no Foundation), so each figure is the
  /// correctly rounded one `printf` prints, the same as `transition-bench`'s tables.
  package static func short(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    let format: String
    if value != 0 && (abs(value) < 1e-3 || abs(value) >= 1e6) {
      format = "%.1e"
    } else {
      format = abs(value) < 10 ? "%.2f" : (abs(value) < 100 ? "%.1f" : "%.0f")
    }
    // At most 7 digits before the point and 2 after, or d.de±ddd: 32 bytes are plenty.
    var buffer = [CChar](repeating: 0, count: 32)
    let count = withVaList([value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
    }
    precondition(count > 0 && count < buffer.count, "vsnprintf wrote \(count) bytes for \(value)")
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
