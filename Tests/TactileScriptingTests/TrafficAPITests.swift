import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Traffic from Lua: records as tables, filters, watches")
struct TrafficAPITests {
    static let setUp = """
        s = Slider{ frame = {20, 40, 200, 30} }
        window:addSubview(s)
        handler = { moved = function() end }
        s:addTarget(handler, "moved", "valueChanged")
        s:sendActions("valueChanged")
        """

    @Test func recordsComeBackAsTables() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            local r = traffic()
            local e, d = r[1], r[2]
            return #r, e.seq, e.kind, traffic:nameOf(e.sender), e.event, e.registrations, d.kind, traffic:nameOf(d.target), d.action, d.route, d.time
            """) == [3, 1, "emitted", "Slider#1", "valueChanged", 1, "delivered", "table#1", "moved", "target", 0.0])
    }

    @Test func filtersSelectBySenderKindAndEvent() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            return #traffic({kind = "delivered"}), #traffic({sender = s, event = "primaryActionTriggered"}),
                   #traffic({sender = "Slider#1", kind = {"emitted", "delivered"}}), #traffic({sender = "Button#9"})
            """) == [1, 1, 3, 0])
        #expect(session.failure("traffic({snder = s})")?.message
            == "test:1: bad argument #1 to 'traffic' (unknown filter key 'snder'; did you mean 'sender'?)")
        #expect(session.failure("traffic({kind = 'sent'})")?.message
            == "test:1: bad argument #1 to 'traffic' (unknown record kind 'sent')")
    }

    @Test func clearForgetsRecordsAndNotesAreAdded() throws {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + "traffic.clear(); traffic.note('step 2')")
        #expect(try session.eval("local r = traffic(); return #r, r[1].kind, r[1].message, r[1].seq") == [1, "note", "step 2", 4])
    }

    @Test func watchFollowsNewRecordsUntilStopped() throws {
        let session = try makeSession()
        #expect(try session.eval(Self.setUp + "\n" + """
            local seen = {}
            local w = traffic.watch({kind = "emitted"}, function(r) seen[#seen + 1] = r.event end)
            s:sendActions("touchDown")
            w:stop()
            s:sendActions("touchUpInside")
            return table.concat(seen, ",")
            """) == ["touchDown"])
    }

    @Test func aFailingWatcherIsReportedAndDispatchGoesOn() throws {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + """
            traffic.watch(function() error("watch broke") end)
            s:sendActions("touchDown")
            done = true
            """)
        #expect(try session.lua.global("done") == true)
        #expect(session.stage.actionFailures.first?.event == "traffic.watch")
        #expect(session.stage.actionFailures.first?.error.message.hasSuffix("watch broke") == true)
    }

    @Test func watchingWithoutAFunctionIsRefusedAtOnce() throws {
        let session = try makeSession()
        for chunk in ["traffic.watch(42)", "traffic:watch({kind = 'note'})", "traffic:watch({}, 'f')"] {
            #expect(throws: LuaError.self, "\(chunk)") { try session.eval(chunk) }
            do { try session.eval(chunk) } catch { #expect("\(error)".contains("test:1: bad argument to 'watch' (function expected")) }
        }
    }
}
