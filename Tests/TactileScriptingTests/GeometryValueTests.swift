import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Geometry values: tables in, small printable values out")
struct GeometryValueTests {
    @Test func rectanglesAcceptPositionalAndNamedForms() throws {
        let session = try makeSession()
        try session.eval("a = View{ frame = {20, 40, 200, 30} }; b = View{ frame = {x = 20, y = 40, width = 200, height = 30} }")
        let a = try #require(session.object(from: try session.lua.global("a")) as? View)
        let b = try #require(session.object(from: try session.lua.global("b")) as? View)
        #expect(a.frame == Rect(x: 20, y: 40, width: 200, height: 30))
        #expect(b.frame == a.frame)
    }

    @Test func pointsAcceptPositionalAndNamedForms() throws {
        let session = try makeSession()
        #expect(try session.text("local v = View{ frame = {0, 0, 10, 10} }; v.center = {x = 50, y = 60}; return v.center") == "{50, 60}")
        #expect(try session.text("local v = View{ frame = {0, 0, 10, 10} }; v.center = {7.5, 8}; return v.center") == "{7.5, 8}")
    }

    @Test func valuesPrintReadablyAndCompareByContent() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local v = View{ frame = {20, 40, 200, 30} }
            return tostring(v.frame), v.frame == Rect(20, 40, 200, 30), v.frame == {20, 40, 200, 30},
                   v.frame == {20, 40, 200, 31}, v.frame.width, v.frame[3], tostring(Point{x = 1, y = 2})
            """) == ["{20, 40, 200, 30}", true, true, false, 200.0, 200.0, "{1, 2}"])
    }

    @Test func returnedValuesAreCopies() throws {
        let session = try makeSession()
        #expect(try session.text("local v = View{ frame = {0, 0, 10, 10} }; local f = v.frame; f.width = 99; return v.frame")
            == "{0, 0, 10, 10}")
    }

    @Test func badGeometryIsReported() throws {
        let session = try makeSession()
        #expect(session.failure("View{}.center = {1}")?.message == "test:1: bad argument #1 to 'View.center' (point expected, got table)")
        #expect(session.failure("local r = Rect(1, 2, 3)")?.message
            == "test:1: bad argument #1 to 'Rect' (height: number expected, got nil)")
        #expect(session.failure("local r = Rect(1, 2, 3, 4); r.depth = 1")?.message == "test:1: Rect has no field 'depth'")
        #expect(session.failure("local r = Rect(1, 2, 3, 4); return r.depth")?.message == "test:1: Rect has no field 'depth'")
    }

    /// Geometry from Lua is checked on its one way in (docs/drawing.md, "Numbers"): a coordinate
    /// beyond ±1e12 points is refused naming the field, before it reaches layout or drawing —
    /// a Label 1e308 wide once trapped in text layout.
    @Test func coordinatesBeyondTheLimitAreRefusedNamingTheField() throws {
        let session = try makeSession()
        #expect(session.failure("Label{frame = {0, 0, 1e308, 40}}")?.message.contains(
            "bad argument #1 to 'Label.frame' (rect expected: width is 1e+308, beyond ±1e12)") == true)
        #expect(session.failure("View{}.center = {1e13, 0}")?.message.contains("(point expected: x is 10000000000000, beyond ±1e12)") == true)
        #expect(session.failure("ScrollView{}.contentSize = {0, -1e300}")?.message.contains("height is -1e+300, beyond ±1e12") == true)
        #expect(session.failure("tap(window, {at = {1e20, 0}})")?.message.contains("option 'at': point expected: x is 1e+20") == true)
        try session.eval("label = Label{frame = {0, 0, 1e12, 40}, text = 'wide'} window:addSubview(label)")
        #expect(session.failure("render(label)")?.message.contains("too large") == true)
        #expect(try session.text("return Label{frame = {-1e12, 0, 1e12, 40}}.frame.width") == "1000000000000.0")
    }
}
