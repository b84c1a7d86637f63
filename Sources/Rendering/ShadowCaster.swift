import CCairo
import ControlKit

/// cairo has no blurred shadows: a shadow is painted from the alpha of what casts it, copied into
/// an A8 buffer, blurred by three box passes each way (close to a Gaussian), and painted in the
/// shadow's colour at its offset.
package enum ShadowCaster {
    /// The widest blur, in pixels of standard deviation; larger blurs are limited to it, which
    /// also bounds the buffer the shadow needs.
    static let maximumSigma = 64.0

    /// Paints the shadow of an image surface (ARGB32, as cairo's groups are) whose pixel (0, 0)
    /// sits at device point `origin`, onto `cr`, with the device offset and blur given in pixels.
    package static func cast(from surface: OpaquePointer, origin: (x: Double, y: Double), offset: (x: Double, y: Double),
                     blur: Double, color: Color, alpha: Double, onto cr: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let sigma = min(maximumSigma, max(0, blur / 2))
        let margin = Int((3 * sigma).rounded(.up))
        let maskWidth = width + 2 * margin, maskHeight = height + 2 * margin
        let maskStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(maskWidth)))
        var mask = [UInt8](repeating: 0, count: maskStride * maskHeight)
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
            for y in 0..<height {
                let row = (y + margin) * maskStride + margin
                for x in 0..<width { mask[row + x] = UInt8(pixels[y * stride / 4 + x] >> 24) }
            }
        }
        if sigma > 0 {
            BoxBlur.gaussian(&mask, width: maskWidth, height: maskHeight, stride: maskStride, sigma: sigma)
        }
        mask.withUnsafeMutableBytes { bytes in
            let maskSurface = cairo_image_surface_create_for_data(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                                  CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight), Int32(maskStride))
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            CairoPath.setSource(color, alpha: alpha, on: cr)
            cairo_mask_surface(cr, maskSurface, origin.x - Double(margin) + offset.x, origin.y - Double(margin) + offset.y)
            cairo_restore(cr)
            cairo_surface_finish(maskSurface)
            cairo_surface_destroy(maskSurface)
        }
    }
}

/// Blurs an 8-bit buffer with three passes of a box filter along each axis, which together
/// approximate a Gaussian of a standard deviation.
enum BoxBlur {
    /// Blurs `values` (rows of `stride` bytes, `width` used) in place.
    static func gaussian(_ values: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        let radii = boxRadii(sigma: sigma)
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for radius in radii where radius > 0 {
            for y in 0..<height { blurLine(&values, start: y * stride, step: 1, count: width, radius: radius, scratch: &scratch) }
            for x in 0..<width { blurLine(&values, start: x, step: stride, count: height, radius: radius, scratch: &scratch) }
        }
    }

    /// The radii of three boxes whose successive passes have about the variance of a Gaussian of
    /// `sigma` (the widths chosen between two odd sizes, as is usual).
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box pass along a line of the buffer: each value becomes the mean of the values within
    /// `radius` of it (values beyond the ends count as 0).
    private static func blurLine(_ values: inout [UInt8], start: Int, step: Int, count: Int, radius: Int, scratch: inout [UInt8]) {
        let span = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(values[start + i * step]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(values[start + entering * step]) }
            if leaving >= 0 { sum -= Int(values[start + leaving * step]) }
            scratch[i] = UInt8((sum + span / 2) / span)
        }
        for i in 0..<count { values[start + i * step] = scratch[i] }
    }
}
