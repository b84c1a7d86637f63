/// The object a text field asks before editing steps and tells after them (UIKit's
/// `UITextFieldDelegate`). Every method has a default implementation that allows the step, so an
/// adopter implements only the ones it cares about; a "should" method returning false vetoes.
///
/// The order of the calls follows uikit-rules §4.7: should-begin, (did-begin), then while
/// editing should-change before each typed change, should-clear for the clear button, should-return
/// for the return key, and at the end should-end, (did-end).
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin; false leaves the field as it is and sends nothing.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool

    /// Editing began (the field is the first responder), just before editingDidBegin is sent.
    func textFieldDidBeginEditing(_ textField: TextField)

    /// Whether editing may end; false keeps the field editing and its first-responder status.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool

    /// Editing ended, just before editingDidEnd is sent.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)

    /// Whether a user change may replace the characters in `range` (character offsets into the
    /// current text) with `replacement` (empty for a deletion); false drops the change.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool

    /// Whether the clear button (or `clearsOnBeginEditing`) may empty the field.
    func textFieldShouldClear(_ textField: TextField) -> Bool

    /// Whether the return key does its default work: sending editingDidEndOnExit (and ending editing
    /// when that event has registrations).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
