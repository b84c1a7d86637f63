import ControlKit
import LuaKit

/// Reads points, sizes and rectangles from the tables scripts write: positional (`{20, 40}`,
/// `{20, 40, 200, 30}`) or named (`{x = 20, y = 40}`, `{x =, y =, width =, height =}`). The
/// values the session returns (`Point`, `Size`, `Rect` in the prelude) are such tables too.
enum Geometry {
    /// A point from `{x, y}` or `{x=, y=}`.
    static func point(from value: LuaValue) -> Point? {
        guard let numbers = numbers(in: value, positional: 2, named: ["x", "y"]) else { return nil }
        return Point(x: numbers[0], y: numbers[1])
    }

    /// A size from `{w, h}` or `{width=, height=}`.
    static func size(from value: LuaValue) -> Size? {
        guard let numbers = numbers(in: value, positional: 2, named: ["width", "height"]) else { return nil }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// A rectangle from `{x, y, w, h}` or `{x=, y=, width=, height=}`.
    static func rect(from value: LuaValue) -> Rect? {
        guard let numbers = numbers(in: value, positional: 4, named: ["x", "y", "width", "height"]) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The numbers at keys 1…count, else at the named keys; nil unless all are numbers.
    private static func numbers(in value: LuaValue, positional count: Int, named names: [String]) -> [Double]? {
        guard case .table(let table) = value else { return nil }
        return numbers(in: table, at: (1...count).lazy.map { .integer($0) }, count: count)
            ?? numbers(in: table, at: names.lazy.map { .string($0) }, count: count)
    }

    /// The numbers at `keys`, stopping at the first key that does not hold one.
    private static func numbers(in table: LuaRef, at keys: some Sequence<LuaValue>, count: Int) -> [Double]? {
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for key in keys {
            guard let number = (try? table.rawGet(key)).flatMap(Double.init(luaValue:)) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
