/// A view of spinning drums, one per component, each showing rows a data source counts and a
/// delegate fills (UIKit's `UIPickerView`).
///
/// The data is read on first use and again at `reloadAllComponents()` / `reloadComponent(_:)`.
/// Only the rows in view are asked of the delegate, when they come into view, so a drum of a
/// million rows costs what one of fifty does; a view given for a row that leaves the view is
/// handed back to the delegate for the next row to come in (`reusing`).
///
/// The user spins a drum by dragging it: it follows the finger, rubber-banding past its ends,
/// keeps turning after a flick and comes to rest on a row, on the application's virtual clock.
/// A tap on a row above or below the selection band turns the drum to it. When a spin of the
/// user's comes to rest on another row the delegate is told `didSelectRow` — never for
/// `selectRow` from code, never while the drum still turns (uikit-rules §15).
///
///     > let states = ClosurePickerViewSource(rows: [["Alabama", "Alaska", "Arizona"]])
///     > picker.dataSource = states; picker.delegate = states
///     > driver.spin(picker, component: 0, by: 2)
///     > clock.runUntilIdle(); picker.selectedRow(inComponent: 0)
///     2
open class PickerView: View {
    /// The object that counts the components and rows, held weakly.
    public weak var dataSource: (any PickerViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The object that fills the rows and hears of selections, held weakly.
    public weak var delegate: (any PickerViewDelegate)? {
        didSet { setNeedsReload() }
    }

    /// The size a picker made without a frame has, as UIKit's does: 320 × 216 points.
    public static let defaultSize = Size(width: 320, height: 216)

    /// The height of rows when the delegate gives none (UIKit's picker rows are 32 pt tall).
    public static let defaultRowHeight = 32.0

    /// The most components a picker reads from its data source.
    public static let mostComponents = 100

    /// The most rows a component reads from its data source: a billion, far beyond any list a
    /// person spins through, and small enough that every row's offset is exact.
    public static let mostRows = 1_000_000_000

    /// The tallest row and widest component a picker takes from its delegate, in points.
    public static let mostRowSize = 10_000.0

    /// The space between two components, in points [INF].
    public static let componentSpacing = 5.0

    /// The least space between the components and the picker's sides, in points (the band's inset) [INF].
    public static let sideMargin = 8.0

    private(set) var wheels: [PickerWheel] = []
    private var needsReload = true

    /// A picker of `PickerView.defaultSize` unless another frame is given.
    public override init(frame: Rect = Rect(origin: .zero, size: PickerView.defaultSize)) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    // MARK: Data

    /// The number of components (drums).
    public var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    /// The number of rows of a component; 0 for a component that does not exist.
    public func numberOfRows(inComponent component: Int) -> Int {
        wheel(component)?.rowCount ?? 0
    }

    /// The size of a component's rows: its width and row height; zero for a component that does not exist.
    public func rowSize(forComponent component: Int) -> Size {
        layoutIfNeeded()
        guard let wheel = wheel(component) else { return .zero }
        return Size(width: wheel.bounds.width, height: wheel.rowHeight)
    }

    /// The row selected in a component: the one on the band since it last came to rest or was
    /// selected in code; -1 when the component has no rows or does not exist.
    public func selectedRow(inComponent component: Int) -> Int {
        guard let wheel = wheel(component), wheel.rowCount > 0 else { return -1 }
        return wheel.selectedRow
    }

    /// Turns a component to a row, at once or over `ScrollView.scrollingAnimationDuration`,
    /// telling the delegate nothing (uikit-rules §15, §8.3). `selectedRow(inComponent:)` answers
    /// the new row at once. A row or component that does not exist changes nothing.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component), (0..<wheel.rowCount).contains(row) else { return }
        wheel.select(row, animated: animated)
    }

    /// Reads every component again: their number, then each one's rows and row height, asking
    /// the delegate for the rows in view anew. Selections are kept, moved to the last row when
    /// a component has fewer rows now.
    public func reloadAllComponents() {
        needsReload = false
        let count = min(max(0, dataSource?.numberOfComponents(in: self) ?? 0), Self.mostComponents)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for wheel in wheels { wheel.reload() }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Reads one component's rows and row height again and asks the delegate for its rows in view
    /// anew; its selection is kept, moved to the last row when there are fewer rows now.
    public func reloadComponent(_ component: Int) {
        guard let wheel = wheel(component) else { return }
        wheel.reload()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The view the delegate gave for a row, while the row is in view; nil otherwise, and for
    /// rows that show titles.
    public func view(forRow row: Int, forComponent component: Int) -> View? {
        layoutIfNeeded()
        return wheel(component)?.rowView(row)
    }

    /// The rows of a component in view now, top to bottom.
    public func visibleRows(inComponent component: Int) -> [Int] {
        layoutIfNeeded()
        return wheel(component)?.visibleRows ?? []
    }

    /// Whether a component is turning: dragged, decelerating or animating to a row.
    public func isSpinning(component: Int) -> Bool {
        guard let wheel = wheel(component) else { return false }
        return wheel.isDragging || wheel.motion != nil
    }

    /// The rectangle of a component's drum in the picker's coordinates; `Rect.null` for one that does not exist.
    public func rect(forComponent component: Int) -> Rect {
        layoutIfNeeded()
        return wheel(component)?.frame ?? .null
    }

    func wheel(_ component: Int) -> PickerWheel? {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component] : nil
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    // MARK: The user's selection

    /// A spin of the user's came to rest on `row`: it becomes the selection and, when it changed,
    /// the delegate hears of it (a note in the traffic too).
    func wheel(_ wheel: PickerWheel, cameToRestOn row: Int) {
        guard row != wheel.selectedRow else { return }
        wheel.selectedRow = row
        application?.note("pickerViewDidSelectRow \(row) inComponent \(wheel.component)", from: self)
        delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    }

    // MARK: Layout

    /// Places the drums side by side: the delegate's widths or equal shares of the width, with
    /// `componentSpacing` between them, centred, at least `sideMargin` from the edges.
    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        guard !wheels.isEmpty else { return }
        let spacing = Self.componentSpacing * Double(wheels.count - 1)
        let share = max(0, (bounds.width - 2 * Self.sideMargin - spacing) / Double(wheels.count))
        let widths = wheels.map { wheel -> Double in
            guard let delegate, delegate.providesComponentWidths else { return share }
            let width = delegate.pickerView(self, widthForComponent: wheel.component)
            return width.isFinite ? min(max(0, width), Self.mostRowSize) : share
        }
        var x = bounds.minX + max(Self.sideMargin, (bounds.width - widths.reduce(0, +) - spacing) / 2)
        for (wheel, width) in zip(wheels, widths) {
            wheel.place(in: Rect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width + Self.componentSpacing
        }
    }

    /// Draws the selection band (`Appearance/PickerViewAppearance.swift`); the drums draw their rows.
    open override func draw(_ rect: Rect) {
        drawStandardAppearance(rect)
    }

    /// The height of the selection band: the tallest row of the components (the default row height when there are none).
    var bandHeight: Double {
        wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
    }

    // MARK: Description

    /// The view's properties, then the number of components and the selected rows.
    open override var displayProperties: [DisplayProperty] {
        var properties = super.displayProperties
        properties.append(.value("numberOfComponents", numberOfComponents))
        let selected = wheels.map { $0.rowCount > 0 ? String($0.selectedRow) : "-1" }
        if !selected.isEmpty { properties.append(DisplayProperty("selectedRows", "[" + selected.joined(separator: ", ") + "]")) }
        return properties
    }
}
