import ArgumentParser
import Foundation
import JSON
import Specs
import Transitions

extension TransitionBench {
  struct SpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "spec",
      abstract:
        """
        Print a catalogue transition as a spec file (JSON): a starting point for your own. With a spec file, print \
        it as read, defaults resolved into the transition it builds.
        """
    )

    @OptionGroup var common: CommonOptions

    @OptionGroup var source: SpecArgument

    func run() throws {
      let loaded = try source.load()
      let spec = loaded.spec
      let described: TransitionSpec
      do {
        var resolved = try TransitionSpec(describing: loaded.transition, container: loaded.container)
        (resolved.roles, resolved.handoffs, resolved.expect, resolved.interactive) = (
          spec.roles, spec.handoffs, spec.expect, spec.interactive
        )
        resolved.reverse = try loaded.loadedReverse.map { reverseLoaded in
          let reverse = reverseLoaded.spec
          var r = try TransitionSpec(describing: reverseLoaded.transition, container: reverseLoaded.container)
          (r.roles, r.handoffs, r.interactive) = (reverse.roles, reverse.handoffs, reverse.interactive)
          return r
        }
        described = resolved
      } catch {
        throw InputFileError("\(error)")
      }
      print(try JSONValueEncoder().encode(described).formatted(sortingKeys: false), terminator: "")
    }
  }
}
