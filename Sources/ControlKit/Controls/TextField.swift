/// A single line of editable text (UIKit's `UITextField`).
///
/// Editing begins when a tap lifts inside the field (or on `becomeFirstResponder()`): the field
/// becomes its window's first responder and receives the keys of `TouchDriver.keyboard`. Editing
/// ends on `resignFirstResponder()`, when another responder takes over, when the field leaves its
/// window, or on the return key when editingDidEndOnExit has registrations (uikit-rules
/// §4.7, §8.15). The control events come in UIKit's order:
///
///     > driver.tap(field); driver.type("ab"); driver.keyboard.pressReturn()
///     touchDown, touchUpInside, editingDidBegin, editingChanged, editingChanged,
///     editingDidEndOnExit, editingDidEnd          (with an editingDidEndOnExit action registered)
///
/// Editing begins after the touch-up events of the tap: UIKit does not document where its text
/// interaction begins editing relative to them, so that placement is an inference.
///
/// Setting `text` in code is silent (§8.3). The delegate can veto each step (`TextFieldDelegate`).
/// The caret is always at the end of the text: typing appends and delete removes the last character.
open class TextField: Control, KeyInput {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .textField }

    /// When an overlay such as the clear button shows, with UIKit's raw values (`UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable, CaseIterable, CustomStringConvertible {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3

        public var description: String {
            switch self {
            case .never: return "never"
            case .whileEditing: return "whileEditing"
            case .unlessEditing: return "unlessEditing"
            case .always: return "always"
            }
        }
    }

    /// Why editing ended, with UIKit's raw values (`UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int, Sendable, CustomStringConvertible {
        case committed = 0
        /// UIKit sends it only on tvOS; never sent here.
        case cancelled = 1

        public var description: String { self == .committed ? "committed" : "cancelled" }
    }

    /// The frame drawn around the text, with UIKit's raw values (`UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3

        public var description: String {
            switch self {
            case .none: "none"
            case .line: "line"
            case .bezel: "bezel"
            case .roundedRect: "roundedRect"
            }
        }
    }

    /// The text; empty by default. Setting it in code sends no event.
    open var text = "" { didSet { setNeedsDisplay() } }

    /// The text shown while the field is empty; nil by default.
    open var placeholder: String? { didSet { setNeedsDisplay() } }

    /// The horizontal alignment of the text; `.natural` by default.
    open var textAlignment: TextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// When the clear button shows (only ever while there is text); `.never` by default.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }

    /// The frame around the text; `.none` by default, as for a field made in code.
    open var borderStyle = BorderStyle.none { didSet { setNeedsDisplay() } }

    /// The colour of the text; the label colour (black) by default.
    open var textColor = Color.label { didSet { setNeedsDisplay() } }

    /// The colour of the placeholder: the system's placeholder grey (a search bar's black style
    /// lightens it).
    var placeholderTextColor = Color.placeholderText { didSet { setNeedsDisplay() } }

    /// The font of the text and placeholder; the 17 pt system font by default.
    open var font = Font(size: Font.bodySize) { didSet { setNeedsDisplay() } }

    /// An image drawn behind the text instead of the border style's frame; nil by default.
    open var background: Image? { didSet { setNeedsDisplay() } }

    /// The background while disabled; nil (use `background`) by default.
    open var disabledBackground: Image? { didSet { setNeedsDisplay() } }

    /// Whether beginning to edit empties the field (asking the delegate's should-clear); false by default.
    open var clearsOnBeginEditing = false

    /// Whether the field is being edited (it is the first responder).
    public private(set) var isEditing = false {
        didSet { if oldValue != isEditing { setNeedsDisplay() } }
    }

    /// The delegate, held weakly.
    open weak var delegate: (any TextFieldDelegate)?

    /// The touch that began on the clear button, which the field itself does not track.
    private var clearButtonTouch: Touch?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Draws the standard look (`Appearance/TextFieldAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    // MARK: Layout (overridable)

    /// The rectangle of the frame drawn around the text: the bounds (UIKit's `borderRect(forBounds:)`).
    open func borderRect(forBounds bounds: Rect) -> Rect { bounds }

    /// Where the text is drawn: the bounds less the border style's padding and, while it shows, the
    /// clear button (UIKit's `textRect(forBounds:)`).
    open func textRect(forBounds bounds: Rect) -> Rect {
        var area = bounds.insetBy(dx: textPadding, dy: 0)
        if isClearButtonVisible { area.size.width = max(0, clearButtonRect(forBounds: bounds).minX - area.minX) }
        return area
    }

    /// Where the placeholder is drawn: the text's rectangle.
    open func placeholderRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    /// Where the text is drawn while editing: the text's rectangle.
    open func editingRect(forBounds bounds: Rect) -> Rect { textRect(forBounds: bounds) }

    // MARK: First responder

    /// An enabled field can become the first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate's should-begin, takes first-responder status (the previous
    /// first responder must resign), clears the text when `clearsOnBeginEditing`, tells the
    /// delegate, then sends editingDidBegin. Returns whether the field is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard invokeCanBecomeFirstResponder(), window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing && !text.isEmpty && (delegate?.textFieldShouldClear(self) ?? true) {
            text = ""
        }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing: asks the delegate's should-end (false keeps editing), gives up first-responder
    /// status, tells the delegate, then sends editingDidEnd. Returns whether the field resigned.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// A field leaving its window while editing stops editing without asking the delegate.
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        guard isEditing, newWindow !== window else { return }
        window?.setFirstResponder(nil)
        finishEditing(reason: .committed)
    }

    private func finishEditing(reason: DidEndEditingReason) {
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
    }

    // MARK: Key input

    /// Whether the field has text.
    public var hasText: Bool { !text.isEmpty }

    /// Inserts typed text at the end while editing, each newline acting as the return key.
    /// Each accepted change sends editingChanged; the delegate's should-change can drop it.
    public func insertText(_ typed: String) {
        let segments = typed.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            guard isEditing else { return }
            if index > 0 { pressReturnKey() }
            guard isEditing, !segment.isEmpty else { continue }
            append(String(segment))
        }
    }

    /// Deletes the last character while editing; nothing happens (and nothing is sent) when empty.
    public func deleteBackward() {
        guard isEditing, hasText else { return }
        if let delegate {
            let end = text.count
            guard delegate.textField(self, shouldChangeCharactersIn: (end - 1)..<end, replacementString: "") else { return }
        }
        text.removeLast()
        sendActions(for: .editingChanged)
    }

    /// Appends typed text at the caret (the end), unless the delegate refuses the change. The
    /// range the delegate sees is counted only when there is a delegate, so typing stays linear.
    private func append(_ typed: String) {
        if let delegate {
            let end = text.count
            guard delegate.textField(self, shouldChangeCharactersIn: end..<end, replacementString: typed) else { return }
        }
        text += typed
        sendActions(for: .editingChanged)
    }

    /// The return key: unless the delegate's should-return says no, sends editingDidEndOnExit and,
    /// when that event has registrations, resigns — UIKit's "Did End On Exit dismisses the keyboard" (§4.7, §8.15).
    private func pressReturnKey() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) && isEditing {
            resignFirstResponder()
        }
    }

    // MARK: Clear button

    /// Whether the clear button shows now: there is text and the mode matches the editing state.
    open var isClearButtonVisible: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// Where the clear button sits: a square as tall as the field (at most 30 pt) at its right edge.
    open func clearButtonRect(forBounds bounds: Rect) -> Rect {
        let side = min(bounds.height, 30)
        return Rect(x: bounds.maxX - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// A tap on the visible clear button empties the field (asking should-clear), beginning editing
    /// first when needed, and sends editingChanged. Such a touch is the button's: the field itself
    /// does not track it, so it sends no touch events.
    private func clearByUser() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing {
            guard becomeFirstResponder() else { return }
        }
        guard hasText else { return }
        text = ""
        sendActions(for: .editingChanged)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        if isEnabled, isClearButtonVisible, let touch = touches.min(by: { $0.identifier < $1.identifier }),
           clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            clearButtonTouch = touch
            return
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        if let touch = clearButtonTouch, touches.contains(touch) { return }
        super.touchesMoved(touches, with: event)
    }

    /// A tap that lifts inside the field begins editing, after the control's touch-up events.
    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        if let touch = clearButtonTouch, touches.contains(touch) {
            clearButtonTouch = nil
            if clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) { clearByUser() }
            return
        }
        let tapped = isTracking && trackedTouch.map {
            touches.contains($0) && pointMostlyInside($0.location(in: self), with: event)
        } ?? false
        super.touchesEnded(touches, with: event)
        if tapped && !isEditing { becomeFirstResponder() }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        if let touch = clearButtonTouch, touches.contains(touch) {
            clearButtonTouch = nil
            return
        }
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Description

    /// The control's properties, then the text, placeholder, editing flag and non-default settings.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [.text("text", text)]
        if let placeholder { properties.append(.text("placeholder", placeholder)) }
        properties.append(.value("isEditing", isEditing))
        if textAlignment != .natural { properties.append(.value("textAlignment", textAlignment)) }
        if clearButtonMode != .never { properties.append(.value("clearButtonMode", clearButtonMode)) }
        if clearsOnBeginEditing { properties.append(.value("clearsOnBeginEditing", true)) }
        if borderStyle != .none { properties.append(.value("borderStyle", borderStyle)) }
        return properties
    }
}
