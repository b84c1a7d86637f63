import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Errors inside Lua actions never escape into the model")
struct ActionErrorTests {
    @Test func failingActionIsRecordedAndDispatchContinues() throws {
        let session = try makeSession()
        try session.run("""
            c = Control{}
            reached = false
            c:addTarget(function() error("boom") end, "valueChanged")
            c:addTarget(function() reached = true end, "valueChanged")
            c:sendActions("valueChanged")
            after = true
            """, chunkName: "@scripts/fail.lua")
        #expect(try session.lua.global("reached") == true)
        #expect(try session.lua.global("after") == true)
        let failed = try #require(session.stage.application.traffic.records.first { $0.kind == .failed })
        #expect(failed.message == "scripts/fail.lua:3: boom")
        #expect(session.stage.application.traffic.records.last?.kind == .delivered)
    }

    @Test func failureIsReportedWithItsTraceback() throws {
        let session = try makeSession()
        var reported: [SessionStage.ActionFailure] = []
        session.stage.onActionFailure = { reported.append($0) }
        try session.run("""
            local c = Control{}
            local obj = {}
            function obj:didSlide() local t = nil; return t.x end
            c:addTarget(obj, "didSlide", "valueChanged")
            c:sendActions("valueChanged")
            """, chunkName: "@plugins/knob.lua")
        let failure = try #require(reported.first)
        #expect(failure.sender == "Control#1")
        #expect(failure.event == "valueChanged")
        #expect(failure.error.message.hasPrefix("plugins/knob.lua:3: attempt to index a nil value"))
        #expect(failure.error.traceback?.contains("plugins/knob.lua:3: in") == true)
        #expect(session.stage.actionFailures.isEmpty)
    }

    @Test func failuresAreKeptWhenNoHandlerIsSet() throws {
        let session = try makeSession()
        try session.eval("local c = Control{}; c:addTarget(function() error('x') end, 'touchDown'); c:sendActions('touchDown')")
        #expect(session.stage.actionFailures.count == 1)
        #expect(session.stage.actionFailures.first?.error.message == "test:1: x")
    }
}
