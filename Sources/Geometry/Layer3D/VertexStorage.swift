/// Where a projected polygon's vertices live while it is mapped and clipped: fixed-size storage
/// on the stack for every realistic tree, an array beyond.
protocol VertexStorage {
  init()
  /// The number of vertices.
  var count: Int { get }
  /// The vertex at `index` (0 ..< count).
  subscript(index: Int) -> HomogeneousPoint { get set }
  /// Appends a vertex; false when the storage is full.
  mutating func append(_ point: HomogeneousPoint) -> Bool
  /// Removes every vertex.
  mutating func removeAll()
}

extension VertexStorage {
  /// Cuts the polygon at w = ε (Sutherland–Hodgman against the half-space w ≥ ε: each edge that
  /// crosses it contributes its point at w = ε) and divides every vertex by its w. Returns
  /// whether anything was cut, or nil when the result does not fit.
  mutating func clipInFrontOfEye(epsilon: Double) -> Bool? {
    var out = Self()
    var cut = false
    let n = count
    for i in 0..<n {
      let a = self[i]
      let b = self[i + 1 == n ? 0 : i + 1]
      let aIn = a.w >= epsilon
      if aIn {
        guard out.append(a) else { return nil }
      } else {
        cut = true
      }
      if aIn != (b.w >= epsilon) {
        let t = (epsilon - a.w) / (b.w - a.w)
        let crossing = HomogeneousPoint(
          x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, z: a.z + (b.z - a.z) * t, w: epsilon)
        guard out.append(crossing) else { return nil }
      }
    }
    for i in 0..<out.count {
      let p = out[i]
      out[i] =
        p.w == 1
        ? HomogeneousPoint(x: p.x, y: p.y, z: 0, w: 1) : HomogeneousPoint(x: p.x / p.w, y: p.y / p.w, z: 0, w: 1)
    }
    self = out
    return cut
  }

  /// The bounding box of the vertices' x and y, or ``Rect/null`` when there are none.
  var boundingBox: Rect {
    guard count > 0 else { return .null }
    var (loX, loY, hiX, hiY) = (self[0].x, self[0].y, self[0].x, self[0].y)
    for i in 1..<count {
      loX = Swift.min(loX, self[i].x)
      loY = Swift.min(loY, self[i].y)
      hiX = Swift.max(hiX, self[i].x)
      hiY = Swift.max(hiY, self[i].y)
    }
    return Rect(x: loX, y: loY, width: hiX - loX, height: hiY - loY)
  }

  /// The vertices' x and y, in order.
  var points: [Point] {
    (0..<count).map { Point(x: self[$0].x, y: self[$0].y) }
  }
}

/// Up to `capacity` vertices, inline (on the stack, no allocation).
struct FixedVertices<let capacity: Int>: VertexStorage {
  var storage = InlineArray<capacity, HomogeneousPoint>(repeating: HomogeneousPoint(x: 0, y: 0, z: 0, w: 0))
  var count = 0

  subscript(index: Int) -> HomogeneousPoint {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  mutating func append(_ point: HomogeneousPoint) -> Bool {
    guard count < capacity else { return false }
    storage[count] = point
    count += 1
    return true
  }

  mutating func removeAll() { count = 0 }
}

/// Up to 64 vertices, inline: a polygon through every realistic tree.
typealias InlineVertices = FixedVertices<64>

/// Any number of vertices, in an array.
struct ArrayVertices: VertexStorage {
  var array: [HomogeneousPoint] = []

  var count: Int { array.count }

  subscript(index: Int) -> HomogeneousPoint {
    get { array[index] }
    set { array[index] = newValue }
  }

  mutating func append(_ point: HomogeneousPoint) -> Bool {
    array.append(point)
    return true
  }

  mutating func removeAll() { array.removeAll() }
}
