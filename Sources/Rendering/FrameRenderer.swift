import CCairo
import ControlKit

/// Draws a view tree again and again into one canvas, as a screen does frame after frame: with
/// cached drawings (only views whose look changed are drawn again) or every view afresh.
public final class FrameRenderer {
    /// The view drawn, with its subviews.
    public let view: View
    /// Pixels per point.
    public let scale: Double
    private let surface: OpaquePointer
    private let renderer: ImageRenderer

    /// A renderer for a view at a scale; throws for a bad size or scale.
    public init(view: View, scale: Double) throws {
        renderer = try ImageRenderer(size: view.bounds.size, scale: scale)
        self.view = view
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(renderer.pixelWidth), Int32(renderer.pixelHeight))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws one frame: layout that is due, then the view's layer tree, each layer's drawing from
    /// its buffer (`cachingDrawings`) or drawn afresh straight onto the canvas.
    public func renderFrame(cachingDrawings: Bool = true) throws {
        try renderer.draw(on: surface) { context in
            context.clear(Rect(origin: .zero, size: view.bounds.size))
            view.layoutIfNeeded()
            context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            view.layer.render(in: context, cachingDrawings: cachingDrawings)
        }
    }

    /// Reads the canvas's pixels where they lie, without a copy: `height` rows of `stride` bytes,
    /// `width` pixels a row, each four bytes of cairo's ARGB32 (premultiplied, in the machine's
    /// byte order: blue, green, red, alpha on little-endian machines). For a program streaming
    /// the canvas (the workbench); `body` must not keep the buffer.
    public func withPixels<Result>(
        _ body: (_ bytes: UnsafeRawBufferPointer, _ width: Int, _ height: Int, _ stride: Int) throws -> Result
    ) rethrows -> Result {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = UnsafeRawBufferPointer(start: cairo_image_surface_get_data(surface), count: stride * height)
        return try body(bytes, width, height, stride)
    }

    /// The canvas as it is now.
    public func image() throws -> Image {
        try CairoImage.image(from: surface, scale: scale)
    }
}
