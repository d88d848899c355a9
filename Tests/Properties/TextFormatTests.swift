import Foundation
import Testing
import TextFormat

/// The shared formatting every printing module uses: CSV that a spreadsheet reads back cell for
/// cell, tables without trailing spaces, and figures as C's printf prints them.
@Suite struct TextFormatTests {
  @Test(arguments: [
    ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""),
    ("", ""),
  ])
  func csvQuotesACellWithACommaAQuoteOrALineBreak(cell: String, written: String) {
    #expect(Format.csv(["c"], [[cell]]) == "c\n\(written)\n")
  }

  @Test func aTableAlignsColumnsWithoutTrailingSpacesAndKeepsExtraCells() {
    let table = Format.table(["name", "ns"], [["fastest", "0.5"], ["skia", "1.75", "extra"]])
    #expect(table == "name     ns\nfastest  0.5\nskia     1.75  extra")
  }

  @Test(arguments: [("%.3f", 0.125), ("%.2f", 2.675), ("%.1e", 123_456.0), ("%.0f", 0.5), ("%g", 1e-7)])
  func printfIsFoundationsStringFormat(format: String, value: Double) {
    #expect(Format.printf(format, value) == String(format: format, value))
  }
}
