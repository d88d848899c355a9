/// Clinger's fast path for reading a decimal number (W. D. Clinger, "How to Read Floating Point
/// Numbers Accurately", PLDI 1990): when a literal's significant digits form an integer m of at
/// most 15 digits (so m < 2⁵³) and its decimal exponent e has |e| ≤ 22 (so 10^|e| is an exact
/// double), its value is m · 10^e or m / 10^−e: one correctly rounded operation on two exact
/// operands, so the bits `strtod` and Swift's `Double(_:)` give, in a few dozen instructions
/// instead of a few hundred. Every other literal is left to `Double(_:)`.
enum DecimalFastPath {
  /// 10⁰ … 10²², each exact.
  static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
    1e21, 1e22,
  ]

  /// The value of `text`, a literal the JSON grammar already accepted
  /// (-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?), or nil when it is outside the fast path.
  static func value(_ text: ArraySlice<UInt8>) -> Double? {
    var i = text.startIndex
    let end = text.endIndex
    let negative = i < end && text[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var mantissa: UInt64 = 0
    var significant = 0
    var scale = 0
    var inFraction = false
    while i < end {
      let byte = text[i]
      if byte == UInt8(ascii: ".") {
        inFraction = true
      } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if mantissa != 0 || digit != 0 {
          significant += 1
          guard significant <= 15 else { return nil }
        }
        mantissa = mantissa * 10 + digit
        if inFraction { scale -= 1 }
      } else {
        break
      }
      i += 1
    }
    var exponent = 0
    if i < end {  // [eE][+-]?[0-9]+
      i += 1
      var negativeExponent = false
      if text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
        negativeExponent = text[i] == UInt8(ascii: "-")
        i += 1
      }
      while i < end {
        exponent = exponent * 10 + Int(text[i] - UInt8(ascii: "0"))
        guard exponent <= 1_000 else { return nil }
        i += 1
      }
      if negativeExponent { exponent = -exponent }
    }
    let e = exponent + scale
    guard e >= -22 && e <= 22 else { return nil }
    let m = Double(mantissa)
    let magnitude = e >= 0 ? m * powersOfTen[e] : m / powersOfTen[-e]
    return negative ? -magnitude : magnitude
  }
}
