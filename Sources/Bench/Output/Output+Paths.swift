import Foundation
import TextFormat

extension Output {
  /// The path bench (JSON and CSV: the rows as results.json's `paths[]` has them); the table
  /// ends with how a point's cost grows from the shortest zig-zag to the longest, per engine.
  static func paths(_ rows: [Results.PathRow], format: OutputFormat) {
    switch format {
    case .json: print(jsonText(rows))
    case .csv: print(Format.csv(Results.PathRow.columnNames, rows.map(\.csvFields)), terminator: "")
    case .table:
      print(
        """
        Paths: each engine's length (its error against the exact integral; ns from parsed path data to the length) \
        and points (ns per point at random distances; the largest distance from the exact point)
        """
      )
      print(
        Format.table(
          [
            "path", "engine", "segments", "length", "length err", "ns/length", "ns/point", "p10", "p90", "point err",
            "allocs/point",
          ],
          rows.map { r in
            [
              r.path, r.engine, "\(r.segments)", Format.short(r.length), Format.printf("%+.1e", r.lengthRelErr),
              Format.short(r.lengthNs), Format.short(r.pointNs), Format.short(r.pointP10Ns),
              Format.short(r.pointP90Ns), Format.printf("%.1e", r.maxPointErr),
              r.allocsPerPoint.map(Format.short) ?? "n/a",
            ]
          }))
      if let growth = pointCostGrowth(rows) { print(growth) }
    }
  }

  /// "ns per point, zig-zag of N segments ÷ of M: exact 1.2×, …", over the zig-zags measured.
  static func pointCostGrowth(_ rows: [Results.PathRow]) -> String? {
    let zigZags = rows.filter { $0.path.hasPrefix("zig-zag ") }
    guard let fewest = zigZags.map(\.segments).min(), let most = zigZags.map(\.segments).max(), most > fewest
    else { return nil }
    var engines: [String] = []
    for row in zigZags where !engines.contains(row.engine) { engines.append(row.engine) }
    let ratios = engines.compactMap { engine -> String? in
      guard let short = zigZags.first(where: { $0.engine == engine && $0.segments == fewest }),
        let long = zigZags.first(where: { $0.engine == engine && $0.segments == most }), short.pointNs > 0
      else { return nil }
      return "\(engine) \(Format.short(long.pointNs / short.pointNs))×"
    }
    return "ns per point, zig-zag of \(most) segments ÷ of \(fewest): " + ratios.joined(separator: ", ")
  }
}
