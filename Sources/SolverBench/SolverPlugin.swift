import CTransitionSolver
import Foundation
import SolverZoo

#if canImport(Glibc)
  import Glibc
#endif

/// A solver the bench did not compile, loaded from a shared library through the C ABI of
/// `include/transition_solver.h` (version 1): `solvers --plugin PATH` and `suite --plugin PATH`
/// time it through the same harness, inputs, loop shape and accuracy columns as the built-in
/// solvers (``SolverBench``). Every call goes through a C function pointer and cannot be inlined;
/// ``SolverBench`` measures that cost with a trivial solver behind the same table
/// (``callOverhead``) and prints it beside the plugin's rows.
package struct SolverPlugin {
  /// The library's path, as given.
  package let path: String
  /// The plugin's own name (the table's `name`): rows are `plugin:<name>`.
  package let name: String
  /// What the plugin says it does at the ends and outside [0, 1], with its output, in what
  /// precision.
  package let policy: SolverPolicy
  /// The function table (copied: the library stays loaded for the process's lifetime).
  let table: transition_solver_v1

  /// The ABI versions this bench reads.
  static let readableVersions: [UInt32] = [TRANSITION_SOLVER_ABI_VERSION]

  /// The row id of this plugin's rows.
  package var rowID: SolverRowID { .plugin(name) }

  /// Loads `path` (`dlopen`), finds `transition_solver_v1_entry`, and checks the table: the ABI
  /// version, its size, a name, the three required functions and the policy values.
  ///
  /// - Throws: ``PluginError`` naming the library and what is wrong.
  package static func load(_ path: String) throws(PluginError) -> SolverPlugin {
    guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw PluginError(
        path: path, message: "cannot load it: \(dlerror().map { String(cString: $0) } ?? "dlopen failed")")
    }
    guard let symbol = dlsym(library, "transition_solver_v1_entry") else {
      throw PluginError(path: path, message: "it exports no transition_solver_v1_entry (include/transition_solver.h)")
    }
    let entry = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafePointer<transition_solver_v1>?).self)
    guard let pointer = entry() else {
      throw PluginError(path: path, message: "transition_solver_v1_entry returned NULL")
    }
    // The first two fields are read before anything else: an unknown version may lay out the rest
    // differently.
    let header = UnsafeRawPointer(pointer)
    let version = header.load(as: UInt32.self), size = header.load(fromByteOffset: 4, as: UInt32.self)
    guard readableVersions.contains(version) else {
      throw PluginError(
        path: path,
        message:
          """
          its ABI version is \(version); this bench reads version \
          \(readableVersions.map(String.init).joined(separator: ", "))
          """
      )
    }
    guard Int(size) >= MemoryLayout<transition_solver_v1>.size else {
      throw PluginError(
        path: path, message: "its table is \(size) bytes; version 1's is \(MemoryLayout<transition_solver_v1>.size)")
    }
    let table = pointer.pointee
    guard let namePointer = table.name else { throw PluginError(path: path, message: "its name is NULL") }
    let name = String(cString: namePointer)
    guard !name.isEmpty, name.count <= 32, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else {
      throw PluginError(path: path, message: "its name \"\(name)\" must be 1 to 32 letters, digits or '-'")
    }
    guard table.prepare != nil, table.solve != nil, table.release != nil else {
      throw PluginError(path: path, message: "prepare, solve and release must not be NULL")
    }
    let policy = try Self.policy(table, path: path)
    return SolverPlugin(path: path, name: name, policy: policy, table: table)
  }

  /// The table's policy values as a ``SolverPolicy``.
  static func policy(_ table: transition_solver_v1, path: String) throws(PluginError) -> SolverPolicy {
    let inputs: [SolverPolicy.Input] = [
      .extrapolatesTangents, .clamps, .extrapolatesCubic, .saturates, .passesThrough, .undefined,
    ]
    let outputs: [SolverPolicy.Output] = [.unclamped, .clampedToCurveRange, .clampedToUnit]
    let precisions: [SolverPolicy.Precision] = [.double, .float32, .mixed]
    guard inputs.indices.contains(Int(table.input)) else {
      throw PluginError(path: path, message: "input policy \(table.input) is not one of 0…5")
    }
    guard outputs.indices.contains(Int(table.output)) else {
      throw PluginError(path: path, message: "output policy \(table.output) is not one of 0…2")
    }
    guard precisions.indices.contains(Int(table.precision)) else {
      throw PluginError(path: path, message: "precision \(table.precision) is not one of 0…2")
    }
    return SolverPolicy(
      input: inputs[Int(table.input)], output: outputs[Int(table.output)], precision: precisions[Int(table.precision)])
  }
}

/// A plugin that cannot be used: the library and the reason.
package struct PluginError: Error, CustomStringConvertible {
  package var path: String
  package var message: String
  package var description: String { "plugin \(path): \(message)" }
}

/// One curve prepared by a plugin: its handle and the two functions the timed loop calls.
struct PreparedPlugin {
  let handle: UnsafeMutableRawPointer
  let solve: @convention(c) (UnsafeMutableRawPointer?, Double) -> Double
  let batch:
    (@convention(c) (UnsafeMutableRawPointer?, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?, Int) -> Void)?
  let release: @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// `prepare(x1, y1, x2, y2)`, or nil when the plugin returns NULL.
  init?(_ table: transition_solver_v1, x1: Double, y1: Double, x2: Double, y2: Double) {
    guard let prepare = table.prepare, let solve = table.solve, let release = table.release,
      let handle = prepare(x1, y1, x2, y2)
    else {
      return nil
    }
    self.handle = handle
    self.solve = solve
    self.batch = table.solve_batch
    self.release = release
  }

  @inline(__always) func y(_ x: Double) -> Double { solve(handle, x) }
}

extension SolverPlugin {
  /// A trivial solver (y = x, nothing prepared) behind the same kind of function table: timed in
  /// the same loop, its ns per call is what calling through the ABI costs, which the plugin's
  /// rows include and the built-in solvers' do not.
  static var callOverhead: transition_solver_v1 {
    transition_solver_v1(
      abi_version: TRANSITION_SOLVER_ABI_VERSION, size: UInt32(MemoryLayout<transition_solver_v1>.size), name: nil,
      input: 0, output: 0, precision: 0, reserved: 0,
      prepare: { _, _, _, _ in UnsafeMutableRawPointer(bitPattern: 0x10) }, solve: { _, x in x }, solve_batch: nil,
      release: { _ in })
  }
}

extension SolverPlugin {
  /// The plugins' policies by row, for the summary's policy column.
  package static func policies(_ plugins: [SolverPlugin]) -> [SolverRowID: SolverPolicy] {
    Dictionary(plugins.map { ($0.rowID, $0.policy) }, uniquingKeysWith: { first, _ in first })
  }
}
