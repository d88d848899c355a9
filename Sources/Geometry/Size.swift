/// A width and a height: the counterpart of Core Graphics' `CGSize`.
///
/// Sizes may be negative: Core Graphics allows them (a rect with a negative width extends to the
/// left of its origin), and `Size.applying(_:)` produces them under flips and rotations.
@frozen
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its two extents.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size (0, 0), like `CGSize.zero`.
  public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
  /// `(width × height)`, each extent in Swift's shortest round-trip form.
  public var description: String { "(\(width) × \(height))" }
}
