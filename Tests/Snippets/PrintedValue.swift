/// Whether `value` is what a snippet's comment prints as `text`: the decimal `text` (an optional
/// sign, `−` included, digits, a point, an exponent) rounded to its last printed place, so
/// "≈ 0.2538" promises |value − 0.2538| ≤ 0.00005 and "≈ 3e-4" promises |value − 3e-4| ≤ 0.5e-4.
/// This is the whole tolerance of the snippet tests: a comment promises the digits it shows.
func isPrinted(_ value: Double, as text: String) -> Bool {
  let ascii = String(text.map { $0 == "−" ? "-" : $0 })
  guard let printed = Double(ascii) else { preconditionFailure("not a decimal: \(text)") }
  let mantissa = ascii.split(whereSeparator: { $0 == "e" || $0 == "E" })
  let exponent = mantissa.count == 2 ? Int(mantissa[1])! : 0
  let decimals = mantissa[0].split(separator: ".").dropFirst().first?.count ?? 0
  var halfUnit = 0.5
  for _ in 0..<decimals { halfUnit /= 10 }
  for _ in 0..<abs(exponent) { halfUnit = exponent > 0 ? halfUnit * 10 : halfUnit / 10 }
  // The decimal's own rounding to a double is far below the half unit; one part in 10¹² of it
  // keeps a value exactly on the half unit's edge on the inside.
  return abs(value - printed) <= halfUnit * (1 + 1e-12)
}
