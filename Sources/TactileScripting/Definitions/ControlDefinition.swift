import ControlKit
import LuaKit

/// A control class defined in Lua with `Control.define{...}`: its name, what it is based on,
/// its declared properties, custom events, overrides and methods.
///
/// Instances keep the definition they were made with: reloading a plugin makes a new
/// definition under the same name for new instances and leaves existing ones as they were.
public final class ControlDefinition {
    /// The class name in Lua and in the traffic (`Knob`).
    public let name: String
    /// The class it is based on: a built-in binding name or another defined class.
    public let baseName: String
    /// The defined class it is based on, when `baseName` names one.
    public let parent: ControlDefinition?
    /// The built-in control class at the root of the chain (`Control`, `Slider`, …).
    public let builtInBase: String
    /// The properties this definition declares (inherited ones live on `parent`).
    public let properties: [DeclaredProperty]
    /// The custom event names it registered.
    public let events: [String]
    /// The plugin file that made it, if any (for messages).
    public let source: String?
    /// The `__name` of the LuaKit class its instances are pushed with, once registered
    /// (unique per load, so instances of an earlier load keep their own class).
    var luaClassName: String?
    /// What defined.lua knows of the class (its name, properties and methods), once installed.
    var luaSpec: LuaRef?
    /// The class appearance proxies know its instances by, made as it is defined
    /// (`DefinedAppearance.swift`; uikit-rules §17).
    var appearanceClass: AppearanceClass?
    let hooks: HookTable
    let methods: [String: LuaRef]
    /// The invariants this definition declares (inherited ones live on `parent`).
    let invariants: [DeclaredInvariant]

    init(name: String, baseName: String, parent: ControlDefinition?, builtInBase: String,
         properties: [DeclaredProperty], events: [String], hooks: HookTable, methods: [String: LuaRef],
         invariants: [DeclaredInvariant] = [], source: String?) {
        self.name = name
        self.baseName = baseName
        self.parent = parent
        self.builtInBase = builtInBase
        self.properties = properties
        self.events = events
        self.hooks = hooks
        self.methods = methods
        self.invariants = invariants
        self.source = source
    }

    /// The definitions from this one up to the first defined ancestor.
    var chain: [ControlDefinition] {
        var result: [ControlDefinition] = [self]
        while let parent = result.last?.parent { result.append(parent) }
        return result
    }

    /// The declared property with a name, here or inherited. Walks the parents rather than
    /// `chain`, which would build an array on every property access.
    func property(named name: String) -> DeclaredProperty? {
        var definition: ControlDefinition? = self
        while let current = definition {
            if let found = current.properties.first(where: { $0.name == name }) { return found }
            definition = current.parent
        }
        return nil
    }

    /// Every declared property, ancestors' first.
    var allProperties: [DeclaredProperty] {
        chain.reversed().flatMap(\.properties)
    }

    /// Every declared invariant, ancestors' first.
    var allInvariants: [DeclaredInvariant] {
        chain.reversed().flatMap(\.invariants)
    }

    /// The nearest override of a hook, starting at a level of the chain (0: this definition).
    func hook(_ hook: Hook, from level: Int) -> (function: LuaRef, level: Int)? {
        var definition: ControlDefinition? = self
        var index = 0
        while let current = definition {
            if index >= level, let function = current.hooks[hook] { return (function, index) }
            definition = current.parent
            index += 1
        }
        return nil
    }

    /// A method by name, here or inherited.
    func method(named name: String) -> LuaRef? {
        var definition: ControlDefinition? = self
        while let current = definition {
            if let found = current.methods[name] { return found }
            definition = current.parent
        }
        return nil
    }

    /// Whether this definition is `other` or derives from it.
    func derives(from other: ControlDefinition) -> Bool {
        chain.contains { $0 === other }
    }

    /// Whether this definition is `other`, another load of the same class, or derives from it.
    func isOrDerives(from other: ControlDefinition) -> Bool {
        name == other.name || derives(from: other)
    }
}
