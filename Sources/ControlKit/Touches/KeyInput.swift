/// A responder that takes typed text (UIKit's `UIKeyInput`). The keyboard sends its keys to the
/// window's first responder when it adopts this protocol; a return key arrives as `"\n"`.
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }

    /// Inserts text typed or pasted at the insertion point; `"\n"` is the return key.
    func insertText(_ text: String)

    /// Deletes the character before the insertion point, if any.
    func deleteBackward()
}
