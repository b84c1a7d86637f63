/// A font as the standard controls use one: the system font at a point size and a weight
/// (UIKit's `UIFont.systemFont(ofSize:weight:)`). Tactile draws every system font in one bundled
/// family, so the same text gives the same pixels everywhere.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// How heavy the strokes are, with CSS-style numeric weights.
    public enum Weight: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        case ultraLight = 100
        case thin = 200
        case light = 300
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
        case heavy = 800
        case black = 900

        public var description: String {
            switch self {
            case .ultraLight: "ultraLight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            }
        }
    }

    /// The size in points.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight

    /// The system font at a size and weight; a size that is not a positive finite number becomes 17.
    public init(size: Double, weight: Weight = .regular) {
        pointSize = size.isFinite && size > 0 ? size : Font.bodySize
        self.weight = weight
    }

    /// The system font at a size (UIKit's `systemFont(ofSize:)`).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The bold system font at a size (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(size: size, weight: .bold)
    }

    /// The size of body text and labels on iOS: 17 pt.
    public static let bodySize = 17.0

    /// `17 pt regular`.
    public var description: String { "\(pointSize.compactDescription) pt \(weight)" }
}

/// How text that does not fit its width is broken or shortened (`NSLineBreakMode`, with its raw values).
public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Wraps at word boundaries (the default for drawing in a rectangle).
    case byWordWrapping = 0
    /// Wraps between any two characters.
    case byCharWrapping = 1
    /// One line per paragraph, cut off at the edge.
    case byClipping = 2
    /// One line, with an ellipsis replacing the start.
    case byTruncatingHead = 3
    /// One line, with an ellipsis replacing the end (labels' default).
    case byTruncatingTail = 4
    /// One line, with an ellipsis replacing the middle.
    case byTruncatingMiddle = 5

    /// Whether lines wrap rather than being cut or shortened.
    public var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }

    public var description: String {
        switch self {
        case .byWordWrapping: "byWordWrapping"
        case .byCharWrapping: "byCharWrapping"
        case .byClipping: "byClipping"
        case .byTruncatingHead: "byTruncatingHead"
        case .byTruncatingTail: "byTruncatingTail"
        case .byTruncatingMiddle: "byTruncatingMiddle"
        }
    }
}

/// How text is drawn: font, colour, alignment and line breaking (the attributes dictionary of
/// `NSString.draw(in:withAttributes:)`, reduced to what Tactile draws).
public struct TextAttributes: Hashable, Sendable, CustomStringConvertible {
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    public var lineBreakMode: LineBreakMode
    /// The most lines drawn; 0 for as many as the rectangle holds.
    public var numberOfLines: Int

    public init(font: Font = Font(size: Font.bodySize), color: Color = .black, alignment: TextAlignment = .natural,
                lineBreakMode: LineBreakMode = .byWordWrapping, numberOfLines: Int = 0) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = max(0, numberOfLines)
    }

    /// `17 pt regular #000000 natural byWordWrapping`, with `lines N` when limited.
    public var description: String {
        "\(font) \(color) \(alignment) \(lineBreakMode)" + (numberOfLines > 0 ? " lines \(numberOfLines)" : "")
    }
}
