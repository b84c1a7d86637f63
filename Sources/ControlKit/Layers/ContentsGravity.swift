/// Where a layer's contents image sits in its bounds (Core Animation's `CALayerContentsGravity`),
/// in a y-down world: `.top` is the top edge.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    /// Stretched to fill the bounds (the default).
    case resize
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    case resizeAspect
    /// Scaled to cover the bounds, keeping its aspect ratio (it overflows unless masked).
    case resizeAspectFill

    /// The rectangle an item of a size occupies in bounds under this gravity.
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let ratios = (bounds.width / size.width, bounds.height / size.height)
            let factor = self == .resizeAspect ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            let scaled = Size(width: size.width * factor, height: size.height * factor)
            return Rect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        default:
            let x: Double, y: Double
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
