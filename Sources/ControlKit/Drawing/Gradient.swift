/// Colours blended along a line or between two circles (Core Graphics' `CGGradient`).
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
    /// One colour at a location from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        public var location: Double
        public var color: Color

        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    /// The stops, ordered by location.
    public let stops: [Stop]

    /// A gradient through colours at locations (evenly spaced from 0 to 1 when `locations` is nil
    /// or of another count); locations are clamped to 0…1 and sorted, NaN counting as 0.
    public init(colors: [Color], locations: [Double]? = nil) {
        let count = colors.count
        let spaced = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        let chosen = locations?.count == count ? locations! : spaced
        stops = zip(chosen, colors)
            .map { Stop(location: $0.isNaN ? 0 : min(1, max(0, $0)), color: $1) }
            .sorted { $0.location < $1.location }
    }

    /// A gradient from its stops.
    public init(stops: [Stop]) {
        self.init(colors: stops.map(\.color), locations: stops.map(\.location))
    }

    /// `#FF0000@0 #0000FF@1`.
    public var description: String {
        stops.map { "\($0.color)@\($0.location.rounded3)" }.joined(separator: " ")
    }
}

/// Whether a gradient also paints beyond its ends (Core Graphics' `CGGradientDrawingOptions`).
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Extends the first colour before the start.
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour after the end.
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)

    public var description: String {
        var names: [String] = []
        if contains(.drawsBeforeStartLocation) { names.append("before") }
        if contains(.drawsAfterEndLocation) { names.append("after") }
        return names.isEmpty ? "[]" : "[" + names.joined(separator: ", ") + "]"
    }
}
