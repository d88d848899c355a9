import Geometry

// Paced key times and Kochanek–Bartels tangents, through a type's vector operations.

extension KeyframeTrack {
  /// Key times proportional to cumulative segment length (uniform if every length is 0).
  static func pacedKeyTimes(_ values: [Value], _ ops: VectorOperations<Value>) -> [Double]? {
    guard values.count > 1 else { return nil }
    var cumulative = [0.0]
    for i in 1..<values.count {
      cumulative.append(cumulative[i - 1] + ops.length(ops.subtract(values[i], values[i - 1])))
    }
    guard let total = cumulative.last, total > 0, total.isFinite else { return nil }
    var times = cumulative.map { $0 / total }
    times[times.count - 1] = 1
    return times
  }

  static func kochanekBartels(
    _ p: [Value], _ ops: VectorOperations<Value>, keyTimes k: [Double], tension: [Double], continuity: [Double],
    bias: [Double]
  ) -> CubicSegments {
    let (add, sub, mul) = (ops.add, ops.subtract, ops.scale)
    let n = p.count
    func at(_ array: [Double], _ i: Int) -> Double { i < array.count ? array[i] : 0 }
    var outgoing: [Value] = []
    var incoming: [Value] = []
    for i in 0..<n {
      let t = at(tension, i), c = at(continuity, i), b = at(bias, i)
      if i == 0 {
        let d = mul(sub(p[1], p[0]), 1 - t)
        outgoing.append(d)
        incoming.append(d)
      } else if i == n - 1 {
        let d = mul(sub(p[n - 1], p[n - 2]), 1 - t)
        outgoing.append(d)
        incoming.append(d)
      } else {
        let before = sub(p[i], p[i - 1]), after = sub(p[i + 1], p[i])
        var out = add(mul(before, (1 - t) * (1 + c) * (1 + b) / 2), mul(after, (1 - t) * (1 - c) * (1 - b) / 2))
        var into = add(mul(before, (1 - t) * (1 - c) * (1 + b) / 2), mul(after, (1 - t) * (1 + c) * (1 - b) / 2))
        let previous = k[i] - k[i - 1], next = k[i + 1] - k[i]
        if previous + next > 0 {
          out = mul(out, 2 * next / (previous + next))
          into = mul(into, 2 * previous / (previous + next))
        }
        outgoing.append(out)
        incoming.append(into)
      }
    }
    return CubicSegments(
      outgoing: outgoing, incoming: incoming,
      hermite: { p0, m0, p1, m1, u in
        // h00 = 2u³ − 3u² + 1, h10 = u³ − 2u² + u, h01 = −2u³ + 3u², h11 = u³ − u².
        if u == 0 { return p0 }
        if u == 1 { return p1 }
        let u2 = u * u, u3 = u2 * u
        return add(
          add(mul(p0, 2 * u3 - 3 * u2 + 1), mul(m0, u3 - 2 * u2 + u)), add(mul(p1, 3 * u2 - 2 * u3), mul(m1, u3 - u2)))
      })
  }
}
