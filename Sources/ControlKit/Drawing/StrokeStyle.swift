/// How the ends of stroked lines look (Core Graphics' `CGLineCap`, with its raw values).
public enum LineCap: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The line stops square at its end point (the default).
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2

    public var description: String { ["butt", "round", "square"][rawValue] }
}

/// How stroked lines meet at corners (Core Graphics' `CGLineJoin`, with its raw values).
public enum LineJoin: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A sharp corner, cut off beyond the miter limit (the default).
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A corner cut off square.
    case bevel = 2

    public var description: String { ["miter", "round", "bevel"][rawValue] }
}

/// A dash pattern: lengths of painted and unpainted runs, alternating, starting `phase` points in.
public struct LineDash: Hashable, Sendable, CustomStringConvertible {
    /// How far into the pattern the line starts.
    public var phase: Double
    /// The painted and unpainted lengths, alternating; all zero or empty means a solid line.
    public var lengths: [Double]

    public init(phase: Double = 0, lengths: [Double]) {
        self.phase = phase
        self.lengths = lengths
    }

    public var description: String {
        "[" + lengths.map(\.compactDescription).joined(separator: " ") + "]" + (phase == 0 ? "" : " phase \(phase.compactDescription)")
    }
}

/// How new paint combines with what is already there (Core Graphics' `CGBlendMode`, with its raw
/// values; `plusDarker` is not offered).
public enum BlendMode: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case normal = 0
    case multiply = 1
    case screen = 2
    case overlay = 3
    case darken = 4
    case lighten = 5
    case colorDodge = 6
    case colorBurn = 7
    case softLight = 8
    case hardLight = 9
    case difference = 10
    case exclusion = 11
    case hue = 12
    case saturation = 13
    case color = 14
    case luminosity = 15
    /// Paints transparency where the shape is.
    case clear = 16
    /// Replaces what is under the shape with the new paint, alpha and all.
    case copy = 17
    case sourceIn = 18
    case sourceOut = 19
    case sourceAtop = 20
    case destinationOver = 21
    case destinationIn = 22
    case destinationOut = 23
    case destinationAtop = 24
    case xor = 25
    case plusLighter = 27

    public var description: String {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "colorDodge"
        case .colorBurn: "colorBurn"
        case .softLight: "softLight"
        case .hardLight: "hardLight"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .clear: "clear"
        case .copy: "copy"
        case .sourceIn: "sourceIn"
        case .sourceOut: "sourceOut"
        case .sourceAtop: "sourceAtop"
        case .destinationOver: "destinationOver"
        case .destinationIn: "destinationIn"
        case .destinationOut: "destinationOut"
        case .destinationAtop: "destinationAtop"
        case .xor: "xor"
        case .plusLighter: "plusLighter"
        }
    }
}

/// A shadow cast by everything drawn while it is set (Core Graphics' `setShadow(offset:blur:color:)`).
///
/// The offset and the blur are in points of the context's default space — unaffected by the
/// transforms drawing code applies, as in Core Graphics. The blur is a Gaussian whose standard
/// deviation is half the `blur` value.
public struct Shadow: Hashable, Sendable, CustomStringConvertible {
    /// How far the shadow falls from the shape: right and down are positive.
    public var offset: Size
    /// How soft the shadow's edge is, in points (0: sharp).
    public var blur: Double
    /// The shadow's colour, alpha included.
    public var color: Color

    /// Core Graphics' default shadow colour: black at one third.
    public static let defaultColor = Color(white: 0, alpha: 1.0 / 3)

    public init(offset: Size, blur: Double, color: Color = Shadow.defaultColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }

    public var description: String {
        "offset \(offset) blur \(blur.compactDescription) \(color)"
    }
}
