import Testing
@testable import ControlKit

/// A view that takes key input and records the keys it receives.
final class KeyCatcherView: View, KeyInput {
    var typed: [String] = []

    override var canBecomeFirstResponder: Bool { true }

    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed.append(text) }
    func deleteBackward() { typed.append("⌫") }
}

/// The synthesized keyboard, which types into the first responder (issue 4: typing through the touch driver).
@Suite("Keyboard")
struct KeyboardTests {
    private let application = Application()
    private let window: Window
    private let driver: TouchDriver

    init() {
        window = application.makeWindow(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        driver = TouchDriver(window: window)
    }

    @Test("the keyboard sends one key per character, deletes and return to the first responder, with time passing between keys")
    func keyboardKeys() {
        let catcher = KeyCatcherView()
        window.addSubview(catcher)
        catcher.becomeFirstResponder()
        let start = driver.clock.now
        #expect(driver.type("ab"))
        #expect(driver.clock.now == start + driver.keyboard.keyInterval)
        driver.keyboard.deleteBackward(times: 2)
        driver.keyboard.pressReturn()
        driver.keyboard.insert("xyz")
        #expect(catcher.typed == ["a", "b", "⌫", "⌫", "\n", "xyz"])
    }

    @Test("with no first responder taking key input, keys go nowhere and the keyboard says so")
    func noReceiver() {
        #expect(!driver.type("a"))
        #expect(!driver.keyboard.pressReturn())
        #expect(!driver.keyboard.deleteBackward())
        #expect(driver.keyboard.receiver == nil)
    }

    @Test("§3.3: actions sent with no target start at the first responder")
    func nilTargetActionsStartAtFirstResponder() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        let responder = RespondingView(frame: Rect(x: 0, y: 100, width: 100, height: 30), understood: ["copy:"])
        window.addSubview(responder)
        responder.addSubview(field)
        let button = Control(frame: Rect(x: 0, y: 150, width: 50, height: 30))
        window.addSubview(button)
        button.addTarget(nil, action: "copy:", for: .touchUpInside)
        field.becomeFirstResponder()
        driver.tap(button)
        #expect(responder.log.actions == ["copy:"])
    }
}
