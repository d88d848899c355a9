/// What the transition does, as UIKit names it.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable, Codable {
  /// `UINavigationController` push.
  case push
  /// `UINavigationController` pop.
  case pop
  /// `UITabBarController` selection moving to a lower index.
  case tabLeft
  /// `UITabBarController` selection moving to a higher index.
  case tabRight
  /// Modal presentation.
  case present
  /// Modal dismissal.
  case dismiss
  /// Anything else (layout transitions, custom containers).
  case custom
}
