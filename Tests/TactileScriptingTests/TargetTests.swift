import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Targets from Lua: functions, objects with actions, removal and queries (uikit-rules §3)")
struct TargetTests {
    /// uikit-rules §3.2, §3.6: an action gets the sender and the input event — nil when code
    /// sent it — and, after them, the control event's name.
    @Test func functionTargetIsCalledWithSenderEventAndName() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local c = Control{ frame = {0, 0, 100, 44} }
            window:addSubview(c)
            local got = {}
            c:addTarget(function(sender, event, name) got[#got + 1] = {sender, event, name} end, {"valueChanged", "touchDown"})
            c:sendActions("valueChanged")
            tap(c)
            return #got, rawequal(got[1][1], c), got[1][2], got[1][3], rawequal(got[2][1], c), got[2][2].type, got[2][3]
            """) == [2, true, .nil, "valueChanged", true, "touches", "touchDown"])
    }

    @Test func functionTargetLivesAsLongAsItsRegistration() throws {
        let session = try makeSession()
        try session.eval("""
            c = Control{}
            count = 0
            c:addTarget(function() count = count + 1 end, "valueChanged")
            collectgarbage(); collectgarbage()
            c:sendActions("valueChanged")
            """)
        #expect(try session.lua.global("count") == 1)
    }

    /// A function target lives as long as its registration: released with its control, or
    /// when removed, and it does not keep its control alive by capturing it.
    @Test func aFunctionTargetCapturingItsControlDoesNotKeepItAlive() throws {
        let session = try makeSession()
        try session.eval("""
            alive = setmetatable({}, { __mode = "k" })
            do
              local c = Control{}
              c:addTarget(function() return c end, "valueChanged")
              alive[c] = true
            end
            -- Released at the second collection, out of weak tables at the third (embedding §3.6).
            collectgarbage(); collectgarbage(); collectgarbage()
            """)
        #expect(try session.eval("return next(alive) == nil") == [true])
    }

    /// A function target holds its control's userdata beside the function for the control's
    /// own sends; an action sent to it from another object still gets that object as sender.
    @Test func functionTargetGetsTheSenderItWasSentFrom() throws {
        let session = try makeSession()
        let values = try session.eval("""
            c, other = Control{}, Slider{}
            senders, n = {}, 0
            c:addTarget(function(sender) n = n + 1; senders[n] = sender end, "valueChanged")
            return c, other
            """)
        let control = try #require(session.object(from: values[0]) as? Control)
        let other = try #require(session.object(from: values[1]) as? Control)
        let target = try #require(control.allTargets.first?.object)
        control.sendActions(for: .valueChanged)
        #expect(session.stage.application.sendAction("call", to: target, from: other, for: nil))
        #expect(session.stage.application.sendAction("call", to: target, from: nil, for: nil))
        control.sendActions(for: .valueChanged)
        #expect(try session.eval("""
            return n, rawequal(senders[1], c), rawequal(senders[2], other), senders[3], rawequal(senders[4], c)
            """) == [4, true, true, .nil, true])
    }

    @Test func objectTargetGetsItsActionCalledAsAMethod() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local c = Control{}
            local obj = { slid = 0 }
            function obj:didSlide(sender, event, name) self.slid = self.slid + 1; self.event, self.name = event, name end
            c:addTarget(obj, "didSlide", {"valueChanged", "touchUpInside"})
            c:sendActions("valueChanged")
            c:sendActions("touchUpInside")
            return obj.slid, obj.event, obj.name
            """) == [2, .nil, "touchUpInside"])
        #expect(session.trafficLines.contains { $0.contains("delivered  Control#1  valueChanged  -> table#1 didSlide") })
    }

    /// uikit-rules §3.1: targets are not retained; a collected Lua table stops receiving.
    @Test func collectedObjectTargetStopsReceiving() throws {
        let session = try makeSession()
        try session.eval("""
            c = Control{}
            calls = 0
            local obj = { didSlide = function() calls = calls + 1 end }
            c:addTarget(obj, "didSlide", "valueChanged")
            c:sendActions("valueChanged")
            obj = nil
            collectgarbage(); collectgarbage()
            c:sendActions("valueChanged")
            """)
        #expect(try session.lua.global("calls") == 1)
        #expect(session.targets.objectTargets.isEmpty)
        #expect(session.stage.application.traffic.records.last?.kind == .unhandled)
    }

    /// The respondsToSelector check happens at addTarget time.
    @Test func objectWithoutTheActionIsRefusedAtAddTarget() throws {
        let session = try makeSession()
        let error = try #require(session.failure("""
            local c = Control{}
            c:addTarget({}, "didSlide", "valueChanged")
            """))
        #expect(error.message == "test:2: target does not respond to 'didSlide' (its 'didSlide' is nil, not a function)")
        let notFunction = try #require(session.failure("Control{}:addTarget({didSlide = 3}, 'didSlide', 'valueChanged')"))
        #expect(notFunction.message.hasSuffix("(its 'didSlide' is number, not a function)"))
    }

    @Test func boundObjectMustPerformTheAction() throws {
        let session = try makeSession()
        let error = try #require(session.failure("Control{}:addTarget(window, 'didSlide', 'valueChanged')"))
        #expect(error.message == "test:1: Window#1 does not respond to 'didSlide' (Window has no such action)")
    }

    @Test func removeTargetStopsDeliveryAndEmptiesQueries() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local c = Control{}
            local n = 0
            local function f() n = n + 1 end
            c:addTarget(f, {"valueChanged", "touchDown"})
            local before = #c.allTargets
            c:removeTarget(f, "valueChanged")
            c:sendActions("valueChanged")
            c:sendActions("touchDown")
            local events = table.concat(c.allControlEvents, ",")
            c:removeTarget(f)
            return n, before, events, #c.allTargets
            """) == [1, 1, "touchDown", 0])
    }

    @Test func actionsForTargetAndAllTargetsMatchUIKit() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local c = Control{}
            local obj = { a = function() end, b = function() end }
            c:addTarget(obj, "a", "valueChanged")
            c:addTarget(obj, "b", {"valueChanged", "touchDown"})
            c:addTarget(nil, "up", "touchUpInside")
            local all = c.allTargets
            local actions = c:actionsForTarget(obj, "valueChanged")
            return #all, rawequal(all[1], obj), all[2], table.concat(actions, ","),
                   table.concat(c:actionsForTarget(obj, "touchDown"), ","), c:actionsForTarget(obj, "touchCancel"),
                   c:actionsForTarget(nil, "touchUpInside")
            """) == [2, true, false, "a,b", "b", .nil, .nil])
    }

    @Test func nilTargetGoesUpTheResponderChain() throws {
        let session = try makeSession()
        try session.eval("""
            local c = Control{}
            window:addSubview(c)
            c:addTarget(nil, "nobodyHandlesThis", "valueChanged")
            c:sendActions("valueChanged")
            """)
        let last = try #require(session.stage.application.traffic.records.last)
        #expect(last.kind == .unhandled)
        #expect(last.route == .responderChain)
    }

    @Test func addTargetChecksItsArguments() throws {
        let session = try makeSession()
        #expect(session.failure("Control{}:addTarget(function() end)")?.message
            == "test:1: wrong number of arguments to 'addTarget' (2 arguments expected, got 1)")
        #expect(session.failure("Control{}:addTarget(42, 'x', 'valueChanged')")?.message
            == "test:1: bad argument #1 to 'addTarget' (function or table expected, got number)")
        #expect(session.failure("Control{}:addTarget(function() end, 'valueChange')")?.message
            == "test:1: unknown control event 'valueChange' (did you mean 'valueChanged'?)")
        #expect(session.failure("Control.addTarget(window, function() end, 'valueChanged')")?.message
            == "test:1: calling 'addTarget' on bad self (Control expected, got Window)")
    }
}

/// Lua-defined controls keep their state where Lua's collector sees it: 10,000 of them, with
/// references to themselves in their state and target closures capturing them, are all
/// collected once unreachable, and their Swift bodies freed; one in a window keeps its state
/// however few references Lua holds to it.
@Suite("Lua-defined controls and their collection")
struct DefinedControlCollectionTests {
    private final class WeakControl {
        weak var control: AnyObject?
        init(_ control: AnyObject?) { self.control = control }
    }

    @Test func unreachableDefinedControlsAreCollectedWithTheirSwiftBodies() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Selfish", properties = { level = { type = "number", default = 0 } },
              init = function(self) self._me = self end }
            made, alive = {}, setmetatable({}, { __mode = "k" })
            for i = 1, 10000 do
              local s = Selfish{ level = i }
              s:addTarget(function() return s.level end, "valueChanged")
              made[i], alive[s] = s, true
            end
            """)
        let bodies = try (1...10_000).map { index throws in
            WeakControl(session.object(from: try session.eval("return made[\(index)]")[0]))
        }
        #expect(bodies.allSatisfy { $0.control != nil })
        // Released at the second collection, out of weak tables at the third (embedding §3.6).
        try session.eval("made = nil; collectgarbage(); collectgarbage(); collectgarbage()")
        #expect(try session.eval("local n = 0; for _ in pairs(alive) do n = n + 1 end; return n") == [0])
        #expect(bodies.filter { $0.control != nil }.count == 0)
    }

    @Test func aDefinedControlInAWindowKeepsItsStateWithoutLuaReferences() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Dial", properties = { level = { type = "number", default = 0 } } }
            count = 0
            do
              local d = Dial{ level = 7 }
              d._note = "kept"
              d:addTarget(function() count = count + 1 end, "valueChanged")
              window:addSubview(d)
            end
            collectgarbage(); collectgarbage(); collectgarbage()
            local d = window.subviews[1]
            d:sendActions("valueChanged")
            """)
        #expect(try session.eval("local d = window.subviews[1]; return d.level, d._note, count") == [7, "kept", 1])
        try session.eval("""
            alive = setmetatable({}, { __mode = "k" })
            alive[window.subviews[1]] = true
            window.subviews[1]:removeFromSuperview()
            -- Let go at the next cycle, then released and out of weak tables two later (embedding §3.6).
            for _ = 1, 4 do collectgarbage() end
            """)
        #expect(try session.eval("return next(alive) == nil") == [true])
    }

    /// Lua finalizes a control's parts in the same cycle as the control that then stays for
    /// its window: views kept only in its state — in its hierarchy or not — must live on with it.
    @Test func viewsKeptOnlyInTheStateOfAControlOnScreenLiveOnWithIt() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Holder", init = function(self)
              self._part = View{}
              self:addSubview(self._part)
              self._spare = View{ tag = 9 }
            end }
            window:addSubview(Holder{})
            for _ = 1, 4 do collectgarbage() end
            """)
        #expect(try session.eval("""
            local h = window.subviews[1]
            h._part.frame = Rect(1, 2, 3, 4)
            return h._part.frame.width, rawequal(h._part, h.subviews[1]), h._spare.tag
            """) == [3, true, 9])
    }
}
