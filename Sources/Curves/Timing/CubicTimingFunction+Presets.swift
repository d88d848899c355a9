extension CubicTimingFunction {
  /// `linear`: (0, 0, 1, 1); progress equals elapsed time.
  public static let linear = preset(0, 0, 1, 1)
  /// `easeIn` / `ease-in`: (0.42, 0, 1, 1), `CAMediaTimingFunctionName.easeIn`, CSS `ease-in`.
  public static let easeIn = preset(0.42, 0, 1, 1)
  /// `easeOut` / `ease-out`: (0, 0, 0.58, 1), `CAMediaTimingFunctionName.easeOut`.
  public static let easeOut = preset(0, 0, 0.58, 1)
  /// `easeInEaseOut` / `easeInOut` / `ease-in-out`: (0.42, 0, 0.58, 1),
  /// `CAMediaTimingFunctionName.easeInEaseOut` (UIView's default animation curve).
  public static let easeInEaseOut = preset(0.42, 0, 0.58, 1)
  /// `default` / `ease`: (0.25, 0.1, 0.25, 1), `CAMediaTimingFunctionName.default`, CSS `ease`.
  public static let `default` = preset(0.25, 0.1, 0.25, 1)
  /// `standard`: (0.4, 0, 0.2, 1), Material Design's standard curve.
  public static let standard = preset(0.4, 0, 0.2, 1)
  /// `deceleration`: (0, 0, 0.2, 1), Material Design's deceleration curve.
  public static let deceleration = preset(0, 0, 0.2, 1)
  /// `acceleration`: (0.4, 0, 1, 1), Material Design's acceleration curve.
  public static let acceleration = preset(0.4, 0, 1, 1)
  /// `sharp`: (0.4, 0, 0.6, 1), Material Design's sharp curve.
  public static let sharp = preset(0.4, 0, 0.6, 1)

  private static func preset(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicTimingFunction {
    CubicTimingFunction(validatedX1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Every accepted preset spelling and its curve, in a fixed order (case-sensitive).
  public static let presetsByName: [(name: String, curve: CubicTimingFunction)] = [
    ("linear", .linear),
    ("easeIn", .easeIn), ("ease-in", .easeIn),
    ("easeOut", .easeOut), ("ease-out", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("easeInOut", .easeInEaseOut), ("ease-in-out", .easeInEaseOut),
    ("default", .default), ("ease", .default),
    ("standard", .standard), ("deceleration", .deceleration), ("acceleration", .acceleration), ("sharp", .sharp),
  ]

  /// The distinct presets under their canonical (first-listed) names.
  public static let presets: [(name: String, curve: CubicTimingFunction)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
    ("default", .default), ("standard", .standard), ("deceleration", .deceleration),
    ("acceleration", .acceleration), ("sharp", .sharp),
  ]

  /// The preset with this spelling, or nil.
  public static func preset(named name: String) -> CubicTimingFunction? {
    presetsByName.first { $0.name == name }?.curve
  }
}
