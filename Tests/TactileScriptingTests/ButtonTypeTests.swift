import ControlKit
import LuaKit
import Testing
@testable import TactileScripting

/// uikit-rules §4.1: a button's type is chosen when it is made — `UIButton(frame:)` makes a
/// custom button, `UIButton(type:)` one of any type — and cannot change afterwards.
@Suite("Button types from Lua (uikit-rules §1.3, §4.1)")
struct ButtonTypeTests {
    @Test("Button{frame = …} makes a custom button, as UIButton(frame:) does")
    func aFrameMakesACustomButton() throws {
        let session = try makeSession()
        #expect(try session.eval("return Button{ frame = {0, 0, 80, 44} }.buttonType, Button{}.buttonType") == ["custom", "custom"])
        let made = try #require(session.object(from: try session.eval("return Button{ title = 'OK' }")[0]) as? Button)
        #expect(made.buttonType == .custom)
        #expect(made.currentTitleColor == .white)
    }

    @Test("Button{type = …} takes a name, an alias or UIKit's raw value, as UIButton(type:)")
    func typeChoosesTheButtonType() throws {
        let session = try makeSession()
        #expect(try session.eval("""
            return Button{ type = "system" }.buttonType, Button{ type = 1 }.buttonType,
                   Button{ type = "roundedRect" }.buttonType, Button{ type = Button.ButtonType.close }.buttonType,
                   Button{ type = 5, frame = {0, 0, 22, 22} }.buttonType
            """) == ["system", "system", "system", "close", "contactAdd"])
        let made = try #require(session.object(from: try session.eval("return Button{ type = 'system', title = 'OK' }")[0]) as? Button)
        #expect(made.buttonType == .system)
        #expect(made.currentTitleColor == .systemBlue)
    }

    @Test("buttonType is read-only, and a bad type is refused naming UIKit's types")
    func theTypeIsFixedOnceMade() throws {
        let session = try makeSession()
        #expect(session.failure("Button{}.buttonType = 'system'")?.message == "test:1: property 'buttonType' of Button is read-only")
        #expect(session.failure("Button{ buttonType = 'system' }")?.message
            == "test:1: property 'buttonType' of Button is read-only (choose it when making one: Button{type = …})")
        #expect(session.failure("Button{ type = 6 }")?.message == "test:1: bad argument #1 to 'Button.type' (one of custom 0, system 1, "
            + "detailDisclosure 2, infoLight 3, infoDark 4, contactAdd 5, close 7, roundedRect 1 expected, got 6)")
        #expect(session.failure("Button{ type = 'sytem' }")?.message.hasSuffix("(did you mean 'system'?)") == true)
        #expect(session.failure("Button{ typ = 'system' }")?.message == "test:1: unknown key 'typ' for Button{} (did you mean 'type'?)")
    }

    @Test("a Lua subclass of Button is custom unless made with a type, and its init runs either way")
    func subclassesAreMadeTheSameWay() throws {
        let session = try makeSession()
        try session.eval("""
            Control.define{ name = "Pill", base = "Button",
                            init = function(self) self:setTitle("Pill") end }
            """)
        #expect(try session.eval("""
            local plain, system = Pill{}, Pill{ type = "system" }
            return plain.buttonType, plain.currentTitle, system.buttonType, system.currentTitle
            """) == ["custom", "Pill", "system", "Pill"])
    }
}
