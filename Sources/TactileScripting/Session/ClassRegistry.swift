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

/// The classes a session's scripts see: the built-in classes, registered when first used, and
/// the Lua-defined ones; the tables of UIKit's enumerations; and the questions about an
/// object's class that messages and bindings ask (`className(of:)`, `typeName(of:)`).
///
/// It reaches the interpreter and, for the Lua-defined classes, the definitions
/// (`CustomControls`); what the session adds around a class's registration comes through `Hooks`.
public final class ClassRegistry {
    /// What the session does around a class's registration, set up by the session.
    struct Hooks {
        /// The functions making class and enumeration tables (classes.lua), made when first asked for.
        var classFunctions: () throws(LuaError) -> ClassFunctions
        /// Makes a value the API's and the session's global of a name.
        var publish: (String, LuaValue) throws(LuaError) -> Void
        /// Adds the session's own functions to the class table of a class being registered (`appearance`).
        var addStatics: (String, LuaRef) throws(LuaError) -> Void
        /// Runs once the class table of a class is published (`Image.named`, `Control.define`).
        var didPublish: (String) throws(LuaError) -> Void
    }

    /// The class bindings installed, by Lua name.
    public internal(set) var bindings: [String: InstalledClass] = [:]
    /// The Lua tables of UIKit's enumerations, by name (`Control.State`).
    var enumerationTables: [String: LuaRef] = [:]
    /// The Swift types of objects whose built-in classes were looked for (registered on first use).
    private var standardTypesSeen = Set<ObjectIdentifier>()

    let lua: LuaState
    private let customControls: CustomControls
    let hooks: Hooks

    init(lua: LuaState, customControls: CustomControls, hooks: Hooks) {
        self.lua = lua
        self.customControls = customControls
        self.hooks = hooks
    }

    // MARK: Registering classes

    /// Installs a class: registers it with the state, and its class table becomes the global
    /// `declaration.name` (`Name{...}` constructs; `Name.method(obj, ...)` calls a method on an
    /// instance; `Name.Enumeration` and `Name.constant` are its enumerations and constants).
    /// Its superclass must be installed first (a built-in one is installed now if it is not).
    public func register(_ declaration: LuaClassDeclaration, creation: Creation? = nil) throws(LuaError) {
        let name = declaration.name
        if StandardClass.byName[name] == nil {
            // A Lua-defined class: the built-in classes as deep as it go first (see below).
            var depth = 0
            if let superclass = declaration.schema.superclassName, let installed = try installedClass(named: superclass) {
                depth = installed.depth + 1
            }
            try registerStandardClasses(ofDepth: depth)
        } else if let superclass = declaration.schema.superclassName {
            _ = try installedClass(named: superclass)
        }
        let schema = try lua.register(declaration)
        let statics = try lua.newTable()
        for (functionName, body) in declaration.classFunctions {
            try statics.rawSet(.string(functionName), .function(lua.function(named: functionName, body)))
        }
        for (constant, value) in StandardBindings.constants[name] ?? [:] { try statics.rawSet(.string(constant), .integer(value)) }
        try hooks.addStatics(name, statics)
        for enumeration in (ScriptEnumerations.namesByOwner[name] ?? []).compactMap(ScriptEnumerations.named) {
            try statics.rawSet(.string(enumeration.key), enumerationTable(enumeration))
        }
        let methodNames = try lua.newTable()
        for method in schema.methods { try methodNames.rawSet(.string(method.name), true) }
        let classTable = try hooks.classFunctions().defineClass.call(.string(name), .table(statics), .table(methodNames))
        try hooks.publish(name, classTable.first ?? .nil)
        let depth = schema.superclassName.flatMap { bindings[$0] }.map { $0.depth + 1 } ?? 0
        try hooks.didPublish(name)
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

    /// Registers the built-in classes (`StandardClass.all`: the model's, touches and drawing)
    /// when first used: their global read, an object of theirs reaching Lua, a definition based
    /// on them. Only listing the globals' keys (`pairs`) tells the difference from registering
    /// all at the start: it shows the classes used so far (`ScriptSession.registerEveryClass()` registers the rest).
    func registerStandardClassesOnFirstUse() {
        lua.classNeeded = { [weak self] object in self?.registerStandardClasses(of: object) }
    }

    /// The installed class called `name`; a built-in class not used before is registered now.
    public func installedClass(named name: String) throws(LuaError) -> InstalledClass? {
        if let installed = bindings[name] { return installed }
        guard let standard = StandardClass.byName[name] else { return nil }
        try register(standard.declaration())
        return bindings[name]
    }

    /// Registers every built-in class not registered yet.
    func registerEveryStandardClass() throws(LuaError) {
        for declaration in Self.standardDeclarationList where bindings[declaration.name] == nil { try register(declaration) }
    }

    /// Registers the built-in classes an object about to reach Lua is an instance of, bases
    /// first, when they are not yet (`LuaState.classNeeded`).
    private func registerStandardClasses(of object: AnyObject) {
        guard standardTypesSeen.insert(ObjectIdentifier(type(of: object))).inserted else { return }
        for standard in StandardClass.all where bindings[standard.name] == nil && standard.matches(object) {
            try? register(standard.declaration())
        }
    }

    /// Registers the built-in classes as deep as a Lua-defined class about to be registered.
    /// An object goes to the deepest registered class it is an instance of and, among equally
    /// deep ones, to the first registered, which must be the built-in class, as when all of
    /// them are registered at the start.
    private func registerStandardClasses(ofDepth depth: Int) throws(LuaError) {
        for declaration in Self.standardDeclarationList where bindings[declaration.name] == nil && Self.standardDepths[declaration.name] == depth {
            try register(declaration)
        }
    }

    /// Every class name a script may use now: those installed and the built-in ones not yet
    /// registered.
    var classNames: Set<String> {
        Set(bindings.keys).union(StandardClass.byName.keys)
    }

    /// Whether `name` is a built-in class, registered yet or not.
    func isBuiltInClass(_ name: String) -> Bool {
        StandardClass.byName[name] != nil || (bindings[name] != nil && customControls.definitions[name] == nil)
    }

    /// The built-in classes, bases first: the standard ones, then those of touches and drawing
    /// (which a session registers later when it registers every class at the start).
    /// Declarations only (what a session makes of one is its own), never changed once made, so
    /// shared by every session of the process; every one is built when this is first read
    /// (a session registering classes on first use finds them through `StandardClass`).
    private static let standardDeclarationList = StandardClass.all.map { $0.declaration() }

    /// Each built-in class's superclass, by name.
    private static let standardSuperclasses = standardDeclarationList.reduce(into: [String: String]()) { superclasses, declaration in
        superclasses[declaration.name] = declaration.schema.superclassName
    }

    /// How many bases each built-in class has (0 for a root).
    private static let standardDepths = standardDeclarationList.reduce(into: [String: Int]()) { depths, declaration in
        depths[declaration.name] = standardSuperclasses[declaration.name].map { (depths[$0] ?? 0) + 1 } ?? 0
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
        if let object = lua.object(from: value, as: AnyObject.self) { return className(of: object) }
        return value.typeName
    }
}
