/// A bar holding a search field (UIKit's `UISearchBar`): a text field with a magnifying glass, a
/// placeholder ("Search" unless one is set), an optional prompt above, an optional Cancel button
/// at its right, bookmark and search-results buttons inside the field while it is empty, and an
/// optional scope bar of buttons below (uikit-rules §18).
///
/// The search bar does no searching: it tells its delegate (`SearchBarDelegate`) what the user
/// does. Typing goes to the search field, the window's first responder, through the keyboard
/// synthesizer (`TouchDriver.keyboard`). Setting `text`, `selectedScopeButtonIndex` or the
/// buttons in code tells nobody (§8.3). The Cancel button shows a bar button item the search bar
/// keeps to itself, which appearance proxies reach (`BarButtonItem` contained in `SearchBar`:
/// its title and tint, §17.1). The bar is drawn as a toolbar or a navigation bar is: in its style,
/// or in `barTintColor`, or with `backgroundImage` (`Appearance/SearchBarAppearance.swift`).
///
///     > let bar = SearchBar(frame: Rect(x: 0, y: 44, width: 390, height: 56))
///     > bar.showsCancelButton = true
///     > driver.tap(bar); driver.keyboard.type("tea")
///     > bar.text
///     "tea"
open class SearchBar: View, BarItemHost {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .searchBar }

    /// The height of the band holding the search field: UIKit's stand-alone search bar (iOS 13).
    public static let standardHeight = 56.0

    /// How much taller a prompt makes the bar.
    public static let promptHeight = 30.0

    /// How much taller the scope bar makes the bar.
    public static let scopeBarHeight = 44.0

    /// What the search field shows while empty when `placeholder` is nil.
    public static let defaultPlaceholder = "Search"

    /// The search field's height and its margin from the bar's edges.
    static let fieldHeight = 36.0
    static let fieldMargin = 8.0

    /// What the Cancel button says until something else (an appearance proxy) retitles it.
    public static let cancelTitle = "Cancel"

    static let cancelTapped: ActionName = "cancelTapped:"
    static let scopeChanged: ActionName = "scopeChanged:"
    static let searchFieldChanged: ActionName = "searchFieldChanged:"

    /// The text field inside the bar (iOS 13's `searchTextField`): it edits, and it takes the keys.
    public let searchTextField = SearchTextField()

    /// The item the Cancel button shows; the bar keeps it to itself, as UIKit does, so appearance
    /// proxies are the way to retitle or tint it.
    let cancelItem = BarButtonItem(title: nil)
    let cancelButton: BarButton
    let scopeBar = SegmentedControl(items: [])
    private let promptLabel = Label()

    /// The object told about what the user does, held weakly.
    open weak var delegate: (any SearchBarDelegate)?

    /// A delegate the bar keeps alive, for adapters with no other owner (scripts). Setting it makes
    /// it the `delegate` too.
    public var retainedDelegate: (any SearchBarDelegate)? {
        didSet { delegate = retainedDelegate }
    }

    // MARK: Text

    /// The search field's text; "" by default. Setting it in code tells the delegate nothing.
    public var text: String {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The text the field shows while empty; nil (the default) shows "Search".
    public var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? SearchBar.defaultPlaceholder }
    }

    /// A line of text above the search field, which makes the bar 30 points taller; nil by default.
    public var prompt: String? { didSet { contentChanged() } }

    /// Whether the search field is being edited (it is the window's first responder).
    public var isEditing: Bool { searchTextField.isEditing }

    // MARK: Buttons

    /// Whether the Cancel button shows at the bar's right, narrowing the field; false by default.
    public var showsCancelButton = false { didSet { contentChanged() } }

    /// Shows or hides the Cancel button; the slide is not modelled.
    public func setShowsCancelButton(_ shows: Bool, animated: Bool) {
        showsCancelButton = shows
    }

    /// Whether the bookmark button shows inside the empty field; false by default. The search
    /// results button takes its place when both are asked for (uikit-rules §18.3).
    public var showsBookmarkButton = false { didSet { searchTextField.setNeedsDisplay() } }

    /// Whether the search results button shows inside the empty field; false by default.
    public var showsSearchResultsButton = false { didSet { searchTextField.setNeedsDisplay() } }

    /// Whether the search results button is drawn selected (in the tint colour); false by default.
    public var isSearchResultsButtonSelected = false { didSet { searchTextField.setNeedsDisplay() } }

    /// The button shown at the right of the empty field, if any: the search results button before
    /// the bookmark button; none while there is text, where the clear button goes.
    public var shownFieldButton: Icon? {
        guard !searchTextField.hasText else { return nil }
        if showsSearchResultsButton { return .resultsList }
        return showsBookmarkButton ? .bookmark : nil
    }

    // MARK: Scope bar

    /// The titles of the scope buttons; empty by default.
    public var scopeButtonTitles: [String] = [] {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in scopeButtonTitles.enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
            if !scopeButtonTitles.indices.contains(storedScopeIndex) { storedScopeIndex = 0 }
            scopeBar.selectedSegmentIndex = scopeButtonTitles.isEmpty ? SegmentedControl.noSegment : storedScopeIndex
            contentChanged()
        }
    }

    /// The index of the selected scope button, from 0; 0 by default. An index without a button is
    /// ignored (the only index without titles is 0). Setting it in code tells nobody.
    public var selectedScopeButtonIndex: Int {
        get { storedScopeIndex }
        set {
            guard newValue == 0 || scopeButtonTitles.indices.contains(newValue) else { return }
            storedScopeIndex = newValue
            if !scopeButtonTitles.isEmpty { scopeBar.selectedSegmentIndex = newValue }
        }
    }

    private var storedScopeIndex = 0

    /// Whether the scope bar shows below the field (when there are titles); false by default.
    public var showsScopeBar = false { didSet { contentChanged() } }

    /// Whether the scope bar is shown now: asked for, with titles.
    public var isScopeBarShown: Bool { showsScopeBar && !scopeButtonTitles.isEmpty }

    // MARK: Look

    /// The bar's style: light (the default) or black, with a dark field and white text (uikit-rules §18.5).
    public var barStyle = BarStyle.default {
        didSet {
            appearanceRecord.noteSet("barStyle")
            styleChanged()
        }
    }

    /// The bar's background colour in place of the style's; nil (the default) for the style's.
    public var barTintColor: Color? {
        didSet {
            appearanceRecord.noteSet("barTintColor")
            setNeedsDisplay()
        }
    }

    /// Whether what is behind the bar shows through a little; false by default, as UIKit's.
    public var isTranslucent = false { didSet { setNeedsDisplay() } }

    /// An image stretched over the bar (but the scope bar) in place of its style and tint; nil by default.
    public var backgroundImage: Image? {
        didSet {
            appearanceRecord.noteSet("backgroundImage")
            setNeedsDisplay()
        }
    }

    /// An image stretched over the scope bar; nil (the default) continues the bar's background.
    public var scopeBarBackgroundImage: Image? {
        didSet {
            appearanceRecord.noteSet("scopeBarBackgroundImage")
            setNeedsDisplay()
        }
    }

    /// How far the search field is moved from its place (UIKit's `UIOffset`); zero by default.
    public var searchFieldBackgroundPositionAdjustment = Size.zero {
        didSet {
            appearanceRecord.noteSet("searchFieldBackgroundPositionAdjustment")
            contentChanged()
        }
    }

    /// How far the text is moved inside the search field; zero by default.
    public var searchTextPositionAdjustment = Size.zero {
        didSet {
            appearanceRecord.noteSet("searchTextPositionAdjustment")
            searchTextField.setNeedsDisplay()
        }
    }

    public override init(frame: Rect = .zero) {
        cancelButton = BarButton(item: cancelItem)
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        cancelItem.setDefaultTitle(SearchBar.cancelTitle)
        cancelItem.addShowingBar(self)
        cancelButton.addTarget(self, action: SearchBar.cancelTapped, for: .touchUpInside)
        searchTextField.searchBar = self
        searchTextField.delegate = self
        searchTextField.placeholder = SearchBar.defaultPlaceholder
        searchTextField.addTarget(self, action: SearchBar.searchFieldChanged, for: .editingChanged)
        scopeBar.addTarget(self, action: SearchBar.scopeChanged, for: .valueChanged)
        promptLabel.textAlignment = .center
        promptLabel.font = Font(size: 13)
        addSubview(searchTextField)
        styleChanged()
        contentChanged()
    }

    /// Draws the background (`Appearance/SearchBarAppearance.swift`).
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    // MARK: Layout (uikit-rules §18.1)

    /// The bar's height for what it shows: 56 points, 30 more with a prompt, 44 more with the scope bar.
    public var preferredHeight: Double {
        (prompt == nil ? 0 : SearchBar.promptHeight) + SearchBar.standardHeight + (isScopeBarShown ? SearchBar.scopeBarHeight : 0)
    }

    /// The band holding the search field (and the Cancel button), below the prompt.
    var fieldBand: Rect {
        Rect(x: bounds.minX, y: bounds.minY + (prompt == nil ? 0 : SearchBar.promptHeight), width: bounds.width, height: SearchBar.standardHeight)
    }

    /// The band holding the scope bar, below the field's; empty while it is not shown.
    var scopeBand: Rect {
        guard isScopeBarShown else { return Rect(x: bounds.minX, y: fieldBand.maxY, width: bounds.width, height: 0) }
        return Rect(x: bounds.minX, y: fieldBand.maxY, width: bounds.width, height: SearchBar.scopeBarHeight)
    }

    /// The Cancel button's width: its title in its font with 8 points either side.
    private var cancelWidth: Double {
        let font = cancelItem.effectiveTitleAttributes(for: .normal)?.font ?? BarItemLayout.titleFont(for: cancelItem)
        let title = cancelItem.title ?? ""
        return textMeasurer.size(of: title, attributes: StandardLook.line(font, .black), maximumWidth: nil).width.rounded(.up)
            + 2 * SearchBar.fieldMargin
    }

    /// The prompt above, the field in its band (narrowed by the Cancel button at its right) moved by
    /// `searchFieldBackgroundPositionAdjustment`, and the scope bar below; on whole points.
    open override func layoutSubviews() {
        let band = fieldBand
        promptLabel.frame = Rect(x: bounds.minX + 16, y: bounds.minY, width: max(0, bounds.width - 32), height: SearchBar.promptHeight).integral
        var fieldMaxX = band.maxX - SearchBar.fieldMargin
        if showsCancelButton {
            let width = cancelWidth
            cancelButton.frame = Rect(x: band.maxX - width, y: band.minY, width: width, height: band.height).integral
            fieldMaxX = cancelButton.frame.minX
        }
        let adjustment = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = Rect(x: band.minX + SearchBar.fieldMargin + adjustment.width,
                                     y: band.midY - SearchBar.fieldHeight / 2 + adjustment.height,
                                     width: max(0, fieldMaxX - band.minX - SearchBar.fieldMargin), height: SearchBar.fieldHeight).integral
        let scope = scopeBand
        scopeBar.frame = Rect(x: scope.minX + SearchBar.fieldMargin, y: scope.minY,
                              width: max(0, scope.width - 2 * SearchBar.fieldMargin), height: 32).integral
    }

    /// Entering a window may change how text is measured (the application's measurer): the Cancel
    /// button is laid out again.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// The prompt, the Cancel button or the scope bar came or went: they join or leave the bar.
    private func contentChanged() {
        promptLabel.text = prompt
        place(promptLabel, shown: prompt != nil)
        place(cancelButton, shown: showsCancelButton)
        place(scopeBar, shown: isScopeBarShown)
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func place(_ view: View, shown: Bool) {
        if shown, view.superview !== self { addSubview(view) }
        if !shown, view.superview === self { view.removeFromSuperview() }
    }

    /// The colours that follow the style: the field's text, the prompt, the Cancel button's disabled grey.
    private func styleChanged() {
        let black = barStyle == .black
        searchTextField.textColor = black ? .white : .label
        searchTextField.placeholderTextColor = black ? SearchBarLook.blackPlaceholder : .placeholderText
        promptLabel.textColor = BarLook.titleColor(style: barStyle)
        cancelButton.isOnBlackBar = black
        searchTextField.setNeedsDisplay()
        setNeedsDisplay()
    }

    /// The Cancel item changed (an appearance proxy retitled or tinted it).
    func barButtonItemDidChange(_ item: BarButtonItem, relayout: Bool) {
        cancelButton.setNeedsDisplay()
        if relayout { setNeedsLayout() }
    }

    // MARK: The bar's own actions (SearchBar+Editing.swift)

    /// What the Cancel button, the scope bar and the field's editingChanged send the bar.
    static let ownActions: Set<ActionName> = [cancelTapped, scopeChanged, searchFieldChanged]

    open override func responds(to action: ActionName) -> Bool {
        SearchBar.ownActions.contains(action) || super.responds(to: action)
    }

    open override func perform(_ action: ActionName, sender: AnyObject?, event: InputEvent?) throws {
        guard SearchBar.ownActions.contains(action) else { return try super.perform(action, sender: sender, event: event) }
        handleOwnAction(action, sender: sender)
    }

    // MARK: First responder

    /// Begins editing in the search field, as a tap on it does; returns whether it is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends editing in the search field; returns whether it ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    // MARK: Description

    /// The view's properties, then the text and what is shown beyond the field.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties + [.text("text", text)]
        if let placeholder { properties.append(.text("placeholder", placeholder)) }
        if let prompt { properties.append(.text("prompt", prompt)) }
        if isEditing { properties.append(.value("isEditing", true)) }
        if showsCancelButton { properties.append(.value("showsCancelButton", true)) }
        if let button = shownFieldButton { properties.append(.value("fieldButton", button)) }
        if isScopeBarShown {
            properties.append(DisplayProperty("scope", "[" + scopeButtonTitles.map { "\"\($0)\"" }.joined(separator: ", ") + "]"))
            properties.append(.value("selectedScopeButtonIndex", selectedScopeButtonIndex))
        }
        if barStyle != .default { properties.append(.value("barStyle", barStyle)) }
        return properties
    }
}

extension SearchBar {
    /// The icons of a search bar, with UIKit's raw values (`UISearchBar.Icon`).
    public enum Icon: Int, Sendable, CaseIterable, CustomStringConvertible {
        case search = 0
        case clear = 1
        case bookmark = 2
        case resultsList = 3

        public var description: String {
            switch self {
            case .search: "search"
            case .clear: "clear"
            case .bookmark: "bookmark"
            case .resultsList: "resultsList"
            }
        }
    }
}
