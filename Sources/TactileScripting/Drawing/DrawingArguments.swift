import ControlKit
import LuaKit

/// The arguments of drawing calls, read with the checks a rasterizer needs: every number finite,
/// coordinates within ±1,000,000 points (beyond that cairo draws nothing useful), sizes, radii
/// and widths not negative, colours and names known. A bad one is a Lua error naming the
/// argument and what is wrong with it — `bad argument #1 to 'moveTo' (point expected: x is nan)` —
/// raised at the script's line before anything is drawn.
extension MethodCall {
    /// The largest coordinate drawing accepts, in points.
    static let coordinateLimit = 1e6

    /// Argument `n` as a coordinate.
    func coordinate(_ n: Int) throws(ScriptError) -> Double {
        try number(n, in: -Self.coordinateLimit...Self.coordinateLimit)
    }

    /// Argument `n` as a length: a coordinate that is not negative.
    func length(_ n: Int) throws(ScriptError) -> Double {
        try number(n, in: 0...Self.coordinateLimit)
    }

    /// Argument `n` as a finite number in `range`.
    func number(_ n: Int, in range: ClosedRange<Double>) throws(ScriptError) -> Double {
        let value: Double = try self.value(n)
        guard range.contains(value) else {
            throw .badArgument(n, to: function, "number from \(range.lowerBound.compactText) to "
                           + "\(range.upperBound.compactText) expected, got \(value.compactText)")
        }
        return value
    }

    /// Argument `n` as a point: `{x, y}` or `{x =, y =}`.
    func drawingPoint(_ n: Int) throws(ScriptError) -> Point {
        if let point = withFields(of: n, Geometry.point), Self.fits(point.x, point.y) { return point }
        throw problem(n, "point", fields: [(1, "x"), (2, "y")], lengths: [])
    }

    /// Argument `n` as a point, or the arguments `n` and `n + 1` as its x and y: `moveTo(p)`
    /// and `moveTo(x, y)` both work. The second result says how many arguments it took.
    func pointOrCoordinates(_ n: Int) throws(ScriptError) -> (Point, taken: Int) {
        if case .integer = self[n] { return (Point(x: try coordinate(n), y: try coordinate(n + 1)), 2) }
        if case .number = self[n] { return (Point(x: try coordinate(n), y: try coordinate(n + 1)), 2) }
        return (try drawingPoint(n), 1)
    }

    /// Argument `n` as a size: `{w, h}` or `{width =, height =}`, neither negative.
    func drawingSize(_ n: Int) throws(ScriptError) -> Size {
        if let size = withFields(of: n, Geometry.size), Self.fits(size.width, size.height), size.width >= 0, size.height >= 0 {
            return size
        }
        throw problem(n, "size", fields: [(1, "width"), (2, "height")], lengths: ["width", "height"])
    }

    /// Argument `n` as an offset: a size whose sides may be negative (a shadow's).
    func offset(_ n: Int) throws(ScriptError) -> Size {
        if let size = withFields(of: n, Geometry.size), Self.fits(size.width, size.height) { return size }
        throw problem(n, "size", fields: [(1, "width"), (2, "height")], lengths: [])
    }

    /// Argument `n` as a rectangle: `{x, y, w, h}` or `{x =, y =, width =, height =}`. A negative
    /// width or height counts from the other side, as Core Graphics has it.
    func drawingRect(_ n: Int) throws(ScriptError) -> Rect {
        if let rect = withFields(of: n, Geometry.rect), Self.fits(rect.minX, rect.minY, rect.width, rect.height) { return rect }
        throw problem(n, "rect", fields: [(1, "x"), (2, "y"), (3, "width"), (4, "height")], lengths: [])
    }

    /// Argument `n` as a colour: a `Color` value (any table with `red`, `green`, `blue` and
    /// optionally `alpha`) or a colour's name (`"systemBlue"`, `"#FF9500"`).
    func color(_ n: Int) throws(ScriptError) -> Color {
        if case .string(let name) = self[n] {
            do { return try ColorNames.color(named: name) } catch { throw .badArgument(n, to: function, "\(error)") }
        }
        let components = withFields(of: n) { fields -> Color? in
            guard let red = fields(.field("red")), let green = fields(.field("green")), let blue = fields(.field("blue")) else {
                return nil
            }
            return Color(red: red, green: green, blue: blue, alpha: fields(.field("alpha")) ?? 1)
        }
        if let components { return components }
        throw problem(n, "Color", fields: [(0, "red"), (0, "green"), (0, "blue")], lengths: [])
    }

    /// Argument `n` as a colour, or nil when it is nil or absent.
    func optionalColor(_ n: Int) throws(ScriptError) -> Color? {
        isNil(n) ? nil : try color(n)
    }

    /// Argument `n` as a case of one of UIKit's enumerations, by name (`"round"`, `"evenOdd"`) or
    /// raw value (uikit-rules §1.4), or `fallback` when it is absent.
    func choice<E: ScriptEnumerable>(_ n: Int, _ type: E.Type, default fallback: E? = nil) throws(ScriptError) -> E {
        if isNil(n), let fallback { return fallback }
        return try E.case(from: self[n], in: .argument(n, function: function))
    }

    /// Argument `n` as one of `choices`, by name (`"topLeft"`), or `fallback` when it is absent.
    func choice<E>(_ n: Int, _ choices: [(String, E)], default fallback: E? = nil) throws(ScriptError) -> E {
        if isNil(n), let fallback { return fallback }
        guard case .string(let name) = self[n] else { throw bad(n, expected: "string") }
        if let match = choices.first(where: { $0.0 == name }) { return match.1 }
        throw .message(LuaMessages.badArgument(n, to: function, "one of \(choices.map(\.0).joined(separator: ", ")) expected, got '\(name)'")
                       + NearestName.hint(for: name, among: choices.map(\.0)))
    }

    /// Whether numbers are within the coordinate limit (they are finite already).
    static func fits(_ numbers: Double...) -> Bool {
        numbers.allSatisfy { abs($0) <= coordinateLimit }
    }

    /// Why argument `n` is not the geometry value wanted, naming the first bad field: missing,
    /// not a number, not finite, beyond the limit, or (for `lengths`) negative.
    private func problem(_ n: Int, _ noun: String, fields: [(index: Int, name: String)], lengths: Set<String>) -> ScriptError {
        guard case .table(let table) = self[n] else { return bad(n, expected: noun) }
        for (index, name) in fields {
            var value = (try? table.rawGet(.string(name))) ?? .nil
            if value == .nil, index > 0 { value = (try? table.rawGet(.integer(index))) ?? .nil }
            let reason: String?
            switch value {
            case .nil: reason = "\(name) is missing"
            case .integer(let integer): reason = Self.problem(with: Double(integer), name, lengths.contains(name))
            case .number(let number): reason = Self.problem(with: number, name, lengths.contains(name))
            default: reason = "\(name) is a \(session.classes.typeName(of: value)), not a number"
            }
            if let reason { return .badArgument(n, to: function, "\(noun) expected: \(reason)") }
        }
        return bad(n, expected: noun)
    }

    private static func problem(with number: Double, _ name: String, _ isLength: Bool) -> String? {
        if !number.isFinite { return "\(name) is \(LuaNumbers.describe(number))" }
        if abs(number) > coordinateLimit { return "\(name) is \(LuaNumbers.describe(number)), beyond ±1000000" }
        if isLength && number < 0 { return "\(name) is \(LuaNumbers.describe(number)), and must not be negative" }
        return nil
    }
}

/// The names scripts give font weights. Weights are taken by name only: their Swift raw values
/// are CSS weights, not UIKit's (`UIFont.Weight` is a fraction from −1 to 1).
enum DrawingNames {
    static let weights = Font.Weight.allCases.map { ($0.description, $0) }
}
