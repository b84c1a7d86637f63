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
    /// The LuaKit class registered for it, which subclasses build on.
    let luaClass: ErasedLuaClass
    /// The `__name` of that LuaKit class (`tactile.Knob`; a reloaded class gets a new one).
    let luaName: String

    /// The names of the properties scripts may set.
    public var writableNames: [String] { orderedMembers.filter(\.isWritable).map(\.name) }
}

extension ScriptSession {
    // MARK: Registering classes

    /// Installs a class binding: registers its LuaKit class, and its class table becomes the
    /// global `binding.name` (`Name{...}` constructs; `Name.method(obj, ...)` calls a method on an
    /// instance; `Name.Enumeration` and `Name.constant` are its enumerations and constants).
    /// The base binding must be installed first.
    public func register(_ binding: ClassBinding) throws(LuaError) {
        let base = try binding.base.map { name throws(LuaError) -> InstalledClass in
            guard let base = try installedClass(named: name) else { throw LuaError.runtime("\(binding.name) is based on unknown class '\(name)'") }
            return base
        }
        if options.registersClassesOnFirstUse, Self.standardBindings[binding.name] == nil {
            try registerStandardClasses(ofDepth: (base?.depth ?? -1) + 1)
        }
        var members = base?.members ?? [:]
        let declared = Set(binding.members.map(\.name))
        var ordered = base?.orderedMembers.filter { !declared.contains($0.name) } ?? []
        for member in binding.members {
            members[member.name] = member
            ordered.append(member)
        }
        var generation = 1
        while lua.classSchema(named: "\(ClassBinding.namespace(generation: generation)).\(binding.name)") != nil { generation += 1 }
        let namespace = ClassBinding.namespace(generation: generation)
        let luaClass = binding.luaClass(base?.luaClass, namespace, self)
        try luaClass.register(in: lua)
        let statics = try lua.newTable()
        for (name, body) in binding.statics {
            try statics.rawSet(.string(name), .function(lua.function(named: name) { [link] luaCall in
                guard let self = link.session else { throw ScriptError.message("the session has ended") }
                return try luaCall.results(body(MethodCall(function: name, arguments: luaCall.values, session: self)))
            }))
        }
        for (name, value) in binding.constants { try statics.rawSet(.string(name), .integer(value)) }
        for enumeration in Self.enumerationsByOwner[binding.name] ?? [] {
            try statics.rawSet(.string(enumeration.key), enumerationTable(enumeration))
        }
        let methodNames = try lua.newTable()
        for member in ordered { if case .method = member.kind { try methodNames.rawSet(.string(member.name), true) } }
        let classTable = try host.defineClass.call(.string(binding.name), .table(statics), .table(methodNames))
        try publish(binding.name, classTable.first ?? .nil)
        // `Image.named` resolves names against the calling file, which a static cannot see.
        if binding.name == "Image" { try ImageBinding.installNamed(in: self) }
        bindings[binding.name] = InstalledClass(binding: binding, members: members, orderedMembers: ordered,
                                                depth: (base?.depth ?? -1) + 1, luaClass: luaClass,
                                                luaName: "\(namespace).\(binding.name)")
    }

    /// Registers the built-in classes: all of them, or, with `registersClassesOnFirstUse`, the
    /// window's and `Control` (which `Control.define` lives on), the rest when first used.
    func registerStandardClasses() throws(LuaError) {
        guard options.registersClassesOnFirstUse else {
            for binding in StandardBindings.all { try register(binding) }
            return
        }
        for name in ["Window", "Control"] { _ = try installedClass(named: name) }
        lua.classNeeded = { [link] object in link.session?.registerStandardClasses(of: object) }
    }

    /// The installed class called `name`; a built-in class not used before is registered now.
    public func installedClass(named name: String) throws(LuaError) -> InstalledClass? {
        if let installed = bindings[name] { return installed }
        guard options.registersClassesOnFirstUse, let binding = Self.standardBindings[name] else { return nil }
        try register(binding)
        return bindings[name]
    }

    /// Registers every built-in class not registered yet, so a session that registers them on
    /// first use can be read whole (as `tactile types` reads one).
    public func registerEveryClass() throws(LuaError) {
        for binding in Self.standardBindingList where bindings[binding.name] == nil { try register(binding) }
    }

    /// Registers the built-in classes an object about to reach Lua is an instance of, bases
    /// first, when they are not yet (`LuaState.classNeeded`).
    private func registerStandardClasses(of object: AnyObject) {
        guard standardTypesSeen.insert(ObjectIdentifier(type(of: object))).inserted else { return }
        for binding in Self.standardBindingList where bindings[binding.name] == nil && binding.isInstance(object) {
            try? register(binding)
        }
    }

    /// Registers the built-in classes as deep as a Lua-defined class about to be registered.
    /// An object goes to the deepest registered class it is an instance of and, among equally
    /// deep ones, to the first registered, which must be the built-in class, as when all of
    /// them are registered at the start.
    private func registerStandardClasses(ofDepth depth: Int) throws(LuaError) {
        for binding in Self.standardBindingList where bindings[binding.name] == nil && Self.standardDepths[binding.name] == depth {
            try register(binding)
        }
    }

    /// Whether `name` is a built-in class, registered yet or not.
    func isBuiltInClass(_ name: String) -> Bool {
        Self.standardBindings[name] != nil || (bindings[name] != nil && definitions[name] == nil)
    }

    /// The built-in class bindings, bases first: the standard ones, then those of touches and
    /// drawing (which a session registers later when it registers every class at the start).
    /// Declarations only (what a session makes of one is its own), never changed once made, so
    /// shared by every session of the process.
    nonisolated(unsafe) private static let standardBindingList = StandardBindings.all + touchBindings + drawingBindings

    /// The same, by name.
    nonisolated(unsafe) private static let standardBindings = Dictionary(uniqueKeysWithValues: standardBindingList.map { ($0.name, $0) })

    /// How many bases each built-in class has (0 for a root).
    private static let standardDepths = standardBindingList.reduce(into: [String: Int]()) { depths, binding in
        depths[binding.name] = binding.base.map { (depths[$0] ?? 0) + 1 } ?? 0
    }

    /// The enumerations published on each class table, by class name (`Control`: `Control.State`, …).
    private static let enumerationsByOwner = Dictionary(grouping: ScriptEnumerations.all.filter { $0.owner != nil }) { $0.owner! }

    /// The built-in classes a Lua definition may be based on: every bound view class scripts
    /// can construct, but the window.
    var definableBases: [String] {
        StandardBindings.all.filter { $0.make != nil && $0.type is View.Type && $0.name != "Window" }.map(\.name)
    }

    // MARK: Objects and their classes

    /// The installed class an object belongs to: the most derived binding it is an instance of.
    public func installedClass(of object: AnyObject) -> InstalledClass? {
        if let script = ScriptedBehavior.of(object) { return bindings[script.definition.name] }
        return bindings.values.filter { $0.binding.isInstance(object) }.max { $0.depth < $1.depth }
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
