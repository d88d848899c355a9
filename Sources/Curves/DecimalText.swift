extension Double {
  /// A number written in decimal (`-1.5`, `.25`, `1e-3`, `+2E+10`), or nil for any other text.
  ///
  /// Stricter than `Double(_:)`, which hands the text to C's `strtod` and so reads `"1\0garbage"`
  /// as 1 (the NUL ends the C string) and accepts `"inf"`, `"nan"` and hexadecimal: text from
  /// files and command lines must be exactly a decimal number, so a stray byte never passes.
  public init?<Text: StringProtocol>(decimalText text: Text) {
    var sawDigit = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "0"..."9": sawDigit = true
      case "+", "-", ".", "e", "E": continue
      default: return nil
      }
    }
    guard sawDigit, let value = Double(String(text)) else { return nil }
    self = value
  }
}
