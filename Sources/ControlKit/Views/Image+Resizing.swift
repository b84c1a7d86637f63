/// How the middle of a resizable image fills its space (UIKit's `UIImage.ResizingMode`).
public enum ResizingMode: Int, Hashable, Sendable, CustomStringConvertible {
    /// Repeats the middle at its size.
    case tile = 0
    /// Stretches the middle (the default).
    case stretch = 1

    public var description: String { self == .tile ? "tile" : "stretch" }
}

/// Whether an image is drawn in its colours or as a tinted template (UIKit's `UIImage.RenderingMode`).
public enum RenderingMode: Int, Hashable, Sendable, CustomStringConvertible {
    /// As the place it is shown decides: bar items and system buttons draw it as a template.
    case automatic = 0
    /// Always in its own colours.
    case alwaysOriginal = 1
    /// Always as a template: only the alpha counts, filled with the tint colour.
    case alwaysTemplate = 2

    public var description: String { ["automatic", "alwaysOriginal", "alwaysTemplate"][rawValue] }
}

extension Image {
    /// A copy whose edges keep their size when drawn larger: the corners are drawn as they are,
    /// the edges stretched (or tiled) along one axis, the middle along both (UIKit's
    /// `resizableImage(withCapInsets:resizingMode:)`). Negative or non-finite insets count as 0.
    public func resizableImage(withCapInsets insets: EdgeInsets, resizingMode: ResizingMode = .stretch) -> Image {
        func clean(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        var copy = self
        copy.capInsets = EdgeInsets(top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom), right: clean(insets.right))
        copy.resizingMode = resizingMode
        copy.isResizable = true
        return copy
    }

    /// A copy drawn with another rendering mode (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// Whether a place that draws templates by default (`automatic`) draws this image as one.
    public func isTemplate(byDefault templateByDefault: Bool) -> Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return templateByDefault
        }
    }

    /// The nine source and destination rectangles of a resizable image drawn into a rectangle:
    /// corners at their size, edges and middle stretched; caps that do not fit shrink in proportion.
    /// Source rectangles are in the image's points. Empty pieces are left out.
    public func slices(in destination: Rect) -> [(source: Rect, destination: Rect)] {
        let size = self.size, d = destination.standardized
        guard capInsets != .zero else { return [(Rect(origin: .zero, size: size), d)] }
        let left = min(capInsets.left, size.width), right = min(capInsets.right, max(0, size.width - left))
        let top = min(capInsets.top, size.height), bottom = min(capInsets.bottom, max(0, size.height - top))
        let shrinkX = left + right > d.width && left + right > 0 ? d.width / (left + right) : 1
        let shrinkY = top + bottom > d.height && top + bottom > 0 ? d.height / (top + bottom) : 1
        let sx = [0, left, size.width - right, size.width]
        let sy = [0, top, size.height - bottom, size.height]
        let dx = [d.minX, d.minX + left * shrinkX, d.maxX - right * shrinkX, d.maxX]
        let dy = [d.minY, d.minY + top * shrinkY, d.maxY - bottom * shrinkY, d.maxY]
        var pieces: [(source: Rect, destination: Rect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let target = Rect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                pieces.append((source, target))
            }
        }
        return pieces
    }
}
