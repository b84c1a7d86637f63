import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// Transforms from Lua (uikit-rules, views' geometry): `View.transform` and
/// `Layer.affineTransform` take a `Transform` value with `CGAffineTransform`'s arithmetic, and
/// hit testing, conversion, touch locations, the frame and pictures follow it, as in UIKit.
@Suite("Transforms from Lua")
struct TransformScriptingTests {
    @Test func valuesHaveCGAffineTransformsArithmetic() throws {
        let session = try makeSession()
        #expect(try session.text("return Transform.identity") == "{1, 0, 0, 1, 0, 0}")
        #expect(try session.text("return Transform.scale(2, 3):concatenating(Transform.translation(10, 20))") == "{2, 0, 0, 3, 10, 20}")
        // translatedBy applies the translation first, as CGAffineTransform.translatedBy does.
        #expect(try session.text("return Transform.scale(2, 3):translatedBy(10, 20)") == "{2, 0, 0, 3, 20, 60}")
        #expect(try session.text("return Transform.scale(2, 4):inverted()") == "{0.5, 0, 0, 0.25, 0, 0}")
        #expect(try session.text("return Transform.scale(0, 1):inverted()") == "{0, 0, 0, 1, 0, 0}")  // singular: unchanged
        #expect(try session.text("return Point(10, 0):applying(Transform.rotation(math.pi / 2))").hasPrefix("{6.1"))
        #expect(try session.eval("return Transform(1, 0, 0, 1, 0, 0) == Transform.identity, "
                                 + "Transform.rotation(1):rotated(-1) == Transform.identity") == [true, true])
        #expect(try session.text("return Rect(0, 0, 10, 20):applying(Transform.scale(2, 2))") == "{0, 0, 20, 40}")
    }

    @Test func badTransformsAreRefusedNamingTheField() throws {
        let session = try makeSession()
        #expect(session.failure("View{}.transform = {1e7, 0, 0, 1, 0, 0}")?.message
            .contains("bad argument #1 to 'View.transform' (transform expected: a is 10000000, beyond ±1e6)") == true)
        #expect(session.failure("View{}.transform = {1, 0, 0, 1, 0}")?.message.contains("Transform expected") == true)
        #expect(session.failure("Transform.scale(1/0, 1)")?.message.contains("finite number expected") == true)
        #expect(session.failure("Transform.translation(1e13, 0)")?.message.contains("number from") == true)
    }

    @Test func theFrameHitTestingAndConversionFollowAViewsTransform() throws {
        let session = try makeSession()
        try session.eval("""
            star = Control{frame = {100, 100, 100, 100}}
            window:addSubview(star)
            star.transform = Transform.scale(1.5, 1.5)
            """)
        #expect(try session.text("return star.frame") == "{75, 75, 150, 150}")
        #expect(try session.text("return star.bounds") == "{0, 0, 100, 100}")
        // (80, 80) lies outside the untransformed frame but inside the zoomed one.
        #expect(try session.eval("return window:hitTest(Point(80, 80)) == star") == [true])
        #expect(try session.text("return star:convertPoint(Point(0, 0), window)") == "{75, 75}")
        try session.eval("star.transform = Transform.rotation(math.pi)")
        #expect(try session.text("return star:convertPoint(Point(0, 0), window)") == "{200, 200}")
    }

    @Test func touchLocationsFollowAViewsTransform() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Probe", beginTracking = function(self, touch)
              seen = touch:locationIn(self)
              return false
            end }
            probe = Probe{frame = {0, 0, 100, 100}}
            window:addSubview(probe)
            probe.transform = Transform.scale(2, 2)
            tap(window, {at = {0, 0}})
            """)
        // The window's (0, 0) is the probe's (25, 25): its centre (50, 50) stays, its scale is 2.
        #expect(try session.text("return seen") == "{25, 25}")
    }

    @Test func aLayersAffineTransformMovesItsFrame() throws {
        let session = try makeSession()
        try session.eval("layer = Layer{} layer.frame = {0, 0, 40, 20} layer.affineTransform = Transform.rotation(math.pi / 2)")
        let frame = try session.eval("local f = layer.frame return f.x, f.y, f.width, f.height").compactMap { value -> Double? in
            if case .number(let number) = value { return number }
            if case .integer(let integer) = value { return Double(integer) }
            return nil
        }
        #expect(frame.count == 4 && abs(frame[0] - 10) < 1e-9 && abs(frame[1] + 10) < 1e-9
                && abs(frame[2] - 20) < 1e-9 && abs(frame[3] - 40) < 1e-9, "\(frame)")
    }

    @Test func picturesFollowAViewsTransform() throws {
        let session = try makeSession()
        try session.eval("""
            window.backgroundColor = Color.white
            box = View{frame = {100, 100, 20, 20}}
            box.backgroundColor = Color(1, 0, 0)
            window:addSubview(box)
            """)
        let outside = "local c = render(window, {scale = 1}):pixel(85, 85) return c.red, c.green"
        #expect(try session.eval(outside) == [1.0, 1.0])  // white: the box is 20 points wide
        try session.eval("box.transform = Transform.scale(3, 3)")
        #expect(try session.eval(outside) == [1.0, 0.0])  // red: zoomed about its centre to 80…140
    }
}
