import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// Fidelity notes: what a scripted control does that UIKit would also do but its author may
/// not expect, recorded as traffic notes and never as errors (issue 5, "Fidelity notes").
@Suite("Fidelity notes")
struct FidelityNoteTests {
    private func notes(_ session: ScriptSession) -> [FidelityNote] { session.customControls.fidelityNotes }

    @Test func aTouchDownSentFromBeginTrackingIsNotedAsADuplicate() throws {
        // Seed 003 recipes 2-5…2-9 send TouchDown from beginTracking; the base class sends it too (uikit-rules §2.3).
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Recipe",
              beginTracking = function(self) self:sendActions("touchDown"); return true end }
            r = Recipe{ frame = {0, 0, 50, 50} }
            window:addSubview(r)
            downs = 0
            r:addTarget(function() downs = downs + 1 end, "touchDown")
            tap(r)
            """)
        #expect(try session.text("return downs") == "2")
        let note = try #require(notes(session).first)
        #expect(note.kind == .duplicateEvent)
        #expect(note.event == "touchDown")
        #expect(note.message == "Recipe#1 sent touchDown from its beginTracking override, and the base class sends touchDown for the same touch: targets receive it twice")
        let record = try #require(session.stage.application.traffic.records.first { $0.kind == .note })
        #expect(record.message == "fidelity: " + note.message)
        #expect(session.stage.actionFailures.isEmpty)
    }

    /// An override's sends past the ones the monitor keeps inline (`InlineStack`) are watched
    /// too: the seventeenth, a touchDown the base class also sends, is the one noted.
    @Test func aDuplicateSentAfterSixteenOtherSendsIsNoted() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Chatty",
              beginTracking = function(self)
                for _ = 1, 16 do self:sendActions("touchDragEnter") end
                self:sendActions("touchDown")
                return true
              end }
            c = Chatty{ frame = {0, 0, 50, 50} }
            window:addSubview(c)
            tap(c)
            tap(c)
            """)
        #expect(InlineStack<OverrideSend>.inlineCapacity == 16)
        #expect(notes(session).map(\.event) == ["touchDown", "touchDown"])
        #expect(notes(session).allSatisfy { $0.message.hasPrefix("Chatty#1 sent touchDown from its beginTracking override") })
    }

    @Test func eventsTheBaseClassDoesNotSendAreNotNoted() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Quiet",
              endTracking = function(self) self:sendActions("valueChanged") end }
            q = Quiet{ frame = {0, 0, 50, 50} }
            window:addSubview(q)
            tap(q)
            """)
        #expect(notes(session).isEmpty)
    }

    @Test func aDragEventSentForAMoveTheBaseClassAlsoReportsIsNoted() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Dragger",
              continueTracking = function(self) self:sendActions("touchDragInside"); return true end }
            d = Dragger{ frame = {0, 0, 100, 100} }
            window:addSubview(d)
            touch(d):down({10, 10}):move({20, 20}):move({30, 30}):up()
            """)
        #expect(notes(session).map(\.kind) == [.duplicateEvent, .duplicateEvent])
        #expect(notes(session).allSatisfy { $0.event == "touchDragInside" })
    }

    @Test func continueTrackingReturningFalseLeavesAStuckHighlightWhichIsNoted() throws {
        // uikit-rules §8.2: no endTracking, no touch-up, the highlight stays on.
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Quitter", continueTracking = function() return false end }
            q = Quitter{ frame = {0, 0, 100, 100} }
            window:addSubview(q)
            touch(q):down({10, 10}):move({20, 20}):up()
            """)
        #expect(try session.text("return q.isHighlighted") == "true")
        #expect(notes(session).map(\.kind) == [.stuckHighlight])
        #expect(!session.trafficLines.contains { $0.contains("touchUpInside") })
    }

    @Test func valueChangedFromAProgrammaticAssignmentIsNoted() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Chatty",
              properties = { level = { type = "number", default = 0,
                didSet = function(self) self:sendActions("valueChanged") end } } }
            c = Chatty{}
            c.level = 4
            """)
        #expect(notes(session).map(\.kind) == [.programmaticValueChanged])
        #expect(try session.text("return fidelity.count(c, 'programmaticValueChanged')") == "1")
    }

    @Test func aSendFromAFunctionTheSetCallsIsNotedForTheAssignedControlOnly() throws {
        let session = try makeSession()
        try session.eval("""
            local function announce(control) control:sendActions("valueChanged") end
            Control.define{ name = "Linked",
              properties = {
                level = { type = "number", default = 0,
                  set = function(self, value) announce(self) announce(self.partner) return value end },
                partner = { type = "any" } } }
            a, b = Linked{}, Linked{}
            a.partner = b
            a.level = 2
            b:sendActions("valueChanged")
            """)
        #expect(notes(session).map(\.kind) == [.programmaticValueChanged])
        #expect(try session.text("return fidelity.count(a, 'programmaticValueChanged')") == "1")
        #expect(try session.text("return fidelity.count(b, 'programmaticValueChanged')") == "0")
    }

    @Test func aSetOrDidSetThatFailsLeavesTheControlNoLongerAssigning() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Faulty",
              properties = {
                level = { type = "number", default = 0,
                  didSet = function(self, value) if value < 0 then error("negative level") end end },
                size = { type = "number", default = 0,
                  set = function(self, value) if value < 0 then error("negative size") end return value end } } }
            c = Faulty{}
            assert(not pcall(function() c.level = -1 end))
            assert(not pcall(function() c.size = -1 end))
            c:sendActions("valueChanged")
            """)
        #expect(notes(session).isEmpty)
    }

    @Test func anAssignmentFailingInACoroutineLeavesTheControlNoLongerAssigning() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Fragile",
              properties = { level = { type = "number", default = 0,
                didSet = function(self, value) if value < 0 then error("negative level") end end } } }
            c = Fragile{}
            local co = coroutine.create(function() c.level = -1 end)
            assert(not coroutine.resume(co))
            c:sendActions("valueChanged")
            c.level = 1
            """)
        #expect(notes(session).isEmpty)
    }

    @Test func aCancelTrackingOverrideWithoutSuperIsNoted() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Canceller", cancelTracking = function(self) self:sendActions("touchCancel") end }
            c = Canceller{ frame = {0, 0, 100, 100} }
            window:addSubview(c)
            touch(c):down({10, 10}):cancel()
            """)
        #expect(notes(session).map(\.kind) == [.cancelWithoutSuper])
        #expect(try session.text("return c.isTracking") == "true")
    }

    @Test func fidelityNotesAreListedFromLua() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Twice", endTracking = function(self) self:sendActions("touchUpInside") end }
            t = Twice{ frame = {0, 0, 50, 50} }
            window:addSubview(t)
            tap(t)
            list = fidelity.notes(t)
            """)
        #expect(try session.text("return #list") == "1")
        #expect(try session.text("return list[1].kind .. ' ' .. list[1].event .. ' ' .. list[1].control") == "duplicateEvent touchUpInside Twice#1")
        #expect(session.failure("fidelity.count(t, 'duplicate')")?.message.contains("one of duplicateEvent") == true)
    }
}
