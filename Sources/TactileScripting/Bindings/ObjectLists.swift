import ControlKit
import LuaKit

/// Lists of bound objects from Lua, as list properties and methods take them: each entry an object
/// of the class, or a table of its properties, which is made into one as `Class{…}` would.
enum ObjectLists {
    /// The objects of a Lua list; anything but a list of `className` objects (or tables) is refused
    /// naming what it holds: `list of BarButtonItem expected, got a list holding number`.
    static func objects<T: AnyObject>(_ type: T.Type, className: String, from value: LuaValue, session: ScriptSession) throws -> [T] {
        let expected = "list of \(className)"
        guard case .table(let list) = value else { throw LuaValueRefusal(expected: expected) }
        var objects: [T] = []
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            let entry = try list.rawGet(.integer(index))
            let made: LuaValue
            if case .table = entry { made = try session.construct(className: className, options: entry) } else { made = entry }
            guard let object = session.object(from: made) as? T else {
                throw LuaValueRefusal(expected: expected, reason: "\(expected) expected, got a list holding " + session.classes.typeName(of: entry))
            }
            objects.append(object)
        }
        return objects
    }

    /// A list property of bound objects: read as a Lua list, written with `objects(_:…)`; `set`
    /// may throw a `NavigationError`, which is refused as the value's fault.
    static func property<Owner: AnyObject, T: AnyObject>(
        _ name: String, of type: T.Type, className: String, doc: String,
        get: @escaping (Owner) -> [T], set: ((Owner, [T]) throws -> Void)? = nil
    ) -> LuaMember {
        let write: ((Owner, LuaValue, ScriptSession) throws -> Void)? = set.map { set in
            { owner, value, session in
                let list = try objects(T.self, className: className, from: value, session: session)
                do {
                    try set(owner, list)
                } catch let error as NavigationError {
                    throw LuaValueRefusal(expected: "list of \(className)", reason: error.description)
                }
            }
        }
        return LuaMember.property(name, type: "{\(className)}", doc: doc, read: { (owner: Owner, session) in
            try session.luaList(get(owner))
        }, write: write)
    }

    /// Argument `n` of a method call as a list of objects, refused as a bad argument.
    static func argument<T: AnyObject>(_ n: Int, of call: MethodCall, _ type: T.Type, className: String) throws -> [T] {
        do {
            return try objects(T.self, className: className, from: call[n], session: call.session)
        } catch let refusal as LuaValueRefusal {
            throw ScriptError.badArgument(n, to: call.function, refusal.reason ?? "\(refusal.expected) expected, got \(call.session.classes.typeName(of: call[n]))")
        }
    }
}
