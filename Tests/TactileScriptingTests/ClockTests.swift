import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("The virtual clock from Lua")
struct ClockTests {
    @Test func advanceMovesTimeAndFiresTimersAtTheirMoment() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local fired = {}
            clock.after(1, function() fired[#fired + 1] = clock.now end)
            clock.after(0.25, function() fired[#fired + 1] = clock.now end)
            local start = clock.now
            clock.advance(0.5)
            local middle = clock.now
            clock.advance(0.75)
            return start, middle, clock.now, fired[1], fired[2]
            """) == [0.0, 0.5, 1.25, 0.25, 1.0])
    }

    @Test func runUntilIdleDrainsTimers() throws {
        let session = try makeSession()
        #expect(try session.eval("local n = 0; clock.after(3, function() n = n + 1 end); local idle = clock.runUntilIdle(); return idle, n, clock.now")
            == [true, 1, 3.0])
    }

    @Test func tapTakesTheDriversTapDuration() throws {
        let session = try makeSession()
        #expect(try session.eval("local v = View{ frame = {0, 0, 50, 50} }; window:addSubview(v); tap(v); return clock.now") == [0.05])
    }

    @Test func timeCannotGoBackwardsOrBeSet() throws {
        let session = try makeSession()
        #expect(session.failure("clock.advance(-1)")?.message == "test:1: bad argument #1 to 'advance' (time cannot go backwards: -1)")
        #expect(session.failure("clock.now = 3")?.message == "test:1: clock.now is read-only")
        #expect(session.failure("clock.advance('soon')")?.message == "test:1: bad argument #1 to 'advance' (number expected, got string)")
    }

    @Test func failingTimerCallbackIsReportedNotRaised() throws {
        let session = try makeSession()
        try session.eval("clock.after(1, function() error('late') end); clock.advance(2)")
        #expect(session.stage.actionFailures.first?.error.message == "test:1: late")
        #expect(session.stage.application.traffic.records.last?.message == "clock.after callback failed: test:1: late")
    }
}
