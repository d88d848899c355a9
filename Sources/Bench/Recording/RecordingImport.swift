import ArgumentParser
import Foundation
import Recordings
import Transitions

/// `compare --recorded`'s file: read from disk and parsed by Transitions' ``RecordingFile``, its
/// errors given the file's name.
struct RecordingImport {
  var timeUnit: RecordingTimeUnit = .auto
  /// Recorded pixels per point.
  var scale: Double = 1

  /// Reads and parses `path`.
  func read(_ path: String) throws -> RecordingFile {
    let text: String
    do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
      throw InputFileError("cannot read \(path): \(error.localizedDescription)")
    }
    do { return try RecordingFile.parse(text, timeUnit: timeUnit, scale: scale) } catch {
      throw InputFileError("\(path):\(error)")
    }
  }
}

extension RecordingTimeUnit: ExpressibleByArgument {}
