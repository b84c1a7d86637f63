/// The text field inside a search bar (iOS 13's `UISearchTextField`): a grey rounded field with a
/// magnifying glass before the text, the clear button while there is text, and — while it is empty
/// — the search bar's bookmark or search results button in the clear button's place (uikit-rules
/// §18.1, §18.3). It edits as any text field does, its search bar being its delegate; a tap on the
/// bookmark or results button tells the search bar and does not begin editing.
public final class SearchTextField: TextField {
    /// The search bar the field belongs to.
    public internal(set) weak var searchBar: SearchBar?

    /// The touch that began on the bookmark or results button, which the field does not track.
    private var fieldButtonTouch: (touch: Touch, button: SearchBar.Icon)?

    /// Whether the bookmark or results button is pressed now.
    public private(set) var isFieldButtonHighlighted = false {
        didSet { if oldValue != isFieldButtonHighlighted { setNeedsDisplay() } }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clearButtonMode = .always
    }

    /// Draws the field (`Appearance/SearchBarAppearance.swift`).
    public override func draw(_ rect: Rect) {
        drawSearchField(rect)
    }

    // MARK: Layout

    /// Where the magnifying glass sits: a 16-point square 8 points in from the left edge.
    public var searchIconRect: Rect {
        Rect(x: bounds.minX + 8, y: bounds.midY - 8, width: 16, height: 16)
    }

    /// Where the bookmark or results button sits while shown: the clear button's place.
    public var fieldButtonRect: Rect { clearButtonRect(forBounds: bounds) }

    /// The text starts 6 points after the magnifying glass and ends before the clear button or the
    /// field button (or 8 points from the edge), moved by the bar's `searchTextPositionAdjustment`.
    public override func textRect(forBounds bounds: Rect) -> Rect {
        let left = searchIconRect.maxX + 6
        let right = isClearButtonVisible || searchBar?.shownFieldButton != nil ? clearButtonRect(forBounds: bounds).minX : bounds.maxX - 8
        let adjustment = searchBar?.searchTextPositionAdjustment ?? .zero
        return Rect(x: left + adjustment.width, y: bounds.minY + adjustment.height, width: max(0, right - left), height: bounds.height)
    }

    // MARK: Touches on the field button (uikit-rules §18.3)

    public override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        if isEnabled, let button = searchBar?.shownFieldButton, let touch = touches.min(by: { $0.identifier < $1.identifier }),
           fieldButtonRect.contains(touch.location(in: self)) {
            fieldButtonTouch = (touch, button)
            isFieldButtonHighlighted = true
            return
        }
        super.touchesBegan(touches, with: event)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {
        if let pressed = fieldButtonTouch, touches.contains(pressed.touch) {
            isFieldButtonHighlighted = fieldButtonRect.contains(pressed.touch.location(in: self))
            return
        }
        super.touchesMoved(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        if let pressed = releaseFieldButton(among: touches) {
            if fieldButtonRect.contains(pressed.touch.location(in: self)) { searchBar?.fieldButtonTapped(pressed.button) }
            return
        }
        super.touchesEnded(touches, with: event)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        if releaseFieldButton(among: touches) != nil { return }
        super.touchesCancelled(touches, with: event)
    }

    /// Ends the field button's press when its touch is among `touches` (unhighlighting it), and
    /// returns that press; nil when the button's touch is not among them.
    private func releaseFieldButton(among touches: Set<Touch>) -> (touch: Touch, button: SearchBar.Icon)? {
        guard let pressed = fieldButtonTouch, touches.contains(pressed.touch) else { return nil }
        fieldButtonTouch = nil
        isFieldButtonHighlighted = false
        return pressed
    }
}
