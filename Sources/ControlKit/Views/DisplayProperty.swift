/// One entry of a view's description: a named value such as `value=0.5`, or a bare flag such as
/// `highlighted`. Views list theirs in `displayProperties`, most specific first; the REPL and
/// traces show them.
///
///     > slider.description
///     Slider#3 value=0.5 min=0 max=1 frame={20,40,200,30} highlighted
public struct DisplayProperty: Hashable, Sendable, CustomStringConvertible {
    /// The property's name, such as `value` or `highlighted`.
    public let name: String

    /// The value as shown; nil for a flag, which is shown by its name alone.
    public let value: String?

    /// A named value shown as given (text should be quoted by the caller when it may hold spaces).
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A named number, shown compactly: whole numbers without a decimal point, others with at most
    /// two decimals (`3`, `0.5`, `0.33`).
    public init(_ name: String, _ number: Double) {
        self.init(name, number.displayDescription)
    }

    /// A named whole number.
    public init(_ name: String, _ number: Int) {
        self.init(name, String(number))
    }

    /// A named text, quoted: `title="OK"`.
    public init(_ name: String, quoting text: String) {
        self.init(name, "\"" + text + "\"")
    }

    private init(flag name: String) {
        self.name = name
        self.value = nil
    }

    /// A flag shown by its name alone.
    public static func flag(_ name: String) -> DisplayProperty {
        DisplayProperty(flag: name)
    }

    /// The flags whose condition holds, in the order given.
    public static func flags(_ conditions: KeyValuePairs<String, Bool>) -> [DisplayProperty] {
        conditions.filter(\.value).map { flag($0.key) }
    }

    /// `name=value`, or the name alone for a flag.
    public var description: String {
        value.map { "\(name)=\($0)" } ?? name
    }
}

extension Double {
    /// The number rounded to two decimals, without trailing zeros: `3`, `0.5`, `0.33`, `-1.25`.
    var displayDescription: String {
        guard isFinite else { return String(self) }
        let hundredths = (self * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        guard magnitude < 1e15 else { return String(self) }
        let whole = Int(magnitude / 100), fraction = Int(magnitude.truncatingRemainder(dividingBy: 100))
        guard fraction != 0 else { return sign + String(whole) }
        var digits = fraction < 10 ? "0\(fraction)" : String(fraction)
        if digits.hasSuffix("0") { digits.removeLast() }
        return sign + "\(whole).\(digits)"
    }
}

extension Rect {
    /// The rectangle as `{x,y,width,height}`, without spaces so that it reads as one value.
    var displayDescription: String {
        "{" + [minX, minY, width, height].map(\.displayDescription).joined(separator: ",") + "}"
    }
}

extension Image {
    /// The image's name, or its size when it has none: `knob`, `30×30`.
    var displayName: String { name ?? "\(width)×\(height)" }
}

extension View: CustomStringConvertible {
    /// The view's traffic name (`Slider#3`, or its type name when it belongs to no application)
    /// followed by its display properties.
    public var description: String {
        let name = application.map { $0.name(of: self).description } ?? typeName
        return ([name] + displayProperties.map(\.description)).joined(separator: " ")
    }
}
