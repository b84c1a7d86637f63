import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// The standard controls driven from Lua by synthesized touches only.
@Suite("Standard controls from Lua (uikit-rules §4)")
struct StandardControlTests {
    /// uikit-rules §4.3: a continuous slider sends valueChanged after touchDown and on every move.
    @Test func sliderDraggedByItsThumbChangesValueAndSendsValueChanged() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local s = Slider{ frame = {20, 40, 200, 30}, maximumValue = 10 }
            window:addSubview(s)
            local changes = 0
            s:addTarget(function() changes = changes + 1 end, "valueChanged")
            local thumb = s.currentThumbRect
            local from = {thumb.x + thumb.width / 2, 15}
            drag(s, {from = from, to = {200, 15}, steps = 4})
            return s.value > 8, changes
            """) == [true, 6])
    }

    /// uikit-rules §4.3: programmatic setValue sends nothing.
    @Test func programmaticSliderValueIsSilent() throws {
        let session = try makeSession()
        try session.eval("local s = Slider{}; s:addTarget(function() error('sent') end, 'valueChanged'); s:setValue(0.5, true); s.value = 0.7")
        #expect(session.stage.application.traffic.records.isEmpty)
    }

    /// uikit-rules §4.2: a tap flips the switch and sends valueChanged; setOn is silent.
    @Test func switchFlipsOnTap() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local sw = Switch{ frame = {20, 20, 51, 31} }
            window:addSubview(sw)
            local events = {}
            sw:addTarget(function(sender) events[#events + 1] = tostring(sender.isOn) end, "valueChanged")
            tap(sw)
            sw:setOn(false, true)
            return table.concat(events, ","), sw.isOn
            """) == ["true", false])
    }

    /// uikit-rules §4.4: a quick tap on the + half steps once at touch-up.
    @Test func stepperTapOnPlusHalfStepsOnce() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local st = Stepper{ frame = {20, 20, 94, 32}, stepValue = 5 }
            window:addSubview(st)
            tap(st, {80, 16})
            return st.value
            """) == [5.0])
        #expect(session.failure("Stepper{}.stepValue = 0")?.message == "test:1: stepValue must be greater than 0 (got 0)")
    }

    /// uikit-rules §4.5: selection happens at touch-up and sends valueChanged.
    @Test func segmentedControlSelectsTappedSegment() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local seg = SegmentedControl{ frame = {20, 20, 200, 32}, items = {"One", "Two"} }
            window:addSubview(seg)
            local got
            seg:addTarget(function(sender) got = sender.selectedSegmentIndex end, "valueChanged")
            tap(seg, {150, 16})
            return got, seg.numberOfSegments, seg:titleForSegment(1), table.concat(seg.items, ",")
            """) == [1, 2, "Two", "One,Two"])
    }

    /// uikit-rules §4.1: a tap sends touchDown, touchUpInside and primaryActionTriggered.
    @Test func buttonTapAndTitles() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local b = Button{ frame = {20, 20, 120, 44}, title = "OK" }
            b:setTitle("Pressing", "highlighted")
            window:addSubview(b)
            local seen = {}
            b:addTarget(function(_, _, name) seen[#seen + 1] = name end, "allEvents")
            tap(b)
            return table.concat(seen, " "), b.currentTitle, b:titleForState("highlighted"), b.buttonType
            """) == ["touchDown touchUpInside primaryActionTriggered", "OK", "Pressing", "custom"])
        #expect(session.failure("Button{}:setTitle('x', 'pressed')")?.message
            == "test:1: bad argument #2 to 'setTitle' (one of normal, highlighted, disabled, selected, focused, application, reserved expected, got 'pressed')")
    }

    /// uikit-rules §4.6: a tap right of the current dot moves one page.
    @Test func pageControlAdvancesOnePage() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local p = PageControl{ frame = {0, 100, 390, 37}, numberOfPages = 5 }
            window:addSubview(p)
            tap(p, {380, 18})
            return p.currentPage
            """) == [1])
    }

    /// uikit-rules §4.7: a tap begins editing; typed keys send editingChanged; return ends on exit.
    @Test func textFieldEditsThroughTheKeyboard() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local field = TextField{ frame = {20, 20, 200, 34}, placeholder = "Name" }
            window:addSubview(field)
            local seen = {}
            field:addTarget(function(_, _, name) seen[#seen + 1] = name end, "allEditingEvents")
            tap(field)
            local typed = keyboard.type("ab")
            keyboard.pressReturn()
            return field.text, typed, table.concat(seen, " ")
            """) == ["ab", true, "editingDidBegin editingChanged editingChanged editingDidEndOnExit editingDidEnd"])
    }

    /// A label ignores touches by default, so it does not hide the button under it; once it
    /// takes touches, a tap on the button lands on the label and the traffic says so.
    @Test func labelCoversAButtonOnlyWhenItTakesTouches() throws {
        let session = try makeSession()
        try session.eval("""
            b = Button{ frame = {20, 20, 120, 44}, title = "OK" }
            label = Label{ frame = {0, 0, 200, 100}, text = "Over" }
            window:addSubview(b)
            window:addSubview(label)
            tap(b)
            """)
        #expect(!session.stage.application.traffic.records.contains { $0.kind == .note })
        try session.eval("label.isUserInteractionEnabled = true; tap(b, {40, 20})")
        #expect(session.stage.application.traffic.records.last { $0.kind == .note }?.message == "tap at {40, 20} hit Label#1, which covers Button#1")
    }

    @Test func imageViewHitsOnlyOpaquePixels() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local iv = ImageView{ frame = {0, 0, 4, 2}, hitTestsOpaquePixelsOnly = true, isUserInteractionEnabled = true }
            iv:setImageMask{ "##..", "##.." }
            window:addSubview(iv)
            return rawequal(window:hitTest({1, 1}), iv), rawequal(window:hitTest({3, 1}), window), tostring(iv.imageSize)
            """) == [true, true, "{4, 2}"])
    }

    /// uikit-rules §4.9: beginRefreshing/endRefreshing from code are silent.
    @Test func refreshControlIsSilentForCode() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local r = RefreshControl{}
            local n = 0
            r:addTarget(function() n = n + 1 end, "valueChanged")
            r:beginRefreshing(); r:endRefreshing()
            local silent = n
            r:beginRefreshing()
            return silent, r.isRefreshing
            """) == [0, true])
    }

    @Test func progressAndActivityIndicator() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local p = ProgressView{ progress = 2 }
            local spinner = ActivityIndicatorView{}
            spinner:startAnimating()
            return p.progress, spinner.isAnimating
            """) == [1.0, true])
    }
}
