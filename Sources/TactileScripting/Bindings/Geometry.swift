import ControlKit
import LuaKit

/// Reads points, sizes and rectangles from the tables scripts write: positional (`{20, 40}`,
/// `{20, 40, 200, 30}`) or named (`{x = 20, y = 40}`, `{x =, y =, width =, height =}`). The
/// values the session returns (`Point`, `Size`, `Rect` in the prelude) are such tables too.
///
/// It is the one path geometry takes from Lua into the model, so every coordinate and length
/// is checked here: finite (as every number from Lua is) and within ±`coordinateLimit`, where
/// arithmetic on it — scaled to pixels, to Pango's units, summed with others — stays exact
/// enough and far from overflow. A value beyond it is refused with `refusal(of:as:)`'s reason.
enum Geometry {
    /// The largest magnitude of a coordinate or length from Lua, in points (drawing takes less:
    /// `MethodCall.coordinateLimit`).
    static let coordinateLimit = 1e12
    /// The largest magnitude of a transform's scale and shear components (`a`, `b`, `c`, `d`).
    static let linearLimit = 1e6

    /// The kinds of geometry value, by their fields.
    enum Kind: String {
        case point, size, rect, transform

        /// The fields, as positions and names.
        var fields: [(index: Int, name: StaticString)] {
            switch self {
            case .point: [(1, "x"), (2, "y")]
            case .size: [(1, "width"), (2, "height")]
            case .rect: [(1, "x"), (2, "y"), (3, "width"), (4, "height")]
            case .transform: [(1, "a"), (2, "b"), (3, "c"), (4, "d"), (5, "tx"), (6, "ty")]
            }
        }

        /// The largest magnitude of the field at `index` (1-based).
        func limit(ofField index: Int) -> Double {
            self == .transform && index <= 4 ? linearLimit : coordinateLimit
        }
    }

    /// `refusal(of:as:)` as a whole reason: "rect expected: width is 1e+308, beyond ±1e12".
    static func expectation(of value: LuaValue, as kind: Kind) -> String? {
        refusal(of: value, as: kind).map { "\(kind.rawValue) expected: \($0)" }
    }

    /// Why `value` is not a geometry value of `kind` — its first field beyond the limit, as
    /// "width is 1e+308, beyond ±1e12" — or nil when it is one, or is no table of numbers.
    static func refusal(of value: LuaValue, as kind: Kind) -> String? {
        guard case .table(let table) = value else { return nil }
        for (index, name) in kind.fields {
            let number = [LuaValue.string(name.description), .integer(index)].lazy
                .compactMap { key in (try? table.rawGet(key)).flatMap(Double.init(luaValue:)) }.first
            let limit = kind.limit(ofField: index)
            if let number, abs(number) > limit {
                return "\(name) is \(LuaNumbers.describe(number)), beyond ±\(limit == linearLimit ? "1e6" : "1e12")"
            }
        }
        return nil
    }

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

    /// The number at `key` when it is within the coordinate limit; one beyond it reads as none.
    private static func field(_ fields: Fields, _ key: Key) -> Double? {
        fields(key).flatMap { abs($0) <= coordinateLimit ? $0 : nil }
    }

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
        if let x = field(fields, .index(1)), let y = field(fields, .index(2)) { return Point(x: x, y: y) }
        if let x = field(fields, .field("x")), let y = field(fields, .field("y")) { return Point(x: x, y: y) }
        return nil
    }

    /// A size from a table's fields: `1, 2`, else `width, height`.
    static func size(_ fields: Fields) -> Size? {
        if let width = field(fields, .index(1)), let height = field(fields, .index(2)) { return Size(width: width, height: height) }
        if let width = field(fields, .field("width")), let height = field(fields, .field("height")) { return Size(width: width, height: height) }
        return nil
    }

    /// A rectangle from a table's fields: `1, 2, 3, 4`, else `x, y, width, height`.
    static func rect(_ fields: Fields) -> Rect? {
        if let x = field(fields, .index(1)), let y = field(fields, .index(2)), let width = field(fields, .index(3)), let height = field(fields, .index(4)) {
            return Rect(x: x, y: y, width: width, height: height)
        }
        if let x = field(fields, .field("x")), let y = field(fields, .field("y")),
           let width = field(fields, .field("width")), let height = field(fields, .field("height")) {
            return Rect(x: x, y: y, width: width, height: height)
        }
        return nil
    }

    /// A transform from `{a=, b=, c=, d=, tx=, ty=}` (a `Transform` value) or `{a, b, c, d, tx, ty}`,
    /// its scale and shear within ±`linearLimit` and its translation within the coordinate limit.
    static func transform(from value: LuaValue) -> Transform? {
        fields(of: value).flatMap(transform(_:))
    }

    /// A transform from a table's fields: `a` … `ty`, else `1` … `6`.
    static func transform(_ fields: Fields) -> Transform? {
        var numbers: [Double] = []
        for (index, name) in Kind.transform.fields {
            guard let number = fields(.field(name)) ?? fields(.index(index)),
                  abs(number) <= Kind.transform.limit(ofField: index) else { return nil }
            numbers.append(number)
        }
        return Transform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
    }

    /// The fields of a table value, or nil for any other value.
    private static func fields(of value: LuaValue) -> Fields? {
        guard case .table(let table) = value else { return nil }
        return { key in (try? table.rawGet(key.luaValue)).flatMap(Double.init(luaValue:)) }
    }
}
