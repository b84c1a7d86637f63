import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Control events by name, list, mask and custom name (uikit-rules §1.1)")
struct EventNameTests {
    @Test func namesListsAndMasksSelectEvents() throws {
        let names = EventNames()
        #expect(try names.event(named: "valueChanged") == .valueChanged)
        #expect(try names.event(named: "allTouchEvents") == .allTouchEvents)
        let session = try makeSession()
        #expect(try session.eval("""
            local c = Control{}
            local seen = {}
            c:addTarget(function(_, _, name) seen[#seen + 1] = name end, {"touchDown", "touchDragInside"})
            c:addTarget(function(_, _, name) seen[#seen + 1] = "mask:" .. name end, "allTouchEvents")
            c:sendActions("touchDown")
            c:sendActions("valueChanged")
            c:sendActions("touchDragInside")
            return table.concat(seen, " ")
            """) == ["touchDown mask:touchDown touchDragInside mask:touchDragInside"])
    }

    @Test func unknownEventNamesSuggestTheNearest() throws {
        let session = try makeSession()
        #expect(session.failure("Control{}:sendActions('touchUpInsde')")?.message
            == "test:1: unknown control event 'touchUpInsde' (did you mean 'touchUpInside'?)")
        #expect(session.failure("Control{}:sendActions({'touchDown', true})")?.message
            == "test:1: bad argument #1 to 'sendActions' (Control.Event name, mask or list of them expected, got a list holding a boolean)")
        #expect(session.failure("Control{}:sendActions(true)")?.message
            == "test:1: bad argument #1 to 'sendActions' (Control.Event name, mask or list of them expected, got boolean)")
        #expect(session.failure("Control{}:sendActions(-1)")?.message
            == "test:1: bad argument #1 to 'sendActions' (a mask within 0xFFFFFFFF expected, got -1)")
    }

    /// uikit-rules §1.1: bits 24…27 are the application's; custom names take them in order.
    @Test func customEventsTakeApplicationBitsInOrder() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            return Control.registerEvent("unlocked"), Control.registerEvent("locked"), Control.registerEvent("unlocked")
            """) == [.integer(1 << 24), .integer(1 << 25), .integer(1 << 24)])
        #expect(try session.eval("""
            local c = Control{}
            local got
            c:addTarget(function(_, _, name) got = name end, {"unlocked", "valueChanged"})
            c:sendActions("unlocked")
            return got, table.concat(c.allControlEvents, ",")
            """) == ["unlocked", "valueChanged,unlocked"])
        #expect(session.trafficLines.contains { $0.contains("emitted    Control#1  application0") })
        let emitted = try session.eval("return traffic({kind = 'emitted'})[1].event")
        #expect(emitted == ["unlocked"])
    }

    @Test func aFifthCustomEventIsRefusedNamingTheFour() throws {
        let session = try makeSession()
        let error = try #require(session.failure("""
            for _, name in ipairs({"a", "b", "c", "d", "e"}) do Control.registerEvent(name) end
            """))
        #expect(error.message == "test:1: cannot register event 'e': the 4 application-reserved events (bits 24…27) are taken by 'a', 'b', 'c', 'd'")
        #expect(session.failure("Control.registerEvent('valueChanged')")?.message
            == "test:1: cannot register event 'valueChanged': it is already a UIKit event name")
    }

    @Test func sessionsAllocateIndependently() throws {
        let first = try makeSession()
        let second = try makeSession()
        try first.eval("Control.registerEvent('x')")
        #expect(try second.eval("return Control.registerEvent('y')") == [.integer(1 << 24)])
    }
}
