import ControlKit

/// Frames of a gesture side by side in one picture, each over its time on the virtual clock:
/// how a control moves through a drag, seen at once.
///
///     > let strip = try Filmstrip.compose([(0, first), (0.05, second)])
public enum Filmstrip {
    /// The most frames a strip holds.
    public static let maximumFrames = 100

    /// The space around and between frames, in points.
    static let margin = 8.0
    /// The height of a frame's caption, in points.
    static let captionHeight = 16.0

    /// Composes frames, all at one scale, left to right in the order given, captioned with their
    /// times in seconds (`0.150 s`), on a light grey card. Throws for no frames, more than
    /// `maximumFrames`, frames of different scales, or a picture larger than images may be.
    public static func compose(_ frames: [(time: Double, image: Image)]) throws -> Image {
        guard let first = frames.first else { throw RenderingError.invalidSize(width: 0, height: 0) }
        guard frames.count <= maximumFrames else {
            throw FilmstripError.tooManyFrames(frames.count)
        }
        let scale = first.image.scale
        let width = frames.map(\.image.size.width).max() ?? 0, height = frames.map(\.image.size.height).max() ?? 0
        let size = Size(width: margin + Double(frames.count) * (width + margin), height: margin * 2 + height + captionHeight)
        let renderer = try ImageRenderer(size: size, scale: scale)
        let caption = TextAttributes(font: Font(size: 11, weight: .medium), color: .secondaryLabel, alignment: .center,
                                     lineBreakMode: .byClipping, numberOfLines: 1)
        return try renderer.image { context in
            context.setFillColor(.systemGray6)
            context.fill(Rect(origin: .zero, size: size))
            for (index, frame) in frames.enumerated() {
                let x = margin + Double(index) * (width + margin)
                let area = Rect(x: x, y: margin, width: frame.image.size.width, height: frame.image.size.height)
                context.setFillColor(.white)
                context.fill(area)
                context.draw(frame.image, in: area)
                context.setStrokeColor(.systemGray4)
                context.setLineWidth(1)
                context.stroke(area.insetBy(dx: -0.5, dy: -0.5))
                context.drawLine(format3(frame.time) + " s", centeredIn: Rect(x: x, y: margin + height + 2, width: width, height: captionHeight),
                                 attributes: caption)
            }
        }
    }

    /// A time with three decimals: `0.050`.
    static func format3(_ time: Double) -> String {
        let thousandths = Int((abs(time) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return (time < 0 ? "-" : "") + "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

/// A filmstrip that cannot be composed.
public enum FilmstripError: Error, Equatable, CustomStringConvertible {
    /// More frames than `Filmstrip.maximumFrames`.
    case tooManyFrames(Int)

    public var description: String {
        switch self {
        case .tooManyFrames(let count):
            return "a filmstrip holds at most \(Filmstrip.maximumFrames) frames, not \(count) (take frames less often)"
        }
    }
}
