import ControlKit
import LuaKit

/// Lua functions standing in for a delegate's methods, by name, on behalf of one object.
///
/// A call that raises is never passed on: the error is reported like a failed action (the
/// session's action failures, and a `failed` record in the traffic naming the callback), and
/// the callback's answer falls back to the given default.
final class LuaCallbacks {
    private var functions: [String: LuaRef] = [:]
    /// The session the functions belong to, while it lives.
    private(set) weak var session: ScriptSession?
    private weak var owner: AnyObject?

    init(session: ScriptSession, owner: AnyObject) {
        self.session = session
        self.owner = owner
    }

    /// The function set for a callback, or nil.
    func function(_ name: String) -> LuaRef? { functions[name] }

    /// Sets (or, with nil, clears) a callback's function.
    func set(_ name: String, _ function: LuaRef?) {
        functions[name] = function
    }

    /// Calls a callback's function, if set, with the owner first and then `arguments`; returns its
    /// first result, or nil when unset or when it raised (the failure reported).
    @discardableResult
    func call(_ name: String, _ arguments: [LuaValue] = []) -> LuaValue? {
        guard let function = functions[name], let session else { return nil }
        do {
            let ownerValue = try session.luaValue(for: owner)
            return try function.call([ownerValue] + arguments).first ?? .nil
        } catch {
            report(error, from: name)
            return nil
        }
    }

    /// Calls a callback whose answer must convert to `T`. An answer that does not is reported
    /// like a raising call, saying what was `expected`, at the function's definition (Lua cannot
    /// place a returned value), and the result is nil.
    func call<T>(_ name: String, _ arguments: [LuaValue] = [], expecting expected: String,
                 _ convert: (LuaValue) -> T?) -> T? {
        guard let value = call(name, arguments) else { return nil }
        if let converted = convert(value) { return converted }
        reportAnswer(value, of: name, expected: expected)
        return nil
    }

    /// Reports an answer a callback should not have given — or a `field` of the table it
    /// answered: `file.lua:12: numberOfRows returned -3 (a whole number … expected)`, placed at
    /// the function's definition.
    func reportAnswer(_ value: LuaValue, of name: String, field: String? = nil, expected: String) {
        let shown = if case .string(let text) = value { "\"\(text)\"" } else { session?.describe(value) ?? value.typeName }
        let site = functions[name]?.definitionSite.map { $0 + ": " } ?? ""
        let what = field.map { "\($0) = \(shown)" } ?? shown
        report(ScriptError.message("\(site)\(name) returned \(what) (\(expected) expected)"), from: name)
    }

    /// Reports a failed callback: the session's action failures and a `failed` traffic record.
    private func report(_ error: any Error, from name: String) {
        guard let session else { return }
        let reported = session.reportFailure(error, sender: owner, event: name)
        session.stage.application.recordFailure(of: name, from: owner, message: "\(reported)")
    }
}

/// The delegates the session made for bound objects, kept alive as long as their object lives
/// (the objects hold their delegates weakly, as in UIKit).
final class ScriptDelegates {
    private var entries: [ObjectIdentifier: (owner: WeakObject, delegate: AnyObject)] = [:]

    /// The delegate made for an object, creating it with `make` the first time.
    func delegate<D: AnyObject>(for owner: AnyObject, make: () -> D) -> D {
        if let entry = entries[ObjectIdentifier(owner)], entry.owner.object === owner, let existing = entry.delegate as? D {
            return existing
        }
        entries = entries.filter { $0.value.owner.object != nil }
        let created = make()
        entries[ObjectIdentifier(owner)] = (WeakObject(object: owner), created)
        return created
    }
}

/// An object held weakly.
struct WeakObject {
    weak var object: AnyObject?
}

extension LuaMember {
    /// A property holding a Lua function (or nil) that a script delegate calls back, such as a
    /// scroll view's `didScroll`; `callbacks` finds (or makes) the object's callbacks.
    static func callback<T: AnyObject>(_ name: String, signature: String, doc: String = "",
                                       _ callbacks: @escaping (T, ScriptSession) -> LuaCallbacks) -> LuaMember {
        property(name, type: "function?" + signature, doc: doc, read: { (object: T, session) in
            callbacks(object, session).function(name).map { .function($0) } ?? .nil
        }, write: { (object: T, value, session) in
            switch value {
            case .nil: callbacks(object, session).set(name, nil)
            case .function(let function): callbacks(object, session).set(name, function)
            default:
                throw LuaValueRefusal(expected: "function")
            }
        })
    }
}
