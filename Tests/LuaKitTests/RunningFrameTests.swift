import Testing
@testable import LuaKit

/// `runningWith(f, x)`: whether a call of `f` with first argument `x` is running on the calling
/// coroutine's stack — what defined classes use to know a property is being assigned.
@Suite("Finding a running call on the stack (runningWith)")
struct RunningFrameTests {
    private func state() throws -> LuaState {
        let lua = try LuaState()
        try lua.setGlobal("runningWith", .function(try lua.runningWithFunction()))
        return lua
    }

    @Test func aCallIsFoundWithItsFirstArgumentAtAnyDepthAndNotOnceItReturned() throws {
        let lua = try state()
        let results = try lua.run("""
            local a, b = {}, {}
            local store
            local function ask(x) return runningWith(store, x) end
            store = function(object, deeper)
              -- Not tail calls: a tail call replaces the caller's frame, and `store` would be gone.
              local x, y
              if deeper then x, y = (function() return ask(a), ask(b) end)() else x, y = ask(a), ask(b) end
              return x, y
            end
            local directA, directB = store(a)
            local deepA, deepB = store(a, true)
            return directA, directB, deepA, deepB, runningWith(store, a)
            """, chunkName: "=test")
        #expect(results == [true, false, true, false, false])
    }

    @Test func aCallThatFailedIsNoLongerRunning() throws {
        let lua = try state()
        let results = try lua.run("""
            local a = {}
            local function store(object) error("refused") end
            local ok = pcall(store, a)
            return ok, runningWith(store, a)
            """, chunkName: "=test")
        #expect(results == [false, false])
    }

    @Test func theStackIsSeenThroughASwiftFunctionThatCallsBackIntoLua() throws {
        let lua = try state()
        try lua.setGlobalFunction("viaSwift") { call in
            let function = try #require(call.value(1).reference)
            return call.results(try function.call(returning: Bool.self))
        }
        let results = try lua.run("""
            local a = {}
            local function store(object) return viaSwift(function() return runningWith(store, a) end) end
            return store(a), store({})
            """, chunkName: "=test")
        #expect(results == [true, false])
    }
}
