/// An image reduced to what layout and hit testing need: a size in points (one pixel per point)
/// and an alpha value from 0 (transparent) to 255 (opaque) for every pixel (UIKit's `UIImage`,
/// without colours).
///
/// Images are values: two images are equal when they have the same name, size and alphas.
///
///     > let ribbon = Image(width: 20, height: 60) { x, y in y > 50 && (8..<12).contains(x) ? 0 : 255 }
///     > ribbon.alpha(at: Point(x: 10, y: 55))
///     0
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The width in pixels (and points).
    public let width: Int

    /// The height in pixels (and points).
    public let height: Int

    /// A name shown in descriptions, such as `"knob"`; nil for an anonymous image.
    public var name: String?

    /// The alphas row by row, top row first; nil when every pixel has the same alpha.
    private let alphas: [UInt8]?

    /// The alpha of every pixel when `alphas` is nil.
    private let uniformAlpha: UInt8

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
            }
        }
    }

    // MARK: Constructors

    /// An image of one alpha everywhere: opaque by default. A size-only image is such an image.
    public init(width: Int, height: Int, alpha: UInt8 = 255, name: String? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.name = name
        self.alphas = nil
        self.uniformAlpha = alpha
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
        self.width = width
        self.height = height
        self.name = name
        self.alphas = alphas
        self.uniformAlpha = 0
    }

    // MARK: Reading

    /// The size in points.
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// The alpha of the pixel under a point in image coordinates; 0 outside the image.
    public func alpha(at point: Point) -> UInt8 {
        guard point.x >= 0, point.y >= 0 else { return 0 }
        let x = Int(point.x), y = Int(point.y)
        guard x < width, y < height else { return 0 }
        return alphas?[y * width + x] ?? uniformAlpha
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        alphas.map { $0.allSatisfy { $0 == 255 } } ?? (uniformAlpha == 255)
    }

    /// `Image(knob 30×30)`, `Image(20×60, alpha mask)`.
    public var description: String {
        let detail = [name, "\(width)×\(height)", alphas == nil ? (uniformAlpha == 255 ? nil : "alpha \(uniformAlpha)") : "alpha mask"]
        return "Image(" + detail.compactMap { $0 }.joined(separator: " ") + ")"
    }
}
