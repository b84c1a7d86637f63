/// Images in full colour: made from pixels, read pixel by pixel.
///
/// Pixels are kept as Core Graphics and cairo keep them: one 32-bit word per pixel, alpha in the top
/// byte, then red, green and blue, each colour component already multiplied by the alpha.
extension Image {
    /// An image from premultiplied ARGB words, row by row, top row first. Fails for negative or
    /// too large sizes, a list of the wrong length, or a bad scale.
    public init(width: Int, height: Int, scale: Double = 1, premultipliedPixels pixels: [UInt32], name: String? = nil) throws(Failure) {
        try Image.check(width: width, height: height, scale: scale)
        guard pixels.count == width * height else { throw .pixelCountMismatch(expected: width * height, got: pixels.count) }
        self.init(width: width, height: height, scale: scale, name: name, content: .pixels(pixels))
    }

    /// An image whose colour at each pixel is given by a closure of its column and row.
    public init(width: Int, height: Int, scale: Double = 1, name: String? = nil, color: (_ x: Int, _ y: Int) -> Color) throws(Failure) {
        try Image.check(width: width, height: height, scale: scale)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { pixels.append(Image.premultipliedWord(color(x, y))) }
        }
        self.init(width: width, height: height, scale: scale, name: name, content: .pixels(pixels))
    }

    /// Refuses sizes below zero or above `maximumPixelCount`, and scales outside 0 < scale ≤ `maximumScale`.
    static func check(width: Int, height: Int, scale: Double) throws(Failure) {
        guard width >= 0, height >= 0 else { throw .negativeSize(width: width, height: height) }
        guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount,
              width <= maximumPixelCount, height <= maximumPixelCount else { throw .tooLarge(width: width, height: height) }
        guard scale.isFinite, scale > 0, scale <= maximumScale else { throw .invalidScale(scale) }
    }

    /// The colour of a pixel by column and row, not premultiplied; clear outside the image.
    public func color(atPixelX x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        return Image.color(ofPremultipliedWord: premultipliedPixel(x: x, y: y))
    }

    /// The premultiplied ARGB word of a pixel (both coordinates in range).
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 {
        switch content {
        case .pixels(let pixels): return pixels[y * width + x]
        default: return UInt32(alpha(atPixelX: x, y: y)) << 24
        }
    }

    /// Every pixel as a premultiplied ARGB word, row by row (black at their alphas for images made from alphas).
    public var premultipliedPixels: [UInt32] {
        switch content {
        case .pixels(let pixels): return pixels
        case .uniform(let alpha): return Array(repeating: UInt32(alpha) << 24, count: width * height)
        case .alphaMask(let alphas): return alphas.map { UInt32($0) << 24 }
        }
    }

    /// Whether the image has colours of its own (made from pixels) rather than black at some alphas.
    public var hasColor: Bool {
        if case .pixels = content { return true }
        return false
    }

    /// A colour as a premultiplied ARGB word, each component rounded to the nearest of 256 steps.
    public static func premultipliedWord(_ color: Color) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
        let a = color.alpha
        return byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8 | byte(color.blue * a)
    }

    /// The straight colour of a premultiplied ARGB word (clear when its alpha is 0).
    public static func color(ofPremultipliedWord word: UInt32) -> Color {
        let a = Double(word >> 24)
        guard a > 0 else { return .clear }
        func component(_ shift: UInt32) -> Double { min(1, Double((word >> shift) & 0xFF) / a) }
        return Color(red: component(16), green: component(8), blue: component(0), alpha: a / 255)
    }
}
