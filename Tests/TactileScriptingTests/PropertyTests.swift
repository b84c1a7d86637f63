import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

@Suite("Properties and methods of bound classes")
struct PropertyTests {
    @Test func propertiesReadAndWriteTheSwiftObject() throws {
        let session = try makeSession()
        try session.eval("s = Slider{ maximumValue = 10 }; s.value = 3")
        let slider = try #require(session.object(from: try session.lua.global("s")) as? Slider)
        #expect(slider.value == 3)
        slider.value = 7
        #expect(try session.eval("return s.value") == [7.0])
    }

    @Test func unknownPropertySuggestsTheNearestName() throws {
        let session = try makeSession()
        #expect(session.failure("local s = Slider{}; return s.vlaue")?.message
            == "test:1: Slider has no property or method 'vlaue' (did you mean 'value'?)")
        #expect(session.failure("local s = Slider{}\ns.vlaue = 3")?.message
            == "test:2: Slider has no property 'vlaue' (did you mean 'value'?)")
        #expect(session.failure("return Slider{}.zzzzzzzz")?.message == "test:1: Slider has no property or method 'zzzzzzzz'")
    }

    @Test func readOnlyPropertiesSaySo() throws {
        let session = try makeSession()
        #expect(session.failure("local s = Slider{}\ns.isTracking = true")?.message
            == "test:2: property 'isTracking' of Slider is read-only")
        #expect(session.failure("Slider{}.setValue = 1")?.message == "test:1: Slider has no property 'setValue'")
    }

    @Test func wrongTypesAreRefusedWithLuaStyleMessages() throws {
        let session = try makeSession()
        #expect(session.failure("Slider{}.value = 'high'")?.message
            == "test:1: bad argument #1 to 'Slider.value' (number expected, got string)")
        #expect(session.failure("Slider{}.frame = 5")?.message
            == "test:1: bad argument #1 to 'Slider.frame' (rect expected, got number)")
        #expect(session.failure("View{}.tag = 1.5")?.message
            == "test:1: bad argument #1 to 'View.tag' (number has no integer representation)")
        #expect(session.failure("Control{}.contentVerticalAlignment = 'middle'")?.message
            == "test:1: bad argument #1 to 'Control.contentVerticalAlignment' (one of center, top, bottom, fill expected, got 'middle')")
    }

    @Test func methodsCheckArgumentsLikeLua() throws {
        let session = try makeSession()
        #expect(session.failure("Slider{}:setValue('x')")?.message
            == "test:1: bad argument #1 to 'setValue' (number expected, got string)")
        #expect(session.failure("Slider{}:setValue(1, 'yes')")?.message
            == "test:1: bad argument #2 to 'setValue' (boolean expected, got string)")
        #expect(session.failure("Slider{}:setValue()")?.message
            == "test:1: wrong number of arguments to 'setValue' (1 to 2 arguments expected, got 0)")
        #expect(session.failure("window:addSubview(3)")?.message
            == "test:1: bad argument #1 to 'addSubview' (View expected, got number)")
        #expect(session.failure("Slider{}.setValue(4)")?.message
            == "test:1: calling 'setValue' on bad self (tactile.Slider expected, got number)")
    }

    @Test func subclassesHaveTheMembersOfTheirBases() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            local s = Slider{ frame = {20, 40, 200, 30}, isEnabled = false }
            window:addSubview(s)
            s:setValue(0.25, false)
            return s.isEnabled, rawequal(s.superview, window), s.value, s.center == {120, 55}
            """) == [false, true, 0.25, true])
    }

    @Test func classTablesExposeMethodsForExplicitCalls() throws {
        let session = try makeSession()
        #expect(try session.eval("local s = Slider{}; Slider.setValue(s, 0.5); View.addSubview(window, s); return s.value, #window.subviews")
            == [0.5, 1])
    }

    @Test func enumerationsReadAndWriteByName() throws {
        let session = try makeSession()
        #expect(try session.eval("local c = Control{ contentHorizontalAlignment = 'leading' }; return c.contentHorizontalAlignment")
            == ["leading"])
    }

    @Test func controlStateIsAListOfNames() throws {
        let session = try makeSession()
        #expect(try session.eval("local c = Control{ isSelected = true, isEnabled = false }; return table.concat(c.state, ',')")
            == ["disabled,selected"])
    }

    /// The REPL completes and explains objects from the LuaKit class schema.
    @Test func objectsAreLuaKitUserdataWithASchema() throws {
        let session = try makeSession()
        let slider = try #require(session.eval("return Slider{}").first)
        #expect(try session.eval("return type(Slider{})") == ["userdata"])
        let schema = try #require(session.lua.classSchema(of: slider))
        #expect(schema.qualifiedName == "tactile.Slider")
        #expect(schema.superclassName == "Control")
        #expect(schema.memberNames.contains("value") && schema.memberNames.contains("addTarget") && schema.memberNames.contains("frame"))
        #expect(schema.properties.first { $0.name == "isTracking" }?.isReadOnly == true)
    }
}
