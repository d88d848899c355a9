import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Geometry
import JSON
import PropertyBased
import Testing
import TextFormat
@testable import TransitionTesting
@testable import Specs
@testable import Transitions

/// What a failing expectation keeps: the trace JSON and the SVG storyboard of each transition,
/// attached under Swift Testing and written to a folder under XCTest; and the storyboard's
/// Foundation-free formatting, which must print what `transition-bench` printed with Foundation.
@Suite struct FailureArtifactsTests {
  @Test func theFilesAreTheTracesJSONAndTheStoryboard() throws {
    let push = Catalogue.slide(.push)
    let artifacts = FailureArtifacts([("slide-push", push)])
    #expect(artifacts.files.map(\.name) == ["slide-push.trace.json", "slide-push.storyboard.svg"] && artifacts.problems.isEmpty)
    let json = try #require(artifacts.files.first).contents
    #expect(json == (try JSONValueEncoder().encode(Trace(push, fps: 60)).formatted()))
    let decoded = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parse(json))
    #expect(decoded.frames.count == Trace(push, fps: 60).frames.count)
    let svg = try #require(artifacts.files.last).contents
    #expect(svg == Storyboard.svg(push, container: TransitionSpec.defaultContainer))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "the storyboard is not well-formed XML: \(String(describing: parser.parserError))")
    #expect(svg.components(separatedBy: "data-panel=").count - 1 == 6)
  }

  @Test func aLongTransitionsTraceKeepsAtMost3600Frames() throws {
    let long = try TransitionSpec.read(json: """
      {"specVersion": 1, "name": "long", "operation": "push",
       "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": [0, 0]}],
       "phases": [{"duration": 120, "timing": "linear"}],
       "tracks": [{"view": "card", "property": "center", "from": [0, 0], "to": [100, 0]}]}
      """).transition()
    let json = try #require(FailureArtifacts([("long", long)]).files.first).contents
    let frames = try JSONValueDecoder().decode(Trace.self, from: try JSONParser.parse(json)).frames
    #expect(frames.count <= 3_601 && frames.count >= 3_600 && frames.last?.time == 120, "\(frames.count) frames")
  }

  @Test(arguments: [("slide-push", "slide-push"), ("a/b c:é", "a-b-c--"), ("x.y_z-1", "x.y_z-1"), ("", "")])
  func fileNamesKeepOnlyPortableCharacters(name: String, file: String) {
    #expect(FailureArtifacts.fileName(name) == file)
  }

  /// Under XCTest the files are written: every one, with its contents.
  @Test func writingPutsEveryFileInTheFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("artifacts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let artifacts = FailureArtifacts([("forward", Catalogue.slide(.push)), ("reverse", Catalogue.slide(.pop))])
    let urls = try artifacts.write(to: folder.appendingPathComponent("Tests/12"))
    #expect(urls.map(\.lastPathComponent) == artifacts.files.map(\.name) && urls.count == 4)
    for (url, file) in zip(urls, artifacts.files) { #expect(try String(contentsOf: url, encoding: .utf8) == file.contents) }
  }

  /// A failing expectation in a @Test attaches its files, and its message names them.
  @Test func aFailingExpectationAttachesItsTraceAndStoryboard() throws {
    let push = try TransitionSpec.read(json: """
      {"specVersion": 1, "name": "card", "operation": "push",
       "views": [{"name": "card", "bounds": [0, 0, 100, 100], "center": [100, 200]}],
       "phases": [{"duration": 0.5, "timing": "easeInEaseOut"}],
       "tracks": [{"view": "card", "property": "center", "from": [100, 200], "to": [300, 600]}],
       "actions": [{"view": "card", "at": 0.25, "alpha": 0}]}
      """).transition()
    withKnownIssue("alpha jumps at 0.25 s") {
      expectContinuous(push)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("attached: card-push.trace.json, card-push.storyboard.svg") }
    }
  }

  /// Captions as C's printf rounds them (what Foundation's `String(format:)` printed before the
  /// storyboard left Bench): each branch's edges, exact ties, and drawn magnitudes.
  @Test(arguments: [
    0, -0.0, 1e-3, (1e-3).nextDown, 0.125, 0.375, 2.675, 9.995, 9.994999999, 10, 99.95, 99.94999, 100, 999_999.5, 1e6, (1e6).nextDown,
    5e-324, -1e300, 123_456.5, 0.0049999, -7.25, .nan, .infinity, -.infinity,
  ] as [Double])
  func captionsPrintAsPrintf(value: Double) {
    #expect(Format.short(value) == Self.printf(value))
  }

  @Test func drawnCaptionsPrintAsPrintf() async {
    let magnitude = zip(Gen.double(in: 0...1), Gen.int(in: -8...8), Gen.bool).map { u, e, negative in (negative ? -1 : 1) * u * Double.pow(10, Double(e)) }
    await checkProperty(count: 1_000, input: magnitude) { value in
      #expect(Format.short(value) == Self.printf(value), "\(value)")
    }
  }

  static func printf(_ value: Double) -> String {
    if !value.isFinite { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    if value != 0 && (abs(value) < 1e-3 || abs(value) >= 1e6) { return String(format: "%.1e", value) }
    return String(format: abs(value) < 10 ? "%.2f" : (abs(value) < 100 ? "%.1f" : "%.0f"), value)
  }

  /// Escaped text reads back as itself from an XML attribute and element: every `&`, `<`, `>`
  /// and `"` scalar escaped, including one that a combining mark follows (Foundation's
  /// `replacingOccurrences`, which `Bench` used before, compares characters and left "&\u{301}"
  /// as it was: malformed XML).
  @Test(arguments: ["plain", "a & b < c > \"d\"", "&amp;", "&\u{301} <\u{301}", "", "\"\"", "é&é"])
  func escapedTextReadsBackAsItself(text: String) throws {
    let escaped = Storyboard.escape(text)
    let reader = XMLReadBack()
    let parser = XMLParser(data: Data("<t a=\"\(escaped)\">\(escaped)</t>".utf8))
    parser.delegate = reader
    #expect(parser.parse(), "\(escaped.debugDescription) is not well-formed: \(String(describing: parser.parserError))")
    #expect(reader.attribute == text && reader.characters == text, "\(escaped.debugDescription)")
  }
}

/// The attribute `a` and the text of a one-element document.
private final class XMLReadBack: NSObject, XMLParserDelegate {
  var attribute: String?
  var characters = ""
  func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
    attribute = attributeDict["a"]
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }
}
