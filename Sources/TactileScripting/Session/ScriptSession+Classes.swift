import ControlKit
import LuaKit

/// A class binding as installed in a session: its members with the inherited ones folded in.
public struct InstalledClass {
    /// The binding as declared.
    public let binding: ClassBinding
    /// Every member by name, inherited ones included (a subclass's own win).
    public let members: [String: Member]
    /// Every member in declaration order, base classes first; constructors set properties in this order.
    public let orderedMembers: [Member]
    /// How many bases the class has (0 for the root).
    public let depth: Int
    /// The Lua functions of the methods, by name, shared with subclasses.
    let methodFunctions: [String: LuaRef]

    /// The names of the properties scripts may set.
    public var writableNames: [String] { orderedMembers.filter(\.isWritable).map(\.name) }
}

extension ScriptSession {
    // MARK: Registering classes

    /// Installs a class binding: its class table becomes the global `binding.name`, and objects
    /// of its class get its members. The base binding must be installed first.
    public func register(_ binding: ClassBinding) throws(LuaError) {
        let base = try binding.base.map { name throws(LuaError) -> InstalledClass in
            guard let base = bindings[name] else { throw LuaError.runtime("\(binding.name) is based on unknown class '\(name)'") }
            return base
        }
        var members = base?.members ?? [:]
        var ordered = base?.orderedMembers.filter { member in !binding.members.contains { $0.name == member.name } } ?? []
        var functions = base?.methodFunctions ?? [:]
        for member in binding.members {
            members[member.name] = member
            ordered.append(member)
            if case .method(let body) = member.kind {
                functions[member.name] = try methodFunction(member.name, of: binding, body)
            }
        }
        let methods = try lua.newTable()
        for (name, function) in functions { try methods.rawSet(.string(name), .function(function)) }
        let statics = try lua.newTable()
        for (name, body) in binding.statics {
            try statics.rawSet(.string(name), .function(lua.function(named: name) { [weak self] luaCall in
                guard let self else { throw ScriptError.message("the session has ended") }
                return try luaCall.results(body(MethodCall(function: name, arguments: luaCall.values, session: self)))
            }))
        }
        let classTable = try host.defineClass.call(.string(binding.name), .table(methods), .table(statics))
        try globals.rawSet(.string(binding.name), classTable.first ?? .nil)
        bindings[binding.name] = InstalledClass(binding: binding, members: members, orderedMembers: ordered,
                                                depth: (base?.depth ?? -1) + 1, methodFunctions: functions)
        classCache.removeAll()
    }

    /// The Lua function of a method: checks the receiver, then runs the body.
    private func methodFunction(_ name: String, of binding: ClassBinding, _ body: @escaping Member.Method) throws(LuaError) -> LuaRef {
        try lua.function(named: name) { [weak self] call in
            guard let self else { throw ScriptError.message("the session has ended") }
            let receiver = call.value(1)
            guard let object = self.object(from: receiver), binding.isInstance(object) else {
                throw ScriptError.message("calling '\(name)' on bad self (\(binding.name) expected, got \(self.typeName(of: receiver)))")
            }
            let arguments = MethodCall(function: name, arguments: Array(call.values.dropFirst()), session: self)
            return try call.results(body(object, arguments))
        }
    }

    // MARK: Objects and their classes

    /// The installed class an object belongs to: the most derived binding it is an instance of.
    public func installedClass(of object: AnyObject) -> InstalledClass? {
        if let named = object as? ScriptClassNamed { return bindings[named.scriptClassName] }
        let key = ObjectIdentifier(type(of: object))
        if let name = classCache[key] { return bindings[name] }
        let found = bindings.values.filter { $0.binding.isInstance(object) }.max { $0.depth < $1.depth }
        if let found { classCache[key] = found.binding.name }
        return found
    }

    /// The Lua class name of an object, or its Swift type name when it has no binding.
    public func className(of object: AnyObject) -> String {
        installedClass(of: object)?.binding.name ?? String(describing: type(of: object))
    }

    /// The Lua class name for a Swift class, for messages such as `Slider expected`.
    public func className(ofType type: AnyObject.Type) -> String {
        String(describing: type)
    }

    /// A value's type as Lua messages give it: the class name for bound objects (`Slider`).
    public func typeName(of value: LuaValue) -> String {
        if let object = object(from: value) { return className(of: object) }
        return value.typeName
    }

    /// The object behind a proxy, or nil for any other value.
    public func object(from value: LuaValue) -> AnyObject? {
        guard case .table = value, case .integer(let handle)? = try? host.handles.rawGet(value) else { return nil }
        return objects.object(for: handle)
    }

    /// An object's proxy (the same one while it lives), or nil for nil.
    public func luaValue(for object: AnyObject?) throws(LuaError) -> LuaValue {
        guard let object else { return .nil }
        if let handle = objects.handle(of: object) {
            let proxy = try host.proxies.rawGet(.integer(handle))
            if case .table = proxy { return proxy }
        }
        guard let installed = installedClass(of: object) else {
            throw LuaError.runtime("\(type(of: object)) has no Lua binding")
        }
        let handle = objects.add(object)
        return try host.wrap.call(.integer(handle), .string(installed.binding.name)).first ?? .nil
    }

    /// A point as a Lua `Point` value.
    public func luaValue(_ point: Point) throws(LuaError) -> LuaValue {
        try host.makePoint.call(.number(point.x), .number(point.y)).first ?? .nil
    }

    /// A size as a Lua `Size` value.
    public func luaValue(_ size: Size) throws(LuaError) -> LuaValue {
        try host.makeSize.call(.number(size.width), .number(size.height)).first ?? .nil
    }

    /// A rectangle as a Lua `Rect` value.
    public func luaValue(_ rect: Rect) throws(LuaError) -> LuaValue {
        try host.makeRect.call(.number(rect.origin.x), .number(rect.origin.y), .number(rect.size.width), .number(rect.size.height)).first ?? .nil
    }
}
