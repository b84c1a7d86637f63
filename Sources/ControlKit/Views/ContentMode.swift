/// How a view's content is placed when its size changes (UIKit's `UIView.ContentMode`, with its
/// raw values): an image view's image, and a view's kept drawing, which is stretched or moved
/// rather than redrawn unless the mode is `.redraw`.
public enum ContentMode: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    /// The drawing is redone whenever the size changes.
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12

    /// The layer gravity that places content this way (`.redraw` stretches until redrawn).
    public var gravity: ContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }

    public var description: String {
        switch self {
        case .scaleToFill: "scaleToFill"
        case .scaleAspectFit: "scaleAspectFit"
        case .scaleAspectFill: "scaleAspectFill"
        case .redraw: "redraw"
        case .center: "center"
        case .top: "top"
        case .bottom: "bottom"
        case .left: "left"
        case .right: "right"
        case .topLeft: "topLeft"
        case .topRight: "topRight"
        case .bottomLeft: "bottomLeft"
        case .bottomRight: "bottomRight"
        }
    }
}
