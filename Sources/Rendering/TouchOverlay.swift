import ControlKit

/// Fingers drawn over a picture: each finger's path as a line, a circle of a fingertip's size
/// (44 points across) where it is now — filled while it is down, hollow once lifted — and a dot
/// where it came down. What a picture of a gesture shows so that a touch that missed is seen.
public enum TouchOverlay {
    /// A fingertip's diameter in points.
    public static let fingerSize = 44.0

    /// Draws trails (in the coordinates of `context`'s user space) into a context.
    public static func draw(_ trails: [TouchTrail], in context: any GraphicsContext) {
        let ink = Color(hex: 0xFF2D55)
        context.withSavedGState {
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            for trail in trails {
                guard let first = trail.points.first, let last = trail.points.last else { continue }
                if trail.points.count > 1 {
                    var path = Path()
                    path.move(to: first)
                    for point in trail.points.dropFirst() { path.addLine(to: point) }
                    context.setStrokeColor(ink.withAlphaComponent(0.8))
                    context.stroke(path)
                }
                context.setFillColor(ink)
                context.fillEllipse(in: Rect(x: first.x - 3, y: first.y - 3, width: 6, height: 6))
                let finger = Rect(x: last.x - fingerSize / 2, y: last.y - fingerSize / 2, width: fingerSize, height: fingerSize)
                if trail.isDown {
                    context.setFillColor(ink.withAlphaComponent(0.25))
                    context.fillEllipse(in: finger)
                }
                context.setStrokeColor(ink.withAlphaComponent(0.9))
                context.strokeEllipse(in: finger.insetBy(dx: 1, dy: 1))
            }
        }
    }

    /// The trails moved from window coordinates into a view's.
    public static func trails(_ trails: [TouchTrail], in view: View) -> [TouchTrail] {
        trails.map { trail in
            TouchTrail(points: trail.points.map { view.convert($0, from: nil) }, isDown: trail.isDown)
        }
    }
}

extension View {
    /// The view as it looks now, with the fingers of the latest gesture of `touches` drawn over
    /// it (see `TouchOverlay`) when given.
    public func renderedImage(scale: Double, touches trails: [TouchTrail]) throws -> Image {
        let renderer = try ImageRenderer(size: bounds.size, scale: scale)
        return try renderer.image { context in
            drawHierarchy(in: Rect(origin: .zero, size: bounds.size))
            context.translateBy(x: -bounds.minX, y: -bounds.minY)
            TouchOverlay.draw(TouchOverlay.trails(trails, in: self), in: context)
        }
    }
}
