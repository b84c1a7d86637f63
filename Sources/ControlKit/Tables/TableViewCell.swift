/// One row of a table view (UIKit's `UITableViewCell`): a `contentView` holding a `textLabel` (and,
/// once asked for, an `imageView` before it), an accessory at the right edge, and selected and
/// highlighted states.
///
/// Touches in the cell that no subview handles reach it through the responder chain and drive the
/// table's selection: the cell highlights when the touch reaches it (after the scroll view's delay),
/// is selected on touch-up inside, and loses the highlight when a scroll cancels the touch.
open class TableViewCell: View {
    /// The class's appearance class (uikit-rules §17).
    override open class var standardAppearanceClass: AppearanceClass { .tableViewCell }

    /// The view that holds the cell's content; it fills the cell.
    public let contentView = View()

    /// The cell's text; it fills the content view, inset 15 pt on either side, after the image when
    /// there is one.
    public let textLabel = Label()

    /// What the cell shows at its right edge, with UIKit's raw values (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable, CaseIterable, CustomStringConvertible {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4

        public var description: String {
            switch self {
            case .none: "none"
            case .disclosureIndicator: "disclosureIndicator"
            case .detailDisclosureButton: "detailDisclosureButton"
            case .checkmark: "checkmark"
            case .detailButton: "detailButton"
            }
        }
    }

    /// The accessory drawn at the right edge, which narrows the content view; `.none` by default.
    public var accessoryType = AccessoryType.none {
        didSet {
            setNeedsDisplay()
            layoutContent()
        }
    }

    /// The image view before the text, made (and put in the content view) when first asked for,
    /// as UIKit's; it shows its image at the image's size, 15 pt from the left edge.
    public var imageView: ImageView {
        if let madeImageView { return madeImageView }
        let made = ImageView()
        madeImageView = made
        contentView.insertSubview(made, belowSubview: textLabel)
        setNeedsLayout()
        return made
    }

    private var madeImageView: ImageView?

    /// A name for cells of the same kind (UIKit's reuse identifier); cells are not reused here.
    public let reuseIdentifier: String?

    /// Whether the cell's row is selected.
    public private(set) var isSelected = false

    /// Whether a touch is on the cell now.
    public private(set) var isHighlighted = false

    /// The Delete button a swipe-to-delete shows at the cell's right edge, while shown.
    public private(set) var deleteConfirmationButton: Button?

    /// The table view showing the cell, while it does.
    public internal(set) weak var tableView: TableView?

    /// The width of the Delete button [INF].
    public static let deleteButtonWidth = 80.0

    public init(reuseIdentifier: String? = nil, frame: Rect = .zero) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: frame)
        settingAppearanceDefaults { backgroundColor = .systemBackground }
        contentMode = .redraw
        addSubview(contentView)
        contentView.addSubview(textLabel)
        layoutContent()
    }

    /// The grey of a selected or highlighted cell (iOS 13's selected background).
    public static let selectedBackgroundColor = Color.systemGray4

    /// The colour of the line under each cell.
    public static let separatorColor = Color(hex: 0xC6C6C8)

    /// How far from the left edge the line under the cell starts, when the text is not further in.
    public static let separatorInset = 15.0

    /// How much the content view narrows for an accessory: 38 points, 70 for a detail button with
    /// a disclosure indicator.
    public static func accessoryWidth(of type: AccessoryType) -> Double {
        switch type {
        case .none: 0
        case .detailDisclosureButton: 70
        case .disclosureIndicator, .checkmark, .detailButton: 38
        }
    }

    /// Draws the selected background while selected or highlighted, and the separator line along the bottom.
    open override func draw(_ rect: Rect) {
        guard let context = Graphics.currentContext else { return }
        if isSelected || isHighlighted {
            context.setFillColor(TableViewCell.selectedBackgroundColor)
            context.fill(bounds)
        }
        let hairline = 1 / max(1, context.scale)
        let inset = max(TableViewCell.separatorInset, textLabel.frame.minX)
        context.setFillColor(TableViewCell.separatorColor)
        context.fill(Rect(x: bounds.minX + inset, y: bounds.maxY - hairline, width: max(0, bounds.width - inset), height: hairline))
        drawAccessory(in: context)
    }

    /// Selects or deselects the cell; the text label follows. `animated` is recorded by UIKit's
    /// fade only, so it changes nothing here.
    open func setSelected(_ selected: Bool, animated: Bool) {
        if isSelected != selected { setNeedsDisplay() }
        isSelected = selected
        textLabel.isHighlighted = isSelected || isHighlighted
    }

    /// Highlights the cell or clears the highlight; the text label follows.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if isHighlighted != highlighted { setNeedsDisplay() }
        isHighlighted = highlighted
        textLabel.isHighlighted = isSelected || isHighlighted
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    private func layoutContent() {
        let accessory = deleteConfirmationButton != nil ? 0 : Self.accessoryWidth(of: accessoryType)
        let width = bounds.width - (deleteConfirmationButton == nil ? 0 : Self.deleteButtonWidth) - accessory
        contentView.frame = Rect(x: 0, y: 0, width: max(0, width), height: bounds.height)
        var textX = 15.0
        if let image = madeImageView?.image, let imageView = madeImageView {
            imageView.frame = Rect(x: 15, y: ((bounds.height - image.size.height) / 2).rounded(), width: image.size.width, height: image.size.height)
            textX = imageView.frame.maxX + 15
        } else {
            madeImageView?.frame = .zero
        }
        let textRight = accessory > 0 ? contentView.bounds.width : contentView.bounds.width - 15
        textLabel.frame = Rect(x: textX, y: 0, width: max(0, textRight - textX), height: bounds.height)
        deleteConfirmationButton?.frame = Rect(x: bounds.width - Self.deleteButtonWidth, y: 0,
                                               width: Self.deleteButtonWidth, height: bounds.height)
    }

    // MARK: Swipe to delete

    /// Shows the Delete button; tapping it calls `onDelete`.
    func showDeleteConfirmation(onDelete: @escaping () -> Void) {
        guard deleteConfirmationButton == nil else { return }
        let button = Button(type: .custom)
        button.setTitle("Delete", for: .normal)
        button.backgroundColor = .systemRed
        button.addAction(Action(title: "delete") { _, _ in onDelete() }, for: .touchUpInside)
        deleteConfirmationButton = button
        addSubview(button)
        layoutContent()
    }

    /// Hides the Delete button.
    func hideDeleteConfirmation() {
        deleteConfirmationButton?.removeFromSuperview()
        deleteConfirmationButton = nil
        layoutContent()
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: InputEvent?) {
        tableView?.cellTouchBegan(self)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: InputEvent?) {}

    open override func touchesEnded(_ touches: Set<Touch>, with event: InputEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        tableView?.cellTouchEnded(self, inside: inside)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: InputEvent?) {
        tableView?.cellTouchCancelled(self)
    }

    // MARK: Description

    /// The view's properties, then the text and the states that are on.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        if let text = textLabel.text { properties.append(.text("text", text)) }
        if isSelected { properties.append(.value("isSelected", true)) }
        if isHighlighted { properties.append(.value("isHighlighted", true)) }
        if accessoryType != .none { properties.append(.value("accessoryType", accessoryType)) }
        return properties
    }
}
