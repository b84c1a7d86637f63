/// What can go wrong when rendering: bad sizes and scales, bad coordinates, PNG data that does
/// not decode, missing fonts. Thrown, never a crash; the message says what and where.
public enum RenderingError: Error, Equatable, CustomStringConvertible {
    /// A size with a negative, NaN or infinite side.
    case invalidSize(width: Double, height: Double)
    /// A scale that is not a positive number up to `ImageRenderer.maximumScale`.
    case invalidScale(Double)
    /// An image of more pixels than `Image.maximumPixelCount`, or a side longer than cairo's 32,767.
    case tooLarge(pixelWidth: Double, pixelHeight: Double)
    /// A drawing call with a coordinate that is NaN, infinite or beyond ±1e6 (the call was skipped).
    case invalidCoordinate(operation: String)
    /// Data that is not a PNG image cairo can read, or a PNG that could not be written.
    case png(String)
    /// The bundled font family is not installed.
    case fontMissing(String)
    /// cairo reported an error.
    case cairo(String)
    /// A text of more bytes than one layout takes (`TextLayout.maximumLength`); its first bytes were drawn.
    case textTooLong(bytes: Int)

    public var description: String {
        switch self {
        case .invalidSize(let width, let height):
            return "image size \(width)×\(height) is invalid (each side must be a finite number ≥ 0)"
        case .invalidScale(let scale):
            return "scale \(scale) is invalid (it must be a number above 0 and at most \(Int(ImageRenderer.maximumScale)))"
        case .tooLarge(let width, let height):
            return "an image of \(width)×\(height) pixels is too large (at most \(ImageRenderer.maximumSide) pixels a side and \(ImageRenderer.maximumPixelCount) in all)"
        case .invalidCoordinate(let operation):
            return "\(operation): a coordinate is NaN, infinite or beyond ±1e6; the call was skipped"
        case .png(let reason):
            return "PNG: \(reason)"
        case .fontMissing(let path):
            return "the font file \(path) is missing (install the fonts-dejavu-core package)"
        case .cairo(let status):
            return "cairo: \(status)"
        case .textTooLong(let bytes):
            return "a text of \(bytes) bytes is longer than the \(TextLayout.maximumLength) bytes one text layout takes; its start was drawn"
        }
    }
}
