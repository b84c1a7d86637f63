import Testing
@testable import LuaKit

@Suite("Userdata binding: properties, methods, metamethods")
struct BindingTests {
    @Test func propertiesReadAndWrite() throws {
        let lua = try Bindings.state()
        let gauge = Gauge(identifier: 7)
        try lua.setGlobal("g", lua.value(for: gauge))
        #expect(try lua.run("g.value = 0.25 g.title = 'Volume' return g.value, g.title, g.identifier", chunkName: "=test")
            == [0.25, "Volume", 7])
        #expect(gauge.value == 0.25)
        #expect(gauge.title == "Volume")
    }

    @Test func methodsWithInheritanceAndOverride() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge(identifier: 1)))
        try lua.setGlobal("w", lua.value(for: Widget(identifier: 2)))
        let results = try lua.run("g:setValue(5) g:rename('x') return g.value, g.title, g:describe(), w:describe()", chunkName: "=test")
        #expect(results == [1.0, "x", "Gauge at 1.0", "Widget 2"])
    }

    @Test func methodArgumentTypeErrorReadsLikeLuas() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge()))
        let error = luaError { try lua.run("g:setValue('x')", chunkName: "=test") }
        #expect(error?.message == "test:1: bad argument #1 to 'setValue' (number expected, got string)")
        let count = luaError { try lua.run("g:rename()", chunkName: "=test") }
        #expect(count?.message == "test:1: wrong number of arguments to 'rename' (1 argument expected, got 0)")
    }

    @Test func methodOnBadSelfIsAnError() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge()))
        try lua.setGlobal("w", lua.value(for: Widget()))
        let error = luaError { try lua.run("g.setValue(42, 1)", chunkName: "=test") }
        #expect(error?.message == "test:1: calling 'setValue' on bad self (test.Gauge expected, got number)")
        // A Widget is not a Gauge: the method's own type check refuses it.
        let wrongClass = luaError { try lua.run("g.setValue(w, 1)", chunkName: "=test") }
        #expect(wrongClass?.message == "test:1: calling 'setValue' on bad self")
    }

    /// The metamethods check their receiver by metatable identity (done in the C trampolines):
    /// one reached through the debug library and given a Widget or a table refuses it.
    @Test func indexMetamethodsOnBadSelfAreErrors() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge()))
        try lua.setGlobal("w", lua.value(for: Widget()))
        let read = luaError { try lua.run("return debug.getmetatable(g).__index(w, 'value')", chunkName: "=test") }
        #expect(read?.message == "test:1: calling '__index' on bad self (test.Gauge expected, got test.Widget)")
        let write = luaError { try lua.run("debug.getmetatable(g).__newindex({}, 'value', 1)", chunkName: "=test") }
        #expect(write?.message == "test:1: calling '__newindex' on bad self (test.Gauge expected, got table)")
        #expect(try lua.run("return debug.getmetatable(g).__index(g, 'value')", chunkName: "=test") == [0.0])
    }

    @Test func unknownPropertySuggestsNearestName() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge()))
        let write = luaError { try lua.run("g.vlaue = 1", chunkName: "=test") }
        #expect(write?.message == "test:1: Gauge has no property 'vlaue' (did you mean 'value'?)")
        let read = luaError { try lua.run("return g.setVlaue", chunkName: "=test") }
        #expect(read?.message == "test:1: Gauge has no property or method 'setVlaue' (did you mean 'setValue'?)")
        let far = luaError { try lua.run("return g.zzzzzzzz", chunkName: "=test") }
        #expect(far?.message == "test:1: Gauge has no property or method 'zzzzzzzz'")
        let number = luaError { try lua.run("return g[1]", chunkName: "=test") }
        #expect(number?.message == "test:1: Gauge cannot be indexed with a number key")
    }

    @Test func readOnlyPropertyRefusesAssignment() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge()))
        let error = luaError { try lua.run("g.maximum = 3", chunkName: "=test") }
        #expect(error?.message == "test:1: property 'maximum' of Gauge is read-only")
    }

    @Test func propertySetterChecksTypes() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge()))
        let error = luaError { try lua.run("g.value = 'loud'", chunkName: "=test") }
        #expect(error?.message == "test:1: bad argument #1 to 'Gauge.value' (number expected, got string)")
        let boolean = luaError { try lua.run("g.isEnabled = 1", chunkName: "=test") }
        #expect(boolean?.message == "test:1: bad argument #1 to 'Gauge.isEnabled' (boolean expected, got number)")
    }

    @Test func sameObjectIsSameUserdata() throws {
        let lua = try Bindings.state()
        let gauge = Gauge()
        try lua.setGlobal("a", lua.value(for: gauge))
        try lua.setGlobal("b", lua.value(for: gauge))
        try lua.setGlobal("c", lua.value(for: Gauge()))
        #expect(try lua.run("local t = {[a] = 'found'} return rawequal(a, b), a == b, a == c, t[b]", chunkName: "=test")
            == [true, true, false, "found"])
    }

    @Test func tostringNameAndMetatableProtection() throws {
        let lua = try Bindings.state()
        try lua.setGlobal("g", lua.value(for: Gauge(identifier: 3)))
        #expect(try lua.run("return tostring(g), getmetatable(g)", chunkName: "=test") == ["Widget(3)", false])
        let error = luaError { try lua.run("return #g", chunkName: "=test") }
        #expect(error?.message.contains("attempt to get length of a test.Gauge value") == true)
    }

    @Test func gcReleasesTheSwiftObject() throws {
        let lua = try Bindings.state()
        let counter = LiveCounter()
        do {
            let gauge = Gauge(counter: counter)
            try lua.setGlobal("g", lua.value(for: gauge))
        }
        #expect(counter.count == 1)
        try lua.run("g = nil", chunkName: "=test")
        lua.collectGarbage()
        #expect(counter.count == 0)
    }

    @Test func closingTheStateReleasesObjects() throws {
        let counter = LiveCounter()
        do {
            let lua = try Bindings.state()
            try lua.setGlobal("g", lua.value(for: Gauge(counter: counter)))
        }
        #expect(counter.count == 0)
    }

    @Test func mostDerivedBindingIsUsed() throws {
        let lua = try Bindings.state()
        let asWidget: Widget = Gauge()
        let value = try lua.value(for: asWidget)
        #expect(lua.classSchema(of: value)?.name == "Gauge")
        #expect(luaError { _ = try lua.value(for: Stranger()) }?.message == "no Lua class is registered for Stranger")
    }

    @Test func objectArgumentsAreCheckedByClass() throws {
        let lua = try Bindings.state()
        try lua.setGlobalFunction("gaugeValue") { call in call.results(try call.object(1, as: Gauge.self).value) }
        try lua.setGlobalFunction("widgetId") { call in call.results(try call.object(1, as: Widget.self).identifier) }
        try lua.setGlobal("g", lua.value(for: Gauge(identifier: 4)))
        try lua.setGlobal("w", lua.value(for: Widget(identifier: 5)))
        #expect(try lua.run("return gaugeValue(g), widgetId(g), widgetId(w)", chunkName: "=test") == [0.0, 4, 5])
        let error = luaError { try lua.run("return gaugeValue(w)", chunkName: "=test") }
        #expect(error?.message == "test:1: bad argument #1 to 'gaugeValue' (test.Gauge expected, got test.Widget)")
        let table = luaError { try lua.run("return gaugeValue({})", chunkName: "=test") }
        #expect(table?.message == "test:1: bad argument #1 to 'gaugeValue' (test.Gauge expected, got table)")
        let file = luaError { try lua.run("return gaugeValue(io.stdout)", chunkName: "=test") }
        #expect(file?.message == "test:1: bad argument #1 to 'gaugeValue' (test.Gauge expected, got FILE*)")
        // A host function's own userdata (its upvalue) retains a Swift object too, but is no bound object.
        let box = luaError { try lua.run("return gaugeValue(select(2, debug.getupvalue(widgetId, 1)))", chunkName: "=test") }
        #expect(box?.message.hasPrefix("test:1: bad argument #1 to 'gaugeValue' (test.Gauge expected, got ") == true)
    }

    @Test func objectsReturnedFromSwift() throws {
        let lua = try Bindings.state()
        let shared = Gauge(identifier: 9)
        try lua.setGlobalFunction("shared") { call in try call.results(object: shared) }
        #expect(try lua.run("return shared() == shared(), shared().identifier", chunkName: "=test") == [true, 9])
        #expect(lua.object(from: try lua.run("return shared()", chunkName: "=test")[0], as: Gauge.self) === shared)
    }

    @Test func userValueHoldsPerObjectLuaData() throws {
        let lua = try Bindings.state()
        let gauge = Gauge()
        let data = try lua.userValue(for: gauge)
        try data.rawSet("note", "kept")
        try lua.setGlobal("g", lua.value(for: gauge))
        #expect(try lua.userValue(for: gauge).rawGet("note") == "kept")
        #expect(try lua.userValue(for: gauge).isSameValue(as: data))
    }

    @Test func luaMembersAreKeptInTheUserValueTable() throws {
        let lua = try LuaState()
        try lua.register(Bindings.widget)
        let widget = Widget()
        try lua.setGlobal("w", lua.value(for: widget))
        let made = try lua.run("""
            reads, writes = 0, {}
            local keys = { stored = true, computed = false }
            local readers = { computed = function(object) reads = reads + 1 return object == w and "computed value" or "another receiver" end }
            local function writer(key)
              return function(object, value, state)
                writes[#writes + 1] = key
                state[key] = value
              end
            end
            local writers = { stored = writer("stored"), computed = writer("computed") }
            return keys, readers, writers, { twice = function(self, x) return 2 * x end }
            """, chunkName: "=members")
        let parts = made.compactMap(\.reference)
        try #require(parts.count == 4)
        try lua.setLuaMembers(ofClass: "test.Widget", keys: parts[0], readers: parts[1], writers: parts[2], methods: parts[3])
        let results = try lua.run("""
            w.stored = 5
            w._note = "n"
            return w.stored, w._note, w.computed, w:twice(3), w.title, reads, #writes, writes[1]
            """, chunkName: "=test")
        // A stored member is read from the table and a private field read and written there, by C;
        // only the computed member reaches the reader, only the declared one the writer.
        #expect(results == [5, "n", "computed value", 6, "", 1, 1, "stored"])
        #expect(try lua.userValue(for: widget).rawGet("stored") == 5)
        #expect(try lua.userValue(for: widget).rawGet("_note") == "n")
    }

    /// `__index` and `__newindex` find a Lua member's kind in the methods table: a method of the
    /// same name stays the method's (read as the method, assigned by the host, which refuses
    /// it), a stored member goes to its writer and reads nil until stored, and a class that
    /// keeps no members in Lua leaves `_fields` to the host, which refuses them.
    @Test func luaMemberKindsLeaveMethodsFirst() throws {
        let lua = try LuaState()
        try lua.register(Bindings.widget)
        try lua.register(Bindings.gauge)
        try lua.setGlobal("w", lua.value(for: Widget()))
        try lua.setGlobal("g", lua.value(for: Gauge()))
        let made = try lua.run("""
            local writers = { describe = function() end, fresh = function() end }
            return { describe = true, fresh = true }, {}, writers, {}
            """, chunkName: "=members")
        let parts = made.compactMap(\.reference)
        try #require(parts.count == 4)
        try lua.setLuaMembers(ofClass: "test.Widget", keys: parts[0], readers: parts[1], writers: parts[2], methods: parts[3])
        #expect(try lua.run("w.fresh = 2; return type(w.describe), w:describe(), w.fresh, w._unset", chunkName: "=test")
            == ["function", "Widget 0", .nil, .nil])
        #expect(luaError { _ = try lua.run("w.describe = 1", chunkName: "=test") }?.message.contains("describe") == true)
        #expect(luaError { _ = try lua.run("return g._note", chunkName: "=test") }?.message.contains("_note") == true)
    }

    @Test func fallbacksResolveUnknownKeys() throws {
        let lua = try LuaState()
        let extensible = LuaClass<Widget>("Extensible")
            .newIndexFallback { widget, key, call in
                guard key.hasPrefix("custom") else { return false }
                try call.state.userValue(for: widget).rawSet(.string(key), call.value(1))
                return true
            }
            .indexFallback { widget, key, call in
                if key.hasPrefix("dyn") { return .string("resolved \(key)") }
                let stored = try call.state.userValue(for: widget).rawGet(.string(key))
                return stored == .nil ? nil : stored
            }
        try lua.register(extensible)
        try lua.setGlobal("e", lua.value(for: Widget()))
        #expect(try lua.run("e.customColor = 'red' return e.dynamicThing, e.customColor", chunkName: "=test")
            == ["resolved dynamicThing", "red"])
        #expect(luaError { try lua.run("e.other = 1", chunkName: "=test") }?.message == "test:1: Extensible has no property 'other'")
        #expect(luaError { try lua.run("return e.other", chunkName: "=test") }?.message == "test:1: Extensible has no property or method 'other'")
    }

    @Test func schemaListsMembersWithDocs() throws {
        let lua = try Bindings.state()
        let schema = try #require(lua.classSchema(named: "Gauge"))
        #expect(schema.qualifiedName == "test.Gauge")
        #expect(schema.superclassName == "Widget")
        #expect(schema.properties.map(\.name) == ["title", "isEnabled", "identifier", "value", "maximum"])
        #expect(schema.methods.map(\.name) == ["describe", "rename", "setValue"])
        #expect(schema.methods.first { $0.name == "describe" }?.doc == "Overrides Widget's.")
        #expect(schema.properties.first { $0.name == "maximum" }?.isReadOnly == true)
        #expect(schema.properties.first { $0.name == "value" }?.typeName == "number")
        #expect(schema.memberNames.contains("setValue"))
        #expect(lua.registeredClasses.map(\.name) == ["Widget", "Gauge"])
    }

    @Test func registeringTwiceIsAnError() throws {
        let lua = try Bindings.state()
        #expect(luaError { try lua.register(Bindings.widget) }?.message == "class 'test.Widget' is already registered")
    }

    @Test func errorInLuaCallbackHeldByBoundObject() throws {
        let lua = try Bindings.state()
        var failures: [LuaError] = []
        try lua.setGlobalFunction("onChange") { call in
            let handler = try call.argument(1, as: LuaFunction.self)
            do throws(LuaError) { try handler.reference.call(.integer(1)) } catch { failures.append(error) }
            return .none
        }
        try lua.run("onChange(function(v) error('handler failed: ' .. v) end)", chunkName: "@plugin.lua")
        #expect(failures.count == 1)
        #expect(failures.first?.message == "plugin.lua:1: handler failed: 1")
        #expect(failures.first?.traceback != nil)
    }

    @Test func noReferencesLeakThroughBindings() throws {
        let lua = try Bindings.state()
        for index in 0 ..< 100 {
            try lua.setGlobal("g", lua.value(for: Gauge(identifier: index)))
            try lua.run("g.value = 0.5 g:setValue(0.1) local d = g:describe()", chunkName: "=test")
        }
        #expect(lua.liveReferenceCount == 0)
    }
}
