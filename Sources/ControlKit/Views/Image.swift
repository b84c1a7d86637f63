/// A picture: a size in pixels, a scale (pixels per point) and, for every pixel, a colour with an
/// alpha from 0 (transparent) to 255 (opaque) (UIKit's `UIImage`).
///
/// An image made from alphas alone — one alpha everywhere, a closure of alphas, an alpha mask or a
/// text mask — is black at those alphas; the pixel constructors (`Image+Pixels.swift`) give full
/// colour. Hit tests read the alpha (`alpha(at:)`), whatever the kind. An image can be resizable
/// (cap insets that stay unstretched) and a template (only its alpha is drawn, in a tint colour).
///
/// Images are values: two images are equal when they have the same name, size, scale, pixels and
/// drawing options.
///
///     > let ribbon = Image(width: 20, height: 60) { x, y in y > 50 && (8..<12).contains(x) ? 0 : 255 }
///     > ribbon.alpha(at: Point(x: 10, y: 55))
///     0
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public let width: Int

    /// The height in pixels.
    public let height: Int

    /// Pixels per point: 1 for images made from alphas or masks, 2 or 3 for images rendered at
    /// those scales. The size in points is the pixel size divided by it.
    public internal(set) var scale: Double = 1

    /// A name shown in descriptions, such as `"knob"`; nil for an anonymous image.
    public var name: String?

    /// The pixels: black at one alpha, black at per-pixel alphas, or colours.
    enum Content: Hashable, Sendable {
        /// Every pixel black at this alpha.
        case uniform(UInt8)
        /// Black at these alphas, row by row, top row first.
        case alphaMask([UInt8])
        /// Premultiplied ARGB words (alpha in the top byte), row by row, top row first.
        case pixels([UInt32])
    }

    let content: Content

    /// The insets, in points, that keep their size when the image is drawn larger; zero by default.
    public internal(set) var capInsets = EdgeInsets.zero

    /// How the middle of a resizable image fills the space between its caps.
    public internal(set) var resizingMode = ResizingMode.stretch

    /// Whether the image was made resizable (`resizableImage(withCapInsets:resizingMode:)`), even with zero insets.
    public internal(set) var isResizable = false

    /// Whether the image is drawn in its colours or as a template tinted by its view.
    public internal(set) var renderingMode = RenderingMode.automatic

    /// Bad dimensions or masks for an image.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// A width or height below zero.
        case negativeSize(width: Int, height: Int)
        /// A mask whose number of values is not width × height.
        case maskSizeMismatch(expected: Int, got: Int)
        /// Mask rows of different lengths.
        case raggedMask(row: Int, expected: Int, got: Int)
        /// A character in a text mask that stands for no alpha.
        case unknownMaskCharacter(Character)
        /// A pixel list whose length is not width × height.
        case pixelCountMismatch(expected: Int, got: Int)
        /// More pixels than `Image.maximumPixelCount`.
        case tooLarge(width: Int, height: Int)
        /// A scale that is not a positive finite number up to `Image.maximumScale`.
        case invalidScale(Double)

        public var description: String {
            switch self {
            case .negativeSize(let width, let height):
                return "image size \(width)×\(height) is negative"
            case .maskSizeMismatch(let expected, let got):
                return "alpha mask has \(got) values, expected \(expected) (width × height)"
            case .raggedMask(let row, let expected, let got):
                return "alpha mask row \(row + 1) has \(got) characters, expected \(expected)"
            case .unknownMaskCharacter(let character):
                return "alpha mask character '\(character)' is not one of \"#\" (opaque), \"+\" (half), \".\" or \" \" (transparent)"
            case .pixelCountMismatch(let expected, let got):
                return "image has \(got) pixels, expected \(expected) (width × height)"
            case .tooLarge(let width, let height):
                return "image size \(width)×\(height) is too large (at most \(Image.maximumPixelCount) pixels)"
            case .invalidScale(let scale):
                return "image scale \(scale) is not a number from above 0 to \(Image.maximumScale.compactDescription)"
            }
        }
    }

    // MARK: Constructors

    /// An image of one alpha everywhere: opaque by default. A size-only image is such an image.
    public init(width: Int, height: Int, alpha: UInt8 = 255, name: String? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.name = name
        self.content = .uniform(alpha)
    }

    /// An opaque image of a size in points (fractions are rounded up to whole pixels).
    public init(size: Size, name: String? = nil) {
        self.init(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)), name: name)
    }

    /// An image whose alpha at each pixel is given by a closure of its column and row.
    public init(width: Int, height: Int, name: String? = nil, alpha: (_ x: Int, _ y: Int) -> UInt8) {
        let width = max(0, width), height = max(0, height)
        var alphas: [UInt8] = []
        alphas.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { alphas.append(alpha(x, y)) }
        }
        self.init(width: width, height: height, name: name, alphas: alphas)
    }

    /// An image from an alpha mask: width × height values, row by row, top row first.
    public init(width: Int, height: Int, alphaMask: [UInt8], name: String? = nil) throws(Failure) {
        guard width >= 0, height >= 0 else { throw .negativeSize(width: width, height: height) }
        guard alphaMask.count == width * height else {
            throw .maskSizeMismatch(expected: width * height, got: alphaMask.count)
        }
        self.init(width: width, height: height, name: name, alphas: alphaMask)
    }

    /// An image drawn as text, one string per row: `#` is opaque (255), `+` half (128), `.` or a
    /// space transparent (0). Every row must have the same length.
    ///
    ///     > try Image(mask: [".##.", "####", "#..#"]).alpha(at: Point(x: 1, y: 2))
    ///     0
    public init(mask rows: [String], name: String? = nil) throws(Failure) {
        let width = rows.first?.count ?? 0
        var alphas: [UInt8] = []
        for (index, row) in rows.enumerated() {
            guard row.count == width else { throw .raggedMask(row: index, expected: width, got: row.count) }
            for character in row {
                switch character {
                case "#": alphas.append(255)
                case "+": alphas.append(128)
                case ".", " ": alphas.append(0)
                default: throw .unknownMaskCharacter(character)
                }
            }
        }
        self.init(width: width, height: rows.count, name: name, alphas: alphas)
    }

    private init(width: Int, height: Int, name: String?, alphas: [UInt8]) {
        self.init(width: width, height: height, scale: 1, name: name, content: .alphaMask(alphas))
    }

    /// An image from checked parts.
    init(width: Int, height: Int, scale: Double, name: String?, content: Content) {
        self.width = width
        self.height = height
        self.scale = scale
        self.name = name
        self.content = content
    }

    /// The most pixels an image may have: 2²⁴ (a 4096×4096 image, 64 MiB of colour) — room for a
    /// 12.9-inch iPad screen at 3×.
    public static let maximumPixelCount = 1 << 24

    /// The largest scale an image may have.
    public static let maximumScale = 16.0

    // MARK: Reading

    /// The size in points: the pixel size divided by the scale.
    public var size: Size { Size(width: Double(width) / scale, height: Double(height) / scale) }

    /// The alpha of the pixel under a point in image coordinates (points); 0 outside the image.
    public func alpha(at point: Point) -> UInt8 {
        guard point.x >= 0, point.y >= 0 else { return 0 }
        let x = Int(point.x * scale), y = Int(point.y * scale)
        guard x < width, y < height else { return 0 }
        return alpha(atPixelX: x, y: y)
    }

    /// The alpha of a pixel by column and row (both in range).
    func alpha(atPixelX x: Int, y: Int) -> UInt8 {
        switch content {
        case .uniform(let alpha): return alpha
        case .alphaMask(let alphas): return alphas[y * width + x]
        case .pixels(let pixels): return UInt8(pixels[y * width + x] >> 24)
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        switch content {
        case .uniform(let alpha): return alpha == 255
        case .alphaMask(let alphas): return alphas.allSatisfy { $0 == 255 }
        case .pixels(let pixels): return pixels.allSatisfy { $0 >> 24 == 255 }
        }
    }

    /// `Image(knob 30×30)`, `Image(20×60 alpha mask)`, `Image(40×40 @2x colour)`.
    public var description: String {
        var detail = [name, "\(width)×\(height)", scale == 1 ? nil : "@\(scale.compactDescription)x"]
        switch content {
        case .uniform(let alpha): detail.append(alpha == 255 ? nil : "alpha \(alpha)")
        case .alphaMask: detail.append("alpha mask")
        case .pixels: detail.append("colour")
        }
        if isResizable { detail.append(resizingMode == .tile ? "tiled" : "resizable") }
        if renderingMode == .alwaysTemplate { detail.append("template") }
        return "Image(" + detail.compactMap { $0 }.joined(separator: " ") + ")"
    }
}
