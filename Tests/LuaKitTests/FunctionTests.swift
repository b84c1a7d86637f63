import Testing
@testable import LuaKit

@Suite("Swift functions called from Lua (the trampoline)")
struct FunctionTests {
    @Test func swiftFunctionReceivesArgumentsAndReturnsResults() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("add") { call in
            try call.expectArguments(2)
            return call.results(try call.argument(1, as: Int.self) + call.argument(2, as: Int.self), "sum")
        }
        #expect(try lua.run("return add(2, 3)", chunkName: "=test") == [5, "sum"])
    }

    @Test func typeErrorReadsLikeLuas() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("setValue") { call in
            _ = try call.argument(1, as: Double.self)
            return .none
        }
        let error = try #require(luaError { try lua.run("setValue('x')", chunkName: "=test") })
        #expect(error.message == "test:1: bad argument #1 to 'setValue' (number expected, got string)")
        #expect(error.kind == .runtime)
        #expect(error.traceback?.contains("[C]: in function 'setValue'") == true)
        let missing = try #require(luaError { try lua.run("setValue()", chunkName: "=test") })
        #expect(missing.message == "test:1: bad argument #1 to 'setValue' (number expected, got no value)")
    }

    @Test func integerArgumentRejectsFractions() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("at") { call in call.results(try call.argument(1, as: Int.self)) }
        #expect(try lua.run("return at(3.0)", chunkName: "=test") == [3])
        let error = luaError { try lua.run("at(3.5)", chunkName: "=test") }
        #expect(error?.message == "test:1: bad argument #1 to 'at' (number has no integer representation)")
    }

    @Test func argumentCountIsChecked() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("pair") { call in
            try call.expectArguments(2)
            return .none
        }
        let error = luaError { try lua.run("pair(1)", chunkName: "=test") }
        #expect(error?.message == "test:1: wrong number of arguments to 'pair' (2 arguments expected, got 1)")
    }

    @Test func thrownSwiftErrorBecomesLuaErrorCatchableByPcall() throws {
        struct Refusal: Error, CustomStringConvertible { var description: String { "refused" } }
        let lua = try LuaState()
        try lua.setGlobalFunction("refuse") { _ in throw Refusal() }
        #expect(try lua.run("return pcall(function() refuse() end)", chunkName: "=test") == [false, "test:1: refused"])
        // Called directly by `pcall` (a C function), there is no Lua position to add.
        #expect(try lua.run("return pcall(refuse)", chunkName: "=test") == [false, "refused"])
    }

    /// embedding §3.7: raising from inside a Swift frame skipped deinit;
    /// the trampoline path must release objects the failing Swift frame held.
    @Test func failingSwiftFrameReleasesItsObjects() throws {
        let lua = try LuaState()
        let counter = LiveCounter()
        try lua.setGlobalFunction("fail") { call in
            let held = Tracked(counter, name: "held in the failing frame")
            _ = held.name
            _ = try call.argument(1, as: String.self)
            return .none
        }
        for _ in 0 ..< 10 {
            let error = luaError { try lua.run("fail(1)", chunkName: "=test") }
            #expect(error?.message == "test:1: bad argument #1 to 'fail' (string expected, got number)")
        }
        #expect(counter.count == 0)
    }

    @Test func luaCallbackCalledFromSwift() throws {
        let lua = try LuaState()
        let callback = try #require(lua.run("return function(a, b) return a * b, 'done' end", chunkName: "=test")[0].reference)
        #expect(try callback.call(6, 7) == [42, "done"])
        #expect(try callback.call(6, 7, returning: Int.self) == 42)
    }

    /// Typed calls with one, two and three arguments (the overloads and the parameter pack)
    /// convert results exactly: integers, floats, booleans, strings, and refuse the wrong type.
    @Test func typedCallsConvertResultsExactly() throws {
        let lua = try LuaState()
        let echo = try #require(lua.run("return function(...) return ... end", chunkName: "=test")[0].reference)
        #expect(try echo.call(5, returning: Int.self) == 5)
        #expect(try echo.call(2.0, returning: Int.self) == 2)
        #expect(try echo.call(2.5, 1, returning: Double.self) == 2.5)
        #expect(try echo.call(true, 1, 2, returning: Bool.self) == true)
        #expect(try echo.call("x", returning: String.self) == "x")
        #expect(try echo.call(7, returning: Double.self) == 7.0)
        let wrong = luaError { _ = try echo.call("12", returning: Int.self) }
        #expect(wrong?.message == "number expected as result, got string")
        #expect(luaError { _ = try echo.call(2.5, returning: Int.self) } != nil)
        #expect(lua.liveReferenceCount == 1)
    }

    /// `call(object:...)` passes a bound object as its own userdata (the one Lua already
    /// knows), and nil for nil or an object of no registered class.
    @Test func callWithObjectPassesItsUserdata() throws {
        let lua = try Bindings.state()
        let gauge = Gauge(identifier: 3)
        try lua.setGlobal("g", lua.value(for: gauge))
        let same = try #require(lua.run("return function(o, tag) return rawequal(o, g) and tag end", chunkName: "=test")[0].reference)
        #expect(try same.call(object: gauge, "yes", returning: String.self) == "yes")
        let kind = try #require(lua.run("return function(o) return type(o) end", chunkName: "=test")[0].reference)
        #expect(try kind.call(object: nil, 1, 2, returning: String.self) == "nil")
        #expect(try kind.call(object: Stranger(), 1, returning: String.self) == "nil")
    }

    /// A record made through the C API has its number fields and the metatable given.
    @Test func newTableWithNumbersAndMetatable() throws {
        let lua = try LuaState()
        let metatable = try #require(lua.run("return { __index = function(_, k) return 'no ' .. k end }", chunkName: "=test")[0].reference)
        let record = try lua.newTable(numbers: ("x", 1.5), ("y", -2), metatable: metatable)
        let read = try #require(lua.run("return function(t, m) return t.x, t.y, t.z, getmetatable(t) == m end", chunkName: "=test")[0].reference)
        #expect(try read.call([.table(record), .table(metatable)]) == [1.5, -2.0, "no z", true])
        let notTable = try #require(lua.run("return print", chunkName: "=test")[0].reference)
        let error = luaError { _ = try lua.newTable(numbers: ("x", 1), metatable: notTable) }
        #expect(error?.message == "a table's metatable must be a table, got function")
    }

    @Test func errorInLuaCallbackIsCleanLuaError() throws {
        let lua = try LuaState()
        let callback = try #require(lua.run("return function() local t = nil; return t.x end", chunkName: "@cb.lua")[0].reference)
        let error = try #require(luaError { try callback.call() })
        #expect(error.kind == .runtime)
        #expect(error.chunkName == "cb.lua")
        #expect(error.message.contains("attempt to index a nil value"))
        #expect(luaError { _ = try callback.call(returning: Int.self) } != nil)
    }

    @Test func errorFromNestedLuaCallKeepsItsPosition() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("invoke") { call in
            let function = try call.argument(1, as: LuaFunction.self)
            return try call.results(function.reference.call())
        }
        let error = try #require(luaError {
            try lua.run("invoke(function()\n error('inner') end)", chunkName: "=outer")
        })
        #expect(error.message == "outer:2: inner")
        #expect(try lua.run("return invoke(function() return 1, 2 end)", chunkName: "=test") == [1, 2])
    }

    @Test func swiftFunctionWorksInsideCoroutines() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("double") { call in call.results(try call.argument(1, as: Int.self) * 2) }
        let source = """
        local co = coroutine.wrap(function(x) local y = coroutine.yield(double(x)) return double(y) end)
        return co(2), co(5)
        """
        #expect(try lua.run(source, chunkName: "=test") == [4, 10])
    }

    @Test func wrappedCoroutineErrorPropagates() throws {
        let lua = try LuaState()
        let error = try #require(luaError {
            try lua.run("local f = coroutine.wrap(function() error('in co') end)\nf()", chunkName: "=test")
        })
        #expect(error.message.hasSuffix("in co"))
    }

    @Test func functionBoxesAreReleasedWithTheState() throws {
        let counter = LiveCounter()
        do {
            let lua = try LuaState()
            let tracked = Tracked(counter)
            try lua.setGlobalFunction("f") { _ in
                _ = tracked.name
                return .none
            }
        }
        #expect(counter.count == 0)
    }
}
