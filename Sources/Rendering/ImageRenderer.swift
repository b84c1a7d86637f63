import CCairo
import ControlKit

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`): a size in points and a scale;
/// `image { context in … }` runs the drawing with the context current (so `drawHierarchy(in:)`
/// works inside) and returns the pixels.
///
///     > let renderer = try ImageRenderer(size: Size(width: 40, height: 20), scale: 2)
///     > let image = try renderer.image { context in context.setFillColor(.red); context.fill(Rect(x: 0, y: 0, width: 40, height: 20)) }
///     > image.width
///     80
///
/// Bad sizes and scales are refused with a `RenderingError` before anything is allocated, as is a
/// drawing call with a NaN or out-of-range coordinate (after the drawing ran).
public struct ImageRenderer: Sendable {
    /// The largest scale.
    public static let maximumScale = 16.0
    /// The longest side in pixels (cairo's limit).
    public static let maximumSide = 32_767
    /// The most pixels in all: `Image.maximumPixelCount`.
    public static let maximumPixelCount = Image.maximumPixelCount

    /// The size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// Whether the image has no transparency (unpainted pixels are black).
    public let isOpaque: Bool

    /// A renderer; throws for a negative, NaN or infinite size, a scale outside 0 < scale ≤ 16, or
    /// more pixels than allowed.
    public init(size: Size, scale: Double = 1, isOpaque: Bool = false) throws(RenderingError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidSize(width: size.width, height: size.height)
        }
        guard scale.isFinite, scale > 0, scale <= ImageRenderer.maximumScale else { throw .invalidScale(scale) }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width <= Double(ImageRenderer.maximumSide), height <= Double(ImageRenderer.maximumSide),
              width * height <= Double(ImageRenderer.maximumPixelCount) else { throw .tooLarge(pixelWidth: width, pixelHeight: height) }
        self.size = size
        self.scale = scale
        self.isOpaque = isOpaque
    }

    /// The width in pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
    /// The height in pixels.
    public var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }

    /// Runs the drawing on a fresh, transparent (or black, when opaque) canvas and returns it as an
    /// image at the renderer's scale. Rethrows the drawing's errors; throws the first bad call.
    public func image(_ drawing: (CairoContext) throws -> Void) throws -> Image {
        let surface = cairo_image_surface_create(isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        defer { cairo_surface_destroy(surface) }
        try draw(on: surface, drawing)
        return try CairoImage.image(from: surface, scale: scale)
    }

    /// Runs the drawing on a surface through a context made for it, current while it runs.
    func draw(on surface: OpaquePointer, _ drawing: (CairoContext) throws -> Void) throws {
        let context = CairoContext(surface: surface, scale: scale)
        try Graphics.withCurrentContext(context) { try drawing(context) }
        if let failure = context.failure { throw failure }
        let status = cairo_status(context.cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderingError.cairo(String(cString: cairo_status_to_string(status))) }
    }
}

extension View {
    /// The view and its subviews as they look now, as an image at a scale (UIKit's
    /// `drawHierarchy(in:afterScreenUpdates:)` into an image renderer's context).
    public func renderedImage(scale: Double = 1) throws -> Image {
        let renderer = try ImageRenderer(size: bounds.size, scale: scale)
        return try renderer.image { _ in
            drawHierarchy(in: Rect(origin: .zero, size: bounds.size))
        }
    }
}
