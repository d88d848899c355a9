import Geometry

/// A view's motion through its state space, sampled densely, as a polyline: what the path checks
/// measure against ("does this motion retrace that one, at whatever times?").
///
/// A state is the vector of ``components``: centre and size in points, the transform's sixteen
/// entries, alpha, corner radius, shadow opacity, mask radius (0 without a mask), tint, zPosition
/// and anchorPointZ, in their raw units (as ``SceneDeviation`` measures them). The distance from a state to the
/// trajectory is the Euclidean distance to the nearest point of the polyline through the samples.
struct Trajectory {
  /// The component names, for reports.
  static let components: [Track.Property] =
    [.center, .center, .size, .size] + Array(repeating: .transform, count: 6)
    + [.alpha, .cornerRadius, .shadowOpacity, .mask, .tint] + Array(repeating: .transform, count: 10)
    + [.zPosition, .anchorPointZ]

  var points: [[Double]]

  /// The state of a view as a vector: the 2D components first (the transform's affine part
  /// m11, m12, m21, m22, m41, m42 among them), then the transform's ten other entries and the two
  /// depths, constant for a 2D view.
  static func vector(_ v: ViewState) -> [Double] {
    let m = v.transform3D
    return [
      v.center.x, v.center.y, v.size.width, v.size.height, m.m11, m.m12, m.m21, m.m22, m.m41, m.m42,
      v.alpha, v.cornerRadius, v.shadowOpacity, v.mask?.radius ?? 0, v.tint,
      m.m13, m.m14, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m43, m.m44, v.zPosition, v.anchorPointZ,
    ]
  }

  /// View `view` of `transition` at `samples` + 1 evenly spaced times over its duration.
  init(_ transition: Transition, view: ViewID, samples: Int = 2000) {
    var scene = transition.makeScene()
    points = (0...samples).map { k in
      transition.sample(at: transition.duration * Double(k) / Double(samples), into: &scene)
      return Self.vector(scene[view])
    }
  }

  /// The distance from `state` to the polyline, and the component that contributes most to it.
  func distance(to state: ViewState) -> (distance: Double, property: Track.Property) {
    let p = Self.vector(state)
    var best = Double.infinity, bestSegment = 0, bestU = 0.0
    for k in points.indices {
      let a = points[k]
      let b = k + 1 < points.count ? points[k + 1] : a
      var ab2 = 0.0, apab = 0.0
      for i in p.indices {
        let ab = b[i] - a[i]
        ab2 += ab * ab
        apab += (p[i] - a[i]) * ab
      }
      let u = ab2 > 0 ? min(max(apab / ab2, 0), 1) : 0
      var d2 = 0.0
      for i in p.indices {
        let r = p[i] - (a[i] + u * (b[i] - a[i]))
        d2 += r * r
      }
      if d2 < best { (best, bestSegment, bestU) = (d2, k, u) }
    }
    let a = points[bestSegment]
    let b = bestSegment + 1 < points.count ? points[bestSegment + 1] : a
    let residual = p.indices.map { abs(p[$0] - (a[$0] + bestU * (b[$0] - a[$0]))) }
    let worst = residual.indices.max { residual[$0] < residual[$1] } ?? 0
    return (best.squareRoot(), Self.components[worst])
  }
}
