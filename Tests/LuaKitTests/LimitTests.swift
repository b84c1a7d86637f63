import Testing
@testable import LuaKit

@Suite("Limits: budgets, interrupts, memory, recursion")
struct LimitTests {
    @Test func endlessLoopIsStoppedByTheBudget() throws {
        let lua = try LuaState()
        let error = try #require(luaError {
            _ = try lua.withInstructionBudget(100_000) { try lua.run("while true do end", chunkName: "=loop") }
        })
        #expect(error.kind == .budgetExhausted)
        #expect(error.message == "instruction budget exhausted")
        #expect(try lua.run("return 'usable'", chunkName: "=test") == ["usable"])
    }

    @Test func budgetAllowsWorkWithinIt() throws {
        let lua = try LuaState()
        let results = try lua.withInstructionBudget(1_000_000) {
            try lua.run("local s = 0 for i = 1, 1000 do s = s + i end return s", chunkName: "=sum")
        }
        #expect(results == [500_500])
        #expect(lua.remainingInstructions == nil)
    }

    @Test func budgetCannotBeSwallowedByPcall() throws {
        let lua = try LuaState()
        let error = luaError {
            _ = try lua.withInstructionBudget(50_000) {
                try lua.run("while true do pcall(function() while true do end end) end", chunkName: "=sly")
            }
        }
        #expect(error?.kind == .budgetExhausted)
    }

    @Test func budgetReachesCoroutinesCreatedEarlier() throws {
        let lua = try LuaState()
        try lua.run("co = coroutine.create(function() while true do end end)", chunkName: "=setup")
        let error = luaError {
            _ = try lua.withInstructionBudget(50_000) {
                try lua.run("local ok, message = coroutine.resume(co) error(message, 0)", chunkName: "=run")
            }
        }
        #expect(error?.kind == .budgetExhausted)
    }

    @Test func budgetSurvivesDebugSethook() throws {
        let lua = try LuaState()
        // DESIGN.md (LuaKit): user code may remove the hook with debug.sethook;
        // the budget re-arms it at every call, so the next call is bounded again.
        let error = luaError {
            _ = try lua.withInstructionBudget(50_000) {
                try lua.run("debug.sethook()", chunkName: "=evade")
                return try lua.run("while true do end", chunkName: "=loop")
            }
        }
        #expect(error?.kind == .budgetExhausted)
    }

    @Test func noHookIsArmedOutsideBudgets() throws {
        let lua = try LuaState()
        #expect(try lua.run("return debug.gethook()", chunkName: "=test") == [.nil])
        _ = _ = try lua.withInstructionBudget(1000) { try lua.run("return 1", chunkName: "=test") }
        #expect(try lua.run("return debug.gethook()", chunkName: "=test") == [.nil])
    }

    @Test func interruptStopsAnEndlessLoop() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("stop") { _ in
            lua.requestInterrupt()
            return .none
        }
        let error = try #require(luaError { try lua.run("stop() while true do end", chunkName: "=loop") })
        #expect(error.kind == .interrupted)
        #expect(error.message == "interrupted")
        #expect(try lua.run("local n = 0 for i = 1, 100 do n = n + 1 end return n", chunkName: "=after") == [100])
    }

    /// embedding §1.6: hooks are per coroutine; the running one must be hooked.
    @Test func interruptReachesARunningCoroutineCreatedEarlier() throws {
        let lua = try LuaState()
        try lua.setGlobalFunction("stop") { _ in
            lua.requestInterrupt()
            return .none
        }
        try lua.run("co = coroutine.create(function() stop() while true do end end)", chunkName: "=setup")
        let error = luaError {
            try lua.run("local ok, message = coroutine.resume(co) while true do end", chunkName: "=run")
        }
        #expect(error?.kind == .interrupted)
    }

    @Test func interruptThroughTheSignalTarget() throws {
        let lua = try LuaState()
        lua.becomeSignalTarget()
        defer { LuaState.clearSignalTarget() }
        try lua.setGlobalFunction("ctrlC") { _ in
            LuaState.interruptSignalTarget()
            return .none
        }
        let error = luaError { try lua.run("ctrlC() while true do end", chunkName: "=loop") }
        #expect(error?.kind == .interrupted)
    }

    @Test func memoryBombIsStoppedByTheCap() throws {
        let lua = try LuaState(memoryLimit: 200 << 20)
        let error = try #require(luaError {
            try lua.run("local parts, s = {}, string.rep('x', 1024) while true do s = s .. s parts[#parts + 1] = s end", chunkName: "=bomb")
        })
        #expect(error.kind == .memory)
        #expect(error.message == "not enough memory")
        lua.collectGarbage()
        #expect(lua.memoryInUse < 200 << 20)
        #expect(try lua.run("return #string.rep('y', 1000)", chunkName: "=after") == [1000])
    }

    @Test func stringRepBombIsStoppedByTheCap() throws {
        let lua = try LuaState(memoryLimit: 100 << 20)
        let error = luaError { try lua.run("return string.rep('x', 1 << 30)", chunkName: "=bomb") }
        #expect(error?.kind == .memory)
    }

    @Test func capIsNotEnforcedWhileSwiftRuns() throws {
        let lua = try LuaState(memoryLimit: 16 << 20)
        let big = String(decoding: [UInt8](repeating: 0x7A, count: 20 << 20), as: UTF8.self)
        try lua.setGlobalFunction("big") { call in call.results(big) }
        // The Swift function's 20 MiB result is pushed past the cap without a
        // raise through Swift; Lua code then fails on its next allocation.
        let error = luaError { try lua.run("local s = big() local t = {s .. 'more'}", chunkName: "=host") }
        #expect(error?.kind == .memory)
        lua.memoryLimit = 1 << 30
        #expect(try lua.run("return #big()", chunkName: "=host") == [.integer(20 << 20)])
    }

    @Test func runawayRecursionIsAStackOverflowError() throws {
        let lua = try LuaState()
        let error = try #require(luaError {
            try lua.run("local function f(n) return 1 + f(n + 1) end return f(1)", chunkName: "=deep")
        })
        #expect(error.kind == .runtime)
        #expect(error.message.contains("stack overflow"))
    }

    @Test func recursionThroughSwiftIsACStackOverflowError() throws {
        let message = onLargeStack { () -> String? in
            guard let lua = try? LuaState() else { return "no state" }
            try? lua.setGlobalFunction("again") { call in
                let function = try call.argument(1, as: LuaFunction.self)
                return try call.results(function.reference.call([.function(function.reference)]))
            }
            return luaError {
                try lua.run("local function f(self) return again(self) end return again(f)", chunkName: "=mutual")
            }?.message
        }
        #expect(message?.contains("stack overflow") == true)
    }

    @Test func errorInGcBecomesAWarning() throws {
        let lua = try LuaState()
        var warnings: [String] = []
        lua.warningHandler = { warnings.append($0.message) }
        try lua.run("setmetatable({}, {__gc = function() error('in finalizer') end}) collectgarbage()", chunkName: "=gc")
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("in finalizer") == true)
        #expect(try lua.run("return 1", chunkName: "=after") == [1])
    }
}
