import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// What an invariant watch finds broken (docs/fuzzing.md §2), each case with the rule it checks:
/// controls broken on purpose, made in Lua, driven by a script as a reproduction drives them.
@Suite("Fuzz: the invariant watch")
struct InvariantWatchTests {
    /// Runs `script` in a fresh session (a control `c` in the window is its usual subject) and
    /// answers what its latest watch found, and the session.
    private func watched(_ script: String) throws -> (broken: [String], session: ScriptSession) {
        let session = try watchSession()
        try session.eval(script)
        return (session.brokenInvariants, session)
    }

    @Test("§2.2: tracking that never ends (an override swallows the lift) is found once no finger is down")
    func trackingEndsOnce() throws {
        let (broken, session) = try watched("""
            Control.define{ name = "Swallower", touchesEnded = function(self, touches, event) end }
            c = Swallower{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            touch(c):down({50, 50}):up()
            """)
        #expect(broken == [FuzzInvariant.trackingEndsOnce.rawValue])
        #expect(session.stage.invariantWatches.last?.violations.first?.message == "Swallower#1 is still tracking after its touch ended")
    }

    @Test("§2.2: a control left highlighted after its touch was cancelled")
    func highlightEnds() throws {
        let (broken, _) = try watched("""
            Control.define{ name = "Lit", cancelTracking = function(self, event)
              self.super.cancelTracking(self, event)
              self.isHighlighted = true
            end }
            c = Lit{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            touch(c):down({50, 50}):cancel()
            """)
        #expect(broken == [FuzzInvariant.highlightEndsWithTheTouch.rawValue])
    }

    @Test("§2.5: isTouchInside that does not follow the touch (an override of touchesMoved skips the base class)")
    func flagsFollowTheTouch() throws {
        let (broken, _) = try watched("""
            Control.define{ name = "Deaf", touchesMoved = function(self, touches, event) end }
            c = Deaf{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            local finger = touch(c):down({50, 50})
            finger:move({400, 50})
            finger:up()
            """)
        #expect(broken.first == FuzzInvariant.flagsFollowTheTouch.rawValue)
    }

    @Test("§2.2, §2.6: touch events sent out of UIKit's order, and after a cancel")
    func touchEventsInOrder() throws {
        let (broken, session) = try watched("""
            c = Control{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            c:sendActions("touchDragInside")
            touch(c):down({50, 50}):cancel()
            c:sendActions("touchUpInside")
            """)
        #expect(broken == [FuzzInvariant.touchEventsInOrder.rawValue, FuzzInvariant.nothingAfterCancel.rawValue])
        #expect(session.stage.invariantWatches.last?.violations.first?.message == "Control#1 sent touchDragInside before touchDown")
    }

    @Test("a touch event a defined control's override sends itself (a duplicate, uikit-rules §8.1) is no order problem")
    func overridesMaySendTouchEvents() throws {
        let (broken, _) = try watched("""
            c = StarSlider{}
            window:addSubview(c)
            watch = watchInvariants(c)
            drag(c, {from = {10, 17}, to = {300, 17}})
            """)
        #expect(broken == [])
    }

    @Test("§8.3: valueChanged sent by a change made in code")
    func codeIsSilent() throws {
        let (broken, _) = try watched("""
            Control.define{ name = "Loud", properties = { level = { type = "number", default = 0,
              didSet = function(self) self:sendActions("valueChanged") end } } }
            c = Loud{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            c.level = 3
            watch:check()
            """)
        #expect(broken == [FuzzInvariant.codeIsSilent.rawValue])
    }

    @Test("§4.2: a switch that reports a flip it did not make, or two for one touch")
    func switchRules() throws {
        let (broken, _) = try watched("""
            Control.define{ name = "Liar", base = "Switch",
              endTracking = function(self, touch, event) self:sendActions("valueChanged") end }
            Control.define{ name = "Stutter", base = "Switch",
              endTracking = function(self, touch, event)
                self.super.endTracking(self, touch, event)
                self:sendActions("valueChanged")
              end }
            c = Liar{frame = {100, 100, 51, 31}}
            d = Stutter{frame = {100, 200, 51, 31}}
            window:addSubview(c)
            window:addSubview(d)
            watch = watchInvariants(c, d)
            tap(c)
            tap(d)
            """)
        #expect(broken == [FuzzInvariant.valueChangedMeansChange.rawValue, FuzzInvariant.switchTogglesOnce.rawValue])
    }

    @Test("§4.4: a stepper that reports with no finger on it")
    func stepperReportsOnlyWhileTracking() throws {
        let (broken, _) = try watched("""
            Control.define{ name = "Late", base = "Stepper", endTracking = function(self, touch, event)
              self.super.endTracking(self, touch, event)
              clock.after(1, function() self:sendActions("valueChanged") end)
            end }
            c = Late{frame = {100, 100, 94, 32}}
            window:addSubview(c)
            watch = watchInvariants(c)
            tap(c, {70, 16})
            clock.advance(2)
            """)
        #expect(broken == [FuzzInvariant.valueChangedWhileTracking.rawValue])
    }

    @Test("§4.5: a segmented control that sends a touch event")
    func segmentedControlSendsNoTouchEvents() throws {
        let (broken, _) = try watched("""
            c = SegmentedControl{frame = {70, 400, 250, 32}, items = {"One", "Two"}}
            window:addSubview(c)
            watch = watchInvariants(c)
            tap(c, {200, 16})
            c:sendActions("touchDown")
            """)
        #expect(broken == [FuzzInvariant.segmentedControlSendsNoTouchEvents.rawValue])
    }

    @Test("§4.3–§4.6: a value outside its limits is found, one inside is not")
    func valueWithinBounds() {
        #expect(InvariantWatch.rangeProblem(value: 2, minimum: 0, maximum: 1) == "has value 2 outside 0…1")
        #expect(InvariantWatch.rangeProblem(value: .nan, minimum: 0, maximum: 1) == "has value nan outside 0…1")
        #expect(InvariantWatch.rangeProblem(value: 0, minimum: 1, maximum: 0) == "has minimumValue 1 above maximumValue 0")
        #expect(InvariantWatch.rangeProblem(value: 1, minimum: 0, maximum: 1) == nil)
    }

    @Test("§2.1.1: tracking a touch the control should not have had (hidden, but hit by its own hitTest)")
    func tracksTouchesThatHit() throws {
        let (broken, session) = try watched("""
            Control.define{ name = "Ghost", hitTest = function(self, point, event) return self end }
            Control.define{ name = "Holder", base = "View", hitTest = function(self, point, event) return self:viewWithTag(7) end }
            holder = Holder{frame = {0, 0, 390, 844}}
            c = Ghost{frame = {100, 100, 100, 100}, tag = 7}
            holder:addSubview(c)
            window:addSubview(holder)
            watch = watchInvariants(c)
            c.isHidden = true
            tap(c)
            """)
        #expect(broken.first == FuzzInvariant.tracksTouchesThatHit.rawValue)
        #expect(session.stage.invariantWatches.last?.violations.first?.message == "Ghost#1 began tracking a touch though it is hidden")
    }

    @Test("§2.1.4: a second touch tracked while the first is down (told to the watch as the model tells it)")
    func oneTouchAtATime() throws {
        let session = try watchSession()
        try session.eval("c = Control{frame = {100, 100, 100, 100}}; window:addSubview(c); watch = watchInvariants(c)")
        let watch = try #require(session.stage.invariantWatches.last)
        let control = try #require(watch.views.first as? Control)
        let first = session.stage.touches.begin(at: Point(x: 150, y: 150))
        let second = session.stage.touches.begin(at: Point(x: 160, y: 150))
        watch.trackingBegan(watch.record(of: control), control, second)
        #expect(!first.phase.isFinal)
        #expect(watch.violations.map(\.invariant) == [FuzzInvariant.oneTouchAtATime.rawValue])
    }

    @Test("§3.2: a pass that does not reach the watch's own targets once each, in order")
    func targetsInOrder() throws {
        let session = try watchSession()
        try session.eval("c = Control{frame = {100, 100, 100, 100}}; window:addSubview(c); watch = watchInvariants(c)")
        let watch = try #require(session.stage.invariantWatches.last)
        let control = try #require(watch.views.first as? Control)
        control.sendActions(for: .valueChanged)
        watch.check()
        #expect(watch.violations.isEmpty)
        watch.openPass(.valueChanged, from: control)  // a pass that calls nobody
        watch.check()
        #expect(watch.violations.map(\.message) == ["Control#1 sent valueChanged to [] where its registrations for it are [watch 1, watch 2]"])
    }

    @Test("an error escaping an override is found with its file and line, and the model goes on")
    func noErrorEscapes() throws {
        let (broken, session) = try watched("""
            Control.define{ name = "Brittle", continueTracking = function(self, touch) error("snapped") end }
            c = Brittle{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            touch(c):down({10, 10}):move({20, 20}):up()
            """)
        #expect(broken == [FuzzInvariant.noErrorEscapes.rawValue])
        #expect(session.stage.invariantWatches.last?.violations.first?.message.contains("test:1: snapped") == true)
    }

    @Test("the standard controls keep every invariant on an ordinary day")
    func standardControlsKeepThem() throws {
        let (broken, _) = try watched("""
            s = Slider{frame = {20, 40, 260, 34}}; w = Switch{frame = {20, 100, 51, 31}}; p = Stepper{frame = {20, 160, 94, 32}}
            g = SegmentedControl{frame = {20, 220, 250, 32}, items = {"A", "B", "C"}}; q = PageControl{frame = {20, 280, 200, 37}, numberOfPages = 3}
            for _, v in ipairs{s, w, p, g, q} do window:addSubview(v) end
            watch = watchInvariants(s, w, p, g, q)
            drag(s, {from = {14, 17}, to = {200, 17}}); tap(w); tap(w); longPress(p, {at = {70, 16}, duration = 2})
            tap(g, {200, 16}); tap(g, {200, 16}); tap(q, {150, 18})
            local f = touch(s):down({200, 17}); f:move({100, 17}); f:cancel()
            clock.advance(1)
            watch:verify()
            """)
        #expect(broken == [])
    }

    // MARK: The script's face

    @Test("watch:verify() fails at the script's line with the first invariant broken; watch:failures() lists them")
    func verifyAndFailures() throws {
        let session = try watchSession()
        try session.eval("""
            Control.define{ name = "Swallower", touchesEnded = function(self, touches, event) end }
            c = Swallower{frame = {100, 100, 100, 100}}
            window:addSubview(c)
            watch = watchInvariants(c)
            tap(c)
            """)
        #expect(session.failure("watch:verify()")?.message
                == "test:1: invariant broken: tracking ends exactly once for each touch it began with (uikit-rules §2.2, §2.4): Swallower#1 is still tracking after its touch ended")
        #expect(try session.eval("local f = watch:failures()[1]; return #watch:failures(), f.invariant, f.control, f.fault")
                == [1, "tracking-ends-once", "Swallower#1", "control"])
        #expect(session.trafficLines.contains { $0.contains("note       Swallower#1: invariant broken: tracking ends exactly once") })
    }

    @Test("while a watch runs, a failing action is one of its failures, not an error at the step's line; a reset stops it")
    func failuresAreTheWatchs() throws {
        let session = try watchSession()
        session.stage.raisesFailuresInScripts = true
        try session.eval("b = Button{frame = {0, 0, 50, 50}}; window:addSubview(b); b:addTarget(function() error('no') end, 'touchUpInside')")
        try session.eval("watch = watchInvariants(b); tap(b)")
        #expect(session.brokenInvariants == [FuzzInvariant.noErrorEscapes.rawValue])
        try session.resetModel()
        #expect(session.stage.raisesFailuresInScripts)
        #expect(session.stage.invariantWatches.isEmpty)
    }

    @Test("bad arguments to watchInvariants are refused, saying what is expected")
    func badArguments() throws {
        let session = try watchSession()
        try session.eval("c = Control{}")
        #expect(session.failure("watchInvariants()")?.message.contains("watchInvariants expects the views to watch") == true)
        #expect(session.failure("watchInvariants(3)")?.message == "test:1: bad argument #1 to 'watchInvariants' (View expected, got number)")
        #expect(session.failure("watchInvariants(c, {invariant = {}})")?.message.contains("unknown option 'invariant' (did you mean 'invariants'?)") == true)
        #expect(session.failure("watchInvariants(c, {invariants = {limit = 3}})")?.message
                == "test:1: watchInvariants: invariant 'limit' must be a function, got number")
    }
}
