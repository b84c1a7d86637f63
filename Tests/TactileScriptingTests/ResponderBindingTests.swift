import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// First responders and exclusive touch from Lua: `canBecomeFirstResponder`, `becomeFirstResponder`,
/// `window:setFirstResponder`, a Lua-defined class's `canBecomeFirstResponder` override, and
/// `isExclusiveTouch` (Apple's UIResponder and UIView; uikit-rules §12.1, §2.1.7).
@Suite("Responders from Lua")
struct ResponderBindingTests {
    /// §12.1: window:setFirstResponder follows becomeFirstResponder's rule: a plain view is refused
    /// (false, nothing changes), a text field accepted; nil asks the current one to resign.
    @Test func setFirstResponderFollowsTheRule() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local field, plain = TextField{ frame = {0, 0, 200, 30} }, View{ frame = {0, 40, 200, 30} }
            window:addSubview(field); window:addSubview(plain)
            local refused = window:setFirstResponder(plain)
            local none = window.firstResponder == nil
            local accepted = window:setFirstResponder(field)
            local kept = window:setFirstResponder(plain) == false and window.firstResponder == field
            local editing = field.isEditing and field.isFirstResponder
            local resigned = window:setFirstResponder(nil)
            return refused, none, accepted, kept, editing, resigned, window.firstResponder == nil, plain:becomeFirstResponder()
            """) == [false, true, true, true, true, true, true, false])
    }

    /// Bad arguments to setFirstResponder are errors naming the argument, never a crash.
    @Test func setFirstResponderRefusesBadArguments() throws {
        let session = try makeSession()
        let elsewhere = session.failure("window:setFirstResponder(TextField{})")?.message ?? ""
        #expect(elsewhere.contains("bad argument #1 to 'setFirstResponder'") && elsewhere.contains("not in this window"))
        let wrongType = session.failure("window:setFirstResponder(42)")?.message ?? ""
        #expect(wrongType.contains("bad argument #1") && wrongType.contains("number"))
        #expect(session.failure("window:setFirstResponder()") != nil)
    }

    /// §12.1: canBecomeFirstResponder reads false for views and controls, true for a text field; read-only.
    @Test func canBecomeFirstResponderIsReadable() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            return View{}.canBecomeFirstResponder, Button{}.canBecomeFirstResponder, Label{}.canBecomeFirstResponder,
                   TextField{}.canBecomeFirstResponder
            """) == [false, false, false, true])
        #expect(session.failure("View{}.canBecomeFirstResponder = true")?.message.contains("read-only") == true)
    }

    /// §12.1, docs/plugins.md "Overrides": a Lua-defined class overrides canBecomeFirstResponder;
    /// super gives the base class's answer.
    @Test func aDefinedClassOverridesCanBecomeFirstResponder() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            Control.define{ name = "Focusable", base = "Control",
              properties = { focusable = { type = "boolean", default = true } },
              canBecomeFirstResponder = function(self) return self.focusable end }
            local f = Focusable{ frame = {0, 0, 50, 50} }
            window:addSubview(f)
            local base = f.super.canBecomeFirstResponder(f)
            local became = f:becomeFirstResponder()
            local first = window.firstResponder == f
            f:resignFirstResponder()
            f.focusable = false
            return base, f.canBecomeFirstResponder, became, first, window:setFirstResponder(f)
            """) == [false, false, true, true, false])
    }

    /// §12.1: an override that raises is reported, and the base class's answer (false) stands.
    @Test func aRaisingOverrideFallsBackToTheBase() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            Control.define{ name = "Broken", base = "Control", canBecomeFirstResponder = function() error("no focus") end }
            local b = Broken{}
            window:addSubview(b)
            return b:becomeFirstResponder()
            """) == [false])
        #expect(session.stage.actionFailures.first?.error.message.contains("no focus") == true)
    }

    /// §2.1.7: isExclusiveTouch from Lua: while an exclusive view tracks a finger, another view
    /// gets no new touch.
    @Test func exclusiveTouchFromLua() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local a = Control{ frame = {0, 0, 100, 100}, isExclusiveTouch = true }
            local b = Control{ frame = {200, 0, 100, 100} }
            window:addSubview(a); window:addSubview(b)
            local downs = 0
            b:addTarget(function() downs = downs + 1 end, "touchDown")
            local finger = touch(a):down()
            tap(b)
            finger:up()
            local blocked = downs
            tap(b)
            return View{}.isExclusiveTouch, a.isExclusiveTouch, blocked, downs
            """) == [false, true, 0, 1])
    }
}
