import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// `Control.define{...}`: classes defined in Lua construct, print, type-check and take part in
/// tracking and dispatch like Swift controls (issue 5, "Custom controls in Lua").
@Suite("Control.define")
struct DefineTests {
    static let dial = """
        Control.define{
          name = "Dial", base = "Control",
          properties = {
            level = { type = "number", default = 2,
                      validate = function(self, v) return v >= 0, "levels are not negative" end,
                      set = function(self, v) return math.min(v, 10) end,
                      didSet = function(self, v, old) self._changes = (self._changes or 0) + 1 end },
            label = { type = "string", default = "dial" },
            doubled = { type = "number", get = function(self) return self.level * 2 end },
          },
          methods = { changes = function(self) return self._changes or 0 end },
        }
        """

    @Test func aDefinedClassConstructsLikeABuiltInAndPrintsReadably() throws {
        let session = try makeSession()
        try session.eval(Self.dial)
        #expect(try session.text("return tostring(Dial{ level = 3, frame = {0, 0, 40, 40} })")
                == "Dial#1(label: \"dial\", level: 3, frame: (0, 0, 40×40))")
        #expect(try session.text("return Dial{}.level") == "2")
        #expect(try session.text("return tostring(Dial)") == "class Dial")
    }

    @Test func eachOverrideIsReadFromTheFieldOfItsNameIntoItsOwnSlot() throws {
        let session = try makeSession()
        let given: [Hook] = [.initialize, .continueTracking, .draw]
        try session.eval("""
            Control.define{ name = "Probe", base = "Control",
              init = function(self) end, continueTracking = function() return true end, draw = function() end }
            """)
        let definition = try #require(session.customControls.definitions["Probe"])
        #expect(Hook.initialize.name == "init" && Hook.continueTracking.name == "continueTracking")
        for hook in Hook.allCases {
            #expect((definition.hooks[hook] != nil) == given.contains(hook), "\(hook.name)")
        }
    }

    @Test func aDescriptionOverrideNamesValuesAndState() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Lamp", base = "Control",
              description = function(self) return "watts=40 lit" end }
            """)
        #expect(try session.text("return tostring(Lamp{})") == "Lamp#1(watts: 40, state: lit, frame: (0, 0, 0×0))")
    }

    @Test func declaredPropertiesCheckTheirType() throws {
        let session = try makeSession()
        try session.eval(Self.dial + "\nd = Dial{}")
        #expect(session.failure("d.level = 'high'")?.message == "test:1: bad argument #1 to 'Dial.level' (number expected, got string)")
        #expect(session.failure("Dial{ label = 4 }")?.message.contains("bad argument #1 to 'Dial.label' (string expected, got number)") == true)
    }

    @Test func validateRefusesWithItsReasonAndSetClampsAndDidSetRunsOnChangeOnly() throws {
        let session = try makeSession()
        try session.eval(Self.dial + "\nd = Dial{}")
        #expect(session.failure("d.level = -1")?.message == "test:1: bad argument #1 to 'Dial.level' (levels are not negative, got -1)")
        try session.eval("d.level = 25")
        #expect(try session.text("return d.level") == "10")
        try session.eval("d.level = 10")
        #expect(try session.text("return d:changes()") == "1")
    }

    @Test func computedPropertiesAreReadOnly() throws {
        let session = try makeSession()
        try session.eval(Self.dial + "\nd = Dial{ level = 4 }")
        #expect(try session.text("return d.doubled") == "8")
        #expect(session.failure("d.doubled = 1")?.message.contains("read-only") == true)
    }

    @Test func privateFieldsAreFreeButUndeclaredNamesAreRefused() throws {
        let session = try makeSession()
        try session.eval(Self.dial + "\nd = Dial{}\nd._scratch = {1, 2}")
        #expect(try session.text("return #d._scratch") == "2")
        let error = session.failure("d.levle = 3")
        #expect(error?.message.contains("levle") == true)
        #expect(error?.message.contains("level") == true)
    }

    @Test func badDefinitionsAreRefusedWithClearErrors() throws {
        let session = try makeSession()
        let typo = session.failure("Control.define{ name = 'A', beginTraking = function() end }")
        #expect(typo?.message == "test:1: Control.define: unknown field 'beginTraking' (did you mean 'beginTracking'?)")
        let base = session.failure("Control.define{ name = 'B', base = 'Slidr' }")
        #expect(base?.message.contains("unknown base 'Slidr' (did you mean 'Slider'?)") == true)
        let builtIn = session.failure("Control.define{ name = 'Slider' }")
        #expect(builtIn?.message.contains("Slider is a built-in class and cannot be redefined") == true)
        let shadow = session.failure("Control.define{ name = 'C', properties = { isEnabled = { type = 'boolean' } } }")
        #expect(shadow?.message.contains("property 'isEnabled' is already a member of Control") == true)
        let badType = session.failure("Control.define{ name = 'D', properties = { x = { type = 'float' } } }")
        #expect(badType?.message.contains("unknown type 'float'") == true)
        let hook = session.failure("Control.define{ name = 'E', layout = 3 }")
        #expect(hook?.message.contains("'layout' must be a function, got number") == true)
    }

    @Test func overridesTakePartInTrackingAndTrafficUsesTheClassName() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Pad", beginTracking = function(self, touch) return touch:locationIn(self).x < 50 end }
            p = Pad{ frame = {0, 0, 100, 100} }
            window:addSubview(p)
            tap(p, {80, 50})
            tap(p, {20, 50})
            """)
        let emitted = session.stage.application.traffic.records.filter { $0.kind == .emitted }
        #expect(emitted.map { "\($0.sender?.description ?? "") \($0.controlEvent?.description ?? "")" }
                == ["Pad#1 touchDown", "Pad#1 touchUpInside"])
    }

    @Test func superRunsTheBuiltInImplementation() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "LoggedSlider", base = "Slider",
              beginTracking = function(self, touch, event)
                self._began = (self._began or 0) + 1
                return self.super.beginTracking(self, touch, event)
              end }
            s = LoggedSlider{ frame = {0, 0, 200, 30} }
            window:addSubview(s)
            drag(s, { from = {s.currentThumbRect.x + 5, 15}, to = {150, 15} })
            """)
        #expect(try session.text("return s._began") == "1")
        #expect(try session.text("return s.value > 0.5") == "true")
    }

    @Test func superWalksUpAChainOfDefinitions() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Outer", base = "Control",
              beginTracking = function(self, touch, event)
                self._log = (self._log or "") .. "outer "
                return self.super.beginTracking(self, touch, event)
              end }
            Control.define{ name = "Inner", base = "Outer",
              beginTracking = function(self, touch, event)
                self._log = (self._log or "") .. "inner "
                return self.super.beginTracking(self, touch, event)
              end }
            i = Inner{ frame = {0, 0, 50, 50} }
            window:addSubview(i)
            tap(i)
            """)
        #expect(try session.text("return i._log") == "inner outer ")
        #expect(session.trafficLines.contains { $0.contains("emitted    Inner#1  touchUpInside") })
    }

    /// Overrides that re-enter their own instance nest deeper than the levels kept inline
    /// (`InlineStack`): `super` still continues from the innermost one — past it, up the
    /// chain, once per class — and every level is popped on the way out.
    @Test func superFromOverridesNestedFortyDeepContinuesFromTheInnermost() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Top", base = "Control",
              pointInside = function(self, point, event)
                self._top = (self._top or 0) + 1
                return self.super.pointInside(self, point, event)
              end }
            Control.define{ name = "Middle", base = "Top",
              pointInside = function(self, point, event)
                self._middle = (self._middle or 0) + 1
                return self.super.pointInside(self, point, event)
              end }
            Control.define{ name = "Deep", base = "Middle",
              pointInside = function(self, point, event)
                self._depth = (self._depth or 0) + 1
                if self._depth % 40 ~= 0 then return self:pointInside(point) end
                return self.super.pointInside(self, point, event)
              end }
            d = Deep{ frame = {0, 0, 50, 50} }
            inside, outside = d:pointInside({10, 10}), d:pointInside({80, 10})
            """)
        #expect(try session.text("return tostring(inside) .. ' ' .. tostring(outside)") == "true false")
        #expect(try session.text("return d._depth .. ' ' .. d._middle .. ' ' .. d._top") == "80 2 2")
        #expect(InlineStack<OverrideLevel>.inlineCapacity < 40)
    }

    @Test func anErrorInAnOverrideIsReportedWithItsLineAndTheBaseBehaviourRuns() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Broken",
              beginTracking = function(self, touch)
                error("no knob art")
              end }
            b = Broken{ frame = {0, 0, 50, 50} }
            window:addSubview(b)
            tap(b)
            """)
        let failure = try #require(session.stage.actionFailures.first)
        #expect(failure.error.message == "test:3: no knob art")
        #expect(failure.event == "Broken.beginTracking")
        let lines = session.trafficLines
        #expect(lines.contains { $0.contains("beginTracking override of Broken#1 failed: test:3: no knob art; the base class's ran instead") })
        #expect(lines.contains { $0.contains("emitted    Broken#1  touchUpInside") })
    }

    @Test func pointInsideShapesHitTesting() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Round",
              pointInside = function(self, p) return (p.x - 50) ^ 2 + (p.y - 50) ^ 2 <= 50 ^ 2 end }
            r = Round{ frame = {0, 0, 100, 100} }
            window:addSubview(r)
            """)
        #expect(try session.text("return window:hitTest({50, 50}) == r") == "true")
        #expect(try session.text("return window:hitTest({5, 5}) == window") == "true")
    }

    @Test func layoutRunsWhenTheSizeChanges() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Boxed",
              init = function(self) self._inner = View{}; self:addSubview(self._inner) end,
              layout = function(self) local b = self.bounds; self._inner.frame = {10, 10, b.width - 20, b.height - 20} end }
            x = Boxed{ frame = {0, 0, 100, 60} }
            x:layoutIfNeeded()
            """)
        #expect(try session.text("return x._inner.frame") == "{10, 10, 80, 40}")
    }

    @Test func customEventsAreRegisteredAndSent() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Bell", events = { "rang" } }
            b = Bell{}
            count = 0
            b:addTarget(function() count = count + 1 end, "rang")
            b:sendActions("rang")
            """)
        #expect(try session.text("return count") == "1")
    }

    /// A definition may be based on any built-in view class, not only controls: a plain view
    /// (UIView subclass), a label, a scroll view. Its overrides reach it as they reach a control's.
    @Test func anyBuiltInViewClassCanBeABase() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Badge", base = "View", properties = { count = { type = "integer", default = 0 } },
              pointInside = function(self, p) return p.x < 10 end }
            Control.define{ name = "Caption", base = "Label" }
            Control.define{ name = "Pager", base = "ScrollView" }
            b = Badge{ frame = {0, 0, 40, 40}, count = 3 }
            c = Caption{ text = "hi" }
            p = Pager{ frame = {0, 0, 100, 100} }
            window:addSubview(b)
            """)
        #expect(try session.text("return b.count, c.text") == "3")
        #expect(try session.eval("return c.text, b:pointInside({5, 5}), b:pointInside({20, 5})") == ["hi", true, false])
        #expect(try session.eval("return window:hitTest({20, 5}) == window, window:hitTest({5, 5}) == b") == [true, true])
        #expect(try session.text("return tostring(b)") == "Badge#1(count: 3, frame: (0, 0, 40×40))")
        #expect(session.failure("Control.define{ name = 'Bad', base = 'Window' }")?.message.contains("unknown base 'Window'") == true)
        #expect(session.failure("Control.define{ name = 'Odd', base = 'View', beginTracking = function() end }") == nil)
    }
}
