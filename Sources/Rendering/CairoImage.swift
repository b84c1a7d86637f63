import CCairo
import ControlKit

/// Images crossing into and out of cairo's ARGB32 surfaces, whose pixels are the premultiplied
/// ARGB words `Image` keeps.
package enum CairoImage {
    /// Runs `body` with a surface showing the image's pixels, without copying them when the image
    /// has colour. The surface is finished when `body` returns: cairo must not keep it.
    package static func withSurface<Result>(of image: Image, _ body: (OpaquePointer) -> Result) -> Result {
        var pixels = image.premultipliedPixels
        return pixels.withUnsafeMutableBytes { bytes in
            let surface = cairo_image_surface_create_for_data(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                Int32(image.width), Int32(image.height), Int32(image.width * 4))!
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            return body(surface)
        }
    }

    /// The pixels of an ARGB32 (or RGB24, made opaque) image surface as an image at a scale.
    package static func image(from surface: OpaquePointer, scale: Double) throws(RenderingError) -> Image {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let data = cairo_image_surface_get_data(surface), width > 0 {
            data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
                for y in 0..<height {
                    for x in 0..<width {
                        let word = words[y * stride / 4 + x]
                        pixels[y * width + x] = opaque ? word | 0xFF00_0000 : word
                    }
                }
            }
        }
        do {
            return try Image(width: width, height: height, scale: scale, premultipliedPixels: pixels)
        } catch {
            throw .cairo("surface of \(width)×\(height) pixels at scale \(scale) is not an image: \(error)")
        }
    }
}
