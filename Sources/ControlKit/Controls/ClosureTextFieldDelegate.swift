/// A text-field delegate made of optional closures, for callers that supply behaviour as functions
/// (a scripting layer, say). A missing closure allows its step, as the protocol's defaults do.
///
/// A text field holds its delegate weakly: keep this object alive as long as the field uses it.
///
///     > let rules = ClosureTextFieldDelegate()
///     > rules.shouldChangeCharacters = { _, _, replacement in replacement.allSatisfy(\.isNumber) }
///     > field.delegate = rules
public final class ClosureTextFieldDelegate: TextFieldDelegate {
    public var shouldBeginEditing: ((TextField) -> Bool)?
    public var didBeginEditing: ((TextField) -> Void)?
    public var shouldEndEditing: ((TextField) -> Bool)?
    public var didEndEditing: ((TextField, TextField.DidEndEditingReason) -> Void)?
    /// Receives the field, the character range replaced and the replacement.
    public var shouldChangeCharacters: ((TextField, Range<Int>, String) -> Bool)?
    public var shouldClear: ((TextField) -> Bool)?
    public var shouldReturn: ((TextField) -> Bool)?

    public init() {}

    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        shouldBeginEditing?(textField) ?? true
    }

    public func textFieldDidBeginEditing(_ textField: TextField) {
        didBeginEditing?(textField)
    }

    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        shouldEndEditing?(textField) ?? true
    }

    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        didEndEditing?(textField, reason)
    }

    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString replacement: String) -> Bool {
        shouldChangeCharacters?(textField, range, replacement) ?? true
    }

    public func textFieldShouldClear(_ textField: TextField) -> Bool {
        shouldClear?(textField) ?? true
    }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        shouldReturn?(textField) ?? true
    }
}
