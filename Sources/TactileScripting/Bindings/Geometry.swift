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
        let byPosition = (1...count).map { try? table.rawGet(.integer($0)) }.map { $0.flatMap(Double.init(luaValue:)) }
        if byPosition.allSatisfy({ $0 != nil }) { return byPosition.map { $0! } }
        let byName = names.map { try? table.rawGet(.string($0)) }.map { $0.flatMap(Double.init(luaValue:)) }
        if byName.allSatisfy({ $0 != nil }) { return byName.map { $0! } }
        return nil
    }
}
