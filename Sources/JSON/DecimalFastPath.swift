/// Clinger's fast path for reading a decimal number (W. D. Clinger, "How to Read Floating Point
/// Numbers Accurately", PLDI 1990): when a literal's significant digits form an integer m of at
/// most 15 digits (so m < 2⁵³) and its decimal exponent e has |e| ≤ 22 (so 10^|e| is an exact
/// double), its value is m · 10^e or m / 10^−e: one correctly rounded operation on two exact
/// operands, so the bits `strtod` and Swift's `Double(_:)` give, in a few dozen instructions
/// instead of a few hundred.
///
/// Beside it, the literals a double's shortest form usually is (`0.9977078587356402`: 16 or 17
/// digits, a point, no exponent): m of 16 to 19 digits (so m < 2⁶⁴) with e from −19 to 0. Then m
/// and 10^−e are exact 64-bit integers, and m / 10^−e is rounded exactly in integers (see
/// ``quotient(_:overPowerOfTen:)``): the same bits again, about a tenth of `strtod`'s cost (each
/// `eval` line carries one or two such numbers). Every other literal is left to `Double(_:)`.
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
          guard significant <= 19 else { return nil }
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
    if significant > 15 {
      guard e >= -19 && e <= 0 else { return nil }
      // Double(UInt64) rounds to nearest, ties to even, as strtod does.
      let magnitude = e == 0 ? Double(mantissa) : quotient(mantissa, overPowerOfTen: -e)
      return negative ? -magnitude : magnitude
    }
    guard e >= -22 && e <= 22 else { return nil }
    let m = Double(mantissa)
    let magnitude = e >= 0 ? m * powersOfTen[e] : m / powersOfTen[-e]
    return negative ? -magnitude : magnitude
  }

  /// 10⁰ … 10¹⁹, the powers of ten a UInt64 holds.
  static let integerPowersOfTen: [UInt64] = (0...19).reduce(into: []) { powers, k in
    powers.append(k == 0 ? 1 : powers[k - 1] * 10)
  }

  /// m / 10^k correctly rounded (to nearest, ties to even), for m ≥ 1 and 1 ≤ k ≤ 19.
  ///
  /// With d = 10^k, shift m left by s bits so that q = ⌊m·2^s / d⌋ has exactly 64 bits
  /// (2⁶³ ≤ q < 2⁶⁴; one 128-by-64-bit division gives q and the remainder r). m / d =
  /// (q + r/d) · 2^−s exactly. Keeping q's top 53 bits drops 11: more than half of them (0x400)
  /// rounds up, less rounds down, exactly half rounds up when r ≠ 0 (above the tie) and to even
  /// when r = 0 (the tie itself). The result, at least 10⁻¹⁹, is a normal double, so scaling the
  /// 53-bit integer by a power of two is exact.
  static func quotient(_ m: UInt64, overPowerOfTen k: Int) -> Double {
    let d = integerPowersOfTen[k]
    let mLeading = m.leadingZeroBitCount, dLeading = d.leadingZeroBitCount
    var s = 63 + mLeading - dLeading
    if m << mLeading < d << dLeading { s += 1 }
    // m · 2^s as 128 bits; it is below d · 2⁶⁴, so the quotient fits 64 bits. (Shifts of 64 or
    // more bits give 0 in Swift.)
    let high = s >= 64 ? m << (s - 64) : m >> (64 - s)
    let low = m << s
    let (q, r) = d.dividingFullWidth((high: high, low: low))
    var significand = q >> 11
    let dropped = q & 0x7FF
    if dropped > 0x400 || (dropped == 0x400 && (r != 0 || significand & 1 == 1)) { significand += 1 }
    return Double(sign: .plus, exponent: 11 - s, significand: Double(significand))
  }
}
