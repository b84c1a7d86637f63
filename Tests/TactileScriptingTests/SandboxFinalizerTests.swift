import Foundation
import LuaKit
import Testing
@testable import TactileScripting
import TestSupport

/// A sandbox's finalizers (docs/sandbox.md, "Limits"): they keep Lua's rules — a table is
/// finalized when its metatable had `__gc` as it was set, with the `__gc` it has then, the last
/// marked first — but run where an interrupt or a budget reaches them.
@Suite("Sandbox: finalizers keep Lua's rules and can be stopped")
struct SandboxFinalizerTests {
    let scratch = ScratchFolder("tf")

    /// What the plugin's `probe()` returns after running `body` (which fills `seen`).
    private func probe(_ body: String) throws -> String {
        let folder = try scratch.writePlugins(["probe.lua": """
            Control.define{ name = "Probe", methods = { probe = function()
              local seen = {}
              \(body)
              collectgarbage() collectgarbage()
              return table.concat(seen, ",")
            end } }
            """])
        let session = try makePluginSession([folder])
        return try session.text("return Probe{}:probe()")
    }

    @Test func finalizersRunLastMarkedFirstWithTheirTable() throws {
        #expect(try probe("""
            for i = 1, 3 do setmetatable({i}, {__gc = function(t) seen[#seen + 1] = t[1] end}) end
            """) == "3,2,1")
    }

    @Test func theGcOfTheMomentRunsAndOnlyForTablesMarkedWithOne() throws {
        #expect(try probe("""
            local mt = {__gc = true}
            setmetatable({}, mt)
            mt.__gc = function() seen[#seen + 1] = "changed" end
            local late = {}
            setmetatable({}, late)
            late.__gc = function() seen[#seen + 1] = "never" end
            """) == "changed")
    }

    @Test func theMetatableKeepsItsOwnGcAndProtectionStillHolds() throws {
        #expect(try probe("""
            local function gc() end
            local mt = {__gc = gc}
            local t = setmetatable({}, mt)
            seen[1] = tostring(getmetatable(t) == mt and rawget(mt, "__gc") == gc)
            local locked = setmetatable({}, {__metatable = "locked"})
            seen[2] = select(2, pcall(setmetatable, locked, {__gc = gc}))
            seen[3] = tostring(rawget(mt, "__gc") == gc)
            """) == "true,cannot change a protected metatable,true")
    }

    @Test func aBudgetStopsAFinalizerThatNeverEnds() throws {
        let folder = try scratch.writePlugins(["spin.lua": """
            Control.define{ name = "Spin", methods = { litter = function()
              setmetatable({}, {__gc = function() while true do end end})
            end } }
            """])
        let session = try makePluginSession([folder])
        try session.eval("Spin{}:litter()")
        // Spent in the finalizer (Lua's warning there), the budget stops the code that collected.
        let stopped = session.lua.withInstructionBudget(1_000_000) {
            session.failure("collectgarbage() collectgarbage() for i = 1, 1e6 do end")
        }
        #expect(stopped?.message.contains("instruction budget exhausted") == true, "\(String(describing: stopped))")
    }
}
