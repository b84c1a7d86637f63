extension Control {
    /// How content is placed vertically in a control, with UIKit's raw values
    /// (`UIControl.ContentVerticalAlignment`, uikit-rules §1.3).
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }

    /// How content is placed horizontally in a control, with UIKit's raw values
    /// (`UIControl.ContentHorizontalAlignment`, uikit-rules §1.3).
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        case center = 0
        case left = 1
        case right = 2
        case fill = 3
        case leading = 4
        case trailing = 5
    }
}
