/// A synthesized software keyboard: sends keys to its window's first responder, when that responder
/// takes key input, with virtual time passing between keys. Obtained from `TouchDriver.keyboard`.
///
///     > driver.tap(field)            // editing begins
///     > driver.keyboard.type("hi")   // two keys: "h", then "i"
///     > driver.keyboard.pressReturn()
public final class Keyboard {
    /// The window whose first responder receives the keys.
    public let window: Window

    /// The clock that moves between keys.
    public let clock: VirtualClock

    /// The pause between two keys, in seconds.
    public var keyInterval = 0.08

    init(window: Window, clock: VirtualClock) {
        self.window = window
        self.clock = clock
    }

    /// The responder that receives keys now: the window's first responder when it takes key input.
    public var receiver: (any KeyInput)? {
        window.firstResponder as? any KeyInput
    }

    /// Types text one key per character (a newline is the return key). Returns false, sending
    /// nothing, when no first responder takes key input. Keys stop when the clock's
    /// `mayContinue` says so (as do `deleteBackward`'s).
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard receiver != nil else { return false }
        for (index, character) in text.enumerated() {
            guard clock.mayTakeStep() else { break }
            if index > 0 { clock.advance(by: keyInterval) }
            receiver?.insertText(String(character))
        }
        return true
    }

    /// Inserts text as one change, as pasting or dictation does. Returns false when no first
    /// responder takes key input.
    @discardableResult
    public func insert(_ text: String) -> Bool {
        guard let receiver else { return false }
        receiver.insertText(text)
        return true
    }

    /// Presses the delete key `times` times. Returns false when no first responder takes key input.
    @discardableResult
    public func deleteBackward(times: Int = 1) -> Bool {
        guard receiver != nil else { return false }
        for index in 0..<max(0, times) {
            guard clock.mayTakeStep() else { break }
            if index > 0 { clock.advance(by: keyInterval) }
            receiver?.deleteBackward()
        }
        return true
    }

    /// Presses the return key. Returns false when no first responder takes key input.
    @discardableResult
    public func pressReturn() -> Bool {
        insert("\n")
    }
}
