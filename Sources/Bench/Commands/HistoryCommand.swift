import ArgumentParser
import Foundation

extension TransitionBench {
  struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "history",
      abstract: "Render history.html: every results.json under a folder, each solver's speed and error over the runs.",
      discussion: """
        Reads every results.json under DIR (any depth: the suite's results/<time>/ runs), orders \
        them by their dates, and writes a self-contained page (inline SVG, no script): each \
        solver's geometric-mean ns per solve and its worst error over the runs, and the table of \
        runs with their commits and builds (a change of build is marked). Writes history.html in \
        DIR unless --output is given.
        """)

    @OptionGroup var common: CommonOptions

    @Argument(help: "A folder of runs (for example results/).")
    var directory: String

    @Option(help: "Where to write the HTML (default: DIR/history.html).")
    var output: String?

    func validate() throws {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw ValidationError("\(directory) is not a folder: give the folder the suite writes its runs to (results/)")
      }
    }

    func run() throws {
      let runs = try HistoryPage.runs(in: directory)
      let path = output ?? (directory as NSString).appendingPathComponent("history.html")
      do { try Data(HistoryPage.html(runs).utf8).write(to: URL(fileURLWithPath: path)) } catch {
        throw InputFileError("cannot write \(path): \(error.localizedDescription)")
      }
      print("history: \(runs.count) runs, \(path)")
    }
  }
}
