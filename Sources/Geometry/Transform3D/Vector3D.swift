/// Three numbers along x, y and z: a translation, a scale per axis, or the three shears of a
/// decomposed 3D transform.
@frozen
public struct Vector3D: Hashable, Sendable {
  /// Along x.
  public var x: Double
  /// Along y.
  public var y: Double
  /// Along z.
  public var z: Double

  /// Creates a vector from its three components.
  @inlinable
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// (0, 0, 0).
  public static let zero = Vector3D(x: 0, y: 0, z: 0)
  /// (1, 1, 1): the scale that changes nothing.
  public static let one = Vector3D(x: 1, y: 1, z: 1)
}
