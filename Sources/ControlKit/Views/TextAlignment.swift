/// How lines of text sit horizontally, with UIKit's raw values (`NSTextAlignment` on iOS).
public enum TextAlignment: Int, Sendable, CaseIterable, CustomStringConvertible {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left for left-to-right text, right for right-to-left; the default.
    case natural = 4

    public var description: String {
        switch self {
        case .left: return "left"
        case .center: return "center"
        case .right: return "right"
        case .justified: return "justified"
        case .natural: return "natural"
        }
    }
}
