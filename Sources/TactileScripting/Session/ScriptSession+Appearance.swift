import ControlKit
import LuaKit

/// Appearance proxies in Lua (uikit-rules §17): every class table has `appearance`, which gives
/// the class's proxy in the session's application — `Slider.appearance()`, or
/// `Button.appearance{whenContainedIn = {ButtonStrip, ViewController}}` with the containers'
/// classes innermost first. A proxy takes the class's appearance properties only, each checked
/// as an instance's property checks it: `Slider.appearance().thumbTintColor = "systemOrange"`.
extension ScriptSession {
    /// What the proxies' Lua face keeps: the Lua functions that assign and read a property as a
    /// script would (appearance.lua), and one plain instance per built-in class whose setters
    /// check values given to proxies (it is never shown).
    final class AppearanceSupport {
        let assign: LuaRef
        let read: LuaRef
        var samples: [String: AnyObject] = [:]

        init(assign: LuaRef, read: LuaRef) {
            self.assign = assign
            self.read = read
        }
    }

    // MARK: Classes

    /// The appearance class of a built-in class bound under `name`, if it has one of its own.
    func standardAppearanceClass(named name: String) -> AppearanceClass? {
        let type: AnyObject.Type? = classes.bindings[name]?.declaration.objectType ?? StandardClass.byName[name]?.declaration().objectType
        guard let declaring = type as? any AppearanceDeclaring.Type else { return nil }
        let appearanceClass = declaring.standardAppearanceClass
        return appearanceClass.name == name ? appearanceClass : nil
    }

    /// The appearance class of a class by its Lua name: a defined class's, else a built-in one's.
    func appearanceClass(named name: String) -> AppearanceClass? {
        if let definition = customControls.definitions[name] { return definition.appearanceClass }
        return standardAppearanceClass(named: name)
    }

    /// The names of the properties appearance proxies of a class take, sorted; nil for a class
    /// with none (`:help` and `tactile types` list them).
    public func appearancePropertyNames(ofClass name: String) -> [String]? {
        guard let names = appearanceClass(named: name)?.propertyNames, !names.isEmpty else { return nil }
        return names
    }

    // MARK: Class.appearance

    /// Puts `appearance` on the class table of the class `className` (its statics).
    func installAppearanceFunction(in statics: LuaRef, className: String) throws(LuaError) {
        try statics.rawSet("appearance", .function(lua.function(named: "appearance") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            return try call.results([try self.appearanceProxy(of: className, call)])
        }))
    }

    /// `Class.appearance([{whenContainedIn = {...}}])`, or called with `:`.
    private func appearanceProxy(of className: String, _ call: LuaCall) throws -> LuaValue {
        let function = "\(className).appearance"
        guard let target = appearanceClass(named: className) else {
            throw ScriptError.message(AppearanceError.noAppearanceProperties(className: className).description)
        }
        var arguments = call.values
        if let first = arguments.first, try self.className(ofClassTable: first) == className { arguments.removeFirst() }
        guard arguments.count <= 1 else {
            throw ScriptError.badArgument(2, to: function, "no argument expected after the options table")
        }
        var containers: [AppearanceClass] = []
        if let options = arguments.first, options != .nil {
            guard case .table(let table) = options else {
                throw ScriptError.badArgument(position: 1, function: function, expected: "options table such as {whenContainedIn = {TabBar}}",
                                              got: classes.typeName(of: options))
            }
            let option = try OptionTable(table, allowed: ["whenContainedIn"], function: function, argument: 1)
            if let list = option.value("whenContainedIn") { containers = try containerClasses(list, function: function) }
        }
        do {
            return try luaValue(for: stage.application.appearance.proxy(for: target, whenContainedIn: containers))
        } catch let error as AppearanceError {
            throw ScriptError.message(error.description)
        }
    }

    /// The classes of a `whenContainedIn` list: class tables, innermost container first.
    private func containerClasses(_ list: LuaValue, function: String) throws -> [AppearanceClass] {
        let expected = "list of classes such as {TabBar, ViewController}"
        guard case .table(let table) = list, table.rawLength > 0 else {
            throw ScriptError.badArgument(1, to: function, "option 'whenContainedIn': \(expected) expected, got \(try describe(list: list))")
        }
        return try (1...table.rawLength).map { index in
            let entry = try table.rawGet(.integer(index))
            guard let name = try className(ofClassTable: entry) else {
                let hint = if case .string(let text) = entry { " (write \(text), not \"\(text)\")" } else { "" }
                throw ScriptError.badArgument(1, to: function, "option 'whenContainedIn': entry \(index) is \(describe(entry: entry)), not a class\(hint)")
            }
            guard let container = appearanceClass(named: name) else {
                throw ScriptError.message(AppearanceError.notAContainer(className: name).description)
            }
            return container
        }
    }

    /// The name of the class whose class table `value` is, or nil when it is none.
    private func className(ofClassTable value: LuaValue) throws -> String? {
        guard case .table = value, let address = lua.address(of: value) else { return nil }
        for name in classes.bindings.keys where lua.address(of: try api.rawGet(.string(name))) == address { return name }
        return nil
    }

    private func describe(list: LuaValue) throws -> String {
        if let name = try className(ofClassTable: list) { return "the class \(name) (write {\(name)})" }
        if case .table = list { return "an empty table" }
        return classes.typeName(of: list)
    }

    private func describe(entry: LuaValue) -> String {
        switch entry {
        case .string(let text): return "the string \"\(text)\""
        case .table: return "a table"
        default: return "a " + classes.typeName(of: entry)
        }
    }

    // MARK: Values

    /// The value a proxy keeps for a property assigned `value` in Lua: a built-in property's, as
    /// its setter converts it on an instance (so the same value fails with the same error); a
    /// defined property's Lua value, checked against its declared type.
    func appearanceValue(_ value: LuaValue, for name: String, of proxy: AppearanceProxy) throws -> Any {
        if let declared = declaredAppearanceProperty(name, of: proxy.appearanceClass) {
            if let problem = declared.typeProblem(with: value, className: proxy.appearanceClass.name, typeName: classes.typeName(of:)) {
                throw ScriptError.message(problem)
            }
            return value
        }
        let (sample, sampleClass) = try appearanceSample(for: proxy.appearanceClass)
        let support = try appearanceSupport()
        do {
            _ = try support.assign.call(try luaValue(for: sample), .string(name), value)
        } catch {
            let ownName = "'\(proxy.appearanceClass.name)."
            throw ScriptError.message(error.message.replacingOccurrences(of: "'\(sampleClass).", with: ownName))
        }
        guard let property = proxy.appearanceClass.property(named: name), let converted = property.value(of: sample) else {
            throw ScriptError.message("\(proxy.appearanceClass.name).\(name) cannot be read back from \(sampleClass)")
        }
        return converted
    }

    /// A value a proxy keeps, as Lua reads the property on an instance holding it.
    func luaValue(ofAppearance value: Any, for name: String, of proxy: AppearanceProxy) throws -> LuaValue {
        if let value = value as? LuaValue { return value }
        if let optional = value as? any OptionalValue, optional.isNone { return .nil }
        let (sample, _) = try appearanceSample(for: proxy.appearanceClass)
        proxy.appearanceClass.property(named: name)?.set(value, on: sample)
        return try appearanceSupport().read.call(try luaValue(for: sample), .string(name)).first ?? .nil
    }

    /// The declared property `name` of a Lua-defined class's chain, when it is an appearance one.
    private func declaredAppearanceProperty(_ name: String, of appearanceClass: AppearanceClass) -> DeclaredProperty? {
        guard let definition = customControls.definitions[appearanceClass.name], let declared = definition.property(named: name),
              declared.isAppearance else { return nil }
        return declared
    }

    /// The plain instance values for a class's proxies are checked on: one of the class, or of
    /// the built-in class a defined one is based on; and that class's name.
    private func appearanceSample(for appearanceClass: AppearanceClass) throws -> (AnyObject, String) {
        let name = customControls.definitions[appearanceClass.name]?.builtInBase ?? appearanceClass.name
        let support = try appearanceSupport()
        if let sample = support.samples[name] { return (sample, name) }
        guard let sample = classes.bindings[name]?.declaration.construct() else {
            throw ScriptError.message("\(name) cannot be made, so its appearance proxy cannot check values")
        }
        support.samples[name] = sample
        return (sample, name)
    }

    /// The proxies' Lua functions, loaded on first use.
    private func appearanceSupport() throws(LuaError) -> AppearanceSupport {
        if let appearanceSupportStorage { return appearanceSupportStorage }
        let functions = try EmbeddedLua.load("appearance", chunkName: "=tactile.appearance", in: lua, environment: api).call([])
        guard functions.count == 2, let assign = functions[0].reference, let read = functions[1].reference else {
            throw LuaError.runtime("appearance.lua returned \(functions.count) values instead of 2 functions")
        }
        let support = AppearanceSupport(assign: assign, read: read)
        appearanceSupportStorage = support
        return support
    }
}

/// An optional of any type, to tell a value set to nil from others.
protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}
