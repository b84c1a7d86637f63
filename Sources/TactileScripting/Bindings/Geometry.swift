import ControlKit
import LuaKit

/// Reads points, sizes and rectangles from the tables scripts write: positional (`{20, 40}`,
/// `{20, 40, 200, 30}`) or named (`{x = 20, y = 40}`, `{x =, y =, width =, height =}`). The
/// values the session returns (`Point`, `Size`, `Rect` in the prelude) are such tables too.
enum Geometry {
    /// A key of a geometry table: an array index or a field name.
    enum Key {
        case index(Int)
        case field(StaticString)

        /// The key as a Lua value.
        var luaValue: LuaValue {
            switch self {
            case .index(let index): .integer(index)
            case .field(let name): .string(name.description)
            }
        }
    }

    /// Reads the number at a key of a table (nil when there is none).
    typealias Fields = (Key) -> Double?

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

    /// A point from a table's fields: `1, 2`, else `x, y`.
    static func point(_ fields: Fields) -> Point? {
        if let x = fields(.index(1)), let y = fields(.index(2)) { return Point(x: x, y: y) }
        if let x = fields(.field("x")), let y = fields(.field("y")) { return Point(x: x, y: y) }
        return nil
    }

    /// A size from a table's fields: `1, 2`, else `width, height`.
    static func size(_ fields: Fields) -> Size? {
        if let width = fields(.index(1)), let height = fields(.index(2)) { return Size(width: width, height: height) }
        if let width = fields(.field("width")), let height = fields(.field("height")) { return Size(width: width, height: height) }
        return nil
    }

    /// A rectangle from a table's fields: `1, 2, 3, 4`, else `x, y, width, height`.
    static func rect(_ fields: Fields) -> Rect? {
        if let x = fields(.index(1)), let y = fields(.index(2)), let width = fields(.index(3)), let height = fields(.index(4)) {
            return Rect(x: x, y: y, width: width, height: height)
        }
        if let x = fields(.field("x")), let y = fields(.field("y")),
           let width = fields(.field("width")), let height = fields(.field("height")) {
            return Rect(x: x, y: y, width: width, height: height)
        }
        return nil
    }

    /// The fields of a table value, or nil for any other value.
    private static func fields(of value: LuaValue) -> Fields? {
        guard case .table(let table) = value else { return nil }
        return { key in (try? table.rawGet(key.luaValue)).flatMap(Double.init(luaValue:)) }
    }
}
