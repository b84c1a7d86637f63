import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Script sessions: independence, options, scenario traffic")
struct SessionTests {
    @Test func sessionsShareNothing() throws {
        let first = try makeSession()
        let second = try makeSession()
        try first.eval("x = 1; window:addSubview(Control{ frame = {0, 0, 10, 10} })")
        #expect(try second.lua.global("x") == .nil)
        #expect(second.stage.window.subviews.isEmpty)
        #expect(first.stage.window.subviews.count == 1)
        #expect(first.stage.window !== second.stage.window)
    }

    /// Lua code can outlive its session in an interpreter the session did not make (a
    /// scenario's): the session's members and functions then fail with an error, never a crash.
    @Test func codeOutlivingItsSessionGetsAnError() throws {
        let lua = try LuaState()
        var session: ScriptSession? = try ScriptSession(lua: lua, environment: nil)
        let values = try #require(session).run("""
            local c = Control{}
            return function() return c.frame end, function() c:sendActions("valueChanged") end,
              function() tap(c) end
            """)
        weak let ended = session
        session = nil
        #expect(ended == nil)
        for value in values {
            let function = try #require(value.reference)
            let error = try #require(throws: LuaError.self) { try function.call([]) }
            #expect(error.message.contains("the session has ended"))
        }
    }

    @Test func defaultWindowIsAPhoneScreenAtTheOrigin() throws {
        let session = try makeSession()
        #expect(session.stage.window.frame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(try session.text("return window.frame") == "{0, 0, 390, 844}")
        var options = ScriptSession.Options()
        options.windowFrame = Rect(x: 0, y: 0, width: 100, height: 200)
        #expect(try ScriptSession(options: options).text("return window.bounds") == "{0, 0, 100, 200}")
    }

    @Test func syntaxAndRuntimeErrorsComeBackAsLuaErrors() throws {
        let session = try makeSession()
        #expect(session.failure("local = 3")?.kind == .syntax)
        let error = try #require(session.failure("local v = View{}\nv:frobnicate()"))
        #expect(error.message == "test:2: View has no property or method 'frobnicate'")
        #expect(error.traceback != nil)
    }

    @Test func instructionBudgetStopsRunawayScripts() throws {
        var options = ScriptSession.Options()
        options.instructionBudget = 100_000
        let session = try ScriptSession(options: options)
        #expect(session.failure("while true do end")?.kind == .budgetExhausted)
        #expect(try session.eval("return 1 + 1") == [2])
    }

    @Test func sandboxRemovesDangerousFunctions() throws {
        var options = ScriptSession.Options()
        options.sandboxed = true
        let session = try ScriptSession(options: options)
        #expect(try session.eval("return os.execute, io, debug, loadfile, os.clock ~= nil") == [.nil, .nil, .nil, .nil, true])
        let bytecode = try LuaState().run("return string.dump(function() end)", chunkName: "=host")
        try session.globals.rawSet("bytecode", bytecode[0])
        #expect(try session.eval("return string.dump, load(bytecode)").first == .nil)
        #expect(try session.eval("return select(2, load(bytecode))") == ["attempt to load a binary chunk (mode is 't')"])
        #expect(try session.eval("return load('return 7')()") == [7])
    }

    /// The scenario runner's matchers read a session's traffic (uikit-rules §2.6, tap inside).
    @Test func scenarioMatchersReadSessionTraffic() throws {
        let session = try makeSession()
        try session.eval("""
            c = Control{ frame = {10, 10, 80, 40} }
            window:addSubview(c)
            c:addTarget({ go = function() error('nope') end }, "go", "touchUpInside")
            tap(c)
            """)
        let records = session.stage.application.traffic.records
        let matchers = TrafficMatchers(records: records, formatter: session.trafficFormatter)
        #expect(matchers.sentExactly(sender: "Control#1", events: ["touchDown", "touchUpInside"].map(EventPattern.init)).passed)
        #expect(matchers.sent(sender: "Control#1", event: EventPattern("touchUpInside"), action: "go", times: 1).passed)
        #expect(records.contains { $0.kind == .failed && $0.action == "go" && $0.message?.hasPrefix("test:3: nope") == true })
        // A failed action reached its target: it counts as sent to it.
        #expect(matchers.sent(sender: "Control#1", event: EventPattern("touchUpInside"), target: "table#1").passed)
    }
}
