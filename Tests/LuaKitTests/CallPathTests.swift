import Testing
@testable import LuaKit

/// The typed call path (`LuaRef.call(_:returning:)`): it uses the resident message handler
/// when it can and tests the limits with one flag when none is armed. These tests prove that
/// arming a limit still takes effect on that path, that the stop reason of one call does not
/// leak into the next, and that every call leaves the stack as it found it.
@Suite("Typed calls: resident message handler and armed limits")
struct CallPathTests {
    /// The number of values on the stack host code uses now.
    private func stackTop(_ lua: LuaState) -> Int32 { lua.context.stack?.top ?? -1 }

    @Test func typedCallIsStoppedByAnArmedBudget() throws {
        let lua = try LuaState()
        let spin = try #require(lua.run("return function(n) while true do n = n + 1 end end", chunkName: "=spin")[0].reference)
        let add = try #require(lua.run("return function(n) return n + 1 end", chunkName: "=add")[0].reference)
        #expect(try add.call(1, returning: Int.self) == 2)
        let error = try #require(luaError {
            _ = try lua.withInstructionBudget(10_000) { try spin.call(1, returning: Int.self) }
        })
        #expect(error.kind == .budgetExhausted)
        #expect(try add.call(2, returning: Int.self) == 3)
        #expect(try lua.run("return debug.gethook()", chunkName: "=test") == [.nil])
    }

    @Test func stopReasonDoesNotLeakIntoTheNextError() throws {
        let lua = try LuaState()
        let spin = try #require(lua.run("return function() while true do end end", chunkName: "=spin")[0].reference)
        let fail = try #require(lua.run("return function(x) error('plain ' .. x) end", chunkName: "=fail")[0].reference)
        let stopped = luaError { _ = try lua.withInstructionBudget(1000) { try spin.call(0, returning: LuaValue.self) } }
        #expect(stopped?.kind == .budgetExhausted)
        let plain = try #require(luaError { _ = try fail.call(1, returning: LuaValue.self) })
        #expect(plain.kind == .runtime)
        #expect(plain.message == "fail:1: plain 1")
    }

    @Test func typedCallIsStoppedByAnInterrupt() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("stop") { _ in
            lua.requestInterrupt()
            return .none
        }
        let stopThenSpin = try #require(lua.run("return function(n) stop() while true do end end", chunkName: "=loop")[0].reference)
        let error = try #require(luaError { _ = try stopThenSpin.call(1, returning: Int.self) })
        #expect(error.kind == .interrupted)
        // The request ended with the outermost call: the next one runs, unhooked.
        let add = try #require(lua.run("return function(n) return n + 1 end", chunkName: "=add")[0].reference)
        #expect(try add.call(41, returning: Int.self) == 42)
        #expect(try lua.run("return debug.gethook()", chunkName: "=test") == [.nil])
    }

    @Test func interruptRequestedBeforeATypedCallStopsIt() throws {
        let lua = try LuaState()
        let spin = try #require(lua.run("return function(n) while true do end end", chunkName: "=spin")[0].reference)
        lua.requestInterrupt()
        let error = luaError { _ = try spin.call(1, returning: Int.self) }
        #expect(error?.kind == .interrupted)
    }

    @Test func memoryCapIsEnforcedInTypedCalls() throws {
        let lua = try LuaState(memoryLimit: 64 << 20)
        let bomb = try #require(lua.run(
            "return function(n) local parts, s = {}, string.rep('x', n) while true do s = s .. s parts[#parts + 1] = s end end",
            chunkName: "=bomb")[0].reference)
        let error = try #require(luaError { _ = try bomb.call(1024, returning: Int.self) })
        #expect(error.kind == .memory)
        lua.collectGarbage()
        let length = try #require(lua.run("return function(n) return #string.rep('y', n) end", chunkName: "=after")[0].reference)
        #expect(try length.call(1000, returning: Int.self) == 1000)
    }

    @Test func errorsOfTypedCallsCarryATracebackAtEveryDepth() throws {
        let lua = try LuaState()
        let fail = try #require(lua.run("return function(x) error('deep ' .. x) end", chunkName: "=fail")[0].reference)
        // From host code not called from Lua (the resident handler).
        let outer = try #require(luaError { _ = try fail.call("top", returning: Int.self) })
        #expect(outer.message == "fail:1: deep top")
        #expect(outer.traceback?.contains("stack traceback:") == true)
        // From a Swift function called from Lua, on the main thread and in a coroutine.
        var nested: [LuaError] = []
        try lua.setGlobalFunction("callFail") { call in
            if let error = luaError({ _ = try fail.call(try call.argument(1, as: String.self), returning: Int.self) }) {
                nested.append(error)
            }
            return .none
        }
        try lua.run("callFail('main') coroutine.wrap(function() callFail('coroutine') end)()", chunkName: "=host")
        #expect(nested.map(\.message) == ["fail:1: deep main", "fail:1: deep coroutine"])
        #expect(nested.allSatisfy { $0.traceback?.contains("stack traceback:") == true })
    }

    @Test func typedCallsLeaveTheStackAsTheyFoundIt() throws {
        let lua = try LuaState()
        let echo = try #require(lua.run("return function(...) return ... end", chunkName: "=echo")[0].reference)
        let fail = try #require(lua.run("return function() error('no') end", chunkName: "=fail")[0].reference)
        let before = stackTop(lua)
        for i in 0 ..< 100 {
            _ = try echo.call(i, returning: Int.self)
            _ = try echo.call("s\(i)", 2, returning: String.self)
            _ = luaError { _ = try echo.call("not a number", returning: Int.self) }
            _ = luaError { _ = try fail.call(i, returning: Int.self) }
        }
        #expect(stackTop(lua) == before)
        var inside: [Int32] = []
        try lua.setGlobalFunction("probe") { call in
            let top = call.stack.top
            _ = try echo.call(1, returning: Int.self)
            _ = luaError { _ = try fail.call(1, returning: Int.self) }
            inside.append(call.stack.top - top)
            return .none
        }
        try lua.run("probe() probe(1, 2)", chunkName: "=host")
        #expect(inside == [0, 0])
    }

    /// Past the base frame's first LUA_MINSTACK indices, a typed call makes room before it pushes.
    @Test func typedCallsMakeRoomBeyondTheBaseFrame() throws {
        let lua = try LuaState()
        let echo = try #require(lua.run("return function(...) return select('#', ...) .. ':' .. tostring((...)) end",
                                        chunkName: "=echo")[0].reference)
        let stack = try #require(lua.context.stack)
        let before = stack.top
        #expect(stack.reserve(40))
        for i in 0 ..< 40 { stack.push(.integer(i)) }
        #expect(try echo.call(7, returning: String.self) == "1:7")
        #expect(try echo.call(1, 2, returning: String.self) == "2:1")
        #expect(try echo.call(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, returning: String.self) == "20:1")
        #expect(stack.top == before + 40)
        #expect(stack.value(at: -1, context: lua.context) == .integer(39))
        stack.setTop(before)
    }

    /// A call with three objects passes each as its userdata — the one it already has, or a new
    /// one — and nil for nil or an object of no registered class; the stack is left as found.
    @Test func threeObjectsArePassedAsTheirUserdata() throws {
        let lua = try Bindings.state()
        let known = Widget(identifier: 1)
        let knownValue = try lua.value(for: known)
        let record = try #require(lua.run("""
            return function(a, b, c)
              seen = { a, b, c, a and a.identifier, b and b.identifier, c and c.identifier }
              return select('#', a, b, c)
            end
            """, chunkName: "=record")[0].reference)
        let before = stackTop(lua)
        let fresh = Widget(identifier: 2)
        #expect(try record.call(objects: known, nil, fresh, returning: Int.self) == 3)
        #expect(try lua.run("return seen[4], seen[5], seen[6]", chunkName: "=read") == [1, .nil, 2])
        #expect(try lua.run("return seen[1]", chunkName: "=read") == [knownValue])
        let freshValue = try lua.value(for: fresh)
        #expect(try record.call(objects: fresh, known, Unbound(), returning: Int.self) == 3)
        #expect(try lua.run("return seen[1], seen[2], seen[3]", chunkName: "=read") == [freshValue, knownValue, .nil])
        #expect(stackTop(lua) == before)
    }

    /// An object of a class no binding is registered for.
    private final class Unbound {}

    /// A bound function `f` of an object calls `f(x, b, c)` with the object's userdata `x`;
    /// one table holds all of an object's bound functions, and binding another to it answers the
    /// reference it is given to that table; once unbound, or through a weak
    /// reference whose table was collected, it calls nothing and says so; its errors come back
    /// with their place.
    @Test func boundFunctionPassesItsObjectFirstAndReportsAnUnboundOrCollectedOne() throws {
        let lua = try Bindings.state()
        var widget: Widget? = Widget(identifier: 7)
        let record = try #require(lua.run("""
            return function(self, other, name) seen = { self.identifier, other and other.identifier, name } end
            """, chunkName: "=record")[0].reference)
        let fail = try #require(lua.run("return function(self) error('from ' .. self.identifier) end", chunkName: "=fail")[0].reference)
        let name = try lua.stringReference("valueChanged")
        let before = stackTop(lua)
        let weak = try lua.bindFunction(record, to: try #require(widget), slot: 1, key: 5)
        let failing = try lua.bindFunction(fail, to: try #require(widget), slot: 1, key: 6, known: weak)
        #expect(failing === weak)
        let other = Widget(identifier: 9)
        let elsewhere = try lua.bindFunction(record, to: other, slot: 1, key: 5, known: weak)
        #expect(elsewhere !== weak)
        #expect(try elsewhere.callBound(key: 5, objects: nil, then: name))
        #expect(try lua.run("return seen[1]", chunkName: "=read") == [9])
        // Key 0 holds the object: binding or unbinding there is refused, and nothing changes.
        #expect(luaError { _ = try lua.bindFunction(fail, to: other, slot: 1, key: 0) }?.message
                == "a bound function's key must be 1 or more (0 holds its object), got 0")
        #expect(luaError { try lua.unbindFunction(from: other, slot: 1, key: -1) } != nil)
        #expect(try elsewhere.callBound(key: 5, objects: nil, then: name))
        #expect(try lua.run("return seen[1]", chunkName: "=read") == [9])
        #expect(stackTop(lua) == before)
        #expect(try weak.callBound(key: 5, objects: Widget(identifier: 8), then: name))
        #expect(try lua.run("return seen[1], seen[2], seen[3]", chunkName: "=read") == [7, 8, "valueChanged"])
        #expect(try failing.callBound(key: 5, objects: nil, then: name))
        #expect(try lua.run("return seen[1], seen[2], seen[3]", chunkName: "=read") == [7, .nil, "valueChanged"])
        #expect(try lua.boundFunction(of: try #require(widget), slot: 1, key: 6).map { LuaValue.function($0) } == .function(fail))

        #expect(luaError { _ = try weak.callBound(key: 6, objects: nil, then: name) }?.message == "fail:1: from 7")
        #expect(stackTop(lua) == before)

        try lua.unbindFunction(from: try #require(widget), slot: 1, key: 6)
        #expect(try weak.callBound(key: 6, objects: nil, then: name) == false)
        #expect(try lua.boundFunction(of: try #require(widget), slot: 1, key: 6) == nil)
        #expect(stackTop(lua) == before)

        widget = nil
        lua.collectGarbage()
        #expect(try weak.callBound(key: 5, objects: nil, then: name) == false)
        #expect(stackTop(lua) == before)
    }

    @Test func swiftCodeInAWarningHandlerCallsLuaSafely() throws {
        let lua = try LuaState()
        let fail = try #require(lua.run("return function(x) error('in handler ' .. x) end", chunkName: "=fail")[0].reference)
        var seen: [String] = []
        lua.warningHandler = { warning in
            seen.append(warning.message)
            if let error = luaError({ _ = try fail.call(warning.message, returning: Int.self) }) { seen.append(error.message) }
        }
        try lua.run("warn('hello')", chunkName: "=warn")
        #expect(seen == ["hello", "fail:1: in handler hello"])
    }
}
