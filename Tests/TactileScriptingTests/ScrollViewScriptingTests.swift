import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// ScrollView from Lua: construction with a table, properties, delegate callbacks as functions,
/// a RefreshControl pulled by dragging (Apple's UIScrollView documentation; uikit-rules §4.9).
@Suite("ScrollView from Lua")
struct ScrollViewScriptingTests {
    private static let setUp = """
        sv = ScrollView{ frame = {0, 0, 320, 480}, contentSize = {320, 2000} }
        window:addSubview(sv)
        """

    @Test func constructionAndProperties() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            sv.contentInset = {top = 10, left = 0, bottom = 20, right = 0}
            sv.isPagingEnabled = true
            sv:setContentOffset({0, 100})
            local inset = sv.contentInset
            return sv.contentSize.height, sv.contentOffset.y, inset.top, inset.bottom, sv.bounces, sv.isPagingEnabled, sv.delaysContentTouches
            """) == [2000.0, 100.0, 10.0, 20.0, true, true, true])
    }

    /// Apple's UIScrollView documentation: `panGestureRecognizer` is the scroll view's own, read-only;
    /// scripts observe it like any other recognizer.
    @Test func ownPanRecognizerIsReachableAndObservable() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            local pan = sv.panGestureRecognizer
            local states = {}
            pan:addTarget(function(g, state) states[#states + 1] = state end)
            drag(sv, { from = {160, 400}, to = {160, 200}, steps = 5 })
            return pan == sv.panGestureRecognizer, pan.view == sv, states[1], states[#states]
            """) == [true, true, "began", "ended"])
        #expect(session.failure("sv.panGestureRecognizer = PanGestureRecognizer{}")?.message.contains("read-only") == true)
    }

    @Test func badContentSizeIsAClearError() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        let message = session.failure("sv.contentSize = 'big'")?.message ?? ""
        #expect(message.contains("contentSize") && message.contains("size"))
    }

    @Test func delegateFunctionsHearADragAndItsDeceleration() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            local seen, scrolls = {}, 0
            sv.didScroll = function(s) scrolls = scrolls + 1 end
            sv.willBeginDragging = function(s) seen[#seen + 1] = "begin" end
            sv.didEndDragging = function(s, decelerate) seen[#seen + 1] = "end " .. tostring(decelerate) end
            sv.didEndDecelerating = function(s) seen[#seen + 1] = "rest " .. tostring(s == sv) end
            drag(sv, {from = {160, 400}, to = {160, 100}, steps = 10, duration = 0.3})
            clock.advance(5)
            return table.concat(seen, ","), scrolls >= 10, sv.contentOffset.y > 270
            """) == ["begin,end true,rest true", true, true])
    }

    /// uikit-rules §10.1: willEndDragging gets the lift velocity (pt/ms) and the resting target,
    /// and the point it returns is where the content comes to rest; willBeginDecelerating follows
    /// didEndDragging.
    @Test func willEndDraggingChoosesWhereTheContentComesToRest() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            local seen, vy, ty = {}, nil, nil
            sv.willEndDragging = function(s, velocity, target)
              seen[#seen + 1] = "lift"; vy, ty = velocity.y, target.y
              return {0, 1000}
            end
            sv.didEndDragging = function(s, decelerate) seen[#seen + 1] = "end " .. tostring(decelerate) end
            sv.willBeginDecelerating = function(s) seen[#seen + 1] = "decelerate " .. tostring(s == sv) end
            drag(sv, {from = {160, 400}, to = {160, 100}, steps = 10, duration = 0.3})
            clock.advance(5)
            return table.concat(seen, ","), vy > 0.9 and vy < 1.1, ty > 700, sv.contentOffset.y
            """) == ["lift,end true,decelerate true", true, true, 1000.0])
    }

    /// uikit-rules §10.1: returning nil keeps the target; a target past the limits is clamped to them.
    @Test func willEndDraggingNilKeepsTheTargetAndFarTargetsAreClamped() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            local proposed
            sv.willEndDragging = function(s, v, target) proposed = target.y end
            drag(sv, {from = {160, 400}, to = {160, 100}, steps = 10, duration = 0.3})
            clock.advance(5)
            local kept = sv.contentOffset.y == proposed
            sv.willEndDragging = function() return {x = 0, y = 1e9} end
            sv.contentOffset = {0, 0}
            drag(sv, {from = {160, 400}, to = {160, 100}, steps = 10, duration = 0.3})
            clock.advance(5)
            return kept, sv.contentOffset.y
            """) == [true, 1520.0])
    }

    /// A willEndDragging answer that is no point, or one beyond ±1e12, is reported as a failed
    /// callback naming what was expected, and the content rests where it would have.
    @Test func aBadWillEndDraggingAnswerIsReportedAndChangesNothing() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        for answer in ["'far'", "{0, 1e300}"] {
            let failures = session.stage.actionFailures.count
            #expect(try session.eval("""
                local proposed
                sv.willEndDragging = function(s, v, target) proposed = target.y; return \(answer) end
                sv.contentOffset = {0, 0}
                drag(sv, {from = {160, 400}, to = {160, 100}, steps = 10, duration = 0.3})
                clock.advance(5)
                return sv.contentOffset.y == proposed
                """) == [true])
            #expect(session.stage.actionFailures.count == failures + 1)
            let failed = try #require(session.stage.application.traffic.records.last { $0.kind == .failed })
            #expect(failed.action == "willEndDragging" && failed.message?.contains("a point {x, y}") == true)
        }
    }

    @Test func delegateFunctionsCanBeGivenInTheConstructorAndCleared() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local n = 0
            local s = ScrollView{ frame = {0, 0, 320, 480}, contentSize = {320, 2000}, didScroll = function() n = n + 1 end }
            s.contentOffset = {0, 10}
            local kind = type(s.didScroll)
            s.didScroll = nil
            s.contentOffset = {0, 20}
            return n, kind, s.didScroll == nil
            """) == [1, "function", true])
    }

    @Test func aRaisingDelegateFunctionIsReportedAndNothingCrashes() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        try session.eval("sv.didScroll = function() error('boom') end; sv.contentOffset = {0, 50}")
        #expect(session.stage.actionFailures.count == 1)
        #expect(session.stage.actionFailures.first?.error.message.contains("boom") == true)
        let failed = try #require(session.stage.application.traffic.records.first { $0.kind == .failed })
        #expect(failed.action == "didScroll" && failed.sender?.description == "ScrollView#1")
        #expect(try session.eval("return sv.contentOffset.y") == [50.0])
    }

    @Test func aDidScrollThatScrollsForeverIsStoppedAndReported() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        try session.eval("sv.didScroll = function(s) s.contentOffset = {0, s.contentOffset.y + 1} end; sv.contentOffset = {0, 1}")
        #expect(!session.stage.actionFailures.isEmpty)
        #expect(try session.eval("return sv.contentOffset.y > 1") == [true])
    }

    @Test func aNonFunctionCallbackIsRefused() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        let message = session.failure("sv.didScroll = 42")?.message ?? ""
        #expect(message.contains("didScroll") && message.contains("function"))
    }

    /// uikit-rules §4.9: dragging the scroll view down past the threshold starts the refresh.
    @Test func refreshControlPulledByDragging() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            local r = RefreshControl{}
            sv.refreshControl = r
            local n = 0
            r:addTarget(function() n = n + 1 end, "valueChanged")
            drag(sv, {from = {160, 50}, to = {160, 450}, steps = 10})
            return n, r.isRefreshing, sv.refreshControl == r
            """) == [1, true, true])
    }

    @Test func setContentOffsetAnimatedRunsOnTheClock() throws {
        let session = try makeSession()
        try session.eval(Self.setUp)
        #expect(try session.eval("""
            local done = false
            sv.didEndScrollingAnimation = function() done = true end
            sv:setContentOffset({0, 300}, true)
            local before = sv.contentOffset.y
            clock.advance(0.3)
            sv:scrollRectToVisible({0, 1000, 10, 10})
            return before, done, sv.contentOffset.y
            """) == [0.0, true, 530.0])
    }
}
