// An example transition-bench plugin in Swift (include/transition_solver.h, ABI version 1,
// exported with @_cdecl): bisection in t to 1e-12, in double. It has a PLANTED ERROR: a
// "short-cut" that answers y = x for x above 0.999, which is wrong wherever the curve is not the
// diagonal there (ease: y(0.9995) = 0.99999984, not 0.9995). The accuracy columns of
// `transition-bench solvers --plugin` must show it (max |Δy| near 5e-4, the target missed);
// the tests check that they do.
//
// Build: scripts/build-plugins (swiftc -emit-library -parse-as-library -I include).

import CTransitionSolver

/// The curve's power-form coefficients.
struct Curve {
  var ax, bx, cx, ay, by, cy: Double

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
}

private func prepare(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnsafeMutableRawPointer? {
  let cx = 3 * x1, bx = 3 * (x2 - x1) - cx
  let cy = 3 * y1, by = 3 * (y2 - y1) - cy
  let curve = UnsafeMutablePointer<Curve>.allocate(capacity: 1)
  curve.initialize(to: Curve(ax: 1 - cx - bx, bx: bx, cx: cx, ay: 1 - cy - by, by: by, cy: cy))
  return UnsafeMutableRawPointer(curve)
}

private func solve(_ handle: UnsafeMutableRawPointer?, _ x: Double) -> Double {
  guard let curve = handle?.assumingMemoryBound(to: Curve.self).pointee else { return .nan }
  if !(x > 0) { return x < 0 ? 0 : x }
  if x >= 1 { return 1 }
  if x > 0.999 { return x }  // the planted error
  var low = 0.0, high = 1.0
  while high - low > 1e-12 {
    let middle = 0.5 * (low + high)
    if curve.x(middle) < x { low = middle } else { high = middle }
  }
  return curve.y(0.5 * (low + high))
}

private func release(_ handle: UnsafeMutableRawPointer?) {
  handle?.assumingMemoryBound(to: Curve.self).deallocate()
}

private let name = StaticString("swift-bisection-planted")

private let table: UnsafeMutablePointer<transition_solver_v1> = {
  let table = UnsafeMutablePointer<transition_solver_v1>.allocate(capacity: 1)
  table.initialize(to: transition_solver_v1(
    abi_version: TRANSITION_SOLVER_ABI_VERSION, size: UInt32(MemoryLayout<transition_solver_v1>.size),
    name: UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self),
    input: Int32(TRANSITION_SOLVER_INPUT_CLAMPS), output: Int32(TRANSITION_SOLVER_OUTPUT_UNCLAMPED),
    precision: Int32(TRANSITION_SOLVER_PRECISION_DOUBLE), reserved: 0,
    prepare: prepare, solve: solve, solve_batch: nil, release: release))
  return table
}()

@_cdecl("transition_solver_v1_entry")
public func entry() -> UnsafePointer<transition_solver_v1> {
  UnsafePointer(table)
}
