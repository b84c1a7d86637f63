import ControlKit
import LuaKit

/// `Control.define{...}`, `self.super`, `fidelity`, `animate` and the `Touch`/`Event` bindings.
extension ScriptSession {
    /// `Control.define`, on `Control`'s class table as the class is registered.
    func installDefine() throws(LuaError) {
        guard case .table(let control) = try api.rawGet("Control") else { throw LuaError.runtime("Control is not installed") }
        try control.rawSet("define", .function(lua.function(named: "define") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            return try call.results([try self.define(call.value(1))])
        }))
    }

    /// The defined classes' members, loaded on first use: an empty scenario file's session
    /// then compiles none of them.
    func definedMembers() throws(LuaError) -> DefinedMembers {
        if let members = customControls.members { return members }
        let members = try DefinedMembers(session: self)
        customControls.members = members
        return members
    }

    /// A Lua-defined control's `self:sendActions(events)`, with whether the control is being
    /// assigned (the Lua side knows; `ScriptedBehavior.controlWillSend` needs it).
    func sendActions(fromDefined call: LuaCall) throws {
        let method = MethodCall(function: "sendActions", arguments: Array(call.values.dropFirst(2)), session: self)
        try method.expectCount(1...1)
        guard let control = object(from: call.value(1)) as? Control, let script = ScriptedBehavior.of(control) else {
            throw ScriptError.message("sendActions expects a control as its receiver (call it as self:sendActions(events))")
        }
        let events = try method.events(1)
        script.sendFromLua(assigning: call.value(2).isTruthy) { control.sendActions(for: events) }
    }

    /// Marks the drawing of every Lua-defined instance whose declared property changed since the
    /// last call as due (`View.setNeedsDisplay()`): the marks wait in Lua until a drawing is read.
    func applyRedrawsDue() {
        guard let redraws = customControls.members?.redrawsDue, let due = try? redraws.keys(), !due.isEmpty else { return }
        for key in due {
            try? redraws.rawSet(key, .nil)
            (object(from: key) as? View)?.setNeedsDisplay()
        }
    }

    /// `Control.define(table)`: parses, registers the class (replacing an earlier definition of
    /// the same name for new instances) and returns its class table.
    func define(_ value: LuaValue) throws -> LuaValue {
        guard case .table(let table) = value else {
            throw ScriptError.message("Control.define expects a table such as { name = \"Knob\", base = \"Control\", ... }")
        }
        let definition: ControlDefinition
        do {
            definition = try DefinitionParser(session: self, source: customControls.plugins.loading?.path).parse(table)
        } catch {
            throw ScriptError.message(error.description)
        }
        for event in definition.events { try eventNames.register(event) }
        try classes.register(DefinedClassBinding.make(definition, session: self), creation: classes.bindings[definition.builtInBase]?.creation)
        definition.luaClassName = classes.bindings[definition.name]?.luaName
        definition.appearanceClass = DefinedAppearance.appearanceClass(of: definition, in: self)
        definition.luaSpec = try definedMembers().install(definition, in: self)
        customControls.definitions[definition.name] = definition
        customControls.plugins.loading?.controls.append(definition.name)
        return try api.rawGet(.string(definition.name))
    }

    /// The table of the functions behind `self.super.name(self, ...)`, made by the first
    /// definition: a session that defines nothing makes none of them.
    func superTable() throws(LuaError) -> LuaRef {
        if let table = customControls.superTable { return table }
        let table = try makeSuperTable()
        customControls.superTable = table
        return table
    }

    /// The functions behind `self.super.name(self, ...)`: each runs the next implementation up
    /// the chain from the override that calls it — a parent definition's override, or the
    /// built-in class's own.
    private func makeSuperTable() throws(LuaError) -> LuaRef {
        let table = try lua.newTable()
        try installSuperDraw(in: table)
        func add(_ hook: Hook, _ body: @escaping (View, ScriptedBehavior, Int, MethodCall) throws -> [LuaValue]) throws(LuaError) {
            try table.rawSet(.string(hook.name), .function(lua.function(named: hook.name) { [weak self] call in
                guard let self else { throw LuaError.runtime("the session has ended") }
                let arguments = MethodCall(function: "super." + hook.name, arguments: Array(call.values.dropFirst()), session: self)
                guard let view = self.object(from: call.value(1)) as? View, let script = ScriptedBehavior.of(view) else {
                    throw ScriptError.message("super.\(hook.name) expects a Lua-defined control as its first argument (call it as self.super.\(hook.name)(self, ...))")
                }
                return try call.results(body(view, script, script.superLevel, arguments))
            }))
        }
        try add(.beginTracking) { view, script, level, call in
            [.boolean(script.beginTracking(try Self.control(view, hook: .beginTracking), try call.object(1), try Self.event(call, 2), from: level))]
        }
        try add(.continueTracking) { view, script, level, call in
            [.boolean(script.continueTracking(try Self.control(view, hook: .continueTracking), try call.object(1), try Self.event(call, 2), from: level))]
        }
        try add(.endTracking) { view, script, level, call in
            let touch: Touch? = call[1] == .nil ? nil : try call.object(1)
            script.endTracking(try Self.control(view, hook: .endTracking), touch, try Self.event(call, 2), from: level)
            return []
        }
        try add(.cancelTracking) { view, script, level, call in
            script.cancelTracking(try Self.control(view, hook: .cancelTracking), try Self.event(call, 1), from: level)
            return []
        }
        try add(.pointInside) { view, script, level, call in
            [.boolean(script.point(view, inside: try call.point(1), try Self.event(call, 2), from: level))]
        }
        try add(.hitTest) { view, script, level, call in
            [try call.session.luaValue(for: script.hitTest(view, try call.point(1), try Self.event(call, 2), from: level))]
        }
        try add(.layout) { view, script, level, _ in
            script.layoutSubviews(view, from: level)
            return []
        }
        try add(.canBecomeFirstResponder) { view, script, level, _ in
            [.boolean(script.canBecomeFirstResponder(view, from: level))]
        }
        for hook in [Hook.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled] {
            try add(hook) { view, script, level, call in
                script.touches(hook, view, try Self.touchSet(call, 1), try Self.event(call, 2), from: level)
                return []
            }
        }
        return table
    }

    /// The receiver of a tracking method's `super`, which only controls have.
    private static func control(_ view: View, hook: Hook) throws -> Control {
        guard let control = view as? Control else {
            throw ScriptError.message("super.\(hook.name): \(view.typeName) is not a control, so it has no \(hook.name)")
        }
        return control
    }

    private static func event(_ call: MethodCall, _ n: Int) throws -> InputEvent? {
        call[n] == .nil ? nil : try call.object(n)
    }

    private static func touchSet(_ call: MethodCall, _ n: Int) throws -> Set<Touch> {
        guard case .table(let list) = call[n] else { throw call.bad(n, expected: "list of touches") }
        var touches = Set<Touch>()
        for index in stride(from: 1, through: list.rawLength, by: 1) {
            guard let touch = call.session.object(from: try list.rawGet(.integer(index))) as? Touch else {
                throw call.bad(n, expected: "list of touches")
            }
            touches.insert(touch)
        }
        return touches
    }

    /// `fidelity.notes([view])` lists the current application's notes as tables `{kind=, control=, event=, message=}`;
    /// `fidelity.count(view [, kind [, event]])` counts them. Published when first read (see
    /// `publishedGlobalOnFirstRead`).
    func installFidelity() throws(LuaError) {
        let fidelity = try lua.newTable()
        try fidelity.rawSet("notes", .function(lua.function(named: "notes") { [weak self] call in
            guard let session = self else { throw LuaError.runtime("the session has ended") }
            let notes = try session.matchingNotes(MethodCall(function: "fidelity.notes", arguments: call.values, session: session))
            var rows: [LuaValue] = []
            for note in notes {
                let row = try session.lua.newTable()
                try row.rawSet("kind", .string(note.kind.rawValue))
                try row.rawSet("control", .string(note.control))
                try row.rawSet("event", note.event.map(LuaValue.string) ?? .nil)
                try row.rawSet("message", .string(note.message))
                rows.append(.table(row))
            }
            return try call.results([try session.luaList(rows)])
        }))
        try fidelity.rawSet("count", .function(lua.function(named: "count") { [weak self] call in
            guard let self else { throw LuaError.runtime("the session has ended") }
            let notes = try self.matchingNotes(MethodCall(function: "fidelity.count", arguments: call.values, session: self))
            return try call.results([.integer(notes.count)])
        }))
        try publish("fidelity", .table(fidelity))
    }

    private func matchingNotes(_ call: MethodCall) throws -> [FidelityNote] {
        try call.expectCount(0...3)
        let control: String? = call[1] == .nil ? nil : stage.application.name(of: try call.object(1, as: View.self)).description
        let kindName: String? = call[2] == .nil ? nil : try call.value(2, as: String.self)
        if let kindName, FidelityNote.Kind(rawValue: kindName) == nil {
            throw ScriptError.badArgument(2, to: call.function, "one of "
                + FidelityNote.Kind.allCases.map(\.rawValue).joined(separator: ", ") + " expected, got '\(kindName)'")
        }
        let event: String? = call[3] == .nil ? nil : try call.value(3, as: String.self)
        return customControls.fidelityNotes.filter { note in
            note.application === stage.application && (control == nil || note.control == control) && (kindName == nil || note.kind.rawValue == kindName)
                && (event == nil || note.event == event)
        }
    }
}
