/// The look of a toolbar or navigation bar (UIKit's `UIBarStyle`, with its raw values): light with
/// dark text, or black with white text. A `barTintColor` replaces the style's background colour.
public enum BarStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
    case `default` = 0
    case black = 1

    public var description: String { self == .black ? "black" : "default" }

    /// The deprecated name of `.black`.
    public static let blackOpaque = BarStyle.black
}
