import ControlKit
import LuaKit

/// Reads points, sizes and rectangles from the tables scripts write: positional (`{20, 40}`,
/// `{20, 40, 200, 30}`) or named (`{x = 20, y = 40}`, `{x =, y =, width =, height =}`). The
/// values the session returns (`Point`, `Size`, `Rect` in the prelude) are such tables too.
enum Geometry {
    /// Reads the number at a key of a table (nil when there is none).
    typealias Fields = (LuaValue) -> Double?

    /// A point from `{x, y}` or `{x=, y=}`.
    static func point(from value: LuaValue) -> Point? {
        fields(of: value).flatMap(point(_:))
    }

    /// A size from `{w, h}` or `{width=, height=}`.
    static func size(from value: LuaValue) -> Size? {
        fields(of: value).flatMap(size(_:))
    }

    /// A rectangle from `{x, y, w, h}` or `{x=, y=, width=, height=}`.
    static func rect(from value: LuaValue) -> Rect? {
        fields(of: value).flatMap(rect(_:))
    }

    /// A point from a table's fields.
    static func point(_ fields: Fields) -> Point? {
        guard let numbers = numbers(in: fields, positional: 2, named: ["x", "y"]) else { return nil }
        return Point(x: numbers[0], y: numbers[1])
    }

    /// A size from a table's fields.
    static func size(_ fields: Fields) -> Size? {
        guard let numbers = numbers(in: fields, positional: 2, named: ["width", "height"]) else { return nil }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// A rectangle from a table's fields.
    static func rect(_ fields: Fields) -> Rect? {
        guard let numbers = numbers(in: fields, positional: 4, named: ["x", "y", "width", "height"]) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The fields of a table value, or nil for any other value.
    private static func fields(of value: LuaValue) -> Fields? {
        guard case .table(let table) = value else { return nil }
        return { key in (try? table.rawGet(key)).flatMap(Double.init(luaValue:)) }
    }

    /// The numbers at keys 1…count, else at the named keys; nil unless all are numbers.
    private static func numbers(in fields: Fields, positional count: Int, named names: [String]) -> [Double]? {
        numbers(in: fields, at: (1...count).lazy.map { .integer($0) }, count: count)
            ?? numbers(in: fields, at: names.lazy.map { .string($0) }, count: count)
    }

    /// The numbers at `keys`, stopping at the first key that does not hold one.
    private static func numbers(in fields: Fields, at keys: some Sequence<LuaValue>, count: Int) -> [Double]? {
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for key in keys {
            guard let number = fields(key) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
