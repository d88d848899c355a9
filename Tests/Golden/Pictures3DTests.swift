import Foundation
import Testing
import Transitions

/// The command line on a transition with depth: the storyboard and the viewer draw each view as
/// the polygon the container's perspective makes of it and mark the faces turned away; the trace
/// is schema 3 in JSON and in CSV.
@Suite struct Pictures3DTests {
  static let flip = """
    {"specVersion": 2, "name": "flip", "operation": "present", "sublayerTransform": "perspective(1000px)",
     "views": [{"name": "front", "frame": [0, 0, 390, 844], "doubleSided": false},
               {"name": "back", "frame": [0, 0, 390, 844], "doubleSided": false, "transform": "rotateY(180deg)"},
               {"name": "page", "frame": [40, 100, 300, 200], "transform": "rotateY(120deg)"}],
     "phases": [{"duration": 0.5, "timing": "easeInEaseOut"}],
     "tracks": [{"view": "front", "property": "transform", "to": "rotateY(-180deg)"},
                {"view": "back", "property": "transform", "to": "rotateY(0deg)"}]}
    """

  static func specFile() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flip-\(UUID().uuidString).json")
    try flip.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  @Test func theStoryboardDrawsPolygonsAndMarksBackFaces() throws {
    let file = try Self.specFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let svg = try BenchTool.run(["trace", file.path, "--format", "svg"])
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(svg.stdout.contains("<polygon points=") && !svg.stdout.contains(" rx="), "3D views are polygons, not rounded rects")
    #expect(svg.stdout.contains("data-backface=\"1\""))
    #expect(svg.stdout.contains("front (back face)") && svg.stdout.contains("back (back face)"), "each card is culled in some panel")
    #expect(svg.stdout.contains("page (back)"), "a double-sided view turned away is drawn, hatched")
    let html = try BenchTool.run(["trace", file.path, "--format", "html"])
    #expect(html.status == 0 && html.stdout.contains("function showPolygon"))
    // The first frame's rows carry the 3D fields: 17 values, then 1, culled, back face, zPosition, 4, 4 points.
    let firstFrame = try #require(html.stdout.range(of: "const frames = [\n")).upperBound
    let row = html.stdout[firstFrame...].prefix { $0 != "]" }
    #expect(row.split(separator: ",").count == 1 + 17 + 5 + 8 - 1, "\(row)")
  }

  /// A panel of a transition with depth is the stage its views reach, the screen outlined in it:
  /// the page turn's page goes over to the left of the screen and rises above and below it.
  @Test func aPanelWithDepthShowsTheWholeStage() throws {
    let svg = try BenchTool.run(["trace", "pageTurn", "--format", "svg"])
    #expect(svg.status == 0)
    let boxes = svg.stdout.components(separatedBy: "viewBox=\"").dropFirst(2).map { $0.prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) } }
    #expect(boxes.count == 6 && boxes.allSatisfy { $0.count == 4 && $0[0] == -390 && $0[1] < -200 && $0[2] > 780 && $0[3] > 1244 }, "\(boxes)")
    #expect(svg.stdout.contains("<rect x=\"390\" y=\"") && svg.stdout.contains("width=\"390\" height=\"844\" fill=\"#f6f6f6\""), "the screen, outlined")
    let flat = try BenchTool.run(["trace", "slide", "--format", "svg"])
    #expect(flat.stdout.components(separatedBy: "viewBox=\"0 0 390 844\"").count == 7, "a 2D panel is the screen")
  }

  /// The storyboards in the Geometry article "3D and perspective" are the flip's, the cube's and
  /// the page turn's, as the tool draws them now (`scripts/update-examples` writes them).
  @Test(arguments: [("flip", "present"), ("cube", "tabRight"), ("pageTurn", "push")])
  func theArticlesStoryboardsAreTheCatalogues(name: String, operation: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Geometry/Documentation.docc/Resources/\(name)-\(operation).svg")
    let svg = try BenchTool.run(["trace", name, "--operation", operation, "--format", "svg"])
    #expect(svg.status == 0)
    #expect(try String(contentsOf: url, encoding: .utf8) == svg.stdout, "run scripts/update-examples")
  }

  @Test func theTraceIsSchema3InJSONAndCSV() throws {
    let file = try Self.specFile()
    defer { try? FileManager.default.removeItem(at: file) }
    let json = try BenchTool.run(["trace", file.path, "--format", "json", "--fps", "10"])
    #expect(json.status == 0 && json.stdout.contains("\"schemaVersion\": 3") && json.stdout.contains("\"container\""))
    let csv = try BenchTool.run(["trace", file.path, "--format", "csv", "--fps", "10"])
    let header = csv.stdout.split(separator: "\n").first.map(String.init) ?? ""
    #expect(header == (["time", "view"] + Trace.columns + Trace.columns3D + ["phase.0.fraction", "phase.0.progress"]).joined(separator: ","))
  }
}
