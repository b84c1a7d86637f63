import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// Motion effects from Lua: made with their key path and tilt, grouped, added to views, driven by
/// `device.tilt` on the clock; bad key paths, values and tilts are clear errors (uikit-rules §16).
@Suite("Motion effects from Lua")
struct MotionEffectScriptingTests {
    @Test("the cookbook's group: center.x and center.y ±15 follow device.tilt on the clock, in the presentation only (uikit-rules §16.3)")
    func cookbookGroup() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            v = View{ frame = {100, 100, 40, 40} }
            window:addSubview(v)
            local x = InterpolatingMotionEffect{ keyPath = "center.x", type = "tiltAlongHorizontalAxis",
                                                 minimumRelativeValue = -15, maximumRelativeValue = 15 }
            local y = InterpolatingMotionEffect{ keyPath = "center.y", type = "tiltAlongVerticalAxis",
                                                 minimumRelativeValue = -15, maximumRelativeValue = 15 }
            group = MotionEffectGroup{ motionEffects = { x, y } }
            v:addMotionEffect(group)
            device.tilt(1, -0.5)
            local before = v.presentation.center
            clock.advance(0.1)
            local after = v.presentation.center
            return before.x, after.x, after.y, v.center.x, v.center.y, #v.motionEffects, (device.viewerOffset())
            """) == [120.0, 135.0, 112.5, 120.0, 120.0, 1, 1.0])
        #expect(try session.eval("v:removeMotionEffect(group); return v.presentation.center.x, #v.motionEffects") == [120.0, 0])
    }

    @Test("values of each kind: alpha, rotation, shadow offset, transform, and keyPathsAndRelativeValues (uikit-rules §16.1)")
    func valueKinds() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local v = View{ frame = {0, 0, 10, 10} }
            window:addSubview(v)
            local fade = InterpolatingMotionEffect{ keyPath = "alpha", type = "tiltAlongVerticalAxis", minimumRelativeValue = 0, maximumRelativeValue = -0.5 }
            local turn = InterpolatingMotionEffect{ keyPath = "layer.transform.rotation.z", type = 0, minimumRelativeValue = -0.2, maximumRelativeValue = 0.2 }
            local shade = InterpolatingMotionEffect{ keyPath = "layer.shadowOffset", type = "tiltAlongHorizontalAxis",
                                                     minimumRelativeValue = {-4, 0}, maximumRelativeValue = {4, 0} }
            local slide = InterpolatingMotionEffect{ keyPath = "transform", type = "tiltAlongHorizontalAxis",
                                                     minimumRelativeValue = Transform.identity, maximumRelativeValue = Transform.translation(10, 0) }
            for _, e in ipairs{ fade, shade, slide } do v:addMotionEffect(e) end
            device.tilt(1, 1)
            clock.advance(1)
            local shown = v.presentation
            local values = shade:keyPathsAndRelativeValues{ -1, 0 }
            return shown.alpha, shown.shadowOffset.width, shown.shadowOffset.height, shown.transform.tx, values["layer.shadowOffset"].width,
                   shade.minimumRelativeValue.width, turn.type, turn:keyPathsAndRelativeValues{ 1, 0 }["layer.transform.rotation.z"], v.alpha
            """) == [0.5, 4.0, -3.0, 10.0, -4.0, -4.0, "tiltAlongHorizontalAxis", 0.2, 1.0])
    }

    @Test("an unknown key path, a missing key, a value of another kind are clear errors (uikit-rules §16.1)")
    func badEffects() throws {
        let session = try makeSession()
        #expect(session.failure("InterpolatingMotionEffect{ keyPath = 'center.z', type = 'tiltAlongHorizontalAxis' }")?.message
            .contains("got 'center.z') (did you mean 'center.x'?)") == true)
        #expect(session.failure("InterpolatingMotionEffect{ keyPath = 'center.x' }")?.message.contains("needs keyPath = ") == true)
        #expect(session.failure("InterpolatingMotionEffect{ keyPath = 'alpha', type = 'tiltSideways' }")?.message
            .contains("one of tiltAlongHorizontalAxis, tiltAlongVerticalAxis expected, got 'tiltSideways'") == true)
        try session.eval("e = InterpolatingMotionEffect{ keyPath = 'center', type = 'tiltAlongVerticalAxis' }")
        #expect(session.failure("e.minimumRelativeValue = 5")?.message
            == "test:1: bad argument #1 to 'InterpolatingMotionEffect.minimumRelativeValue' (point expected, got number) — the key path center takes a Point")
        #expect(session.failure("e.keyPath = 'alpha'")?.message == "test:1: property 'keyPath' of InterpolatingMotionEffect is read-only")
        #expect(session.failure("e.type = 'tiltAlongHorizontalAxis'")?.message.contains("read-only") == true)
        try session.eval("n = InterpolatingMotionEffect{ keyPath = 'center.x', type = 'tiltAlongVerticalAxis' }")
        #expect(session.failure("n.maximumRelativeValue = 0/0")?.message.contains("the key path center.x takes a number") == true)
        #expect(session.failure("MotionEffectGroup{ motionEffects = { e, 3 } }")?.message.contains("entry 2 is not a motion effect") == true)
        #expect(session.failure("View{}:addMotionEffect(View{})")?.message.contains("bad argument #1 to 'addMotionEffect' (MotionEffect expected") == true)
    }

    @Test("device.tilt takes two numbers from -1 to 1; anything else is a bad argument at the caller's line (uikit-rules §16.3)")
    func badTilts() throws {
        let session = try makeSession()
        #expect(session.failure("device.tilt(2, 0)")?.message == "test:1: bad argument #1 to 'tilt' (x from -1 to 1 expected, got 2)")
        #expect(session.failure("device.tilt(0, -1.5)")?.message == "test:1: bad argument #2 to 'tilt' (y from -1 to 1 expected, got -1.5)")
        #expect(session.failure("device.tilt(0/0, 0)")?.message.contains("finite number expected") == true)
        #expect(session.failure("device.tilt('left', 0)")?.message.contains("number expected, got string") == true)
        #expect(session.failure("device.tilt(1)")?.message.contains("wrong number of arguments to 'tilt'") == true)
        #expect(try session.eval("device.tilt(-1, 1); clock.advance(1); return device.viewerOffset()") == [-1.0, 1.0])
    }
}
