import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// The worked sequences of uikit-rules §2.6, produced by touch helpers called from Lua.
@Suite("Touch synthesis from Lua (uikit-rules §2.6)")
struct TouchHelperTests {
    /// A control at {20, 20, 100, 44} in the window, recording every touch event it sends.
    static let setUp = """
        c = Control{ frame = {20, 20, 100, 44} }
        window:addSubview(c)
        seen = {}
        c:addTarget(function(_, _, name) seen[#seen + 1] = name end, "allTouchEvents")
        function sequence() return table.concat(seen, " ") end
        """

    func events(after script: String) throws -> String {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + script)
        return try session.text("return sequence()")
    }

    @Test func tapInside() throws {
        #expect(try events(after: "tap(c)") == "touchDown touchUpInside")
    }

    @Test func doubleTapSendsTouchDownRepeat() throws {
        #expect(try events(after: "tap(c, {count = 2})")
            == "touchDown touchUpInside touchDown touchDownRepeat touchUpInside")
    }

    @Test func dragWithinSlop() throws {
        #expect(try events(after: "drag(c, {from = {50, 22}, to = {60, 22}, steps = 3})")
            == "touchDown touchDragInside touchDragInside touchDragInside touchUpInside")
    }

    @Test func dragBeyondSlopAndReleaseOutside() throws {
        #expect(try events(after: "drag(c, {to = {300, 22}, steps = 4})")
            == "touchDown touchDragInside touchDragExit touchDragOutside touchDragOutside touchDragOutside touchUpOutside")
    }

    @Test func comeBackAndReleaseInsideWithATouchChain() throws {
        #expect(try events(after: "touch(c):down():move({300, 22}):move({50, 22}):up()")
            == "touchDown touchDragExit touchDragOutside touchDragEnter touchDragInside touchUpInside")
    }

    @Test func leaveSlopAndLiftInTheSameEvent() throws {
        #expect(try events(after: "touch(c):down({10, 10}):up({300, 22})") == "touchDown touchDragExit touchUpOutside")
    }

    @Test func cancelledTouch() throws {
        #expect(try events(after: "touch(c):down():move({55, 22}):cancel()") == "touchDown touchDragInside touchCancel")
        #expect(try events(after: "drag(c, {to = {60, 22}, steps = 1, cancel = true})") == "touchDown touchDragInside touchCancel")
    }

    @Test func longPressAndSwipeAdvanceTheClock() throws {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + "longPress(c, {duration = 2})")
        #expect(try session.eval("return sequence(), clock.now") == ["touchDown touchUpInside", 2.0])
        try session.eval("seen = {}; swipe(c, 'right', {distance = 20, steps = 2, duration = 0.2})")
        #expect(try session.eval("return sequence(), clock.now") == ["touchDown touchDragInside touchDragInside touchUpInside", 2.2])
    }

    @Test func touchLandingOnACoveringViewIsNoted() throws {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + "local cover = View{ frame = {0, 0, 200, 100} }; window:addSubview(cover); tap(c, {60, 20})")
        #expect(try session.text("return sequence()") == "")
        let note = try #require(session.stage.application.traffic.records.first { $0.kind == .note })
        #expect(note.message == "tap at {60, 20} hit View#1, which covers Control#1")
    }

    @Test func misdirectedTouchesCanBeErrors() throws {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + "window:addSubview(View{ frame = {0, 0, 200, 100} }); misdirectedTouches('error')")
        #expect(session.failure("tap(c)")?.message == "test:1: tap at {50, 22} hit View#1, which covers Control#1")
        #expect(session.failure("touch(c):down()")?.message == "test:1: touch at {50, 22} hit View#1, which covers Control#1")
        #expect(session.stage.application.traffic.records.isEmpty)
    }

    @Test func disabledControlLetsTheTouchThroughAndSaysSo() throws {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + "c.isEnabled = false; tap(c)")
        let note = try #require(session.stage.application.traffic.records.first { $0.kind == .note })
        #expect(note.message == "tap at {50, 22} hit Window#1 instead of Control#1")
    }

    @Test func helpersCheckTheirArguments() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(session.failure("tap(Control{})")?.message == "test:1: tap: Control#1 is not in the window (add it with window:addSubview)")
        #expect(session.failure("drag(c, {to = {1, 2}, stesp = 3})")?.message
            == "test:1: bad argument #2 to 'drag' (unknown option 'stesp'; did you mean 'steps'?)")
        #expect(session.failure("drag(c, {})")?.message == "test:1: bad argument #2 to 'drag' (option 'to' is required)")
        #expect(session.failure("swipe(c, 'lfet')")?.message
            == "test:1: bad argument #2 to 'swipe' (one of right, left, up, down expected, got 'lfet') (did you mean 'left'?)")
        #expect(session.failure("tap('c')")?.message == "test:1: bad argument #1 to 'tap' (View expected, got string)")
        #expect(session.failure("touch(c):up()")?.message == "test:1: cannot up: the finger is not down (call :down() first)")
    }
}
