/// The rest of Core Graphics' and UIKit's drawing calls, built on a context's requirements.
extension GraphicsContext {
    // MARK: Transforms

    /// Moves user space's origin (Core Graphics' `translateBy(x:y:)`).
    public func translateBy(x: Double, y: Double) {
        concatenate(Transform(translationX: x, y: y))
    }

    /// Scales user space (Core Graphics' `scaleBy(x:y:)`).
    public func scaleBy(x: Double, y: Double) {
        concatenate(Transform(scaleX: x, y: y))
    }

    /// Rotates user space by an angle in radians, clockwise on screen (Core Graphics' `rotate(by:)`).
    public func rotate(by angle: Double) {
        concatenate(Transform(rotationAngle: angle))
    }

    /// Runs `body` between `saveGState()` and `restoreGState()`.
    public func withSavedGState<Result>(_ body: () throws -> Result) rethrows -> Result {
        saveGState()
        defer { restoreGState() }
        return try body()
    }

    // MARK: Style

    /// Sets the shadow from its parts (Core Graphics' `setShadow(offset:blur:color:)`).
    public func setShadow(offset: Size, blur: Double, color: Color = Shadow.defaultColor) {
        setShadow(Shadow(offset: offset, blur: blur, color: color))
    }

    /// Sets the dash pattern from its parts (Core Graphics' `setLineDash(phase:lengths:)`).
    public func setLineDash(phase: Double, lengths: [Double]) {
        setLineDash(lengths.isEmpty ? nil : LineDash(phase: phase, lengths: lengths))
    }

    // MARK: Shapes

    /// Fills a path by the non-zero winding rule.
    public func fill(_ path: Path) {
        fill(path, rule: .winding)
    }

    /// Clips to a path by the non-zero winding rule.
    public func clip(to path: Path) {
        clip(to: path, rule: .winding)
    }

    /// Clips to a rectangle.
    public func clip(to rect: Rect) {
        clip(to: Path(rect: rect), rule: .winding)
    }

    /// Fills a rectangle.
    public func fill(_ rect: Rect) {
        fill(Path(rect: rect))
    }

    /// Strokes a rectangle's outline.
    public func stroke(_ rect: Rect) {
        stroke(Path(rect: rect))
    }

    /// Fills the ellipse inscribed in a rectangle.
    public func fillEllipse(in rect: Rect) {
        fill(Path(ovalIn: rect))
    }

    /// Strokes the ellipse inscribed in a rectangle.
    public func strokeEllipse(in rect: Rect) {
        stroke(Path(ovalIn: rect))
    }

    /// Strokes a straight line.
    public func strokeLine(from start: Point, to end: Point) {
        stroke(Path(lineFrom: start, to: end))
    }

    /// Makes a rectangle transparent (Core Graphics' `clear(_:)`).
    public func clear(_ rect: Rect) {
        withSavedGState {
            setBlendMode(.clear)
            setShadow(nil)
            fill(rect)
        }
    }

    // MARK: Images

    /// Draws a whole image scaled into a rectangle (UIKit's `UIImage.draw(in:)`); a resizable image
    /// keeps its caps and stretches or tiles the rest.
    public func draw(_ image: Image, in rect: Rect, tint: Color? = nil) {
        for piece in image.slices(in: rect) {
            if image.isResizable, image.resizingMode == .tile {
                drawTiled(image, from: piece.source, in: piece.destination, tint: tint)
            } else {
                draw(image, from: piece.source, in: piece.destination, tint: tint)
            }
        }
    }

    /// Draws an image at its size with its top-left corner at a point (UIKit's `UIImage.draw(at:)`).
    public func draw(_ image: Image, at point: Point, tint: Color? = nil) {
        draw(image, in: Rect(origin: point, size: image.size), tint: tint)
    }

    /// Repeats a part of an image at its size across a rectangle, clipped to it; a part too small
    /// for that (more than 4,096 copies) is stretched instead.
    private func drawTiled(_ image: Image, from source: Rect, in destination: Rect, tint: Color?) {
        let columns = (destination.width / source.width).rounded(.up), rows = (destination.height / source.height).rounded(.up)
        guard columns * rows <= 4096 else {
            draw(image, from: source, in: destination, tint: tint)
            return
        }
        withSavedGState {
            clip(to: destination)
            for row in 0..<Int(rows) {
                for column in 0..<Int(columns) {
                    let tile = Rect(x: destination.minX + Double(column) * source.width, y: destination.minY + Double(row) * source.height,
                                    width: source.width, height: source.height)
                    draw(image, from: source, in: tile, tint: tint)
                }
            }
        }
    }

    // MARK: Text

    /// Draws text from a point, one line per paragraph (UIKit's `NSString.draw(at:withAttributes:)`).
    public func draw(_ text: String, at point: Point, attributes: TextAttributes) {
        draw(text, .at(point), attributes: attributes)
    }

    /// Draws text wrapped in a rectangle (UIKit's `NSString.draw(in:withAttributes:)`).
    public func draw(_ text: String, in rect: Rect, attributes: TextAttributes) {
        draw(text, .in(rect), attributes: attributes)
    }

    /// Draws text on one line, centred vertically in a rectangle and aligned in it by the
    /// attributes' alignment (how controls place their titles); the line is shortened by the
    /// attributes' line break mode when it does not fit.
    public func drawLine(_ text: String, centeredIn rect: Rect, attributes: TextAttributes) {
        let height = textMeasurer.metrics(of: attributes.font).lineHeight
        var single = attributes
        single.numberOfLines = 1
        if single.lineBreakMode.wraps { single.lineBreakMode = .byTruncatingTail }
        draw(text, .in(Rect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)), attributes: single)
    }
}
