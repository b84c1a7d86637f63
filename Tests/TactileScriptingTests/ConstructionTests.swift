import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Constructing views and controls from a table")
struct ConstructionTests {
    @Test func constructorSetsPropertiesFromTheTable() throws {
        let session = try makeSession()
        try session.eval("v = View{ frame = {20, 40, 200, 30}, tag = 7, isHidden = true }")
        let view = try #require(session.object(from: try session.lua.global("v")) as? View)
        #expect(view.frame == Rect(x: 20, y: 40, width: 200, height: 30))
        #expect(view.tag == 7)
        #expect(view.isHidden)
    }

    @Test func namedGeometryKeysWorkToo() throws {
        let session = try makeSession()
        #expect(try session.text("return View{ frame = {x = 1, y = 2, width = 3, height = 4} }.frame") == "{1, 2, 3, 4}")
    }

    @Test func constructorWithoutTableMakesADefaultObject() throws {
        let session = try makeSession()
        #expect(try session.text("return Control().isEnabled") == "true")
        #expect(try session.text("return Control{}.frame") == "{0, 0, 0, 0}")
    }

    @Test func unknownKeyIsAnErrorNamingItAndSuggestingTheNearest() throws {
        let session = try makeSession()
        let error = try #require(session.failure("local v = View{ tga = 3 }"))
        #expect(error.message == "test:1: unknown key 'tga' for View{} (did you mean 'tag'?)")
    }

    @Test func readOnlyKeyIsRefused() throws {
        let session = try makeSession()
        let error = try #require(session.failure("local c = Control{ isTracking = true }"))
        #expect(error.message == "test:1: property 'isTracking' of Control is read-only")
    }

    @Test func wrongValueTypeNamesTheProperty() throws {
        let session = try makeSession()
        let error = try #require(session.failure("local c = Control{ isEnabled = 'yes' }"))
        #expect(error.message == "test:1: bad argument #1 to 'Control.isEnabled' (boolean expected, got string)")
    }

    @Test func positionalValuesAreRefused() throws {
        let session = try makeSession()
        let error = try #require(session.failure("local c = View{ 1, 2 }"))
        #expect(error.message.hasPrefix("test:1: View{} takes named properties only"))
    }

    @Test func sameSwiftObjectIsTheSameLuaValue() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local v = View{}
            window:addSubview(v)
            return window.subviews[1] == v, rawequal(v.superview, window)
            """) == [true, true])
    }

    @Test func objectsPrintWithTheirTrafficNameAndFrame() throws {
        let session = try makeSession()
        #expect(try session.text("return View{ frame = {20, 40, 200, 30} }") == "View#1(frame: (20, 40, 200×30))")
        #expect(try session.text("return tostring(window)") == "Window#1(frame: (0, 0, 390×844))")
        #expect(try session.text("return Slider{ maximumValue = 10, value = 8 }")
            == "Slider#1(frame: (0, 0, 0×0), value: 8, minimumValue: 0, maximumValue: 10)")
    }
}
