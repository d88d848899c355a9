import Transitions

/// Nelder–Mead's downhill simplex (standard coefficients: reflection 1, expansion 2,
/// contraction ½, shrink ½), for the few-parameter, derivative-free fits of a recording (the
/// control points of a cubic, a spring's two parameters), where each cost is a least-squares
/// fit itself and its gradient is not available.
enum NelderMead {
  /// The minimum found from `start`, with a first simplex of `steps` along each axis, after at
  /// most `evaluations` calls of `cost`, stopping when the simplex's costs agree to `tolerance`.
  static func minimize(
    start: [Double], steps: [Double], evaluations: Int, tolerance: Double, cost: ([Double]) -> Double
  ) -> (point: [Double], cost: Double) {
    let n = start.count
    var simplex: [(point: [Double], cost: Double)] = [(start, cost(start))]
    for i in 0..<n {
      var p = start
      p[i] += steps[i]
      simplex.append((p, cost(p)))
    }
    var used = n + 1
    while used < evaluations {
      simplex.sort { $0.cost < $1.cost }
      if abs(simplex[n].cost - simplex[0].cost) <= tolerance * (abs(simplex[0].cost) + tolerance) { break }
      var centroid = [Double](repeating: 0, count: n)
      for vertex in simplex.dropLast() { for i in 0..<n { centroid[i] += vertex.point[i] / Double(n) } }
      func along(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (simplex[n].point[$0] - centroid[$0]) } }
      let reflected = along(-1)
      let fr = cost(reflected)
      used += 1
      if fr < simplex[0].cost {
        let expanded = along(-2)
        let fe = cost(expanded)
        used += 1
        simplex[n] = fe < fr ? (expanded, fe) : (reflected, fr)
      } else if fr < simplex[n - 1].cost {
        simplex[n] = (reflected, fr)
      } else {
        let contracted = fr < simplex[n].cost ? along(-0.5) : along(0.5)
        let fc = cost(contracted)
        used += 1
        if fc < min(fr, simplex[n].cost) {
          simplex[n] = (contracted, fc)
        } else {
          for k in 1...n {
            let p = (0..<n).map { simplex[0].point[$0] + 0.5 * (simplex[k].point[$0] - simplex[0].point[$0]) }
            simplex[k] = (p, cost(p))
            used += 1
          }
        }
      }
    }
    return simplex.min { $0.cost < $1.cost }!
  }
}
