import ControlKit
import LuaKit

/// A class as installed in a session: LuaKit's declaration (its members, inherited ones
/// included, as its schema lists them) and how `Name{...}` may make one.
public struct InstalledClass {
    /// The class as declared.
    public let declaration: LuaClassDeclaration
    /// Its members, inherited ones first: constructors set properties in this order.
    public let schema: LuaClassSchema
    /// The key of `Name{...}` that chooses how an instance is made, if the class has one.
    public let creation: Creation?
    /// How many bases the class has (0 for a root).
    public let depth: Int

    /// The class name, e.g. `Slider`.
    public var name: String { declaration.name }
    /// The `__name` of its metatable (`tactile.Knob`; a reloaded class gets a new one).
    var luaName: String { declaration.qualifiedName }

    /// The names of the properties scripts may set.
    public var writableNames: [String] { schema.properties.filter { !$0.isReadOnly }.map(\.name) }
}

extension ScriptSession {
    // MARK: Registering classes

    /// Installs a class: registers it with the state, and its class table becomes the global
    /// `declaration.name` (`Name{...}` constructs; `Name.method(obj, ...)` calls a method on an
    /// instance; `Name.Enumeration` and `Name.constant` are its enumerations and constants).
    /// Its superclass must be installed first.
    public func register(_ declaration: LuaClassDeclaration, creation: Creation? = nil) throws(LuaError) {
        let name = declaration.name
        let schema = try lua.register(declaration)
        let statics = try lua.newTable()
        for (functionName, body) in declaration.classFunctions {
            try statics.rawSet(.string(functionName), .function(lua.function(named: functionName, body)))
        }
        for (constant, value) in StandardBindings.constants[name] ?? [:] { try statics.rawSet(.string(constant), .integer(value)) }
        for enumeration in ScriptEnumerations.all where enumeration.owner == name {
            try statics.rawSet(.string(enumeration.key), enumerationTable(enumeration))
        }
        let methodNames = try lua.newTable()
        for method in schema.methods { try methodNames.rawSet(.string(method.name), true) }
        let classTable = try host.defineClass.call(.string(name), .table(statics), .table(methodNames))
        try publish(name, classTable.first ?? .nil)
        let depth = schema.superclassName.flatMap { bindings[$0] }.map { $0.depth + 1 } ?? 0
        bindings[name] = InstalledClass(declaration: declaration, schema: schema,
                                        creation: creation ?? StandardBindings.creations[name], depth: depth)
    }

    /// The namespace of a class's `__name` not yet registered: `tactile` first, then
    /// `tactile.2`, `tactile.3`, … (a plugin reloaded makes a new class per load).
    func unusedNamespace(forClass name: String) -> String {
        var generation = 1
        func namespace(_ generation: Int) -> String {
            generation <= 1 ? StandardBindings.namespace : "\(StandardBindings.namespace).\(generation)"
        }
        while lua.classSchema(named: "\(namespace(generation)).\(name)") != nil { generation += 1 }
        return namespace(generation)
    }

    /// The built-in classes a Lua definition may be based on: every bound view class scripts
    /// can construct, but the window.
    var definableBases: [String] {
        StandardBindings.all.filter { $0.isConstructible && $0.objectType is View.Type && $0.name != "Window" }.map(\.name)
    }

    // MARK: Objects and their classes

    /// The installed class an object belongs to: the most derived one it is an instance of.
    public func installedClass(of object: AnyObject) -> InstalledClass? {
        if let script = ScriptedBehavior.of(object) { return bindings[script.definition.name] }
        return bindings.values.filter { $0.declaration.matches(object) }.max { $0.depth < $1.depth }
    }

    /// The Lua class name of an object, or its Swift type name when it has no binding.
    public func className(of object: AnyObject) -> String {
        installedClass(of: object)?.name ?? String(describing: type(of: object))
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

    /// The object behind a bound userdata, or nil for any other value.
    public func object(from value: LuaValue) -> AnyObject? {
        lua.object(from: value, as: AnyObject.self)
    }

    /// An object's userdata (the same one while Lua holds it), or nil for nil.
    public func luaValue(for object: AnyObject?) throws(LuaError) -> LuaValue {
        guard let object else { return .nil }
        return try lua.value(for: object)
    }

    /// A point as a Lua `Point` value. Geometry values from Swift are made
    /// through the C API: the fields and metatable the prelude's constructor
    /// gives them, without running it (the numbers need no checking).
    public func luaValue(_ point: Point) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("x", point.x), ("y", point.y), metatable: host.pointMetatable))
    }

    /// Returns a point to Lua as a `Point` value made on the stack (no reference).
    public func results(_ point: Point, to call: LuaCall) throws(LuaError) -> LuaResults {
        try call.results(numbers: ("x", point.x), ("y", point.y), metatable: host.pointMetatable)
    }

    /// Returns a rectangle to Lua as a `Rect` value made on the stack (no reference).
    public func results(_ rect: Rect, to call: LuaCall) throws(LuaError) -> LuaResults {
        try call.results(numbers: ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width),
                         ("height", rect.size.height), metatable: host.rectMetatable)
    }

    /// A size as a Lua `Size` value.
    public func luaValue(_ size: Size) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("width", size.width), ("height", size.height), metatable: host.sizeMetatable))
    }

    /// A rectangle as a Lua `Rect` value.
    public func luaValue(_ rect: Rect) throws(LuaError) -> LuaValue {
        .table(try lua.newTable(numbers: ("x", rect.origin.x), ("y", rect.origin.y),
                                ("width", rect.size.width), ("height", rect.size.height), metatable: host.rectMetatable))
    }
}
