import Foundation
import Testing

/// Every ```swift block of the README, ARCHITECTURE.md and the DocC articles is compiled and run
/// by a test, as written.
///
/// A test holds a snippet between `// snippet: <file>.md` (or several files, comma-separated) and `// end snippet`, indented as its
/// surroundings need; the block's leading `import` lines are the test file's own imports (a
/// function body cannot import). This test reads both sides: every documented block must equal
/// one such region of its article (trailing spaces and the common indentation aside), every region
/// must still be in its article, and each import the block shows must be imported by the file that
/// holds it. The regions live in `Tests/Snippets` and, for the snippets that declare `@Test`
/// functions or read the card spec, in the outside package `examples/MyTransitions`.
///
/// The two `Package.swift` fragments (a block whose first line is `// Package.swift`, or that
/// begins with `dependencies: [`) are not Swift a test can hold: each `.package(url:)` line other
/// than this repository's must be the example package's, and each product it names must be one the
/// example package uses.
@Suite struct SnippetCoverageTests {
  /// The checkout's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func everyDocumentedSwiftBlockIsACompiledTest() throws {
    let documents = try Self.documents()
    let holders = try Self.snippetHolders()
    let regions = holders.flatMap(\.regions)
    #expect(!documents.isEmpty && !regions.isEmpty)
    for document in documents {
      for block in document.blocks where !block.isManifestFragment {
        let matches = regions.indices.filter {
          regions[$0].articles.contains(document.name) && regions[$0].lines == block.code
        }
        #expect(
          !matches.isEmpty,
          "\(document.path):\(block.line): this swift block is not held by any test (no `// snippet: \(document.name)` region equals it)"
        )
        for index in matches {
          let holder = holders.first { $0.regions.contains(regions[index]) }!
          for module in block.imports where !holder.imports.contains(module) {
            Issue.record("\(document.path):\(block.line) imports \(module); \(holder.path) does not")
          }
        }
      }
    }
    for region in regions {
      for article in region.articles {
        let blocks = documents.filter { $0.name == article }.flatMap(\.blocks)
        #expect(
          blocks.contains { $0.code == region.lines },
          "\(region.path):\(region.line): this snippet region is in no swift block of \(article)")
      }
    }
  }

  @Test func theManifestFragmentsAreTheExamplePackagesLines() throws {
    let manifest = try String(contentsOf: Self.root.appending(path: "examples/MyTransitions/Package.swift"), encoding: .utf8)
    let fragments = try Self.documents().flatMap { document in
      document.blocks.filter(\.isManifestFragment).map { (document.path, $0) }
    }
    #expect(fragments.count >= 2)
    for (path, block) in fragments {
      for line in block.code {
        let code = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " //")[0]  // a comment, not the URL's "//"
          .trimmingCharacters(in: .whitespaces)
        if code.hasPrefix(".package(url:"), !code.contains("OWNER/TransitionMath") {
          #expect(manifest.contains(code), "\(path):\(block.line): \(code) is not the example package's")
        }
        if code.hasPrefix(".product(name:"), let name = code.split(separator: "\"").dropFirst().first {
          #expect(manifest.contains(".product(name: \"\(name)\""), "\(path):\(block.line): product \(name) is not used by the example package")
        }
      }
    }
  }

  @Test(arguments: [
    ("```swift\nimport A\n\nlet x = 1  \n```\n", [["let x = 1"]]),
    ("text\n  ```swift\n  a\n    b\n  ```\n```json\n{}\n```\n", [["a", "  b"]]),
  ])
  func theBlockReaderKeepsCodeAndDropsImports(markdown: String, expected: [[String]]) {
    #expect(Self.blocks(in: markdown).map(\.code) == expected)
  }

  // MARK: - Reading both sides

  struct Block {
    var line: Int
    var imports: [String]
    var code: [String]
    var isManifestFragment: Bool { code.first == "// Package.swift" || code.first == "dependencies: [" }
  }

  struct Document {
    var path: String
    var name: String
    var blocks: [Block]
  }

  struct Region: Equatable {
    var path: String
    var line: Int
    /// The articles whose block it is (`// snippet: README.md, TransitionTesting.md`).
    var articles: [String]
    var lines: [String]
  }

  struct Holder {
    var path: String
    var imports: Set<String>
    var regions: [Region]
  }

  static func documents() throws -> [Document] {
    var paths = ["README.md", "ARCHITECTURE.md"]
    let sources = root.appending(path: "Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path()).sorted() {
      let docc = sources.appending(path: "\(module)/Documentation.docc")
      guard let articles = try? FileManager.default.contentsOfDirectory(atPath: docc.path()) else { continue }
      paths += articles.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/\(module)/Documentation.docc/\($0)" }
    }
    return try paths.map { path in
      let text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
      return Document(path: path, name: String(path.split(separator: "/").last!), blocks: blocks(in: text))
    }
  }

  /// The swift blocks of a Markdown text: their leading imports apart, their code de-indented and
  /// stripped of trailing spaces and of blank lines at either end.
  static func blocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var current: (line: Int, indent: Int, lines: [String])?
    for (index, raw) in markdown.components(separatedBy: "\n").enumerated() {
      let trimmed = raw.trimmingCharacters(in: .whitespaces)
      if var open = current {
        if trimmed == "```" {
          var imports: [String] = []
          var code = open.lines
          while let first = code.first, first.hasPrefix("import ") || first.isEmpty {
            if first.hasPrefix("import ") { imports.append(String(first.dropFirst("import ".count))) }
            code.removeFirst()
          }
          blocks.append(Block(line: open.line, imports: imports, code: normalized(code)))
          current = nil
        } else {
          open.lines.append(String(raw.dropFirst(min(open.indent, raw.prefix { $0 == " " }.count))))
          current = open
        }
      } else if trimmed == "```swift" {
        current = (index + 1, raw.prefix { $0 == " " }.count, [])
      }
    }
    return blocks
  }

  static func snippetHolders() throws -> [Holder] {
    var files: [String] = []
    for folder in ["Tests/Snippets", "examples/MyTransitions"] {
      let base = root.appending(path: folder)
      let walker = FileManager.default.enumerator(atPath: base.path())
      while let file = walker?.nextObject() as? String {
        if file.hasPrefix(".") || file.contains("/.") {
          walker?.skipDescendants()  // a built example's .build
        } else if file.hasSuffix(".swift") {
          files.append("\(folder)/\(file)")
        }
      }
    }
    return try files.sorted().map { path in
      let text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      var imports = Set<String>()
      var regions: [Region] = []
      var open: (line: Int, article: String, indent: Int, lines: [String])?
      for (index, raw) in lines.enumerated() {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("import ") { imports.insert(String(trimmed.dropFirst("import ".count))) }
        if var region = open {
          if trimmed == "// end snippet" {
            regions.append(
              Region(
                path: path, line: region.line,
                articles: region.article.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                lines: normalized(region.lines)))
            open = nil
          } else {
            region.lines.append(String(raw.dropFirst(min(region.indent, raw.prefix { $0 == " " }.count))))
            open = region
          }
        } else if trimmed.hasPrefix("// snippet: ") {
          open = (index + 1, String(trimmed.dropFirst("// snippet: ".count)), raw.prefix { $0 == " " }.count, [])
        }
      }
      return Holder(path: path, imports: imports, regions: regions)
    }
  }

  static func normalized(_ lines: [String]) -> [String] {
    var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}

/// The rule the snippet tests compare printed values by.
@Suite struct PrintedValueTests {
  @Test(arguments: [
    (0.25384, "0.2538", true), (0.25385, "0.2538", true), (0.25386, "0.2538", false),
    (3.4e-14, "3e-14", true), (3.6e-14, "3e-14", false), (-195.04, "−195.0", true), (-194.9, "−195.0", false),
    (1.7999999999999998, "1.8", true), (160, "1.6e2", true), (166, "1.6e2", false),
  ])
  func aCommentPromisesTheDigitsItShows(value: Double, text: String, printed: Bool) {
    #expect(isPrinted(value, as: text) == printed)
  }
}
