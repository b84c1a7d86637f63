import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// Gesture recognizers from Lua: construction, the state by name, targets, the delegate's
/// questions as functions, failure requirements, and the traffic they leave.
@Suite("Gesture recognizers from Lua")
struct GestureBindingTests {
    /// A plain view at {20, 100, 200, 200} in the window, and `log`/`logged()` to collect strings.
    static let setUp = """
        v = View{ frame = {20, 100, 200, 200} }
        window:addSubview(v)
        log = {}
        function logged() return table.concat(log, " ") end
        """

    func session(_ script: String) throws -> ScriptSession {
        let session = try makeSession()
        try session.eval(Self.setUp + "\n" + script)
        return session
    }

    // MARK: Construction and properties

    @Test func constructedWithPropertiesAndPrintedWithItsState() throws {
        let session = try session("g = TapGestureRecognizer{ numberOfTapsRequired = 2, cancelsTouchesInView = false }")
        #expect(try session.eval("return g.numberOfTapsRequired, g.cancelsTouchesInView, g.delaysTouchesEnded, g.state")
            == [2, false, true, "possible"])
        #expect(try session.text("return g") == "TapGestureRecognizer#1(state: possible)")
        #expect(try session.eval("v:addGestureRecognizer(g); return #v.gestureRecognizers, g.view == v") == [1, true])
        #expect(try session.eval("v:removeGestureRecognizer(g); return #v.gestureRecognizers, g.view") == [0, .nil])
    }

    @Test func unknownConstructorKeySuggestsTheNearest() throws {
        let error = try #require(try makeSession().failure("TapGestureRecognizer{ numberOfTapRequired = 2 }"))
        #expect(error.message.contains("unknown key 'numberOfTapRequired' for TapGestureRecognizer{} (did you mean 'numberOfTapsRequired'?)"))
    }

    @Test func stateIsReadOnly() throws {
        let error = try #require(try makeSession().failure("TapGestureRecognizer{}.state = 'ended'"))
        #expect(error.message.contains("read-only"))
    }

    @Test func longPressDefaultsAreUIKits() throws {
        #expect(try makeSession().eval("local g = LongPressGestureRecognizer{}; return g.minimumPressDuration, g.allowableMovement")
            == [0.5, 10.0])
    }

    // MARK: Actions and traffic

    @Test func doubleTapRecognizesAtTheSecondLiftAndIsRecorded() throws {
        let session = try session("""
            g = TapGestureRecognizer{ numberOfTapsRequired = 2, action = function(g, state) log[#log + 1] = state .. "/" .. g.state end }
            v:addGestureRecognizer(g)
            tap(v)
            clock.advance(1)
            tap(v, { count = 2 })
            """)
        #expect(try session.text("return logged()") == "ended/ended")
        let lines = session.trafficLines
        #expect(lines.contains { $0.hasSuffix("emitted    TapGestureRecognizer#1  ended  (1 registered)") })
        #expect(lines.contains { $0.contains("delivered  TapGestureRecognizer#1  ended  -> function#") && $0.hasSuffix(" call  event=nil") })
    }

    @Test func trafficTablesCarryTheState() throws {
        let session = try session("""
            g = TapGestureRecognizer{ action = function() end }
            v:addGestureRecognizer(g)
            tap(v)
            """)
        #expect(try session.eval("local r = traffic()[1]; return traffic:nameOf(r.sender), r.state, r.kind") == ["TapGestureRecognizer#1", "ended", "emitted"])
    }

    @Test func continuousRecognizerReportsEachState() throws {
        let session = try session("""
            g = LongPressGestureRecognizer{ action = function(g, state) log[#log + 1] = state end }
            v:addGestureRecognizer(g)
            local finger = touch(v):down()
            clock.advance(0.4)
            log[#log + 1] = g.state
            clock.advance(0.2)
            finger:move({110, 100}):up()
            """)
        #expect(try session.text("return logged()") == "possible began changed ended")
    }

    @Test func errorInActionIsAFailedRecordAndNothingElse() throws {
        let session = try session("""
            g = TapGestureRecognizer{ action = function() error("no zoom today") end }
            g:addTarget(function() log[#log + 1] = "second" end)
            v:addGestureRecognizer(g)
            tap(v)
            after = true
            """)
        #expect(try session.lua.global("after") == true)
        #expect(try session.text("return logged()") == "second")
        let failed = try #require(session.stage.application.traffic.records.first { $0.kind == .failed })
        #expect(failed.gestureState == .ended)
        #expect(failed.message == "test:5: no zoom today")
        #expect(session.stage.actionFailures.first?.sender == "TapGestureRecognizer#1")
    }

    @Test func tableTargetReceivesTheRecognizerAndState() throws {
        let session = try session("""
            handler = {}
            function handler:zoom(g, state) log[#log + 1] = g.name .. " " .. state end
            g = TapGestureRecognizer{}
            g:addTarget(handler, "zoom")
            v:addGestureRecognizer(g)
            tap(v)
            """)
        #expect(try session.text("return logged()") == "TapGestureRecognizer#1 ended")
        let error = try #require(session.failure("g:addTarget(handler, 'zoomm')"))
        #expect(error.message.contains("does not respond to 'zoomm'"))
    }

    @Test func removedTargetsAreNoLongerCalled() throws {
        let session = try session("""
            local function count() log[#log + 1] = "f" end
            handler = { zoom = function() log[#log + 1] = "t" end }
            g = TapGestureRecognizer{ action = function() log[#log + 1] = "a" end }
            g:addTarget(count)
            g:addTarget(count)
            g:addTarget(handler, "zoom")
            v:addGestureRecognizer(g)
            tap(v)
            clock.advance(1)
            g:removeTarget(count)
            g:removeTarget(handler, "zoom")
            tap(v)
            clock.advance(1)
            g.action = nil
            tap(v)
            """)
        #expect(try session.text("return logged()") == "a f t a")
        #expect(try session.eval("return g.action") == [.nil])
        #expect(session.failure("g:removeTarget(5)")?.message.contains("bad argument #1 to 'removeTarget' (function, table or nil expected, got number)") == true)
    }

    @Test func replacingTheActionKeepsAddedTargets() throws {
        let session = try session("""
            g = TapGestureRecognizer{ action = function() log[#log + 1] = "old" end }
            g:addTarget(function() log[#log + 1] = "added" end)
            g.action = function() log[#log + 1] = "new" end
            v:addGestureRecognizer(g)
            tap(v)
            """)
        #expect(try session.text("return logged()") == "added new")
    }

    @Test func disabledRecognizerDoesNotRecognize() throws {
        let session = try session("""
            g = TapGestureRecognizer{ isEnabled = false, action = function() log[#log + 1] = "tap" end }
            v:addGestureRecognizer(g)
            tap(v)
            """)
        #expect(try session.text("return logged()") == "")
        #expect(!session.trafficLines.contains { $0.contains("TapGestureRecognizer") })
    }

    // MARK: Relations

    @Test func singleTapWaitsForTheDoubleTapToFail() throws {
        let session = try session("""
            double = TapGestureRecognizer{ numberOfTapsRequired = 2, action = function() log[#log + 1] = "double@" .. clock.now end }
            single = TapGestureRecognizer{ action = function() log[#log + 1] = "single@" .. clock.now end }
            single:requireToFail(double)
            v:addGestureRecognizer(double)
            v:addGestureRecognizer(single)
            tap(v, { count = 2 })
            clock.advance(1)
            log[#log + 1] = "|"
            tap(v)
            start = clock.now
            clock.advance(1)
            """)
        let log = try session.text("return logged()")
        #expect(log.hasPrefix("double@"))
        #expect(!log.contains("single@") || log.firstRange(of: "|")!.lowerBound < log.firstRange(of: "single@")!.lowerBound)
        // The single tap is recognized once the double tap's 0.35 s interval ran out (uikit-rules §5).
        let parts = log.split(separator: "|")
        #expect(parts.count == 2 && !parts[0].contains("single"))
        let start = try #require(Double(luaValue: session.lua.global("start")))
        let singleAt = try #require(Double(parts[1].split(separator: "@").last.map(String.init) ?? ""))
        #expect(abs(singleAt - (start + 0.35)) < 0.02)
    }

    @Test func delegateShouldBeginFalseFailsTheRecognizer() throws {
        let session = try session("""
            g = TapGestureRecognizer{ action = function() log[#log + 1] = "tap" end,
                                      shouldBegin = function(g) log[#log + 1] = "asked:" .. g.state; return false end }
            v:addGestureRecognizer(g)
            tap(v)
            """)
        #expect(try session.text("return logged()") == "asked:possible")
        #expect(try session.eval("return type(g.shouldBegin)") == ["function"])
    }

    @Test func delegateShouldReceiveTouchSeesTheTouch() throws {
        let session = try session("""
            g = TapGestureRecognizer{ action = function() log[#log + 1] = "tap" end }
            g.shouldReceiveTouch = function(g, touch) return touch:locationIn(v).y > 100 end
            v:addGestureRecognizer(g)
            tap(v, {50, 50})
            clock.advance(1)
            tap(v, {50, 150})
            """)
        #expect(try session.text("return logged()") == "tap")
    }

    @Test func twoPansRecognizeTogetherOnlyWhenTheDelegateAllows() throws {
        let script = """
            a = PanGestureRecognizer{ action = function(g, s) if s == "began" then log[#log + 1] = "a" end end }
            b = PanGestureRecognizer{ action = function(g, s) if s == "began" then log[#log + 1] = "b" end end }
            v:addGestureRecognizer(a)
            v:addGestureRecognizer(b)
            """
        let alone = try session(script + "drag(v, { from = {20, 20}, to = {120, 20} })")
        #expect(try alone.text("return logged()") == "a")
        let together = try session(script + """
            b.shouldRecognizeSimultaneously = function(g, other) return other == a end
            drag(v, { from = {20, 20}, to = {120, 20} })
            """)
        #expect(try together.text("return logged()") == "a b")
    }

    @Test func delegateRequiringFailureWorksLikeRequireToFail() throws {
        let session = try session("""
            double = TapGestureRecognizer{ numberOfTapsRequired = 2 }
            single = TapGestureRecognizer{ action = function() log[#log + 1] = "single" end,
                                           shouldRequireFailureOf = function(g, other) return other == double end }
            v:addGestureRecognizer(double)
            v:addGestureRecognizer(single)
            tap(v, { count = 2 })
            clock.advance(1)
            """)
        #expect(try session.text("return logged()") == "")
    }

    @Test func failingDelegateAnswersTheDefaultAndIsRecorded() throws {
        let session = try session("""
            g = TapGestureRecognizer{ action = function() log[#log + 1] = "tap" end,
                                      shouldBegin = function() error("undecided") end }
            v:addGestureRecognizer(g)
            tap(v)
            """)
        #expect(try session.text("return logged()") == "tap")
        let failed = try #require(session.stage.application.traffic.records.first { $0.kind == .failed })
        #expect(failed.action == "shouldBegin")
        #expect(failed.sender?.description == "TapGestureRecognizer#1")
        #expect(failed.message == "test:6: undecided")
    }

    // MARK: Concrete recognizers

    @Test func swipeDirectionsByName() throws {
        let session = try session("""
            g = SwipeGestureRecognizer{ direction = {"left", "right"}, action = function() log[#log + 1] = "swipe" end }
            v:addGestureRecognizer(g)
            swipe(v, "up")
            swipe(v, "left")
            """)
        #expect(try session.text("return logged()") == "swipe")
        #expect(try session.eval("return g.direction[1], g.direction[2], #g.direction") == ["right", "left", 2])
        #expect(try session.eval("g.direction = 'down'; return g.direction") == ["down"])
        let error = try #require(session.failure("g.direction = 'lfet'"))
        #expect(error.message == "test:1: bad argument #1 to 'SwipeGestureRecognizer.direction'"
            + " (one of right, left, up, down expected, got 'lfet') (did you mean 'left'?)")
    }

    @Test func panTranslationVelocityAndReset() throws {
        let session = try session("""
            g = PanGestureRecognizer{ action = function(g, state)
              local t = g:translationIn(v)
              log[#log + 1] = state .. ":" .. string.format("%g", t.x)
              if state == "changed" and t.x >= 50 then g:setTranslation({0, 0}, v) end
              if state == "ended" then endVelocity = g:velocityIn(v).x end
            end }
            v:addGestureRecognizer(g)
            drag(v, { from = {20, 20}, to = {120, 20}, steps = 10, duration = 0.5 })
            """)
        // 10 pt per step: begins at 10 pt (the pan's threshold), resets past 50.
        #expect(try session.text("return logged()")
            == "began:10 changed:20 changed:30 changed:40 changed:50 changed:10 changed:20 changed:30 changed:40 changed:50 ended:0")
        // The last step moved 10 pt in 0.05 s.
        let velocity = try #require(Double(luaValue: session.lua.global("endVelocity")))
        #expect(abs(velocity - 200) < 1e-6)
    }

    @Test func pinchAndRotationFromTheTwoFingerHelpers() throws {
        let session = try session("""
            p = PinchGestureRecognizer{ action = function(g, s) log[#log + 1] = s; pinchScale = g.scale end }
            r = RotationGestureRecognizer{ action = function(g) rotation = g.rotation end }
            v:addGestureRecognizer(p)
            pinch(v, { from = 1, to = 2, steps = 4 })
            v:removeGestureRecognizer(p)
            v:addGestureRecognizer(r)
            rotate(v, { by = math.pi / 2, steps = 6 })
            """)
        #expect(try session.text("return log[1] .. ' ' .. log[#log]") == "began ended")
        let scale = try #require(Double(luaValue: session.lua.global("pinchScale")))
        #expect(abs(scale - 2) < 1e-9)
        let rotation = try #require(Double(luaValue: session.lua.global("rotation")))
        #expect(abs(rotation - .pi / 2) < 1e-9)
    }

    @Test func twoFingerHelpersCheckTheirOptions() throws {
        let session = try session("")
        #expect(session.failure("pinch(v, { from = 1 })")?.message.contains("option 'to' is required") == true)
        #expect(session.failure("rotate(v, { bye = 1 })")?.message.contains("did you mean 'by'?") == true)
    }

    // MARK: Controls and recognizers (Apple's "Attaching gesture recognizers to UIKit controls")

    @Test func buttonKeepsItsTapFromASuperviewTapRecognizer() throws {
        let session = try session("""
            b = Button{ frame = {20, 20, 100, 44} }
            v:addSubview(b)
            b:addTarget(function() log[#log + 1] = "button" end, "touchUpInside")
            v:addGestureRecognizer(TapGestureRecognizer{ action = function() log[#log + 1] = "recognizer" end })
            tap(b)
            clock.advance(1)
            tap(v, {150, 150})
            """)
        #expect(try session.text("return logged()") == "button recognizer")
    }

    @Test func delaysTouchesBeganHoldsTheControlsTouchUntilTheRecognizerFails() throws {
        let session = try session("""
            c = Control{ frame = {20, 20, 100, 44} }
            v:addSubview(c)
            c:addTarget(function(_, _, name) log[#log + 1] = name end, "allTouchEvents")
            v:addGestureRecognizer(LongPressGestureRecognizer{ delaysTouchesBegan = true })
            finger = touch(c):down()
            """)
        #expect(try session.text("return logged()") == "")
        // Moving 20 pt fails the long press (10 pt allowed): the held began phase reaches the control.
        try session.eval("finger:move({50, 40}):up()")
        #expect(try session.text("return logged()") == "touchDown touchDragInside touchUpInside")
    }

    @Test func recognizingCancelsTheTrackingOfAControl() throws {
        let session = try session("""
            c = Control{ frame = {20, 20, 160, 44} }
            v:addSubview(c)
            c:addTarget(function(_, _, name) log[#log + 1] = name end, "allTouchEvents")
            v:addGestureRecognizer(PanGestureRecognizer{ action = function(g, s) log[#log + 1] = "pan:" .. s end })
            drag(c, { from = {10, 22}, to = {150, 22}, steps = 5 })
            """)
        // The control saw the touch begin, then lost it to the pan: no touchUp of any kind.
        #expect(try session.text("return logged()") == "touchDown pan:began touchCancel pan:changed pan:changed pan:changed pan:changed pan:ended")
    }
}
